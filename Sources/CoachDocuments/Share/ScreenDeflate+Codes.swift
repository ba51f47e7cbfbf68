/// DEFLATE's tables for lengths and distances, and a dynamic block's header: the code lengths
/// of the two codes, themselves run-length coded and Huffman coded (RFC 1951, 3.2.5 and 3.2.7).
extension ScreenDeflate {
    /// A match length's symbol (257–285) and its extra bits.
    struct LengthCode { var symbol: UInt16; var extraBits: UInt8; var extra: UInt16 }

    static let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99,
                              115, 131, 163, 195, 227, 258]
    static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]

    /// Each length 0...258's code (0–2 unused).
    static let lengthTable: [LengthCode] = (0...258).map { length in
        guard length >= 3 else { return LengthCode(symbol: 0, extraBits: 0, extra: 0) }
        let k = lengthBases.lastIndex { $0 <= length }!
        return LengthCode(symbol: UInt16(257 + k), extraBits: UInt8(lengthExtraBits[k]), extra: UInt16(length - lengthBases[k]))
    }

    /// A distance's code (0–29) and its extra bits (RFC 1951, 3.2.5).
    static func distanceCode(_ distance: Int) -> (code: Int, extraBits: Int, extra: Int) {
        if distance <= 4 { return (distance - 1, 0, 0) }
        let d = distance - 1
        let top = Int.bitWidth - 1 - d.leadingZeroBitCount  // d is in [2^top, 2^(top+1))
        let half = d >> (top - 1) & 1
        let base = 1 + (2 + half) << (top - 1)
        return (2 * top + half, top - 1, distance - base)
    }

    /// The order the code-length code's lengths are sent in.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// HLIT, HDIST, HCLEN, the code-length code and the two codes' lengths.
    static func writeCodes(_ literals: HuffmanCode, _ distances: HuffmanCode, into bits: inout DeflateBitWriter) {
        var literalCount = 286
        while literalCount > 257 && literals.lengths[literalCount - 1] == 0 { literalCount -= 1 }
        var distanceCount = 30
        while distanceCount > 1 && distances.lengths[distanceCount - 1] == 0 { distanceCount -= 1 }
        let runs = runLengthCoded(Array(literals.lengths[0..<literalCount]) + Array(distances.lengths[0..<distanceCount]))
        var counts = [Int](repeating: 0, count: 19)
        for run in runs { counts[run.symbol] += 1 }
        let code = HuffmanCode(counts: counts, limit: 7)
        var codeCount = 19
        while codeCount > 4 && code.lengths[codeLengthOrder[codeCount - 1]] == 0 { codeCount -= 1 }
        bits.write(UInt64(literalCount - 257), 5)
        bits.write(UInt64(distanceCount - 1), 5)
        bits.write(UInt64(codeCount - 4), 4)
        for symbol in codeLengthOrder.prefix(codeCount) { bits.write(UInt64(code.lengths[symbol]), 3) }
        for run in runs {
            bits.write(UInt64(code.codes[run.symbol]), code.lengths[run.symbol])
            switch run.symbol {
            case 16: bits.write(UInt64(run.extra), 2)
            case 17: bits.write(UInt64(run.extra), 3)
            case 18: bits.write(UInt64(run.extra), 7)
            default: break
            }
        }
    }

    /// Code lengths as the code-length alphabet: 0–15 a length, 16 the previous length 3–6
    /// times more, 17 zero 3–10 times, 18 zero 11–138 times (`extra`: the count less its least).
    static func runLengthCoded(_ lengths: [Int]) -> [(symbol: Int, extra: Int)] {
        var out: [(symbol: Int, extra: Int)] = []
        var i = 0
        while i < lengths.count {
            let value = lengths[i]
            var run = 1
            while i + run < lengths.count && lengths[i + run] == value { run += 1 }
            i += run
            if value == 0 {
                while run >= 11 {
                    let n = min(run, 138)
                    out.append((18, n - 11))
                    run -= n
                }
                if run >= 3 {
                    out.append((17, run - 3))
                    run = 0
                }
            } else {
                out.append((value, 0))
                run -= 1
                while run >= 3 {
                    let n = min(run, 6)
                    out.append((16, n - 3))
                    run -= n
                }
            }
            out += repeatElement((symbol: value, extra: 0), count: run)
        }
        return out
    }
}
