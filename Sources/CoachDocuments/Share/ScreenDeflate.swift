/// A zlib stream (RFC 1950, RFC 1951) of a PNG's filtered rows, written by sitegen for screen
/// content: pictures of a few flat colours, like the share image, where most rows equal the one
/// above and most of a row is long runs of one byte (docs/decisions.md, "sitegen deflates the
/// share image itself").
///
/// In the manner of fast PNG writers such as fpng and fpnge: LZ77 with only two distances, 1
/// (a run of the previous byte) and the row's length (the same bytes as the row above), chosen
/// greedily at each byte, the longer of the two (the run on a tie: its distance needs no extra
/// bits), up to DEFLATE's 258 bytes a match, and at least 3. No hash chains, no search
/// of the window: a byte that starts no such match is a literal. Then one dynamic-Huffman
/// block with codes built from the symbols' counts (`HuffmanCode`), and the Adler-32.
///
/// For the share image, an eighth of the instructions of libdeflate at level 6 (2.7 M against
/// 22.6 M a card: docs/performance.md, "The share image's own deflate") for about the same
/// size on a card of text, 2–7 % more with a photo on it, whose pixels have few exact repeats.
/// The bytes depend only on the input: the same rows give the same stream, whatever the
/// libraries' versions.
enum ScreenDeflate {
    /// DEFLATE's longest match, and the shortest worth a length/distance pair.
    static let longestMatch = 258
    static let shortestMatch = 3
    /// A token: a literal byte (below 256), or a match: `matchFlag`, `rowFlag` when its distance
    /// is the row length (else 1), and its length in the low bits.
    static let matchFlag: UInt32 = 1 << 31
    static let rowFlag: UInt32 = 1 << 30

    /// `data` (rows of `rowLength` bytes; the last may be short) as one zlib stream.
    static func zlib(_ data: UnsafeBufferPointer<UInt8>, rowLength: Int) -> [UInt8] {
        let row = Self.rowDistance(rowLength)
        let rowCode = Self.distanceCode(max(row, 1))
        var literalCounts = [Int](repeating: 0, count: 286)
        var distanceCounts = [Int](repeating: 0, count: 30)
        let tokens = Self.tokens(data, row: row, literals: &literalCounts)
        literalCounts[256] = 1  // the end of the block
        for token in tokens where token & matchFlag != 0 {
            distanceCounts[token & rowFlag != 0 ? rowCode.code : 0] += 1
        }
        let literals = HuffmanCode(counts: literalCounts, limit: 15)
        let distances = HuffmanCode(counts: distanceCounts, limit: 15)

        var bits = DeflateBitWriter(reserving: tokens.count * 2 + 512)
        bits.write(0x78, 8)  // CMF: deflate, a 32 KB window
        bits.write(0x01, 8)  // FLG: no dictionary, "fastest" (CMF·256 + FLG is a multiple of 31)
        bits.write(1, 1)  // BFINAL: the only block
        bits.write(2, 2)  // BTYPE 10: dynamic Huffman codes
        writeCodes(literals, distances, into: &bits)
        let lengthTable = Self.lengthTable
        let distanceBits = UInt64(distances.codes[0]), distanceLength = distances.lengths[0]
        let rowBits = UInt64(distances.codes[rowCode.code]) | UInt64(rowCode.extra) << distances.lengths[rowCode.code]
        let rowLengthBits = distances.lengths[rowCode.code] + rowCode.extraBits
        for token in tokens {
            if token & matchFlag == 0 {
                bits.write(UInt64(literals.codes[Int(token)]), literals.lengths[Int(token)])
                continue
            }
            let length = lengthTable[Int(token & 0x1FF)]
            let symbol = Int(length.symbol)
            var value = UInt64(literals.codes[symbol]) | UInt64(length.extra) << literals.lengths[symbol]
            var n = literals.lengths[symbol] + Int(length.extraBits)
            if token & rowFlag != 0 {
                value |= rowBits << n
                n += rowLengthBits
            } else {
                value |= distanceBits << n
                n += distanceLength
            }
            bits.write(value, n)  // at most 15 + 5 + 15 + 13 bits
        }
        bits.write(UInt64(literals.codes[256]), literals.lengths[256])
        bits.alignToByte()
        let adler = Deflate.adler32(data)
        bits.write(UInt64(adler >> 24), 8)
        bits.write(UInt64(adler >> 16 & 0xFF), 8)
        bits.write(UInt64(adler >> 8 & 0xFF), 8)
        bits.write(UInt64(adler & 0xFF), 8)
        return bits.bytes
    }

    /// The distance of "the same as the row above" for rows of `rowLength` bytes; 0 (none) where
    /// it is 1 (the run covers it) or more than DEFLATE's 32,768.
    static func rowDistance(_ rowLength: Int) -> Int {
        rowLength > 1 && rowLength <= 32_768 ? rowLength : 0
    }

    /// The greedy parse of `data`: literals and matches (see `matchFlag`), and each literal or
    /// length symbol counted into `literals`.
    static func tokens(_ data: UnsafeBufferPointer<UInt8>, row: Int, literals: inout [Int]) -> [UInt32] {
        guard let p = data.baseAddress else { return [] }
        let n = data.count
        let lengthTable = Self.lengthTable
        var tokens: [UInt32] = []
        tokens.reserveCapacity(n / 64 + 64)
        var i = 0
        while i < n {
            let limit = min(longestMatch, n - i)
            let run = i > 0 && p[i] == p[i - 1] ? commonLength(p + i, p + i - 1, limit) : 0
            // A run as long as a match can be wins a tie anyway: the row above is not compared.
            let above = run < limit && row > 0 && i >= row && p[i] == p[i - row] ? commonLength(p + i, p + i - row, limit) : 0
            if run >= shortestMatch && run >= above {
                tokens.append(matchFlag | UInt32(run))
                literals[Int(lengthTable[run].symbol)] += 1
                i += run
            } else if above >= shortestMatch {
                tokens.append(matchFlag | rowFlag | UInt32(above))
                literals[Int(lengthTable[above].symbol)] += 1
                i += above
            } else {
                tokens.append(UInt32(p[i]))
                literals[Int(p[i])] += 1
                i += 1
            }
        }
        return tokens
    }

    /// How many bytes from `a` equal those from `b`, up to `limit`, eight at a time. `b` may be
    /// just behind `a` (a run compares each byte with the one before it).
    @inline(__always)
    static func commonLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ limit: Int) -> Int {
        var k = 0
        while k + 8 <= limit {
            let x = UInt64(littleEndian: UnsafeRawPointer(a + k).loadUnaligned(as: UInt64.self))
                ^ UInt64(littleEndian: UnsafeRawPointer(b + k).loadUnaligned(as: UInt64.self))
            if x != 0 { return k + x.trailingZeroBitCount / 8 }
            k += 8
        }
        while k < limit && a[k] == b[k] { k += 1 }
        return k
    }
}
