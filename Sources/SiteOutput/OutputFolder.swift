import Foundation

/// The output folder, replaced atomically (docs/decisions.md, "Replacing the site").
///
/// A build writes into a sibling temporary folder (`.<name>.sitegen-tmp`), and only when every
/// athlete succeeded is it swapped in: the old folder is renamed aside, the new one renamed
/// into place, the old one removed. A failed build removes the temporary folder and leaves the
/// previous site untouched. sitegen marks its own output with a `.sitegen` file and refuses to
/// replace a non-empty folder without that mark. While it exists, an `OutputFolder` holds the
/// output's lock (`OutputLock`), and its staging folder is removed if the run is interrupted
/// (`Interruption`). A destination that is a symbolic link is refused: swapping the folder
/// would replace the link, not the folder it points to. What the next build needs (the build
/// cache) is kept beside the folder, never in it (`OutputFolder+Commit`): the folder is what
/// gets published.
public final class OutputFolder: @unchecked Sendable {
    /// The name of the marker file sitegen leaves in every folder it writes.
    public static let markerName = ".sitegen"
    package static let markerText = "This folder was written by sitegen and is replaced on every build.\n"

    public let destination: URL
    public let staging: URL
    /// `staging.path`, computed once: for messages and whole-folder work.
    private let stagingPath: String
    /// The staging folder, open: files and folders are made relative to it (`openat`,
    /// `mkdirat`), so the kernel walks only the path inside the site, not the whole path from
    /// `/` again for every file. -1 until the folder exists.
    private var stagingDescriptor: Int32 = -1
    private let fm = FileManager.default
    private let lock = NSLock()
    private var createdDirectories: Set<String> = []
    private var written: Set<String> = []
    private let outputLock: OutputLock
    /// Folders of the current site that `commit` moves into the new one (`keep`), and how many
    /// files they hold.
    private var kept: [String] = []
    private var keptFiles = 0
    /// Problems `commit` met after the new site was in place (a copy of the old site it could
    /// not remove), for the build's warnings.
    public internal(set) var leftoverWarnings: [String] = []

    /// Checks the destination and creates an empty staging folder beside it.
    public init(destination: URL) throws(OutputError) {
        let dest = destination.standardizedFileURL
        self.destination = dest
        let parent = dest.deletingLastPathComponent()
        self.staging = parent.appendingPathComponent(".\(dest.lastPathComponent).sitegen-tmp", isDirectory: true)
        self.stagingPath = staging.path

        if let target = OutputPaths.symbolicLink(dest) {
            throw OutputError("\(dest.path) is a symbolic link (to \(target)); name the folder itself with --output")
        }
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: dest.path, isDirectory: &isDir) {
            guard isDir.boolValue else {
                throw OutputError("\(dest.path) exists and is not a folder; choose another --output")
            }
            let contents = (try? fm.contentsOfDirectory(atPath: dest.path)) ?? []
            if !contents.isEmpty && !contents.contains(OutputFolder.markerName) {
                throw OutputError(
                    "\(dest.path) is not empty and was not made by sitegen; refusing to replace it (move it away or choose another --output)")
            }
        }
        guard fm.fileExists(atPath: parent.path, isDirectory: &isDir), isDir.boolValue else {
            throw OutputError("the folder \(parent.path) does not exist; create it first or choose another --output")
        }
        // Only the lock holder may take the staging folder for a crashed build's leftover.
        outputLock = try OutputLock(dest)
        OutputFolder.restoreKept(staging: staging, destination: dest)
        try? fm.removeItem(at: staging)
        guard mkdir(stagingPath, 0o777) == 0 else {
            let code = errno
            outputLock.release()
            throw OutputError("cannot create \(staging.path): \(FileProblem.reason(code)); \(FileProblem.outputAdvice(code))")
        }
        createdDirectories.insert("")
        stagingDescriptor = open(stagingPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard stagingDescriptor >= 0 else {
            let code = errno
            try? fm.removeItem(at: staging)
            outputLock.release()
            throw OutputError("cannot open \(staging.path): \(FileProblem.reason(code)); \(FileProblem.outputAdvice(code))")
        }
        Interruption.register(staging, owner: self, output: dest)
    }

    deinit {
        Interruption.unregister(owner: self)
        if stagingDescriptor >= 0 { close(stagingDescriptor) }
    }

    /// Thrown by `write` and `commit` once SIGINT or SIGTERM arrived.
    private func checkInterrupted() throws(OutputError) {
        if Interruption.requested != nil { throw OutputError("interrupted") }
    }

    /// Writes `bytes` at `relativePath` inside the staging folder. The path must stay inside
    /// the folder: no `..`, no leading `/`, no empty or hidden components except the marker.
    public func write(_ bytes: some Collection<UInt8>, to relativePath: String) throws(OutputError) {
        let dir = try OutputFolder.validate(relativePath)
        try checkInterrupted()
        lock.lock()
        let isNew = written.insert(relativePath).inserted
        lock.unlock()
        guard isNew else { throw OutputError("internal: \(relativePath) written twice") }
        try ensureDirectory(dir)
        // Plain open/write/close: the staging folder as a whole is swapped in atomically, so a
        // temporary file and rename per file (what FileManager.createFile does) would only
        // double the filesystem work.
        let fd = openat(stagingDescriptor, relativePath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw writeFailure(stagingPath + "/" + relativePath, errno) }
        defer { close(fd) }
        // Written straight from the caller's storage (a String's UTF-8, an Array) when it is
        // contiguous; copied only otherwise.
        let ok = bytes.withContiguousStorageIfAvailable { OutputFolder.writeAll(fd, UnsafeRawBufferPointer($0)) }
            ?? Array(bytes).withUnsafeBytes { OutputFolder.writeAll(fd, $0) }
        guard ok else { throw writeFailure(stagingPath + "/" + relativePath, errno) }
    }

    private static func writeAll(_ fd: Int32, _ raw: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < raw.count {
            let n = Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
            if n < 0 { if errno == EINTR { continue }; return false }
            offset += n
        }
        return true
    }

    public func write(_ text: String, to relativePath: String) throws(OutputError) {
        try write(text.utf8, to: relativePath)
    }

    /// Copies a file from the input (e.g. a photo) to `relativePath`.
    public func copyFile(from source: URL, to relativePath: String) throws(OutputError) {
        guard let data = fm.contents(atPath: source.path) else {
            throw OutputError("cannot read \(source.path)")
        }
        try write(Array(data), to: relativePath)
    }

    /// Puts the folder `relativePath` of the current site (or of the sitegen output `site`)
    /// into the staging folder as it is (`--athlete`: the other athletes' folders; athletes
    /// whose inputs did not change). Only folders and regular files: a link someone put into
    /// the old site is not followed or copied.
    public func carryOver(_ relativePath: String, from site: URL? = nil) throws(OutputError) {
        try OutputFolder.validate(relativePath)
        let source = (site ?? destination).appendingPathComponent(relativePath)
        guard let walker = fm.enumerator(atPath: source.path) else { return }
        var files: [String] = []
        while let item = walker.nextObject() as? String {
            if (walker.fileAttributes?[.type] as? FileAttributeType) == .typeRegular { files.append(item) }
        }
        for file in files.sorted() {
            let path = relativePath + "/" + file
            let dir = try OutputFolder.validate(path)
            try checkInterrupted()
            lock.lock()
            let isNew = written.insert(path).inserted
            lock.unlock()
            guard isNew else { throw OutputError("internal: \(path) written twice") }
            try ensureDirectory(dir)
            // A hard link, not a copy: no file of a site is ever changed in place (every build
            // writes new files into a new folder), so old and new site may share them.
            let from = source.path + "/" + file, to = staging.path + "/" + path
            if Foundation.link(from, to) != 0 {
                do { try fm.copyItem(atPath: from, toPath: to) } catch {
                    throw OutputError("cannot copy \(from) into the new site: \(FileProblem.reason(of: error))")
                }
            }
        }
    }

    package func registerKept(_ folder: String, files: Int) throws(OutputError) {
        lock.lock(); defer { lock.unlock() }
        guard !kept.contains(folder) else { throw OutputError("internal: \(folder) kept twice") }
        kept.append(folder)
        keptFiles += files
    }

    /// A kept folder's `files` were copied (now counted among the written ones) instead of moved.
    package func keptCopied(files: Int) { lock.lock(); keptFiles -= files; lock.unlock() }

    package var keptFolders: [String] { lock.lock(); defer { lock.unlock() }; return kept }
    package var keptFileCount: Int { lock.lock(); defer { lock.unlock() }; return keptFiles }

    /// Every relative path written so far, sorted.
    public var writtenPaths: [String] {
        lock.lock(); defer { lock.unlock() }
        return written.sorted()
    }

    /// Removes the staging folder; the destination is left as it was.
    public func discard() {
        try? fm.removeItem(at: staging)
        finish()
    }

    /// Lets the next run in.
    package func finish() {
        Interruption.unregister(owner: self)
        outputLock.release()
    }

    /// `cannot write PATH: the disk is full (…)`, with what to do.
    package func writeFailure(_ path: String, _ code: Int32) -> OutputError {
        var text = "cannot write \(path): \(FileProblem.reason(code))"
        if code == ENOSPC || code == EDQUOT {
            text += " (\(FileProblem.size(OutputFolder.size(of: stagingPath))) of the new site were written before it ran out; "
                + "the old site stays until the new one is complete)"
        }
        return OutputError(text + "; " + FileProblem.outputAdvice(code))
    }

    /// The bytes of the files below `path`.
    package static func size(of path: String) -> Int {
        (FileTree.walk(URL(fileURLWithPath: path), root: "") ?? []).reduce(0) { $0 + Int($1.stat.st_size) }
    }

    /// Returns the path's folder (`""` at the top). One pass over the bytes: every file of a
    /// build comes through here.
    @discardableResult
    package static func validate(_ relativePath: String) throws(OutputError) -> String {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var ok = !relativePath.utf8.isEmpty
        var lastSlash: String.Index? = nil
        // The current component: its length, and whether it is all dots so far.
        var length = 0, dots = 0
        for index in relativePath.utf8.indices where ok {
            let byte = relativePath.utf8[index]
            if byte == slash {
                // Empty, `.` or `..`: refused (a leading `/` is an empty first component).
                ok = length > 0 && !(dots == length && length <= 2)
                length = 0
                dots = 0
                lastSlash = index
            } else {
                ok = byte != 0 && byte != UInt8(ascii: "\\")
                length += 1
                if byte == dot { dots += 1 }
            }
        }
        ok = ok && length > 0 && !(dots == length && length <= 2)
        guard ok else { throw OutputError("internal: refusing to write outside the output folder: \(relativePath)") }
        return lastSlash.map { String(relativePath[..<$0]) } ?? ""
    }

    /// Creates `dir` (and its parents) inside the staging folder once. A plain `mkdir` per
    /// new folder, parents first: every page has a folder of its own, and FileManager's
    /// recursive create checks each ancestor again each time.
    private func ensureDirectory(_ dir: String) throws(OutputError) {
        if dir.isEmpty { return }
        lock.lock()
        let known = createdDirectories.contains(dir)
        lock.unlock()
        if known { return }
        if let slash = dir.utf8.lastIndex(of: UInt8(ascii: "/")) {
            try ensureDirectory(String(dir[..<slash]))
        }
        // Another job may have just made it: EEXIST is fine (a file in the way fails at open).
        if mkdirat(stagingDescriptor, dir, 0o777) != 0 {
            let code = errno
            if code == ENOTDIR { throw OutputError("cannot create the folder \(dir): \(FileProblem.reason(code))") }
            if code != EEXIST { throw writeFailure(stagingPath + "/" + dir, code) }
        }
        lock.lock()
        createdDirectories.insert(dir)
        lock.unlock()
    }
}

/// A problem writing output (exit code 1 when the user can fix it, e.g. a refused folder).
public struct OutputError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
