@testable import CoachDocuments
import Foundation
import Testing

/// The PDFs' fonts without hinting: the glyph programs go, the outlines stay byte for byte.
@Suite struct TrueTypeHintingTests {
    // A three-glyph font: an empty glyph, a simple glyph (3 points) with 3 bytes of instructions,
    // a composite of it with 2 bytes of instructions; `fpgm` and `cvt ` tables; short `loca`.
    static let bbox: [UInt8] = [0, 0, 0, 0, 0, 10, 0, 10]
    static func bytes(_ parts: [[UInt8]]) -> [UInt8] { parts.flatMap { $0 } }
    static let simple = bytes([[0, 1], bbox, [0, 2], [0, 3, 0xB0, 0x01, 0x00],
                               [0x09, 0x02], [0, 1, 0, 2, 0, 3], [0, 4, 0, 5, 0, 6], [0]])  // flags ×3, x, y, padding
    static let composite = bytes([[0xFF, 0xFF], bbox, [0x01, 0x03, 0, 1, 0, 7, 0, 8],
                                  [0, 2, 0xB0, 0x00], [0, 0]])  // instructions, padding
    static var font: [UInt8] {
        var head = [UInt8](repeating: 0, count: 54)
        head[0...3] = [0, 1, 0, 0]
        var maxp = [UInt8](repeating: 0, count: 32)
        maxp[0...5] = [0, 1, 0, 0, 0, 3]
        for field in stride(from: 14, through: 26, by: 2) { maxp[field + 1] = 5 }
        let glyf = simple + composite
        let loca: [UInt8] = [0, 0, 0, 0, 0, UInt8(simple.count / 2), 0, UInt8(glyf.count / 2)]
        return TrueTypeHinting.assemble(version: 0x0001_0000, tables: [
            ("cvt ", [0, 1]), ("fpgm", [0xB0, 0x00]), ("glyf", glyf), ("head", head), ("loca", loca), ("maxp", maxp),
        ])
    }

    /// The tables of a font file, by tag.
    static func tables(_ font: [UInt8]) -> [String: [UInt8]] {
        let count = Int(font[4]) << 8 | Int(font[5])
        var out: [String: [UInt8]] = [:]
        for i in 0..<count {
            let r = 12 + 16 * i
            func u32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 << 8 | Int(font[at + $1]) } }
            out[String(decoding: font[r..<(r + 4)], as: UTF8.self)] = Array(font[u32(r + 8)..<(u32(r + 8) + u32(r + 12))])
        }
        return out
    }

    @Test func programsGoAndOutlinesStay() throws {
        let out = try TrueTypeHinting.stripped(Self.font)
        let tables = Self.tables(out)
        #expect(tables.keys.sorted() == ["glyf", "head", "loca", "maxp"])
        let simple = Self.bytes([[0, 1], Self.bbox, [0, 2], [0, 0], [0x09, 0x02], [0, 1, 0, 2, 0, 3], [0, 4, 0, 5, 0, 6]])
        let composite = Self.bytes([[0xFF, 0xFF], Self.bbox, [0x00, 0x03, 0, 1, 0, 7, 0, 8], [0, 0]])
        #expect(tables["glyf"] == simple + composite)
        #expect(simple.count == 28 && composite.count == 20)
        #expect(tables["loca"] == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 28, 0, 0, 0, 48])
        #expect(tables["head"]?[50...51] == [0, 1])  // long offsets
        #expect(tables["maxp"]?[14...27] == [0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])  // maxZones kept
        #expect(TrueTypeHinting.checksum(out) == 0xB1B0_AFBA)
        #expect(try TrueTypeHinting.stripped(out) == out)
    }

    @Test func aFontThatEndsEarlyIsAFailure() {
        // Six table records end at byte 108; the first table (`cvt `, 2 bytes) is gone.
        #expect(throws: TrueTypeHinting.Failure(reason: "the font ends early (byte 110)")) {
            try TrueTypeHinting.stripped(Array(Self.font.prefix(60)))
        }
        #expect(throws: TrueTypeHinting.Failure(reason: "not a TrueType font (version 4f54544f)")) {
            try TrueTypeHinting.stripped(Array("OTTO".utf8) + [UInt8](repeating: 0, count: 8))
        }
    }

    /// The machine's DejaVu Sans, as the PDFs use it: every glyph, metric and name kept, no
    /// program left, 5–20 % fewer bytes (the glyph programs; the
    /// subsets cairo embeds lose more, their share of tables that only serve hinting being higher).
    @Test(arguments: ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"])
    func dejaVu(_ name: String) throws {
        let folder = try #require(TextSetter.fontFolders.first { FileManager.default.fileExists(atPath: $0 + "/" + name) })
        let font = try #require(FileManager.default.contents(atPath: folder + "/" + name).map(Array.init))
        let out = try TrueTypeHinting.stripped(font)
        let before = Self.tables(font), after = Self.tables(out)
        #expect(Set(after.keys) == Set(before.keys).subtracting(TrueTypeHinting.hintingTables))
        #expect(before["fpgm"] != nil && before["prep"] != nil && before["cvt "] != nil)
        for tag in ["cmap", "hmtx", "hhea", "name", "post", "OS/2", "GSUB", "GPOS"] where before[tag] != nil {
            #expect(after[tag] == before[tag], "\(tag)")
        }
        #expect(after["maxp"]?[4...5] == before["maxp"]?[4...5])  // glyph count
        #expect(Double(out.count) < 0.95 * Double(font.count) && Double(out.count) > 0.8 * Double(font.count))
        #expect(TrueTypeHinting.checksum(out) == 0xB1B0_AFBA)
        #expect(try TrueTypeHinting.stripped(out) == out)
    }

    @Test func theCopyIsWrittenOnceToAPrivateFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-fonts-test-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: false)
        let source = root + "/Tiny.ttf"
        #expect(FileManager.default.createFile(atPath: source, contents: Foundation.Data(Self.font)))
        let folder = root + "/fonts"
        let copy = UnhintedFontFiles.path(for: source, folder: folder)
        let crc = Self.font.withUnsafeBufferPointer { Deflate.crc32($0) }
        let hex = String(crc, radix: 16)
        #expect(copy == "\(folder)/Tiny-\(Self.font.count)-\(String(repeating: "0", count: 8 - hex.count) + hex)-unhinted1.ttf")
        #expect(FileManager.default.contents(atPath: copy).map(Array.init) == (try TrueTypeHinting.stripped(Self.font)))
        let attributes = try FileManager.default.attributesOfItem(atPath: folder)
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
        // Reused, not written again.
        let written = try FileManager.default.attributesOfItem(atPath: copy)[.modificationDate] as? Date
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: copy)
        #expect(UnhintedFontFiles.path(for: source, folder: folder) == copy)
        #expect(try FileManager.default.attributesOfItem(atPath: copy)[.modificationDate] as? Date == Date(timeIntervalSince1970: 0))
        #expect(written != nil)
        // Hostile round 4, item 6: a copy cut short, or overwritten with the same size, is
        // found before use and written again (it was reused forever).
        let good = try #require(FileManager.default.contents(atPath: copy))
        try good.prefix(good.count / 2).write(to: URL(fileURLWithPath: copy))
        #expect(UnhintedFontFiles.path(for: source, folder: folder) == copy)
        #expect(FileManager.default.contents(atPath: copy) == good)
        var flipped = [UInt8](good)
        flipped[flipped.count / 2] ^= 0xFF
        try Foundation.Data(flipped).write(to: URL(fileURLWithPath: copy))
        #expect(UnhintedFontFiles.path(for: source, folder: folder) == copy)
        #expect(FileManager.default.contents(atPath: copy) == good)
        // A folder others can write to, or a file that is no font: the source itself.
        let open = root + "/open"
        try FileManager.default.createDirectory(atPath: open, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o777])
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: open)
        #expect(UnhintedFontFiles.path(for: source, folder: open) == source)
        let text = root + "/notes.txt"
        #expect(FileManager.default.createFile(atPath: text, contents: Foundation.Data("not a font".utf8)))
        #expect(UnhintedFontFiles.path(for: text, folder: folder) == text)
    }
}
