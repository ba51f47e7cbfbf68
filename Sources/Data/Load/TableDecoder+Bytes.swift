/// Typing a CSV cell from its bytes (`PackedCells`), for the values most cells hold, so that
/// they never become a `String`: an enumeration written in one of its listed spellings, a
/// boolean in one of its usual spellings, an ISO date, a timestamp. Anything else (another
/// spelling, an error, a spreadsheet date) is left to `decodeRow`'s rules on the text, so every
/// message comes from one place; `TableDecoderBytesTests` checks both ways agree.
extension TableDecoder {
    /// The value of column `k` read from `u`, its trimmed bytes (not blank), or nil when the
    /// text rules must decide.
    func typed(bytes u: UnsafeBufferPointer<UInt8>, column k: Int, plan: Plan) -> Value? {
        switch plan.ops[k] {
        case .enumeration:
            // Written as listed: the listed string itself (as `enumeration` returns it).
            let spellings = plan.allowedBytes[k]
            for i in spellings.indices where Self.equal(spellings[i], u) { return .text(plan.allowed[k][i]) }
            return nil
        case .bool:
            return Self.bool(u).map(Value.bool)
        case .date:
            return LocalDate(isoUTF8: u).map(Value.date)
        case .timestamp:
            return timestamps.parse(utf8: u).map { .timestamp($0.date, seconds: $0.seconds) }
        case .text, .id, .reference, .number:
            return nil
        }
    }

    /// `true`, `yes`, `1`, `false`, `no`, `0` as written (other cases: nil, left to `bool`).
    static func bool(_ u: UnsafeBufferPointer<UInt8>) -> Bool? {
        switch u.count {
        case 1: return u[0] == UInt8(ascii: "1") ? true : u[0] == UInt8(ascii: "0") ? false : nil
        case 2: return equal(falseNo, u) ? false : nil
        case 3: return equal(trueYes, u) ? true : nil
        case 4: return equal(trueWord, u) ? true : nil
        case 5: return equal(falseWord, u) ? false : nil
        default: return nil
        }
    }

    private static let trueWord = Array("true".utf8), trueYes = Array("yes".utf8)
    private static let falseWord = Array("false".utf8), falseNo = Array("no".utf8)

    /// Whether `a` and `u` hold the same bytes (a plain loop: the generic `elementsEqual` cost
    /// ten times as much for these few bytes).
    @inline(__always) static func equal(_ a: [UInt8], _ u: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == u.count else { return false }
        for i in 0..<u.count where a[i] != u[i] { return false }
        return true
    }
}
