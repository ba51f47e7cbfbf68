import Yams

/// Reads one YAML document with positions (`Yams.compose` keeps each node's line and column),
/// collecting problems as diagnostics: wrong types are errors at the value, unknown keys are
/// one warning per file (at the first one), and YAML syntax errors carry libYAML's position.
/// Scalars are read as written; a plain `~`, `null` or empty value counts as absent. Aliases
/// are an error (see `YAMLAnchors`).
///
/// The theme's files (tokens, string tables, page specs) are read as a `YAMLDocument`, with the
/// same messages.
struct YAMLFile {
    typealias Entry = (key: String, keyNode: Node, value: Node)

    /// The path shown in messages, e.g. `content/pages/dashboard.yml`.
    let path: String
    /// Added to every line (front matter starts on line 2 of its `.md` file).
    let lineOffset: Int
    var diagnostics = Diagnostics()
    private var unknown: [(name: String, location: SourceLocation)] = []
    /// The maps that had an unknown key with no near known one, with their keys, in the order
    /// met: listed after the unknown keys (`athlete.yml keys are: name, sport, …`).
    private var unguessed: [(map: String, known: [String])] = []

    init(file: String, lineOffset: Int = 0) {
        self.path = file
        self.lineOffset = lineOffset
    }

    /// The root node, nil for an empty document or a syntax error (reported).
    mutating func parse(_ text: String) -> Node? {
        do {
            return try compose(text)
        } catch {
            diagnostics.append(error)
            return nil
        }
    }

    /// Composes `text` into nodes. A syntax error, a duplicate key or an alias is one
    /// diagnostic, at its `file:line:column` where libYAML gives one.
    func compose(_ text: String) throws(Diagnostic) -> Node? {
        // Most front matter is plain `key: value` lines, read without libYAML (`PlainYAML`
        // returns Yams' own tree, or nil for anything else).
        if let root = PlainYAML.compose(text) { return root }
        do {
            // UTF-8 named here: Yams' default reads the whole process environment on every call.
            // The basic resolver: scalars are read as written (no tag is ever looked at), so
            // guessing each plain scalar's type by regular expression (bool? int? date?) is
            // only cost; a note's front matter was most of a notes-only build.
            let root = try Yams.compose(yaml: text, .basic, .default, .utf8)
            // An alias is written `*name`: a text without a `*` has none, and the walk over
            // every node that looks for one is skipped (most files and front matter).
            if let root, text.utf8.contains(UInt8(ascii: "*")), let anchored = YAMLAnchors.firstAliased(in: root) {
                throw Diagnostic.error(YAMLAnchors.message, at: at(anchored))
            }
            return root
        } catch let error as Diagnostic {
            throw error
        } catch let error as YamlError {
            switch error {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
                 .composer(_, let problem, let mark, _):
                if problem == "mapping values are not allowed in this context", let hint = Self.quoteHint(text, line: mark.line) {
                    throw Diagnostic.error("not valid YAML: a value holds \": \", which YAML reads as a new key; put the value "
                                           + "in quotes: \(hint)", at: at(mark))
                }
                if let mistake = YAMLMistake.find(in: text, errorLine: mark.line) {
                    throw Diagnostic.error("not valid YAML: \(mistake.message) (the YAML parser says: \(problem))",
                                           at: SourceLocation(file: path, line: mistake.line + lineOffset, column: mistake.column))
                }
                throw Diagnostic.error("not valid YAML: \(problem)", at: at(mark))
            case .reader(let problem, let offset?, _, _):
                // libYAML refuses some characters (control characters) before parsing: its byte
                // offset is turned into the line and column of the file.
                throw Diagnostic.error("not valid YAML: \(problem)", at: at(offset: offset, in: text))
            case .duplicatedKeysInMapping(let duplicates, let context):
                let keys = duplicates.sorted(by: codePointLess)
                throw Diagnostic.error(keys.count == 1 ? "key \(keys[0]) appears more than once in this map"
                                       : "keys \(keys.joined(separator: ", ")) appear more than once in this map",
                                       at: at(context.mark))
            default:
                throw Diagnostic.error("not valid YAML: \(error)", at: SourceLocation(file: path))
            }
        } catch {
            throw Diagnostic.error("not valid YAML: \(error)", at: SourceLocation(file: path))
        }
    }

    /// `title: "Visit: Rice"` for the line `title: Visit: Rice` (1-based `line` of `text`):
    /// the value quoted, for a message; nil when the line is no `key: value` whose value holds
    /// `: ` itself (a mapping error of another kind, such as a misindented key).
    static func quoteHint(_ text: String, line: Int) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return nil }
        let raw = lines[line - 1].trimmingCharacters(in: .whitespaces)
        guard let colon = raw.range(of: ": ") else { return nil }
        let key = raw[..<colon.lowerBound], value = raw[colon.upperBound...].trimmingCharacters(in: .whitespaces)
        guard !key.isEmpty, value.contains(": ") || value.hasSuffix(":") else { return nil }
        let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\(key): \"\(escaped)\""
    }

    func at(_ mark: Mark?) -> SourceLocation {
        guard let mark else { return SourceLocation(file: path) }
        return SourceLocation(file: path, line: mark.line + lineOffset, column: mark.column)
    }

    func at(_ node: Node) -> SourceLocation { at(node.mark) }

    /// The line and column (in scalars) of UTF-8 byte `offset` of `text`.
    func at(offset: Int, in text: String) -> SourceLocation {
        var line = 1, column = 1
        for b in text.utf8.prefix(max(0, offset)) {
            if b == 0x0A { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
        }
        return SourceLocation(file: path, line: line + lineOffset, column: column)
    }

    static func isNull(_ node: Node) -> Bool {
        if case .scalar(let s) = node, s.style == .plain || s.style == .any {
            return s.string.isEmpty || s.string == "~" || s.string == "null" || s.string == "Null" || s.string == "NULL"
        }
        return false
    }

    static func kindName(_ node: Node) -> String {
        switch node {
        case .scalar(let s): Quote.text(s.string)
        case .mapping: "a map"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }

    /// The entries of a mapping whose keys are in `known` (others are recorded as unknown,
    /// named `prefix` + key); duplicate keys are errors. `name` describes the map in messages.
    mutating func entries(_ node: Node, known: [String], prefix: String = "", name: String) -> [String: Entry]? {
        guard case .mapping(let mapping) = node else {
            // `name:Ana` alone is one text to YAML, not a key and its value.
            if case .scalar(let s) = node, s.style == .plain, !s.string.contains("\n"),
               let mistake = YAMLMistake.missingSpace(s.string, line: 1) {
                diagnostics.error("\(name) must be a map of \"key: value\" lines: \(mistake.message)", at: at(node))
                return nil
            }
            diagnostics.error("\(name) must be a map of \"key: value\" lines, not \(Self.kindName(node))", at: at(node))
            return nil
        }
        var result: [String: Entry] = [:]
        for (keyNode, value) in mapping {
            guard case .scalar(let k) = keyNode else {
                diagnostics.error("keys must be text, not \(Self.kindName(keyNode))", at: at(keyNode))
                continue
            }
            let key = k.string
            if result[key] != nil {
                diagnostics.error("\(prefix)\(key) appears twice", at: at(keyNode))
                continue
            }
            guard known.contains(key) else {
                // A misspelt key (`nme:`) names the key it was probably meant to be.
                let guess = key.count >= 3 ? ClosestName.suggest(key, among: known) : nil
                unknown.append((prefix + key + (guess.map { " (did you mean \(prefix)\($0)?)" } ?? ""), at(keyNode)))
                let map = prefix.isEmpty ? name : String(prefix.dropLast())
                if guess == nil, !unguessed.contains(where: { $0.map == map }) { unguessed.append((map, known)) }
                continue
            }
            result[key] = (key, keyNode, value)
        }
        return result
    }

    /// One warning listing every unknown key, at the first.
    mutating func finish() {
        guard let first = unknown.first else { return }
        let lists = unguessed.map { "; \($0.map) keys are: " + $0.known.joined(separator: ", ") }.joined()
        diagnostics.warning("unknown keys ignored: " + unknown.map(\.name).joined(separator: ", ") + lists, at: first.location)
        unknown.removeAll()
        unguessed.removeAll()
    }

    // MARK: Values (nil when absent or wrong; wrong values are reported)

    mutating func string(_ e: Entry?) -> String? {
        guard let e, !Self.isNull(e.value) else { return nil }
        guard case .scalar(let s) = e.value else {
            diagnostics.error("\(e.key) must be text, not \(Self.kindName(e.value))", at: at(e.value))
            return nil
        }
        return s.string
    }

    mutating func bool(_ e: Entry?) -> Bool? {
        guard let s = string(e), let e else { return nil }
        guard let b = TableDecoder.bool(s.trimmingSpaces) else {
            diagnostics.error("\(e.key) \(Quote.text(s)) is not true or false", at: at(e.value))
            return nil
        }
        return b
    }

    mutating func number(_ e: Entry?) -> Double? {
        guard let s = string(e), let e else { return nil }
        guard let n = TableDecoder.number(s.trimmingSpaces) else {
            diagnostics.error("\(e.key) \(Quote.text(s)) is not a number", at: at(e.value))
            return nil
        }
        return n
    }

    mutating func integer(_ e: Entry?) -> Int? {
        guard let s = string(e), let e else { return nil }
        let t = s.trimmingSpaces
        guard !t.isEmpty, t.utf8.count <= 9, t.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let n = Int(t) else {
            diagnostics.error("\(e.key) \(Quote.text(s)) is not a whole number", at: at(e.value))
            return nil
        }
        return n
    }

    mutating func date(_ e: Entry?) -> LocalDate? {
        guard let s = string(e), let e else { return nil }
        guard let d = LocalDate(iso: s.trimmingSpaces) else {
            diagnostics.error("\(e.key) \(Quote.text(s)) is not a date (YYYY-MM-DD)", at: at(e.value))
            return nil
        }
        return d
    }

    /// A list of text; a single text value is a list of one.
    mutating func stringList(_ e: Entry?) -> [String] {
        guard let e, !Self.isNull(e.value) else { return [] }
        switch e.value {
        case .scalar(let s):
            return [s.string]
        case .sequence(let seq):
            var out: [String] = []
            for item in seq {
                if Self.isNull(item) { continue }
                guard case .scalar(let s) = item else {
                    diagnostics.error("\(e.key) must be a list of text, not contain \(Self.kindName(item))", at: at(item))
                    continue
                }
                out.append(s.string)
            }
            return out
        default:
            diagnostics.error("\(e.key) must be a list of text, not \(Self.kindName(e.value))", at: at(e.value))
            return []
        }
    }

    /// A map of text to text, sorted by key (code-point order); absent values are skipped.
    mutating func stringMap(_ e: Entry?) -> [KeyValue] {
        guard let e, !Self.isNull(e.value) else { return [] }
        guard case .mapping(let mapping) = e.value else {
            diagnostics.error("\(e.key) must be a map of \"name: value\" lines, not \(Self.kindName(e.value))", at: at(e.value))
            return []
        }
        var out: [KeyValue] = []
        var seen: Set<String> = []
        for (k, v) in mapping {
            guard case .scalar(let key) = k else {
                diagnostics.error("keys must be text, not \(Self.kindName(k))", at: at(k))
                continue
            }
            guard seen.insert(key.string).inserted else {
                diagnostics.error("\(e.key).\(key.string) appears twice", at: at(k))
                continue
            }
            if Self.isNull(v) { continue }
            guard case .scalar(let value) = v else {
                diagnostics.error("\(e.key).\(key.string) must be text, not \(Self.kindName(v))", at: at(v))
                continue
            }
            out.append(KeyValue(key.string, value.string))
        }
        return out.sorted { codePointLess($0.key, $1.key) }
    }
}
