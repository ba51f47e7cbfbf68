import Foundation
import SiteData
import Testing
import ZIPFoundation
@testable import CoachDocuments

@Suite struct ZipWriterTests {
    let day = LocalDate(year: 2026, month: 3, day: 15)!

    @Test func dosDateIsMidnightOfTodayClampedTo1980() {
        #expect(ZipWriter.dosDateTime(day.components) == (0, UInt16((2026 - 1980) << 9 | 3 << 5 | 15)))
        #expect(ZipWriter.dosDateTime((1970, 1, 1)) == (0, 0x21))  // 1980-01-01
        #expect(ZipWriter.dosDateTime((1980, 1, 1)) == (0, 0x21))
    }

    @Test(arguments: [("index.html", true), ("a/b/c.css", true), ("/etc/passwd", false), ("../x", false),
                      ("a/../b", false), ("a//b", false), ("./a", false), ("a\\b", false), ("", false), ("a/", false),
                      ("a\0b", false), ("a/./b", false), ("a/..", false), ("...", true), (".a/b..", true), ("é/ż 😀.html", true),
                      (".\u{301}/x", true), (String(repeating: "a", count: 0xFFFF), true), (String(repeating: "a", count: 0x10000), false)])
    func entryNames(name: String, valid: Bool) {
        #expect(ZipWriter.isValidName(name) == valid)
    }

    @Test func exactBytesOfAStoredEntry() throws {
        let zip = try ZipWriter.archive([.init(path: "a", bytes: Array("hi".utf8))], date: day.components)
        let crc = Foundation.Data("hi".utf8).crc32(checksum: 0)
        let le32 = { (v: UInt32) in [UInt8(v & 0xff), UInt8(v >> 8 & 0xff), UInt8(v >> 16 & 0xff), UInt8(v >> 24)] }
        let date: [UInt8] = [0x6F, 0x5C]  // (46 << 9 | 3 << 5 | 15) = 0x5C6F
        let local: [UInt8] = [0x50, 0x4B, 0x03, 0x04, 20, 0, 0, 8, 0, 0, 0, 0] + date + le32(crc) + [2, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0]
            + Array("a".utf8) + Array("hi".utf8)
        let central: [UInt8] = [0x50, 0x4B, 0x01, 0x02, 20, 3, 20, 0, 0, 8, 0, 0, 0, 0] + date + le32(crc)
            + [2, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0xA4, 0x81] + [0, 0, 0, 0] + Array("a".utf8)
        let end: [UInt8] = [0x50, 0x4B, 0x05, 0x06, 0, 0, 0, 0, 1, 0, 1, 0] + le32(UInt32(central.count)) + le32(UInt32(local.count)) + [0, 0]
        #expect(zip == local + central + end)
    }

    @Test func entriesAreSortedDeflatedAndReadBack() throws {
        let html = Array(String(repeating: "<p>packet</p>\n", count: 200).utf8)
        let zip = try ZipWriter.archive([.init(path: "b/index.html", bytes: html), .init(path: "a.txt", bytes: []),
                                         .init(path: "B.css", bytes: [1, 2, 3])], date: day.components)
        let archive = try Archive(data: Foundation.Data(zip), accessMode: .read)
        let entries = Array(archive)
        #expect(entries.map(\.path) == ["B.css", "a.txt", "b/index.html"])
        #expect(entries.map { $0.compressedSize < $0.uncompressedSize } == [false, false, true])
        var out = Foundation.Data()
        _ = try archive.extract(entries[2], consumer: { out.append($0) })
        #expect(Array(out) == html)
        #expect(try ZipWriter.archive([.init(path: "x", bytes: html)], date: day.components) == ZipWriter.archive([.init(path: "x", bytes: html)], date: day.components))
    }

    @Test(arguments: [("resume.pdf", true), ("photos/a.JPG", true), ("b.jpeg", true), ("c.png", true),
                      ("index.html", false), ("style.css", false), ("pdf", false), ("a.pdf/index.html", false),
                      ("notes.pdf.txt", false)])
    func alreadyCompressedFormatsAreKnownByExtension(path: String, stored: Bool) {
        #expect(ZipWriter.storesAsIs(path) == stored)
    }

    @Test func alreadyCompressedFilesAreStoredEvenWhenDeflateWouldShrinkThem() throws {
        let repetitive = Array(String(repeating: "%PDF stream\n", count: 300).utf8)
        let zip = try ZipWriter.archive([.init(path: "resume.pdf", bytes: repetitive), .init(path: "resume.txt", bytes: repetitive)],
                                        date: day.components)
        // Method field of each local header (offset 8): 0 stored for the PDF, 8 deflated for the text.
        #expect(zip[8] == 0 && zip[9] == 0)
        let second = 30 + "resume.pdf".utf8.count + repetitive.count
        #expect(zip[second + 8] == 8)
        let archive = try Archive(data: Foundation.Data(zip), accessMode: .read)
        let entries = Array(archive)
        #expect(entries.map(\.path) == ["resume.pdf", "resume.txt"])
        #expect(entries[0].compressedSize == UInt64(repetitive.count))
        #expect(entries[1].compressedSize < UInt64(repetitive.count))
        for entry in entries {
            var out = Foundation.Data()
            _ = try archive.extract(entry, consumer: { out.append($0) })
            #expect(Array(out) == repetitive)
        }
    }

    @Test func refusesBadOrDuplicateNames() {
        #expect(throws: ZipWriter.ZipError.self) { try ZipWriter.archive([.init(path: "../x", bytes: [])], date: day.components) }
        #expect(throws: ZipWriter.ZipError.self) { try ZipWriter.archive([.init(path: "x", bytes: []), .init(path: "x", bytes: [1])], date: day.components) }
    }

    /// libdeflate's raw stream inflates back to the input with ZIPFoundation (zlib: an
    /// independent reader), and the CRC-32 is zlib's, at sizes around zlib's 64 KiB chunks.
    @Test(arguments: [1, 1_000, 65_536, 65_537, 200_000])
    func deflateInflatesBackWithZIPFoundation(size: Int) throws {
        let text = Array(String(repeating: ".w-rows > li { margin: 0 0 .5rem; color: var(--muted) }\n", count: size / 40 + 1).utf8.prefix(size))
        let bytes = text.enumerated().map { $0.offset % 97 == 0 ? UInt8(truncatingIfNeeded: $0.offset) : $0.element }
        let deflated = Foundation.Data(try ZipWriter.deflate(bytes))
        #expect(size < 1_000 || deflated.count < bytes.count / 4)
        var inflated = Foundation.Data()
        _ = try Foundation.Data.decompress(size: Int64(deflated.count), bufferSize: 64 * 1024, skipCRC32: true, provider: { position, length in
            deflated.subdata(in: Int(position)..<min(Int(position) + length, deflated.count))
        }, consumer: { inflated.append($0) })
        #expect(Array(inflated) == bytes)
        #expect(ZipWriter.crc32(bytes) == Foundation.Data(bytes).crc32(checksum: 0))
    }

    /// A shared entry (the packet's stylesheet) is deflated once and gives the same archive.
    @Test func sharedEntryGivesTheSameBytes() throws {
        let css = Array(String(repeating: "body { font: 16px/1.5 system-ui }\n", count: 300).utf8) + Array("/* shared-entry test */".utf8)
        let plain = try ZipWriter.archive([.init(path: "assets/style.css", bytes: css)], date: day.components)
        let first = try ZipWriter.archive([.init(path: "assets/style.css", bytes: css, shared: true)], date: day.components)
        let kept = ZipWriter.SharedDeflate.count
        let second = try ZipWriter.archive([.init(path: "assets/style.css", bytes: Array(css), shared: true)], date: day.components)
        #expect(first == plain)
        #expect(second == plain)
        #expect(ZipWriter.SharedDeflate.count == kept)
        #expect(kept >= 1 && kept <= ZipWriter.SharedDeflate.limit)
    }

    /// Hostile round 4, item 11: a note with 70,000 pictures was refused as "too large for a ZIP
    /// file without ZIP64" (the limit hit was 65,535 entries) and `sitegen packet` said "internal
    /// error". Now the archive ends with the ZIP64 end records, and unzip reads every entry.
    @Test func moreThan65534EntriesAreWrittenWithZIP64EndRecords() throws {
        let entries = (0..<70_000).map { ZipWriter.Entry(path: "n/p\($0).gif", bytes: [UInt8($0 & 0xFF)]) }
        let zip = try ZipWriter.archive(entries, date: day.components)
        // The classic end record says "see ZIP64": 0xFFFF entries.
        let end = zip.suffix(22)
        #expect(Array(end.prefix(4)) == [0x50, 0x4B, 0x05, 0x06])
        #expect(Array(end.dropFirst(8).prefix(4)) == [0xFF, 0xFF, 0xFF, 0xFF])
        #expect(Array(zip.dropLast(22).suffix(20).prefix(4)) == [0x50, 0x4B, 0x06, 0x07])
        let archive = try Archive(data: Foundation.Data(zip), accessMode: .read)
        var count = 0
        for entry in archive where entry.type == .file { count += 1 }
        #expect(count == 70_000)
        var data = Foundation.Data()
        _ = try archive.extract(try #require(archive["n/p69999.gif"])) { data.append($0) }
        #expect(Array(data) == [UInt8(69_999 & 0xFF)])
        // 65,534 entries: the classic records alone, as before.
        let classic = try ZipWriter.archive(Array(entries.prefix(65_534)), date: day.components)
        #expect(Array(classic.suffix(22).dropFirst(8).prefix(4)) == [0xFE, 0xFF, 0xFE, 0xFF])
    }
}
