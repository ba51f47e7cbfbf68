/// The JSON syntax tree with positions, and the parser that builds it.
extension JSONReader {
    indirect enum Value {
        case string(String), number(String), bool(Bool), null
        case array([Node])
        case object([Member])
    }

    struct Node {
        var value: Value
        var line: Int
        var column: Int
    }

    struct Member {
        var key: String
        var keyLine: Int
        var keyColumn: Int
        var value: Node
    }

    struct ParseError: Error {
        var message: String
        var line: Int
        var column: Int
    }

    struct Parser {
        let bytes: [UInt8]
        var i = 0
        var line = 1
        var column = 1
        var depth = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
        }

        func fail(_ message: String) -> ParseError { ParseError(message: message, line: line, column: column) }

        var currentDescription: String {
            guard i < bytes.count else { return "the end of the file" }
            let b = bytes[i]
            if b >= 0x21, b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
            let hex = String(b, radix: 16, uppercase: true)
            return "byte 0x" + (hex.count == 1 ? "0" : "") + hex
        }

        @inline(__always) mutating func step() {
            if bytes[i] == 0x0A {
                line += 1
                column = 1
            } else if bytes[i] & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }

        mutating func skipSpace() {
            while i < bytes.count {
                let b = bytes[i]
                guard b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D else { return }
                step()
            }
        }

        mutating func parseDocument() throws(ParseError) -> Node {
            let root = try parseValue()
            skipSpace()
            if i < bytes.count { throw fail("unexpected \(currentDescription) after the end of the JSON value") }
            return root
        }

        mutating func expect(_ word: String) throws(ParseError) {
            for c in word.utf8 {
                guard i < bytes.count, bytes[i] == c else { throw fail("unexpected \(currentDescription)") }
                step()
            }
        }

        mutating func parseValue() throws(ParseError) -> Node {
            skipSpace()
            guard i < bytes.count else { throw fail("unexpected end of the file, expected a value") }
            let l = line, c = column
            switch bytes[i] {
            case UInt8(ascii: "{"):
                depth += 1
                defer { depth -= 1 }
                if depth > 64 { throw fail("values nested too deeply") }
                step()
                var members: [Member] = []
                skipSpace()
                if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
                    step()
                    return Node(value: .object(members), line: l, column: c)
                }
                while true {
                    skipSpace()
                    guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else {
                        throw fail("expected a key in double quotes, found \(currentDescription)")
                    }
                    let kl = line, kc = column
                    let key = try parseString()
                    skipSpace()
                    guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
                        throw fail("expected ':' after the key, found \(currentDescription)")
                    }
                    step()
                    let value = try parseValue()
                    members.append(Member(key: key, keyLine: kl, keyColumn: kc, value: value))
                    skipSpace()
                    guard i < bytes.count else { throw fail("unexpected end of the file, expected ',' or '}'") }
                    if bytes[i] == UInt8(ascii: ",") { step(); continue }
                    if bytes[i] == UInt8(ascii: "}") { step(); break }
                    throw fail("expected ',' or '}', found \(currentDescription)")
                }
                return Node(value: .object(members), line: l, column: c)
            case UInt8(ascii: "["):
                depth += 1
                defer { depth -= 1 }
                if depth > 64 { throw fail("values nested too deeply") }
                step()
                var items: [Node] = []
                skipSpace()
                if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
                    step()
                    return Node(value: .array(items), line: l, column: c)
                }
                while true {
                    items.append(try parseValue())
                    skipSpace()
                    guard i < bytes.count else { throw fail("unexpected end of the file, expected ',' or ']'") }
                    if bytes[i] == UInt8(ascii: ",") { step(); continue }
                    if bytes[i] == UInt8(ascii: "]") { step(); break }
                    throw fail("expected ',' or ']', found \(currentDescription)")
                }
                return Node(value: .array(items), line: l, column: c)
            case UInt8(ascii: "\""):
                return Node(value: .string(try parseString()), line: l, column: c)
            case UInt8(ascii: "t"):
                try expect("true")
                return Node(value: .bool(true), line: l, column: c)
            case UInt8(ascii: "f"):
                try expect("false")
                return Node(value: .bool(false), line: l, column: c)
            case UInt8(ascii: "n"):
                try expect("null")
                return Node(value: .null, line: l, column: c)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return Node(value: .number(try parseNumber()), line: l, column: c)
            default:
                throw fail("unexpected \(currentDescription), expected a value")
            }
        }

        mutating func digits() -> Int {
            var n = 0
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { step(); n += 1 }
            return n
        }

        mutating func parseNumber() throws(ParseError) -> String {
            let start = i
            if bytes[i] == UInt8(ascii: "-") { step() }
            guard digits() > 0 else { throw fail("expected a digit") }
            if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
                step()
                guard digits() > 0 else { throw fail("expected a digit after '.'") }
            }
            if i < bytes.count, bytes[i] | 0x20 == UInt8(ascii: "e") {
                step()
                if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { step() }
                guard digits() > 0 else { throw fail("expected a digit in the exponent") }
            }
            return String(decoding: bytes[start..<i], as: UTF8.self)
        }

        mutating func hex4() throws(ParseError) -> UInt32 {
            var v: UInt32 = 0
            for _ in 0..<4 {
                guard i < bytes.count else { throw fail("unexpected end of the file in a \\u escape") }
                let b = bytes[i]
                let d: UInt8
                switch b {
                case 0x30...0x39: d = b - 0x30
                case 0x41...0x46: d = b - 0x41 + 10
                case 0x61...0x66: d = b - 0x61 + 10
                default: throw fail("expected a hexadecimal digit in a \\u escape")
                }
                v = v * 16 + UInt32(d)
                step()
            }
            return v
        }

        mutating func parseString() throws(ParseError) -> String {
            let sl = line, sc = column
            step()  // opening quote
            var out: [UInt8] = []
            var chunk = i
            while true {
                guard i < bytes.count else {
                    throw ParseError(message: "string is never closed (missing \")", line: sl, column: sc)
                }
                let b = bytes[i]
                if b == UInt8(ascii: "\"") {
                    out.append(contentsOf: bytes[chunk..<i])
                    step()
                    break
                }
                if b < 0x20 { throw fail("control character inside a string (write line breaks as \\n)") }
                if b != UInt8(ascii: "\\") { step(); continue }
                out.append(contentsOf: bytes[chunk..<i])
                step()
                guard i < bytes.count else { throw fail("unexpected end of the file in an escape") }
                let e = bytes[i]
                step()
                switch e {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), i + 1 < bytes.count, bytes[i] == 0x5C, bytes[i + 1] == UInt8(ascii: "u") {
                        step(); step()
                        let low = try hex4()
                        if (0xDC00..<0xE000).contains(low) {
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            code = 0xFFFD
                        }
                    }
                    let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                    out.append(contentsOf: Array(String(Character(scalar)).utf8))
                default:
                    throw fail("unknown escape \\\(Character(Unicode.Scalar(e)))")
                }
                chunk = i
            }
            guard let s = String(validating: out, as: UTF8.self) else {
                throw ParseError(message: "string is not valid UTF-8", line: sl, column: sc)
            }
            return s
        }
    }
}
