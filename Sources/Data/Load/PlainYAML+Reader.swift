import Yams

extension PlainYAML {
    /// The line-by-line reading of `PlainYAML.compose`: every method returns nil (or false)
    /// as soon as the text is not of the plain kind.
    struct Reader {
        let u: UnsafeBufferPointer<UInt8>
        /// The first byte of the line being read, and its 1-based number.
        var lineStart = 0
        var line = 1

        static let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n"), colon = UInt8(ascii: ":"),
                   dash = UInt8(ascii: "-"), hash = UInt8(ascii: "#"), quote = UInt8(ascii: "\""),
                   apostrophe = UInt8(ascii: "'"), backslash = UInt8(ascii: "\\"), open = UInt8(ascii: "["),
                   close = UInt8(ascii: "]"), comma = UInt8(ascii: ","), pipe = UInt8(ascii: "|")

        /// The column (1-based, in scalars) of byte `at` of the current line.
        func column(_ at: Int) -> Int {
            var c = 1
            for k in lineStart..<at where u[k] & 0xC0 != 0x80 { c += 1 }
            return c
        }

        func mark(_ at: Int) -> Mark { PlainYAML.mark(line: line, column: column(at)) }

        /// The end of the line starting at `start` (its `\n`, or the end of the text).
        func lineEnd(_ start: Int) -> Int {
            var k = start
            while k < u.count, u[k] != Self.newline { k += 1 }
            return k
        }

        /// The spaces at `start`, counted.
        func spaces(_ start: Int) -> Int {
            var k = start
            while k < u.count, u[k] == Self.space { k += 1 }
            return k - start
        }

        /// Moves to the next line that holds more than spaces or a comment (`# …` after
        /// spaces, at any indent, as libYAML skips them), or to the end; false at the end.
        mutating func skipBlankLines() -> Bool {
            while lineStart < u.count {
                let s = lineStart + spaces(lineStart)
                if s < u.count, u[s] != Self.newline, u[s] != Self.hash { return true }
                let end = lineEnd(s)
                if end >= u.count { lineStart = u.count; return false }
                lineStart = end + 1
                line += 1
            }
            return false
        }

        /// Moves past the current line.
        mutating func nextLine() {
            let end = lineEnd(lineStart)
            lineStart = end < u.count ? end + 1 : u.count
            line += 1
        }

        /// The root map, whose keys are at the left margin.
        mutating func document() -> Node? {
            guard skipBlankLines(), spaces(lineStart) == 0, let root = map(indent: 0, first: lineStart),
                  !skipBlankLines() else { return nil }
            return root
        }

        /// A map whose keys stand `indent` bytes into their lines (spaces, or a list's `- `), the
        /// first at `first` of the current line. It ends at a line indented less, or the end.
        mutating func map(indent: Int, first: Int) -> Node? {
            var pairs: [(Node, Node)] = []
            var keys: [String] = []
            var keyStart = first
            let mapMark = mark(first)
            while true {
                guard let (key, afterColon) = key(at: keyStart), !keys.contains(key) else { return nil }
                keys.append(key)
                let keyNode = Node.scalar(Node.Scalar(key, PlainYAML.tag(.str), .plain, mark(keyStart)))
                let valueStart = afterColon + spaces(afterColon)
                let value: Node
                if valueStart >= u.count || u[valueStart] == Self.newline {
                    let emptyMark = mark(afterColon)
                    nextLine()
                    guard let v = below(indent: indent, emptyMark: emptyMark) else { return nil }
                    value = v
                } else if u[valueStart] == Self.pipe {
                    guard let v = literal(at: valueStart, parentIndent: indent) else { return nil }
                    value = v
                } else {
                    guard let v = lineValue(at: valueStart) else { return nil }
                    value = v
                    nextLine()
                }
                pairs.append((keyNode, value))
                guard skipBlankLines() else { break }
                let s = spaces(lineStart)
                if s < indent { break }
                guard s == indent else { return nil }
                keyStart = lineStart + s
            }
            return .mapping(Node.Mapping(pairs, PlainYAML.tag(.implicit), .any, mapMark))
        }

        /// A key at `start` (letters, digits, `_`, then also `-`, `.` and inner spaces) and the
        /// index after its colon, which a space or the line's end must follow.
        func key(at start: Int) -> (String, Int)? {
            var k = start
            guard k < u.count, Self.isWordByte(u[k]) else { return nil }
            while k < u.count, Self.isWordByte(u[k]) || u[k] == Self.dash || u[k] == UInt8(ascii: ".") || u[k] == Self.space {
                k += 1
            }
            // (libYAML takes a key of at most 1024 characters on one line.)
            guard k < u.count, u[k] == Self.colon, u[k - 1] != Self.space, k - start < 1000 else { return nil }
            let after = k + 1
            guard after >= u.count || u[after] == Self.space || u[after] == Self.newline else { return nil }
            return (String(decoding: UnsafeBufferPointer(rebasing: u[start..<k]), as: UTF8.self), after)
        }

        static func isWordByte(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_")
        }

        /// Whether `- ` (or `-` at the end) is at `k`.
        func isItem(_ k: Int) -> Bool {
            k < u.count && u[k] == Self.dash && (k + 1 == u.count || u[k + 1] == Self.space || u[k + 1] == Self.newline)
        }

        /// What follows a key (of a map at `indent`) with nothing after its colon: `- item` lines
        /// (a list, which may stand at the key's own indent), a map indented more, or nothing
        /// (an empty plain text, marked just after the colon).
        mutating func below(indent: Int, emptyMark: Mark) -> Node? {
            let (savedStart, savedLine) = (lineStart, line)
            if skipBlankLines() {
                let s = spaces(lineStart)
                if s >= indent, isItem(lineStart + s) { return list(indent: s) }
                if s > indent { return map(indent: s, first: lineStart + s) }
            }
            (lineStart, line) = (savedStart, savedLine)
            return .scalar(Node.Scalar("", PlainYAML.tag(.implicit), .plain, emptyMark))
        }

        /// `- item` lines at `indent`, each item a text or list on its line, or a map starting
        /// there. The list ends at a line indented less, or at its own indent with no `- `.
        mutating func list(indent: Int) -> Node? {
            let listMark = mark(lineStart + indent)
            var items: [Node] = []
            while true {
                let dash = lineStart + indent
                guard dash + 1 < u.count, u[dash + 1] == Self.space else { return nil }
                let itemStart = dash + 1 + spaces(dash + 1)
                guard itemStart < u.count, u[itemStart] != Self.newline, !isItem(itemStart), u[itemStart] != Self.pipe else {
                    return nil
                }
                if key(at: itemStart) != nil {
                    guard let item = map(indent: itemStart - lineStart, first: itemStart) else { return nil }
                    items.append(item)
                } else {
                    guard let item = lineValue(at: itemStart) else { return nil }
                    items.append(item)
                    nextLine()
                }
                guard skipBlankLines() else { break }
                let s = spaces(lineStart)
                if s < indent { break }
                guard s == indent else { return nil }
                if !isItem(lineStart + s) { break }
            }
            return .sequence(Node.Sequence(items, PlainYAML.tag(.implicit), .any, listMark))
        }

        /// The value that starts at `start` and fills the rest of the line (trailing spaces
        /// aside): a quoted text, a `[…]` list, or a plain text.
        func lineValue(at start: Int) -> Node? {
            let end = lineEnd(start)
            switch u[start] {
            case Self.quote, Self.apostrophe:
                guard let (node, after) = quoted(at: start, end: end), after + spaces(after) == end else { return nil }
                return node
            case Self.open:
                return flowList(at: start, end: end)
            default:
                guard Self.startsPlain(u, start, end) else { return nil }
                var last = end
                while u[last - 1] == Self.space { last -= 1 }
                // `: ` (or a final `:`) would make a map, ` #` a comment.
                for k in start..<last {
                    let b = u[k]
                    if b == Self.colon, k + 1 == last || u[k + 1] == Self.space { return nil }
                    if b == Self.hash, u[k - 1] == Self.space { return nil }
                }
                let text = String(decoding: UnsafeBufferPointer(rebasing: u[start..<last]), as: UTF8.self)
                return .scalar(Node.Scalar(text, PlainYAML.tag(.implicit), .plain, mark(start)))
            }
        }

        /// Whether a plain text may start at `start`: a letter, a digit, a non-ASCII scalar, a
        /// few harmless marks, or `-` before a digit; no YAML indicator.
        static func startsPlain(_ u: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
            let b = u[start]
            if isWordByte(b) || b >= 0x80 { return true }
            if b == dash { return start + 1 < end && u[start + 1] >= 0x30 && u[start + 1] <= 0x39 }
            return "(./$+~<=;^)".utf8.contains(b)
        }
    }
}
