import Foundation
import SiteData
import SiteOutput
import CoachDocuments

/// `sitegen packet ATHLETE`: builds the coach edition of one athlete and zips it
/// (docs/packet.md).
///
/// ```swift
/// var options = BuildOptions()
/// options.contentFolder = "content"
/// let summary = try PacketBuilder(options: options, athlete: "ethan-carter").build()
/// print(summary.confirmation)
/// ```
/// The packet holds `index.html` (the profile), `assets/style.css`, the photo, the
/// performance page with its CSV and JSON, and one page per public note, all under the same
/// paths as in the site so relative links work unzipped. Throws `UsageError` (unknown athlete,
/// bad output path), `InputError` (bad data), or an internal error when a link would leave the
/// packet. Nothing is left behind on failure.
public struct PacketBuilder: Sendable {
    public var options: BuildOptions
    public var athlete: String
    /// `--output FILE`; nil: `<athlete>-packet.zip` in the current folder.
    public var outputFile: String?

    public init(options: BuildOptions, athlete: String, outputFile: String? = nil) {
        self.options = options
        self.athlete = athlete
        self.outputFile = outputFile
    }

    /// The file the packet goes to, as the user will see it.
    public var outputPath: String { outputFile ?? "\(athlete)-packet.zip" }

    public func build() throws -> PacketSummary {
        try OutputPaths.checkPacket(output: outputPath, content: options.contentFolder)
        let destination = try checkedDestination()
        var options = self.options
        options.athletes = [athlete]
        let build = try SiteBuilder(options: options).loadSite()
        defer { build.source.close() }
        let packet = try PacketContents.make(build: build, slug: athlete)
        if options.strict, !packet.warnings.warnings.isEmpty { throw StrictError(packet.warnings.warnings.sortedForDisplay()) }
        let bytes = try ZipWriter.archive(packet.zipEntries, date: build.today.components)
        // Too big to email: after the content's warnings, and like them refused by --strict.
        let warnings = packet.warnings.warnings.sortedForDisplay()
            + [PacketSummary.sizeWarning(bytes: bytes.count, files: packet.files)].compactMap { $0 }
        if options.strict, !warnings.isEmpty { throw StrictError(warnings) }
        try PacketBuilder.writeAtomically(bytes, to: destination)
        let strings = build.strings
        let resume = SitePath.resumeFile(athlete)
        return PacketSummary(path: outputPath, entries: packet.files.keys.sorted(by: codePointLess),
                             bytes: bytes.count, sha256: SHA256.hex(bytes), warnings: warnings,
                             strings: strings, resume: packet.files[resume] == nil ? nil : resume,
                             resumeSHA256: packet.files[resume].map { SHA256.hex($0) })
    }

    /// The output file's URL once its folder is known to exist and be writable.
    func checkedDestination() throws(UsageError) -> URL {
        let path = outputPath
        guard !path.isEmpty, !path.hasSuffix("/") else { throw UsageError("--output must name a file, e.g. \(athlete)-packet.zip") }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let folder = url.deletingLastPathComponent()
        let fm = FileManager.default
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: folder.path, isDirectory: &isDir), isDir.boolValue else {
            throw UsageError("the folder \(folder.path) does not exist; create it first or choose another --output")
        }
        guard fm.isWritableFile(atPath: folder.path) else {
            throw UsageError("cannot write to the folder \(folder.path) (permission denied); choose another --output")
        }
        if fm.fileExists(atPath: url.path, isDirectory: &isDir), isDir.boolValue {
            throw UsageError("\(url.path) is a folder; --output must name a file")
        }
        // Replace a zip (an older packet), never another kind of file.
        if let handle = FileHandle(forReadingAtPath: url.path) {
            let head = (try? handle.read(upToCount: 4)).map { Array($0) } ?? []
            try? handle.close()
            if !head.isEmpty && head != [0x50, 0x4B, 0x03, 0x04] && head != [0x50, 0x4B, 0x05, 0x06] {
                throw UsageError("\(url.path) exists and is not a zip file; refusing to replace it (choose another --output)")
            }
        }
        return url
    }

    /// Writes a temporary file beside `url`, then renames it into place (atomic on one file
    /// system); the temporary file is removed on any failure.
    /// Holds the file's `OutputLock` meanwhile, and removes the temporary file on SIGINT/SIGTERM.
    static func writeAtomically(_ bytes: [UInt8], to url: URL) throws {
        let temp = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).sitegen-tmp")
        let fm = FileManager.default
        let lock = try OutputLock(url)
        defer { lock.release() }
        try? fm.removeItem(at: temp)
        Interruption.register(temp, owner: lock)
        defer { Interruption.unregister(owner: lock) }
        if let code = OutputFolder.writeBytes(bytes, to: temp.path) {
            throw UsageError(writeFailure(url, code, needed: bytes.count))
        }
        if let signal = Interruption.requested {
            try? fm.removeItem(at: temp)
            throw Interrupted(signal: signal, output: url.path)
        }
        guard rename(temp.path, url.path) == 0 else {
            let code = errno
            try? fm.removeItem(at: temp)
            throw UsageError(writeFailure(url, code, needed: bytes.count))
        }
    }

    /// `cannot write a.zip: the disk is full (the packet needs 38.2 MB; 1.0 MB is free there); …`
    /// `free`: the space left on the disk (asked of the system when not given).
    static func writeFailure(_ url: URL, _ code: Int32, needed: Int, free: Int? = nil) -> String {
        var text = "cannot write \(url.path): \(FileProblem.reason(code))"
        if code == ENOSPC || code == EDQUOT {
            text += " (the packet needs \(FileProblem.size(needed))"
            if code == ENOSPC, let free = free ?? FileProblem.freeSpace(at: url.deletingLastPathComponent().path) {
                text += "; \(FileProblem.size(free)) is free there"
            }
            text += ")"
        }
        return text + "; " + FileProblem.outputAdvice(code)
    }
}
