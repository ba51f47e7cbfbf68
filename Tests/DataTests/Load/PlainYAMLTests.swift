import FileTestSupport
import Foundation
import Testing
import Yams
@testable import SiteData

/// `PlainYAML` against Yams: whenever the fast reader takes a text, Yams reads the same tree
/// from it (texts byte for byte, styles, tags, marks, order), so nothing downstream can tell
/// which read it; and it leaves to Yams what it does not know.
@Suite struct PlainYAMLTests {
    /// Yams' tree, as `YAMLFile.compose` asked for it before the fast path.
    static func yams(_ text: String) -> Result<Node?, any Error> {
        Result { try Yams.compose(yaml: text, .basic, .default, .utf8) }
    }

    /// Every difference between two trees, as readable lines (empty: the same).
    static func differences(_ a: Node, _ b: Node, at path: String = "root") -> [String] {
        var out: [String] = []
        func mark(_ m: Mark?) -> String { m.map { "\($0.line):\($0.column)" } ?? "nil" }
        if mark(a.mark) != mark(b.mark) { out.append("\(path): mark \(mark(a.mark)) vs \(mark(b.mark))") }
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)):
            if Array(x.string.utf8) != Array(y.string.utf8) { out.append("\(path): \(x.string) vs \(y.string)") }
            if x.style != y.style { out.append("\(path): style \(x.style) vs \(y.style)") }
            if x.tag.rawValue != y.tag.rawValue { out.append("\(path): tag \(x.tag.rawValue) vs \(y.tag.rawValue)") }
            if (x.anchor == nil) != (y.anchor == nil) { out.append("\(path): anchor") }
        case (.mapping(let x), .mapping(let y)):
            if x.style != y.style { out.append("\(path): style \(x.style) vs \(y.style)") }
            if x.tag.rawValue != y.tag.rawValue { out.append("\(path): tag \(x.tag.rawValue) vs \(y.tag.rawValue)") }
            let xs = Array(x), ys = Array(y)
            if xs.count != ys.count { out.append("\(path): \(xs.count) vs \(ys.count) pairs"); return out }
            for (k, (p, q)) in zip(xs, ys).enumerated() {
                out += differences(p.key, q.key, at: "\(path).key\(k)")
                out += differences(p.value, q.value, at: "\(path).value\(k)")
            }
        case (.sequence(let x), .sequence(let y)):
            if x.style != y.style { out.append("\(path): style \(x.style) vs \(y.style)") }
            if x.tag.rawValue != y.tag.rawValue { out.append("\(path): tag \(x.tag.rawValue) vs \(y.tag.rawValue)") }
            if x.count != y.count { out.append("\(path): \(x.count) vs \(y.count) items"); return out }
            for (k, (p, q)) in zip(x, y).enumerated() { out += differences(p, q, at: "\(path)[\(k)]") }
        default:
            out.append("\(path): \(a) vs \(b)")
        }
        return out
    }

    /// Checks one text; true when the fast path took it.
    @discardableResult
    static func check(_ text: String) -> Bool {
        guard let fast = PlainYAML.compose(text) else { return false }
        guard case .success(let slow) = yams(text) else {
            Issue.record("Yams refuses what PlainYAML took: \(String(reflecting: text))")
            return true
        }
        guard let slow else {
            Issue.record("Yams reads nothing where PlainYAML read a tree: \(String(reflecting: text))")
            return true
        }
        let diff = differences(fast, slow)
        if !diff.isEmpty { Issue.record("\(String(reflecting: text)):\n\(diff.joined(separator: "\n"))") }
        return true
    }

    @Test(arguments: [
        "title: \"Season update\"\ndate: 2026-03-14\ntags: [update, public]\nvisibility: public",
        "title: Visit to Rice\ndate: 2026-03-14\ntags:\n  - visit\n  - 'rice'\nschool: sch-rice\n",
        "title: 'It''s here'\ntags:\n- a\n- \"b c\"\n\nschool:\nvisibility: private  \n",
        "title: Café — été 🎉\ndate:   2026-01-02   \ntags: []\n",
        "title: \"say \\\"hi\\\" \\\\ there\"\ntags: [ a , 'b', \"c d\" ]\n",
        "\n\ntitle: x\n\n\ndate: 2026-01-01\n\n",
        "Class rank: 3 of 30\nSAT: \"1380\"\n",
        "empty:\nlast:",
        "# A comment\ncolors:\n  # inside\n  primary: \"#0066FF\"\n    # deeper\n  dark: x\n",
        """
        name: "Maria White"
        positions: ["LHP"]
        height: "6'1\\""
        test_scores:
          SAT: "1380"
          Class rank: 33 of 351
        video:
          - title: "Pitching — summer"
            url: "https://www.youtube.com/watch?v=a"
          - title: Fall
        bio: |
          Maria is a **LHP** from KS.

          - Two-way player, 6'1"
            indented: kept
        bats: R
        references:
        - name: "Beth"
          role: Coach
        -   plain item
        parent:
          name: "Marcus"
          empty:
        last: x

        """,
    ])
    func takesAndMatchesYams(text: String) {
        #expect(Self.check(text))
    }

    /// Texts it must leave to Yams (errors and their places stay Yams'): comments, tabs,
    /// escapes, nested maps, texts over lines, duplicates, anchors, a map in a value.
    @Test(arguments: [
        "title: a # note", "bio: |\n  # x\n", "bio: |\n    x\n  # y\n", "title:\ta", "title: \"a\\nb\"", "a:\n  b: c\n d: e", "bio: |-\n  x\n",
        "bio: |\n\n  x\n", "bio: |\n  x\n   \n  y\n", "bio: |\n    x\n  y\n", "- a: b",
        "title: a\n  continued", "title: a\ntitle: b", "title: &x a", "title: *x", "title: a: b",
        "title: a:", "tags: [a, b,]", "tags: [a, [b]]", "tags: {a: b}", "tags:\n  - a\n  -", "title: |\n  x",
        "  title: a", "title: 'a", "title: \"a\" b", "title: a\r\n", "title: -", "- a\n- b", "title", "",
        "title: \u{FEFF}a", "title: a\u{2028}b", "tags: [a:b]", "title: @x", "title: `x`", "title: !x a",
    ])
    func leavesOtherTextsToYams(text: String) {
        #expect(PlainYAML.compose(text) == nil)
    }

    /// Generated front matters from pieces that are plain, nearly plain and not plain at all:
    /// every text the fast path takes reads as Yams reads it, and it takes most plain ones.
    @Test func generatedTextsReadAsYamsReadsThem() {
        var random = SplitMix(seed: 0xF40D)
        let keys = ["title", "date", "tags", "school", "visibility", "Class rank", "a-b", "x_1", "nme"]
        let pieces = ["a", "Rice", "visit", "2026-03-14", "é", "—", "🎉", "’", " ", "  ", ":", ": ", "#", " #", "'", "\"",
                      ",", "[", "]", "{", "}", "-", "- ", "*", "&", "!", "|", ">", "%", "@", "`", "\\", "~", "?", ".", "(",
                      "x:y", "1.5", "-3", "null", "yes", "\u{A0}", "\u{85}", "\t"]
        func word() -> String {
            (0..<Int.random(in: 1...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
        func plainish() -> String {
            (0..<Int.random(in: 1...3, using: &random)).map { _ in
                ["Rice", "visit", "2026", "é", "a b", "x-y", "C#", "it's"].randomElement(using: &random)!
            }.joined(separator: " ")
        }
        func value() -> String {
            switch Int.random(in: 0..<9, using: &random) {
            case 0: return " " + plainish()
            case 1: return " \"" + word().replacingOccurrences(of: "\"", with: "\\\"") + "\""
            case 2: return " '" + word().replacingOccurrences(of: "'", with: "''") + "'"
            case 3: return " [" + (0..<Int.random(in: 0...3, using: &random)).map { _ in plainish() }.joined(separator: ", ") + "]"
            case 4: return " [" + (0..<Int.random(in: 0...3, using: &random)).map { _ in word() }.joined(separator: ",") + "]"
            case 5:
                let indent = String(repeating: " ", count: [0, 2, 4].randomElement(using: &random)!)
                return (0..<Int.random(in: 1...3, using: &random)).map { _ in
                    "\n" + indent + "- " + (Bool.random(using: &random) ? plainish() : word())
                }.joined()
            case 6: return ""
            case 7: return String(repeating: " ", count: Int.random(in: 1...3, using: &random))
            default: return " " + word()
            }
        }
        var taken = 0, plainTaken = 0, plainTotal = 0
        for _ in 0..<3000 {
            let plainOnly = Bool.random(using: &random)
            var lines: [String] = []
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let key = keys.randomElement(using: &random)!
                var v = value()
                while plainOnly, v.contains(where: { "#:*&!|>%@`\\{}\t\u{85}".contains($0) }) { v = value() }
                lines.append(key + ":" + v + (Int.random(in: 0..<5, using: &random) == 0 ? "\n" : ""))
            }
            let text = lines.joined(separator: "\n") + (Bool.random(using: &random) ? "\n" : "")
            let took = Self.check(text)
            if took { taken += 1 }
            if plainOnly, Set(lines.map { $0.prefix { $0 != ":" } }).count == lines.count {
                plainTotal += 1
                if took { plainTaken += 1 }
            }
        }
        #expect(taken > 1000)
        #expect(plainTaken * 10 > plainTotal * 7)
    }

    /// Generated nested documents, as `athlete.yml` is written (maps in maps, lists of maps,
    /// `|` blocks, lists at their key's indent), now and then broken: every text the fast path
    /// takes reads as Yams reads it.
    @Test func generatedNestedDocumentsReadAsYamsReadsThem() {
        var random = SplitMix(seed: 0xA7E1)
        let texts = ["Rice", "a b", "x-y", "C#", "it's", "2026-01-02", "é — 🎉", "1.5", "-3", "~", "a:b", "6'1\"",
                     "https://x.org/a?b=c", "\"q\"", "'s'", "[a, b]", "[]", "a # b", "a: b", "*x", "\"a\\\"b\""]
        func key() -> String { ["name", "role", "Class rank", "url", "a_b", "x-1", "name"].randomElement(using: &random)! }
        func scalar() -> String { texts.randomElement(using: &random)! }
        func literal(_ pad: String) -> [String] {
            var lines: [String] = []
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                switch Int.random(in: 0..<6, using: &random) {
                case 0: lines.append("")
                case 1: lines.append(pad + "  more: " + scalar())
                case 2: lines.append(String(repeating: " ", count: Int.random(in: 0...4, using: &random)))
                default: lines.append(pad + scalar())
                }
            }
            return lines
        }
        /// Lines of a map whose keys are written after `pad` (the first after `firstPad`).
        func map(_ pad: String, firstPad: String, depth: Int) -> [String] {
            var lines: [String] = []
            for k in 0..<Int.random(in: 1...4, using: &random) {
                let head = (k == 0 ? firstPad : pad) + key() + ":"
                switch depth > 2 ? 0 : Int.random(in: 0..<7, using: &random) {
                case 1: lines.append(head); lines += map(pad + "  ", firstPad: pad + "  ", depth: depth + 1)
                case 2:
                    let listPad = Bool.random(using: &random) ? pad : pad + "  "
                    lines.append(head)
                    for _ in 0..<Int.random(in: 1...3, using: &random) {
                        if Bool.random(using: &random) {
                            lines += map(listPad + "  ", firstPad: listPad + "- ", depth: depth + 1)
                        } else {
                            lines.append(listPad + "- " + scalar())
                        }
                    }
                case 3: lines.append(head + " |"); lines += literal(pad + "  ")
                case 4: lines.append(head)
                case 5: lines.append(head + " " + scalar()); if Int.random(in: 0..<8, using: &random) == 0 { lines.append("") }
                default: lines.append(head + " " + scalar())
                }
            }
            return lines
        }
        var taken = 0
        for _ in 0..<2000 {
            var lines = map("", firstPad: "", depth: 0)
            // Comment lines anywhere, at any indent (inside `|` blocks too).
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                let pad = String(repeating: " ", count: Int.random(in: 0...6, using: &random))
                lines.insert(pad + ["# c", "#", "# k: v", "#- x"].randomElement(using: &random)!,
                             at: Int.random(in: 0...lines.count, using: &random))
            }
            let text = lines.joined(separator: "\n") + (Int.random(in: 0..<4, using: &random) == 0 ? "" : "\n")
            if Self.check(text) { taken += 1 }
        }
        #expect(taken > 300)
    }

    /// Every YAML file and note front matter in the repository (sample content, themes, test
    /// fixtures) as a corpus: what the fast path takes reads as Yams reads it.
    @Test func repositoryFilesReadAsYamsReadsThem() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        var texts: [String] = []
        for folder in ["content", "Themes", "Tests", "docs"] {
            guard let files = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else { continue }
            for case let name as String in files where name.hasSuffix(".yml") || name.hasSuffix(".yaml") || name.hasSuffix(".md") {
                guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(folder + "/" + name).path),
                      let text = String(data: data, encoding: .utf8) else { continue }
                if name.hasSuffix(".md") {
                    if let front = NoteText(text)?.frontMatter { texts.append(front) }
                } else {
                    texts.append(text)
                }
            }
        }
        var taken = 0
        for text in texts where Self.check(text) { taken += 1 }
        #expect(texts.count > 20)
        #expect(taken > 10)
    }

    /// A note read with the fast path gives the note and messages the Yams path gives.
    @Test func noteFromPlainFrontMatter() {
        let text = "---\ntitle: \"Visit\"\ndate: 2026-03-14\ntags: [Visit, rice]\nschool: sch-rice\nvisibilty: public\n---\nBody\n"
        let (note, d) = NotesLoader.parse(text: text, fileName: "n", file: "notes/n.md")
        #expect(note?.title == "Visit")
        #expect(note?.date == LocalDate(year: 2026, month: 3, day: 14))
        #expect(note?.schoolLocation == SourceLocation(file: "notes/n.md", line: 5, column: 9))
        #expect(d.items == [Diagnostic.warning("unknown keys ignored: visibilty (did you mean visibility?)",
                                               at: SourceLocation(file: "notes/n.md", line: 6, column: 1))])
    }
}
