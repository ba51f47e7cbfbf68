/// A JSON document with one byte-exact rendering.
///
/// Objects render their keys in code-point order, so the same value always gives the same
/// text. Integers and doubles are separate cases: a double always prints with a fraction
/// part (`91.0`), an integer never does, so each key keeps one type across files.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// Non-finite doubles render as `null`.
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Two-space indented text ending in a newline.
    public func render() -> String {
        var out = ""
        write(into: &out, indent: 0)
        out += "\n"
        return out
    }

    /// `.string(s)` or `.null`.
    static func string(_ s: String?) -> JSONValue { s.map { .string($0) } ?? .null }
    /// `.int(n)` or `.null`.
    static func int(_ n: Int?) -> JSONValue { n.map { .int($0) } ?? .null }
    /// `.double(x)` or `.null`.
    static func double(_ x: Double?) -> JSONValue { x.map { .double($0) } ?? .null }
    /// A date as `YYYY-MM-DD`, or `.null`.
    static func date(_ d: LocalDate?) -> JSONValue { d.map { .string($0.iso) } ?? .null }
    /// A map of counts (already holding only counts above zero).
    static func counts(_ items: [KeyCount]) -> JSONValue {
        var map: [String: JSONValue] = [:]
        for item in items where item.count > 0 { map[item.key] = .int(item.count) }
        return .object(map)
    }

    private func write(into out: inout String, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let n): out += String(n)
        case .double(let x): out += JSONValue.number(x)
        case .string(let s): JSONValue.quote(s, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                item.write(into: &out, indent: indent + 2)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let map):
            if map.isEmpty { out += "{}"; return }
            out += "{\n"
            let keys = map.keys.sorted(by: codePointLess)
            for (i, key) in keys.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                JSONValue.quote(key, into: &out)
                out += ": "
                map[key]!.write(into: &out, indent: indent + 2)
                out += i == keys.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        }
    }

    /// Shortest round-trip digits in plain notation; `-0.0` prints as `0.0`.
    static func number(_ x: Double) -> String {
        guard let d = DecimalDigits(x) else { return "null" }
        return d.plain
    }

    /// `s` as a JSON string literal (see `quote(_:into:)`).
    public static func quoted(_ s: String) -> String {
        var out = ""
        quote(s, into: &out)
        return out
    }

    /// RFC 8259 string escaping, plus U+2028 and U+2029 (line terminators in JavaScript).
    static func quote(_ s: String, into out: inout String) {
        out += "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if u.value < 0x20 || u.value == 0x7F {
                    let hex = String(u.value, radix: 16, uppercase: false)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        out += "\""
    }
}
