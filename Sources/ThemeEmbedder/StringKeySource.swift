/// The `StringKey` source for a string table.
///
/// The table is read line by line, not by a YAML library (a build tool keeps no dependencies):
/// a string table is nested `key:` lines, two spaces per level, values on the same line. A
/// mapping whose keys are all plural categories is one plural key. The test
/// `StringKeyTests` checks the result against the real YAML reader's keys.
enum StringKeySource {
    struct Failure: Error, CustomStringConvertible { let description: String }

    static let pluralCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    /// The dotted keys of `yaml`, in code-point order.
    static func keys(inYAML yaml: String) throws -> [String] {
        // (indent, name, has children) per `key:` line, in file order.
        var lines: [(indent: Int, name: String, value: Bool)] = []
        for (number, raw) in yaml.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            let trimmed = line.drop { $0 == " " }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let indent = line.count - trimmed.count
            guard indent % 2 == 0, let colon = trimmed.firstIndex(of: ":") else {
                throw Failure(description: "line \(number + 1): expected \"key: text\" indented by a multiple of two spaces")
            }
            let name = String(trimmed[..<colon])
            guard !name.isEmpty, name.unicodeScalars.allSatisfy({ isKeyScalar($0) }) else {
                throw Failure(description: "line \(number + 1): a string key is letters, digits, \"_\" and \"-\", found \"\(name)\"")
            }
            let rest = trimmed[trimmed.index(after: colon)...].drop { $0 == " " }
            lines.append((indent, name, !(rest.isEmpty || rest.hasPrefix("#"))))
        }
        var keys: [String] = []
        var path: [(indent: Int, name: String)] = []
        for (i, line) in lines.enumerated() {
            while let last = path.last, last.indent >= line.indent { path.removeLast() }
            let key = (path.map(\.name) + [line.name]).joined(separator: ".")
            if line.value {
                // A plural form belongs to its parent's key.
                if !(pluralCategories.contains(line.name) && isPlural(parentAt: i - 1, lines)) { keys.append(key) }
                continue
            }
            let children = childIndices(of: i, lines)
            if !children.isEmpty, children.allSatisfy({ pluralCategories.contains(lines[$0].name) }) {
                keys.append(key)
            }
            path.append((line.indent, line.name))
        }
        return Array(Set(keys)).sorted(by: codePointLess)
    }

    /// The `StringKey` type: one static member per key, `stats.card_label` → `statsCardLabel`.
    static func swift(keys: [String]) throws -> String {
        var members: [String: String] = [:]
        for key in keys {
            let member = memberName(key)
            if let other = members[member] {
                throw Failure(description: "keys \"\(other)\" and \"\(key)\" both become StringKey.\(member)")
            }
            members[member] = key
        }
        var out = """
        // Generated on every build from Themes/default/strings/en.yml by the EmbedTheme plugin. Do not edit.

        /// A key of the string tables, checked by the compiler: `strings[.navDashboard]`,
        /// `page.t(.actionDeadlineIn, count: 3)`. Keys built at run time (`school_status.<value>`)
        /// go through `StringKey(dynamic:)` or `Strings[dynamic:]`.
        public struct StringKey: Hashable, Sendable, CustomStringConvertible {
            /// The dotted key, as in the YAML: `nav.dashboard`.
            public let name: String
            /// Its place in `all`: `Strings` finds a key's text by it, without hashing the name.
            let index: Int

            init(_ name: String, _ index: Int) {
                self.name = name
                self.index = index
            }

            public var description: String { name }


        """
        for (index, key) in keys.enumerated() {
            out += "    /// `\(key)`\n    public static let `\(memberName(key))` = StringKey(\"\(key)\", \(index))\n"
        }
        out += "\n    /// Every key of en.yml, in code-point order.\n    public static let all: [StringKey] = [\n"
        for key in keys { out += "        .`\(memberName(key))`,\n" }
        out += "    ]\n}\n"
        return out
    }

    /// `stats.card_label` → `statsCardLabel`, `reports.last-7-days` → `reportsLast7Days`.
    static func memberName(_ key: String) -> String {
        let parts = key.split(whereSeparator: { $0 == "." || $0 == "_" || $0 == "-" })
        return parts.enumerated().map { i, part in
            i == 0 ? String(part) : part.prefix(1).uppercased() + part.dropFirst()
        }.joined()
    }

    static func isKeyScalar(_ s: Unicode.Scalar) -> Bool {
        (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9") || s == "_" || s == "-"
    }

    static func childIndices(of i: Int, _ lines: [(indent: Int, name: String, value: Bool)]) -> [Int] {
        var out: [Int] = []
        var j = i + 1
        while j < lines.count, lines[j].indent > lines[i].indent {
            if lines[j].indent == lines[i].indent + 2 { out.append(j) }
            j += 1
        }
        return out
    }

    /// Whether the mapping that line `j`'s nearest shallower line opens is a plural entry.
    static func isPlural(parentAt j: Int, _ lines: [(indent: Int, name: String, value: Bool)]) -> Bool {
        var p = j + 1
        let indent = lines[p].indent
        repeat { p -= 1 } while p >= 0 && lines[p].indent >= indent
        guard p >= 0, !lines[p].value else { return false }
        let children = childIndices(of: p, lines)
        return !children.isEmpty && children.allSatisfy { pluralCategories.contains(lines[$0].name) }
    }
}
