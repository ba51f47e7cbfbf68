import Foundation

/// A deterministic ZIP archive written by hand: same entries → same bytes.
///
/// Entries are sorted by name (code points), names are relative (no `..`, no leading `/`,
/// UTF-8 flag set), every entry gets the same DOS timestamp (midnight of `date`, never before
/// 1980-01-01) and the same permissions (`-rw-r--r--`), no extra fields, no data descriptors, no
/// archive comment. Files that are compressed already (PDF, JPEG, PNG, by their name's extension:
/// `storesAsIs`) are stored: their streams are compressed already, and deflating the résumé
/// again was a quarter of the packet's deflate time (docs/performance.md, "Packet zip"); the
/// rest are deflated (raw
/// deflate, libdeflate at level 6: `Deflate`), or stored when deflating does not make them
/// smaller. An entry marked
/// `shared` (the stylesheet every packet of a build carries) is deflated once per process and
/// its result reused. 65,535 entries or more (a note with 70,000 pictures) end with the ZIP64
/// end records, which every unzip of this century reads; no entry or offset is ever over 4 GiB
/// (such an archive is refused with that reason), so nothing else needs ZIP64.
package struct ZipWriter {
    package struct Entry: Sendable {
        package var path: String
        package var bytes: [UInt8]
        /// The same bytes in many archives of this process (every packet's `assets/style.css`):
        /// deflated once, then taken from `SharedDeflate`.
        package var shared: Bool

        package init(path: String, bytes: [UInt8], shared: Bool = false) {
            self.path = path
            self.bytes = bytes
            self.shared = shared
        }
    }

    package enum ZipError: Error, CustomStringConvertible {
        case badPath(String), duplicate(String), tooLarge
        package var description: String {
            switch self {
            case .badPath(let p): "internal: invalid packet entry name \"\(p)\""
            case .duplicate(let p): "internal: packet entry \"\(p)\" added twice"
            case .tooLarge: "the packet would be larger than 4 GiB, which a ZIP file written without ZIP64 sizes cannot hold; "
                + "leave out large pictures or make some notes private"
            }
        }
    }

    /// Unix regular file, mode 0644, in the upper half of "external attributes".
    static let externalAttributes: UInt32 = 0o100644 << 16
    /// Made by: Unix (3), spec version 2.0.
    static let versionMadeBy: UInt16 = 3 << 8 | 20
    static let versionNeeded: UInt16 = 20
    /// General purpose bit 11: names are UTF-8.
    static let flags: UInt16 = 1 << 11

    /// The archive's bytes; every entry is dated midnight of `date` (year, month, day: a
    /// LocalDate's `components`; plain values, so this module needs nothing of SiteData and
    /// compiles beside it).
    package static func archive(_ entries: [Entry], date: (year: Int, month: Int, day: Int)) throws -> [UInt8] {
        // Code-point order, which is UTF-8 byte order (SiteData's `codePointLess`, spelled out).
        let sorted = entries.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        for (i, e) in sorted.enumerated() {
            guard isValidName(e.path) else { throw ZipError.badPath(e.path) }
            if i > 0, sorted[i - 1].path == e.path { throw ZipError.duplicate(e.path) }
        }
        let (dosTime, dosDate) = dosDateTime(date)

        var out: [UInt8] = []
        var central: [UInt8] = []
        var compressor: DeflateCompressor?  // made at the first entry deflated, then kept
        for entry in sorted {
            let name = Array(entry.path.utf8)
            let crc = crc32(entry.bytes)
            let deflated = storesAsIs(entry.path) ? entry.bytes
                : entry.shared ? try SharedDeflate.deflated(entry.bytes) : try deflate(entry.bytes, &compressor)
            let (method, payload): (UInt16, [UInt8]) = deflated.count < entry.bytes.count ? (8, deflated) : (0, entry.bytes)
            guard out.count <= UInt32.max, payload.count <= UInt32.max, entry.bytes.count <= UInt32.max else { throw ZipError.tooLarge }
            let offset = UInt32(out.count)

            out.le32(0x0403_4b50)
            out.le16(versionNeeded); out.le16(flags); out.le16(method); out.le16(dosTime); out.le16(dosDate)
            out.le32(crc); out.le32(UInt32(payload.count)); out.le32(UInt32(entry.bytes.count))
            out.le16(UInt16(name.count)); out.le16(0)
            out += name
            out += payload

            central.le32(0x0201_4b50)
            central.le16(versionMadeBy); central.le16(versionNeeded); central.le16(flags); central.le16(method)
            central.le16(dosTime); central.le16(dosDate)
            central.le32(crc); central.le32(UInt32(payload.count)); central.le32(UInt32(entry.bytes.count))
            central.le16(UInt16(name.count)); central.le16(0); central.le16(0)  // extra, comment
            central.le16(0); central.le16(0)  // disk number, internal attributes
            central.le32(externalAttributes); central.le32(offset)
            central += name
        }
        guard out.count + central.count <= UInt32.max else { throw ZipError.tooLarge }
        let centralOffset = UInt32(out.count)
        out += central
        let zip64 = sorted.count >= 0xFFFF
        if zip64 {
            // ZIP64 end of central directory record (APPNOTE 4.3.14), then its locator (4.3.15).
            let record = UInt64(out.count)
            out.le32(0x0606_4b50)
            out.le64(44)  // the record's size after this field
            out.le16(versionMadeBy & 0xFF00 | 45); out.le16(45)
            out.le32(0); out.le32(0)  // this disk, the central directory's disk
            out.le64(UInt64(sorted.count)); out.le64(UInt64(sorted.count))
            out.le64(UInt64(central.count)); out.le64(UInt64(centralOffset))
            out.le32(0x0706_4b50)
            out.le32(0); out.le64(record); out.le32(1)
        }
        out.le32(0x0605_4b50)
        out.le16(0); out.le16(0)
        let count: UInt16 = zip64 ? 0xFFFF : UInt16(sorted.count)
        out.le16(count); out.le16(count)
        out.le32(UInt32(central.count)); out.le32(centralOffset)
        out.le16(0)  // comment length
        return out
    }

    /// The extensions (lower-cased) of formats that are compressed inside already.
    static let compressedExtensions: Set<String> = ["pdf", "jpg", "jpeg", "png"]

    /// True when `path` names an already-compressed file, which is stored without deflating.
    package static func storesAsIs(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return compressedExtensions.contains(path[path.index(after: dot)...].lowercased())
    }

    /// Relative, `/`-separated, no empty, `.` or `..` components, no backslash or NUL.
    package static func isValidName(_ path: String) -> Bool {
        // On the UTF-8 bytes: every byte tested is ASCII, and no other character's bytes are.
        let bytes = path.utf8
        guard !bytes.isEmpty, bytes.count <= 0xFFFF, !bytes.contains(where: { $0 == 0x5C || $0 == 0 }) else { return false }
        return bytes.split(separator: 0x2F, omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && !part.elementsEqual([0x2E]) && !part.elementsEqual([0x2E, 0x2E])
        }
    }

    /// MS-DOS time and date of midnight on `date`, clamped to 1980-01-01…2107-12-31.
    static func dosDateTime(_ date: (year: Int, month: Int, day: Int)) -> (time: UInt16, date: UInt16) {
        var (y, m, d) = date
        if y < 1980 { (y, m, d) = (1980, 1, 1) }
        if y > 2107 { (y, m, d) = (2107, 12, 31) }
        return (0, UInt16((y - 1980) << 9 | m << 5 | d))
    }

    package struct DeflateError: Error, CustomStringConvertible {
        var reason: String
        package var description: String { "a packet entry could not be deflated: \(reason)" }
    }

    /// The CRC-32 of `bytes`.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { Deflate.crc32($0) }
    }

    /// Raw deflate (no zlib header) at level 6 (`Deflate`).
    static func deflate(_ bytes: [UInt8]) throws -> [UInt8] {
        var compressor: DeflateCompressor?
        return try deflate(bytes, &compressor)
    }

    /// The same with `compressor`, made here when nil: an archive deflates all its entries
    /// with one.
    static func deflate(_ bytes: [UInt8], _ compressor: inout DeflateCompressor?) throws -> [UInt8] {
        guard !bytes.isEmpty else { return [] }
        do {
            if compressor == nil { compressor = try DeflateCompressor() }
            return try compressor!.compress(bytes)
        } catch {
            throw DeflateError(reason: error.reason)
        }
    }

    /// Deflated `shared` entries, by their bytes: the packet's stylesheet is the same for every
    /// athlete of a build, and deflating it was about 1.5 ms per packet. A few entries at most
    /// (one per site stylesheet a process builds with); beyond `limit`, entries are deflated
    /// again rather than kept.
    package enum SharedDeflate {
        static let limit = 8
        // Compared, not hashed: a comparison of equal bytes is a memory compare.
        private final class Memo: @unchecked Sendable {
            let lock = NSLock()
            var entries: [(bytes: [UInt8], deflated: [UInt8])] = []
        }
        private static let memo = Memo()

        static func deflated(_ bytes: [UInt8]) throws -> [UInt8] {
            if let done = memo.lock.withLock({ memo.entries.first { same($0.bytes, bytes) }?.deflated }) { return done }
            let result = try ZipWriter.deflate(bytes)
            memo.lock.withLock {
                if memo.entries.count < limit, !memo.entries.contains(where: { same($0.bytes, bytes) }) { memo.entries.append((bytes, result)) }
            }
            return result
        }

        /// Whether `a` and `b` hold the same bytes, by one `memcmp` (`==` compared the
        /// stylesheet a byte at a time, about 0.4 M instructions a packet).
        static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
            guard a.count == b.count else { return false }
            return a.withUnsafeBufferPointer { x in
                b.withUnsafeBufferPointer { y in
                    guard let p = x.baseAddress, let q = y.baseAddress else { return true }
                    return memcmp(p, q, x.count) == 0
                }
            }
        }

        /// How many entries are kept (for tests).
        package static var count: Int { memo.lock.withLock { memo.entries.count } }
    }
}

private extension Array where Element == UInt8 {
    mutating func le16(_ v: UInt16) { append(UInt8(v & 0xff)); append(UInt8(v >> 8)) }
    mutating func le32(_ v: UInt32) { for s in [0, 8, 16, 24] { append(UInt8(truncatingIfNeeded: v >> UInt32(s))) } }
    mutating func le64(_ v: UInt64) { for s in stride(from: 0, to: 64, by: 8) { append(UInt8(truncatingIfNeeded: v >> UInt64(s))) } }
}
