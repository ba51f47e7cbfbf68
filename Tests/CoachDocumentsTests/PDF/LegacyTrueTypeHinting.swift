@testable import CoachDocuments

/// `TrueTypeHinting` as it was before it wrote the glyphs into one buffer and summed words
/// four bytes at a time: kept as the reference the new one must equal byte for byte
/// (TrueTypeHintingBytesTests).
enum LegacyTrueTypeHinting {
    typealias Failure = TrueTypeHinting.Failure
    static let hintingTables = TrueTypeHinting.hintingTables

    /// `font` (a TrueType file: `glyf` outlines) without its hinting. A font without a `glyf`
    /// table (CFF outlines) is returned as it is.
    static func stripped(_ font: [UInt8]) throws(Failure) -> [UInt8] {
        let reader = Reader(bytes: font)
        let version = try reader.u32(0)
        guard version == 0x0001_0000 || version == 0x7472_7565 /* 'true' */ else {
            throw Failure(reason: "not a TrueType font (version \(String(version, radix: 16)))")
        }
        let count = Int(try reader.u16(4))
        var tables: [(tag: String, bytes: [UInt8])] = []
        for i in 0..<count {
            let record = 12 + 16 * i
            let tag = String(decoding: try reader.slice(record, 4), as: UTF8.self)
            let offset = Int(try reader.u32(record + 8)), length = Int(try reader.u32(record + 12))
            tables.append((tag, try reader.slice(offset, length)))
        }
        func table(_ tag: String) -> [UInt8]? { tables.first { $0.tag == tag }?.bytes }
        guard let glyf = table("glyf") else { return font }
        guard var head = table("head"), head.count >= 54, var maxp = table("maxp"), maxp.count >= 6,
              let loca = table("loca") else {
            throw Failure(reason: "a TrueType font without its head, maxp or loca table")
        }
        let glyphs = Int(try Reader(bytes: maxp).u16(4))
        let longOffsets = try Reader(bytes: head).u16(50) != 0
        let locaReader = Reader(bytes: loca)
        func offset(_ glyph: Int) throws(Failure) -> Int {
            longOffsets ? Int(try locaReader.u32(4 * glyph)) : 2 * Int(try locaReader.u16(2 * glyph))
        }

        var newGlyf: [UInt8] = []
        newGlyf.reserveCapacity(glyf.count)
        var newLoca: [UInt8] = []
        newLoca.reserveCapacity(4 * (glyphs + 1))
        var start = try offset(0)
        for glyph in 0..<glyphs {
            let end = try offset(glyph + 1)
            guard start <= end, end <= glyf.count else {
                throw Failure(reason: "glyph \(glyph) lies outside the glyf table")
            }
            newLoca.appendU32(UInt32(newGlyf.count))
            if end > start {
                newGlyf += try withoutInstructions(Array(glyf[start..<end]), glyph: glyph)
                while newGlyf.count % 4 != 0 { newGlyf.append(0) }
            }
            start = end
        }
        newLoca.appendU32(UInt32(newGlyf.count))

        head.setU16(50, 1)  // indexToLocFormat: long offsets
        head.setU32(8, 0)  // checkSumAdjustment, set once the file is whole
        if maxp.count >= 32 {
            // maxTwilightPoints, maxStorage, maxFunctionDefs, maxInstructionDefs, maxStackElements,
            // maxSizeOfInstructions: no program is left to need them.
            for field in stride(from: 16, through: 26, by: 2) { maxp.setU16(field, 0) }
        }

        var kept: [(tag: String, bytes: [UInt8])] = []
        for (tag, bytes) in tables where !hintingTables.contains(tag) {
            switch tag {
            case "glyf": kept.append((tag, newGlyf))
            case "loca": kept.append((tag, newLoca))
            case "head": kept.append((tag, head))
            case "maxp": kept.append((tag, maxp))
            default: kept.append((tag, bytes))
            }
        }
        kept.sort { Array($0.tag.utf8).lexicographicallyPrecedes(Array($1.tag.utf8)) }
        return assemble(version: version, tables: kept)
    }

    /// One glyph's bytes without its instructions.
    static func withoutInstructions(_ data: [UInt8], glyph: Int) throws(Failure) -> [UInt8] {
        let r = Reader(bytes: data)
        let contours = Int(Int16(bitPattern: try r.u16(0)))
        if contours >= 0 {
            // Header (10 bytes), endPtsOfContours, instructionLength, instructions, then the
            // flags and coordinates.
            let lengthAt = 10 + 2 * contours
            let length = Int(try r.u16(lengthAt))
            let rest = lengthAt + 2 + length
            guard rest <= data.count else { throw Failure(reason: "glyph \(glyph)'s instructions run past its end") }
            let end = try outlineEnd(r, points: contours == 0 ? 0 : Int(try r.u16(lengthAt - 2)) + 1, from: rest, glyph: glyph)
            return Array(data[..<lengthAt]) + [0, 0] + Array(data[rest..<end])
        }
        // A composite glyph: its components, then instructions when the last one says so.
        var at = 10, flagsAt = 10, flags: UInt16 = 0
        repeat {
            flagsAt = at
            flags = try r.u16(at)
            at += 4  // flags, glyphIndex
            at += flags & 0x0001 != 0 ? 4 : 2  // ARG_1_AND_2_ARE_WORDS
            if flags & 0x0008 != 0 { at += 2 }  // WE_HAVE_A_SCALE
            else if flags & 0x0040 != 0 { at += 4 }  // WE_HAVE_AN_X_AND_Y_SCALE
            else if flags & 0x0080 != 0 { at += 8 }  // WE_HAVE_A_TWO_BY_TWO
            guard at <= data.count else { throw Failure(reason: "glyph \(glyph)'s components run past its end") }
        } while flags & 0x0020 != 0  // MORE_COMPONENTS
        guard flags & 0x0100 != 0 else { return data }  // WE_HAVE_INSTRUCTIONS
        var out = Array(data[..<at])
        out.setU16(flagsAt, flags & ~0x0100)
        return out
    }

    /// Where a simple glyph's flags and coordinates, starting at `at`, end (what follows is the
    /// old padding).
    static func outlineEnd(_ r: Reader, points: Int, from at: Int, glyph: Int) throws(Failure) -> Int {
        var at = at, xBytes = 0, yBytes = 0, point = 0
        while point < points {
            let flags = try r.u8(at)
            at += 1
            var repeats = 1
            if flags & 0x08 != 0 {  // REPEAT_FLAG
                repeats += Int(try r.u8(at))
                at += 1
            }
            // X_SHORT_VECTOR: one byte; else two, unless X_IS_SAME (0x10); the same for y.
            let x = flags & 0x02 != 0 ? 1 : (flags & 0x10 != 0 ? 0 : 2)
            let y = flags & 0x04 != 0 ? 1 : (flags & 0x20 != 0 ? 0 : 2)
            xBytes += x * repeats
            yBytes += y * repeats
            point += repeats
        }
        let end = at + xBytes + yBytes
        guard point == points, end <= r.bytes.count else { throw Failure(reason: "glyph \(glyph)'s points run past its end") }
        return end
    }

    /// The font file: offset table, table records (sorted by tag), the tables 4-byte aligned,
    /// each record's checksum, then `head`'s checksum adjustment.
    static func assemble(version: UInt32, tables: [(tag: String, bytes: [UInt8])]) -> [UInt8] {
        let count = tables.count
        var power = 1, log2 = 0
        while power * 2 <= count { power *= 2; log2 += 1 }
        var out: [UInt8] = []
        out.appendU32(version)
        out.appendU16(UInt16(count))
        out.appendU16(UInt16(16 * power))  // searchRange
        out.appendU16(UInt16(log2))  // entrySelector
        out.appendU16(UInt16(16 * count - 16 * power))  // rangeShift
        var offset = 12 + 16 * count
        var headAt: Int?
        for (tag, bytes) in tables {
            out += Array(tag.utf8)
            out.appendU32(checksum(bytes))
            out.appendU32(UInt32(offset))
            out.appendU32(UInt32(bytes.count))
            if tag == "head" { headAt = offset }
            offset += (bytes.count + 3) & ~3
        }
        for (_, bytes) in tables {
            out += bytes
            while out.count % 4 != 0 { out.append(0) }
        }
        if let headAt {
            out.setU32(headAt + 8, 0xB1B0_AFBA &- checksum(out))
        }
        return out
    }

    /// The sum of `bytes` as big-endian 32-bit words, the last one padded with zeros.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var sum: UInt32 = 0, i = 0
        while i < bytes.count {
            var word: UInt32 = 0
            for k in 0..<4 { word = word << 8 | UInt32(i + k < bytes.count ? bytes[i + k] : 0) }
            sum &+= word
            i += 4
        }
        return sum
    }

    /// Big-endian reads that fail, instead of trapping, past the end.
    struct Reader {
        let bytes: [UInt8]
        func u16(_ at: Int) throws(Failure) -> UInt16 {
            guard at >= 0, at + 2 <= bytes.count else { throw Failure(reason: "the font ends early (byte \(at))") }
            return UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
        }
        func u8(_ at: Int) throws(Failure) -> UInt8 {
            guard at >= 0, at < bytes.count else { throw Failure(reason: "the font ends early (byte \(at))") }
            return bytes[at]
        }
        func u32(_ at: Int) throws(Failure) -> UInt32 {
            UInt32(try u16(at)) << 16 | UInt32(try u16(at + 2))
        }
        func slice(_ at: Int, _ count: Int) throws(Failure) -> [UInt8] {
            guard at >= 0, count >= 0, at + count <= bytes.count else { throw Failure(reason: "the font ends early (byte \(at + count))") }
            return Array(bytes[at..<(at + count)])
        }
    }
}
