import Foundation

/// The names and raw values of the `case`s written directly in the body of the first `enum <name>` of
/// `text` (not those of a nested `switch`), each with its line and column (1-based): `case a =
/// "x", b` gives a = "x" and b = "b".
func enumCases(_ name: String, in text: String) -> [(name: String, raw: String, line: Int, column: Int)]? {
    let chars = Array(text.unicodeScalars)
    let needle = Array(("enum " + name).unicodeScalars)
    // `enum <name>` at `i`, not followed by a letter or "_" (typed out: the one-expression form
    // took the type checker 0.9 s).
    func isDeclaration(at i: Int) -> Bool {
        let end: Int = i + needle.count
        guard end <= chars.count, Array(chars[i..<end]) == needle else { return false }
        if end == chars.count { return true }
        let next: Unicode.Scalar = chars[end]
        return !(next.properties.isAlphabetic || next == Unicode.Scalar("_"))
    }
    guard let start = (0...max(0, chars.count - needle.count)).first(where: isDeclaration(at:)),
          let open = chars[start...].firstIndex(of: "{") else { return nil }
    func position(_ index: Int) -> (Int, Int) {
        var line = 1, column = 1
        for c in chars[..<index] { if c == "\n" { line += 1; column = 1 } else { column += 1 } }
        return (line, column)
    }
    func isWordChar(_ c: Unicode.Scalar) -> Bool { c.properties.isAlphabetic || c == "_" || ("0"..."9").contains(c) }
    var out: [(String, String, Int, Int)] = []
    var depth = 0, i = open
    while i < chars.count {
        let c = chars[i]
        if c == "{" { depth += 1 } else if c == "}" { depth -= 1; if depth == 0 { break } }
        if c == "/", i + 1 < chars.count, chars[i + 1] == "/" {  // a comment, to the end of its line
            while i < chars.count, chars[i] != "\n" { i += 1 }
            continue
        }
        if depth == 1, c == "c", i + 4 < chars.count, String(String.UnicodeScalarView(chars[i..<i + 4])) == "case",
           !isWordChar(chars[i - 1]), chars[i + 4] == " " {
            var j = i + 4
            // Items up to the end of the line, a `;` or the enum's `}`.
            while j < chars.count, chars[j] != "\n", chars[j] != ";", chars[j] != "}" {
                while j < chars.count, chars[j] == " " || chars[j] == "," { j += 1 }
                let nameStart = j
                while j < chars.count, isWordChar(chars[j]) { j += 1 }
                let itemName = String(String.UnicodeScalarView(chars[nameStart..<j]))
                guard !itemName.isEmpty else { break }
                var raw = itemName, rawStart = nameStart
                while j < chars.count, chars[j] == " " { j += 1 }
                if j < chars.count, chars[j] == "=" {
                    j += 1
                    while j < chars.count, chars[j] == " " { j += 1 }
                    guard j < chars.count, chars[j] == "\"" else { break }
                    rawStart = j
                    j += 1
                    let valueStart = j
                    while j < chars.count, chars[j] != "\"" { j += 1 }
                    raw = String(String.UnicodeScalarView(chars[valueStart..<j]))
                    j += 1
                }
                let (line, column) = position(rawStart)
                out.append((itemName, raw, line, column))
                while j < chars.count, chars[j] == " " { j += 1 }
                guard j < chars.count, chars[j] == "," else { break }
            }
            i = j
            continue
        }
        i += 1
    }
    return out.map { (name: $0.0, raw: $0.1, line: $0.2, column: $0.3) }
}
