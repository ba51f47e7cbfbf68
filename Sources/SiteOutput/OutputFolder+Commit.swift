import Foundation

/// Swapping the new site in, and the files sitegen keeps beside the output folder (never in it:
/// the folder is what gets published):
///
/// - `.<name>.sitegen-cache`: the build cache (`BuildCache`), what the next build reuses. It is
///   removed before the swap and the new one put in place right after it, so it never describes
///   another site than the one beside it (a run killed in between leaves none: a full build).
/// - `.<name>.sitegen-old`: the current site while the new one takes its place, then removed. One
///   that cannot be removed (files of another user, e.g. a build run with sudo) is reported with
///   the command that removes it, and the next build sets the site aside under another name
///   (`.<name>.sitegen-old-2`, …) instead of failing.
extension OutputFolder {
    /// The build cache's file for the output `destination`.
    public static func cacheFile(for destination: URL) -> URL {
        let dest = destination.standardizedFileURL
        return dest.deletingLastPathComponent().appendingPathComponent(".\(dest.lastPathComponent).sitegen-cache")
    }

    /// Swaps the staging folder into place and, with `cache`, writes the cache beside the new
    /// site: `cache` gets the new site's `markerStamp` to record. After this the previous site
    /// is gone. `beforeSwap` runs after the kept folders moved, just before the swap (a test hook).
    public func commit(cache: ((_ markerStamp: String) -> [UInt8])? = nil, beforeSwap: () -> Void = {}) throws(OutputError) {
        try write(OutputFolder.markerText, to: OutputFolder.markerName)
        let aside = try asideFolder()
        let cacheFile = OutputFolder.cacheFile(for: destination)
        let cacheTemp = cacheFile.deletingLastPathComponent().appendingPathComponent(cacheFile.lastPathComponent + "-tmp")
        // Written before anything moves: a full disk leaves the site as it was.
        if let cache {
            let stamp = OutputFolder.markerStamp(of: staging) ?? ""
            try OutputFolder.writeFile(cache(stamp), to: cacheTemp.path)
        }
        // From here a signal must not remove the staging folder (it may hold kept folders), nor
        // stop the moves half-way: it waits until the new site is in place.
        Interruption.beginCommit()
        defer { Interruption.endCommit() }
        Interruption.unregister(owner: self)
        func undo() {
            OutputFolder.restoreKept(staging: staging, destination: destination)
            unlink(cacheTemp.path)
        }
        do { try moveKeptFolders() } catch { unlink(cacheTemp.path); throw error }
        beforeSwap()
        // The old cache describes the old site: it goes before the site changes.
        if unlink(cacheFile.path) != 0, errno != ENOENT {
            let code = errno
            undo()
            throw OutputError("cannot remove \(cacheFile.path): \(FileProblem.reason(code)); \(FileProblem.outputAdvice(code))")
        }
        var isDir: ObjCBool = false
        let hadOld = FileManager.default.fileExists(atPath: destination.path, isDirectory: &isDir)
        if hadOld, rename(destination.path, aside.path) != 0 {
            let code = errno
            undo()
            throw OutputError("cannot move the current site \(destination.path) aside to \(aside.path): "
                              + "\(FileProblem.reason(code)); it was left as it was")
        }
        if rename(staging.path, destination.path) != 0 {
            let code = errno
            // Put the old site back.
            if hadOld { rename(aside.path, destination.path) }
            undo()
            throw OutputError("cannot move the new site into \(destination.path): \(FileProblem.reason(code)); "
                              + "the old site was left as it was")
        }
        // Failing here only makes the next build a full one.
        if cache != nil, rename(cacheTemp.path, cacheFile.path) != 0 { unlink(cacheTemp.path) }
        if hadOld, let code = OutputFolder.removeTree(aside.path) {
            leftoverWarnings.append(OutputFolder.leftover(aside.path, code))
        }
        finish()  // only now: on failure the caller's `discard` still holds the lock
    }

    /// What the file system says of the `.sitegen` marker in `site` (inode, size, modification
    /// and change times): a new one is written by every build, and no copy of the folder (a
    /// backup put back) has the same, so a cache recording it describes that very folder.
    public static func markerStamp(of site: URL) -> String? {
        var st = stat()
        guard stat(site.appendingPathComponent(markerName).path, &st) == 0 else { return nil }
        #if os(Linux)
        let times = "\(st.st_mtim.tv_sec).\(st.st_mtim.tv_nsec) \(st.st_ctim.tv_sec).\(st.st_ctim.tv_nsec)"
        #else
        let times = "\(st.st_mtimespec.tv_sec).\(st.st_mtimespec.tv_nsec) \(st.st_ctimespec.tv_sec).\(st.st_ctimespec.tv_nsec)"
        #endif
        return "\(st.st_dev) \(st.st_ino) \(st.st_size) \(times)"
    }

    /// A free name beside the output for the current site during the swap: `.<name>.sitegen-old`
    /// (removing what an earlier run left there), else `-2` … `-9` after it.
    package func asideFolder() throws(OutputError) -> URL {
        let parent = destination.deletingLastPathComponent(), name = ".\(destination.lastPathComponent).sitegen-old"
        for n in 1...9 {
            let url = parent.appendingPathComponent(n == 1 ? name : "\(name)-\(n)", isDirectory: true)
            guard let code = OutputFolder.removeTree(url.path) else { return url }
            leftoverWarnings.append(OutputFolder.leftover(url.path, code))
        }
        throw OutputError("copies of earlier sites that cannot be removed fill every name \(parent.path)/\(name) … -9; "
                          + "remove them (e.g. sudo rm -rf \(ShellWord.quoted(parent.path + "/" + name))*), then build again")
    }

    /// The warning for a copy of an old site that stays.
    package static func leftover(_ path: String, _ code: Int32) -> String {
        let sudo = code == EACCES || code == EPERM ? "sudo " : ""
        return "\(path) holds a copy of an earlier site (private notes included) that could not be removed: "
            + "\(FileProblem.reason(code)); remove it yourself: \(sudo)rm -rf \(ShellWord.quoted(path))"
    }

    /// Removes `path` and everything below it, never following a link. Goes on past a failure;
    /// returns the first `errno` met, nil when `path` is gone (or never was).
    package static func removeTree(_ path: String) -> Int32? {
        var st = stat()
        guard lstat(path, &st) == 0 else { return errno == ENOENT ? nil : errno }
        guard st.st_mode & S_IFMT == S_IFDIR else { return unlink(path) == 0 ? nil : errno }
        var first: Int32? = nil
        if let dir = opendir(path) {
            var names: [String] = []
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
                }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(dir)
            for name in names {
                if let code = removeTree(path + "/" + name), first == nil { first = code }
            }
        } else {
            first = errno
        }
        if rmdir(path) != 0, first == nil { first = errno }
        return first
    }

    /// Writes `bytes` to a new file at `path` (replacing one there).
    package static func writeFile(_ bytes: [UInt8], to path: String) throws(OutputError) {
        if let code = writeBytes(bytes, to: path) {
            throw OutputError("cannot write \(path): \(FileProblem.reason(code)); \(FileProblem.outputAdvice(code))")
        }
    }

    /// Writes `bytes` to a new file at `path` (replacing one there); the `errno` of a failure (the
    /// file is then removed), nil on success.
    package static func writeBytes(_ bytes: [UInt8], to path: String) -> Int32? {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return errno }
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress! + offset, bytes.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(fd)
                unlink(path)
                return code
            }
            offset += n
        }
        // A full disk can show only now (NFS, quotas).
        guard close(fd) == 0 else { let code = errno; unlink(path); return code }
        return nil
    }
}
