import Foundation

/// Reading single values: the typing rules `TableDecoder` applies to each cell.
extension TableDecoder {
    /// A metric value at least this large (in magnitude) gets a warning.
    static let absurd = 1e9

    /// `text` trimmed, or nil when nothing is left.
    static func nonBlank(_ text: String) -> String? {
        if text.isEmpty { return nil }
        let t = text.trimmingSpaces
        return t.isEmpty ? nil : t
    }

    static func enumeration(_ text: String, _ allowed: [String]) -> String? {
        if allowed.contains(text) { return text }
        let lower = text.lowercased()
        return allowed.first { $0.lowercased() == lower }
    }

    static func bool(_ text: String) -> Bool? {
        switch text {  // the usual spellings without allocating
        case "true", "yes", "1": return true
        case "false", "no", "0": return false
        default: break
        }
        switch text.lowercased() {
        case "true", "yes", "1": return true
        case "false", "no", "0": return false
        default: return nil
        }
    }

    /// `[+-]?(digits[.digits*] | .digits)([eE][+-]?digits)?`, finite.
    static func number(_ text: String) -> Double? {
        let u = Array(text.utf8)
        var k = 0
        func digits() -> Int {
            let s = k
            while k < u.count, u[k] >= 48, u[k] <= 57 { k += 1 }
            return k - s
        }
        if k < u.count, u[k] == UInt8(ascii: "+") || u[k] == UInt8(ascii: "-") { k += 1 }
        var mantissa = digits()
        if k < u.count, u[k] == UInt8(ascii: ".") {
            k += 1
            mantissa += digits()
        }
        guard mantissa > 0 else { return nil }
        if k < u.count, u[k] | 0x20 == UInt8(ascii: "e") {
            k += 1
            if k < u.count, u[k] == UInt8(ascii: "+") || u[k] == UInt8(ascii: "-") { k += 1 }
            guard digits() > 0 else { return nil }
        }
        guard k == u.count, let v = Double(text), v.isFinite else { return nil }
        return v
    }
}

extension TableDecoder.Row {
    func text(_ k: Int) -> String? {
        if case .text(let s)? = values[k] { return s }
        return nil
    }

    /// A date, or a timestamp's local date.
    func date(_ k: Int) -> LocalDate? {
        switch values[k] {
        case .date(let d)?, .timestamp(let d, _)?: d
        default: nil
        }
    }

    /// A timestamp's seconds after its date's local midnight (nil when absent).
    func seconds(_ k: Int) -> Int? {
        if case .timestamp(_, let s)? = values[k] { return s }
        return nil
    }

    func bool(_ k: Int) -> Bool? {
        if case .bool(let b)? = values[k] { return b }
        return nil
    }

    func number(_ k: Int) -> Double? {
        if case .number(let n)? = values[k] { return n }
        return nil
    }
}
