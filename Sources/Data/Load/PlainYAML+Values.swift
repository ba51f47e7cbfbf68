import Yams

extension PlainYAML.Reader {
    /// A quoted text starting at `start` and closed before `end` (the line's end), and the
    /// index after its closing quote. `''` in single quotes is one `'`; in double quotes only
    /// `\"` and `\\` are read here (any other escape: nil, for Yams).
    func quoted(at start: Int, end: Int) -> (Node, Int)? {
        let q = u[start]
        var out: [UInt8] = []
        var k = start + 1
        while k < end {
            let b = u[k]
            if b == q {
                if q == Self.apostrophe, k + 1 < end, u[k + 1] == Self.apostrophe {
                    out.append(b)
                    k += 2
                    continue
                }
                let style: Node.Scalar.Style = q == Self.quote ? .doubleQuoted : .singleQuoted
                let text = String(decoding: out, as: UTF8.self)
                return (.scalar(Node.Scalar(text, PlainYAML.tag(.str), style, mark(start))), k + 1)
            }
            if b == Self.backslash, q == Self.quote {
                guard k + 1 < end, u[k + 1] == Self.quote || u[k + 1] == Self.backslash else { return nil }
                out.append(u[k + 1])
                k += 2
                continue
            }
            out.append(b)
            k += 1
        }
        return nil
    }

    /// A `[a, "b"]` list starting at `start` and ending on its line (`end`): items plain or
    /// quoted, none empty, nothing nested, no `:` or `#` in a plain item.
    func flowList(at start: Int, end: Int) -> Node? {
        let listMark = mark(start)
        var items: [Node] = []
        var k = start + 1
        k += spaces(k)
        if k < end, u[k] == Self.close {
            k += 1
        } else {
            while true {
                guard k < end else { return nil }
                let item: Node
                if u[k] == Self.quote || u[k] == Self.apostrophe {
                    guard let (node, after) = quoted(at: k, end: end) else { return nil }
                    item = node
                    k = after + spaces(after)
                } else {
                    guard Self.startsPlain(u, k, end) else { return nil }
                    let itemStart = k
                    while k < end, u[k] != Self.comma, u[k] != Self.close {
                        let b = u[k]
                        if b == Self.colon || b == Self.hash || b == Self.open || b == UInt8(ascii: "{")
                            || b == UInt8(ascii: "}") { return nil }
                        k += 1
                    }
                    var last = k
                    while u[last - 1] == Self.space { last -= 1 }
                    let text = String(decoding: UnsafeBufferPointer(rebasing: u[itemStart..<last]), as: UTF8.self)
                    item = .scalar(Node.Scalar(text, PlainYAML.tag(.implicit), .plain, mark(itemStart)))
                }
                items.append(item)
                guard k < end else { return nil }
                if u[k] == Self.close { k += 1; break }
                guard u[k] == Self.comma else { return nil }
                k += 1
                k += spaces(k)
            }
        }
        guard k + spaces(k) == end else { return nil }
        return .sequence(Node.Sequence(items, PlainYAML.tag(.implicit), .any, listMark))
    }

    /// A `|` block (at `start`, alone on its key's line) under a key of a map at `parentIndent`:
    /// its lines, indented as the first, without that indent, each ending in `\n`, trailing
    /// blank lines dropped (YAML's "clip"). Moves past it. Nil for a chomping or indent mark,
    /// blank lines before the first line or with more spaces than the indent, a line indented
    /// less than the first but more than the key, or a last line with no line break.
    mutating func literal(at start: Int, parentIndent: Int) -> Node? {
        let literalMark = mark(start)
        let end = lineEnd(start)
        guard start + 1 + spaces(start + 1) == end, end < u.count else { return nil }
        nextLine()
        var out: [UInt8] = []
        var contentIndent = -1, blanks = 0
        while lineStart < u.count {
            let s = spaces(lineStart), e = lineEnd(lineStart)
            if lineStart + s == e {
                guard contentIndent >= 0, s <= contentIndent, e < u.count else { return nil }
                blanks += 1
                nextLine()
                continue
            }
            // (A `#` line is left to Yams: text in the block, or a comment after it.)
            guard u[lineStart + s] != Self.hash || s >= contentIndent && contentIndent >= 0 else { return nil }
            if contentIndent < 0 {
                guard s > parentIndent else { return nil }
                contentIndent = s
            } else if s < contentIndent {
                guard s <= parentIndent else { return nil }
                break
            }
            guard e < u.count else { return nil }
            out.append(contentsOf: repeatElement(Self.newline, count: blanks))
            blanks = 0
            out.append(contentsOf: UnsafeBufferPointer(rebasing: u[(lineStart + contentIndent)...e]))
            nextLine()
        }
        guard contentIndent >= 0 else { return nil }
        let text = String(decoding: out, as: UTF8.self)
        return .scalar(Node.Scalar(text, PlainYAML.tag(.str), .literal, literalMark))
    }
}
