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
    public func render() -> String { String(decoding: renderUTF8(), as: UTF8.self) }

    /// `render()` as UTF-8 bytes: what a data file is written from (a build writes thousands).
    public func renderUTF8() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        write(into: &out, indent: 0)
        out.append(UInt8(ascii: "\n"))
        return out
    }

    /// One line: no indentation or space, the same keys in the same order and the same values,
    /// ending in a newline. What a site's data file is written from (`data/*.json`: any JSON
    /// reader parses it as the indented text).
    public func renderCompactUTF8() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        writeCompact(into: &out)
        out.append(UInt8(ascii: "\n"))
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

    private func write(into out: inout [UInt8], indent: Int) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .int(let n): JSONValue.appendInt(n, to: &out)
        case .double(let x): JSONValue.appendNumber(x, to: &out)
        case .string(let s): JSONValue.quote(s, into: &out)
        case .array(let items):
            if items.isEmpty { out.append(contentsOf: "[]".utf8); return }
            out.append(contentsOf: "[\n".utf8)
            for (i, item) in items.enumerated() {
                out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent + 2))
                item.write(into: &out, indent: indent + 2)
                out.append(contentsOf: (i == items.count - 1 ? "\n" : ",\n").utf8)
            }
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
            out.append(UInt8(ascii: "]"))
        case .object(let map):
            if map.isEmpty { out.append(contentsOf: "{}".utf8); return }
            out.append(contentsOf: "{\n".utf8)
            let entries = map.sorted { codePointLess($0.key, $1.key) }
            for (i, entry) in entries.enumerated() {
                out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent + 2))
                JSONValue.quote(entry.key, into: &out)
                out.append(contentsOf: ": ".utf8)
                entry.value.write(into: &out, indent: indent + 2)
                out.append(contentsOf: (i == entries.count - 1 ? "\n" : ",\n").utf8)
            }
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
            out.append(UInt8(ascii: "}"))
        }
    }

    private func writeCompact(into out: inout [UInt8]) {
        switch self {
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                item.writeCompact(into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let map):
            out.append(UInt8(ascii: "{"))
            for (i, entry) in map.sorted(by: { codePointLess($0.key, $1.key) }).enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSONValue.quote(entry.key, into: &out)
                out.append(UInt8(ascii: ":"))
                entry.value.writeCompact(into: &out)
            }
            out.append(UInt8(ascii: "}"))
        default:
            write(into: &out, indent: 0)
        }
    }

    /// Shortest round-trip digits in plain notation; `-0.0` prints as `0.0`.
    static func number(_ x: Double) -> String {
        guard let d = DecimalDigits(x) else { return "null" }
        return d.plain
    }

    /// `s` as a JSON string literal (see `quote(_:into:)`).
    public static func quoted(_ s: String) -> String {
        var out: [UInt8] = []
        quote(s, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// RFC 8259 string escaping, plus U+2028 and U+2029 (line terminators in JavaScript).
    static func quote(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { utf8 in
            // Most strings need no escape: one scan, one copy.
            if !utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0xE2 }) {
                out.append(contentsOf: utf8)
                return
            }
            var i = 0
            while i < utf8.count {
                let b = utf8[i]
                switch b {
                case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
                case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
                case 0x0A: out.append(contentsOf: "\\n".utf8)
                case 0x0D: out.append(contentsOf: "\\r".utf8)
                case 0x09: out.append(contentsOf: "\\t".utf8)
                case 0x08: out.append(contentsOf: "\\b".utf8)
                case 0x0C: out.append(contentsOf: "\\f".utf8)
                case 0xE2 where i + 2 < utf8.count && utf8[i + 1] == 0x80 && (utf8[i + 2] == 0xA8 || utf8[i + 2] == 0xA9):
                    // U+2028, U+2029.
                    out.append(contentsOf: (utf8[i + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                    i += 2
                case 0..<0x20, 0x7F:
                    let digits = Array("0123456789abcdef".utf8)
                    out.append(contentsOf: "\\u00".utf8)
                    out.append(digits[Int(b >> 4)])
                    out.append(digits[Int(b & 0x0F)])
                default:
                    out.append(b)
                }
                i += 1
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
