import Foundation

/// Where the PDFs' unhinted copies of the machine's DejaVu Sans are kept: fontconfig, pango and
/// harfbuzz read a font from a file, so `TrueTypeHinting.stripped(_:)`'s bytes are written once,
/// to a folder of this user's (`<temporary folder>/sitegen-fonts-<uid>/`, mode 0700), and every
/// later process reuses them.
///
/// A copy is named by its source's size and CRC-32 (`DejaVuSans-759720-1a2b3c4d-unhinted1.ttf`), so
/// a new DejaVu makes a new copy and never meets an old one; it is written under a temporary
/// name and renamed into place, so a process never reads half a copy. Before every use (once a
/// process) the copy's size and CRC-32 are compared with the stripped bytes it must hold, and a
/// copy that differs (cut short, overwritten) is written again (docs/security.md, "The font cache"). Anything that stands in
/// the way (no folder, a folder another user owns or can write to, a font that will not parse, a full disk)
/// leaves the system's font in use: the PDFs are then as they were, only bigger
/// (docs/coach-pdf.md, "A real PDF").
enum UnhintedFontFiles {
    /// The copy's version: bump it when `TrueTypeHinting` writes different bytes.
    static let version = 1

    /// The unhinted copy of the font at `source`, or `source` itself when there can be none.
    static func path(for source: String, folder: String = defaultFolder) -> String {
        guard privateFolder(folder),
              let bytes = FileManager.default.contents(atPath: source).map(Array.init) else { return source }
        let crc = bytes.withUnsafeBufferPointer { Deflate.crc32($0) }
        let stem = ((source as NSString).lastPathComponent as NSString).deletingPathExtension
        let hex = String(crc, radix: 16)
        let copy = "\(folder)/\(stem)-\(bytes.count)-\(String(repeating: "0", count: 8 - hex.count) + hex)-unhinted\(version).ttf"
        guard let stripped = try? TrueTypeHinting.stripped(bytes) else { return source }
        // Verified before every use: a copy cut short or overwritten (a full disk, another
        // program, a hand) would make every PDF fall back to another font without a word.
        if isOwnFile(copy), matches(copy, stripped) { return copy }
        try? FileManager.default.removeItem(atPath: copy)
        // `.atomic`: written beside it under another name, then renamed into place.
        guard (try? Foundation.Data(stripped).write(to: URL(fileURLWithPath: copy), options: .atomic)) != nil else { return source }
        return copy
    }

    /// `<temporary folder>/sitegen-fonts-<uid>`.
    static var defaultFolder: String {
        let temporary = FileManager.default.temporaryDirectory.path
        return "\(temporary.hasSuffix("/") ? String(temporary.dropLast()) : temporary)/sitegen-fonts-\(getuid())"
    }

    /// Whether `folder` is a real folder (not a link) of this user's that nobody else can write
    /// to, made now (0700) when missing.
    static func privateFolder(_ folder: String) -> Bool {
        if mkdir(folder, 0o700) != 0 && errno != EEXIST { return false }
        var info = stat()
        guard lstat(folder, &info) == 0 else { return false }
        return info.st_mode & S_IFMT == S_IFDIR && info.st_uid == getuid() && info.st_mode & 0o022 == 0
    }

    /// Whether the file at `path` holds `bytes`: the same size, then the same CRC-32.
    static func matches(_ path: String, _ bytes: [UInt8]) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, Int(info.st_size) == bytes.count,
              let held = FileManager.default.contents(atPath: path).map(Array.init), held.count == bytes.count else { return false }
        return held.withUnsafeBufferPointer { Deflate.crc32($0) } == bytes.withUnsafeBufferPointer { Deflate.crc32($0) }
    }

    /// Whether `path` is a regular file (not a link) of this user's.
    static func isOwnFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && info.st_uid == getuid()
    }
}
