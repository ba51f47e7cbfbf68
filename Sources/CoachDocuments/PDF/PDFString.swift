/// The one place where text becomes PDF syntax (PDF 1.7, 7.3.4.2 "Literal Strings").
///
/// The body of a literal string `( … )` holding `bytes` exactly: every byte that is not
/// printable ASCII, and `(`, `)` and `\`, is written as a three-digit octal escape (`\050`,
/// `\051`, `\134`, `\303`…). The result is plain printable ASCII without a parenthesis or a bare
/// backslash, so whatever the bytes hold (`)/S/JavaScript/JS(…)`), they cannot end the string and
/// start PDF syntax of their own, and a reader un-escapes them to the same bytes.
enum PDFString {
    static func literalBody(_ bytes: some Sequence<UInt8>) -> String {
        var out = ""
        for byte in bytes {
            if byte >= 0x20, byte <= 0x7E, byte != 0x28, byte != 0x29, byte != 0x5C {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out.append("\\")
                out.append(Character(Unicode.Scalar(0x30 + (byte >> 6))))
                out.append(Character(Unicode.Scalar(0x30 + (byte >> 3 & 7))))
                out.append(Character(Unicode.Scalar(0x30 + (byte & 7))))
            }
        }
        return out
    }

    /// The bytes a literal string's body stands for (the reverse of `literalBody`, and of every
    /// escape PDF allows: `\n \r \t \b \f \( \) \\`, one to three octal digits, a backslash before
    /// a line break), for tests and for reading back what a PDF says.
    static func bytes(ofLiteralBody body: some Collection<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        var i = body.startIndex
        while i != body.endIndex {
            let byte = body[i]
            i = body.index(after: i)
            guard byte == 0x5C, i != body.endIndex else { out.append(byte); continue }
            let next = body[i]
            i = body.index(after: i)
            switch next {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case 0x0A: break
            case 0x0D: if i != body.endIndex, body[i] == 0x0A { i = body.index(after: i) }
            case 0x30...0x37:
                var value = Int(next - 0x30)
                for _ in 0..<2 {
                    guard i != body.endIndex, (0x30...0x37).contains(body[i]) else { break }
                    value = value * 8 + Int(body[i] - 0x30)
                    i = body.index(after: i)
                }
                out.append(UInt8(value & 0xFF))
            default: out.append(next)
            }
        }
        return out
    }
}
