@testable import CoachDocuments
import Foundation
import Testing

/// `TrueTypeHinting` writes each glyph straight into the new `glyf` and sums words four bytes at
/// a time; the bytes must be the former code's (`LegacyTrueTypeHinting`): the same copy of
/// DejaVu Sans, the same glyphs and failures on generated ones, the same checksums.
@Suite struct TrueTypeHintingBytesTests {
    @Test func checksumAsBefore() {
        var rng = SeededBytes(seed: 31)
        for length in 0..<300 {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            #expect(TrueTypeHinting.checksum(bytes) == LegacyTrueTypeHinting.checksum(bytes), "\(length)")
        }
        #expect(TrueTypeHinting.checksum([0x01, 0x02, 0x03, 0x04, 0x05]) == 0x0602_0304)
    }

    /// A generated glyph: simple (contours, instructions, flags with repeats and short or same
    /// coordinates) or composite (components of every argument and scale form, with or without
    /// instructions), often cut short or with a byte changed.
    static func glyph(_ rng: inout SeededBytes) -> [UInt8] {
        func r(_ n: UInt64) -> Int { Int(rng.next() % n) }
        var g: [UInt8] = []
        if r(2) == 0 {
            let contours = r(4)
            g.appendU16(UInt16(contours))
            g += [UInt8](repeating: 0, count: 8)
            var last = 0
            for _ in 0..<contours { last += r(4); g.appendU16(UInt16(last)) }
            let instructions = r(6)
            g.appendU16(UInt16(instructions))
            g += (0..<instructions).map { _ in UInt8(r(256)) }
            var points = contours == 0 ? 0 : last + 1, coordinates = 0
            while points > 0 {
                var flags = UInt8(r(64)) & 0x3E | 0x01
                var repeats = 0
                if r(3) == 0, points > 1 { flags |= 0x08; repeats = r(UInt64(points)) }
                g.append(flags)
                if flags & 0x08 != 0 { g.append(UInt8(repeats)) }
                let x = flags & 0x02 != 0 ? 1 : (flags & 0x10 != 0 ? 0 : 2)
                let y = flags & 0x04 != 0 ? 1 : (flags & 0x20 != 0 ? 0 : 2)
                coordinates += (x + y) * (repeats + 1)
                points -= repeats + 1
            }
            g += (0..<coordinates).map { _ in UInt8(r(256)) }
        } else {
            g += [0xFF, 0xFF] + [UInt8](repeating: 0, count: 8)
            var instructions = false
            for more in (0...r(3)).reversed() {
                let forms: [UInt16] = [0, 0x0008, 0x0040, 0x0080]
                var flags = forms[r(4)] | UInt16(r(2))
                if more > 0 { flags |= 0x0020 }
                if more == 0, r(2) == 0 { flags |= 0x0100; instructions = true }
                g.appendU16(flags)
                g.appendU16(UInt16(r(100)))
                let size = (flags & 1 != 0 ? 4 : 2) + (flags & 0x8 != 0 ? 2 : flags & 0x40 != 0 ? 4 : flags & 0x80 != 0 ? 8 : 0)
                g += (0..<size).map { _ in UInt8(r(256)) }
            }
            if instructions { g += [0, 2, 0xB0, 0x01] }
        }
        g += (0..<r(4)).map { _ in 0 }  // padding
        switch r(6) {
        case 0: g = Array(g.prefix(r(UInt64(g.count + 1))))
        case 1 where !g.isEmpty: g[r(UInt64(g.count))] = UInt8(r(256))
        default: break
        }
        return g
    }

    @Test func glyphsAsBefore() {
        var rng = SeededBytes(seed: 32)
        var differences: [String] = []
        for k in 0..<20_000 {
            let data = Self.glyph(&rng)
            let before = Result { () throws(TrueTypeHinting.Failure) in try LegacyTrueTypeHinting.withoutInstructions(data, glyph: k) }
            // Read in place, between other bytes, after bytes already written.
            let lead = Int(rng.next() % 5)
            let glyf = [UInt8](repeating: 0xAA, count: lead) + data + [0xBB, 0xBB]
            var out: [UInt8] = [1, 2, 3]
            let after = Result { () throws(TrueTypeHinting.Failure) in
                try TrueTypeHinting.appendWithoutInstructions(glyf, lead..<(lead + data.count), glyph: k, into: &out)
                return Array(out.dropFirst(3))
            }
            if "\(before)" != "\(after)" { differences.append("\(data): \(before) \(after)") }
        }
        #expect(differences == [])
    }

    @Test func fontsAsBefore() throws {
        #expect(try TrueTypeHinting.stripped(TrueTypeHintingTests.font) == LegacyTrueTypeHinting.stripped(TrueTypeHintingTests.font))
        for name in ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"] {
            let folder = try #require(TextSetter.fontFolders.first { FileManager.default.fileExists(atPath: $0 + "/" + name) })
            let font = try #require(FileManager.default.contents(atPath: folder + "/" + name).map(Array.init))
            #expect(try TrueTypeHinting.stripped(font) == LegacyTrueTypeHinting.stripped(font), "\(name)")
        }
    }
}
