import Foundation

/// The rows of one referenced table (schools, coaches, events) by id, name and slug, so that a
/// `school_id`, `coach_id`, `event_id` or a note's `school` may name its row instead of giving
/// its id. Tried in this order, the first that matches wins:
/// 1. the id exactly as written;
/// 2. the name exactly as written (surrounding spaces ignored);
/// 2b. an id in other capitals (`Xavier` for `xavier`), when only one id is so;
/// 3. the name with case, accents and runs of spaces ignored (`rice  UNIVERSITY`, `Lodz` for
///    `Lódz`);
/// 4. the name's slug (`rice-university`, and `Łódź` for `Lodz`: `Slug`'s folding).
/// A step that matches more than one row is ambiguous: the reference is refused, naming them.
struct ReferenceNames {
    enum Match: Equatable {
        case id(String)
        /// The rows matched, sorted by id in code-point order.
        case ambiguous([Row])
        case none
    }

    struct Row: Equatable {
        var id: String
        var name: String
    }

    let ids: [String: Int]
    private let rows: [Row]
    private var exact: [String: [Int]] = [:]
    private var folded: [String: [Int]] = [:]
    private var slugs: [String: [Int]] = [:]

    /// `ids`: every id of the table (also of rows dropped for errors); `rows`: the rows that
    /// survived typing, with their names, in file order.
    init(ids: [String: Int], rows: [Row]) {
        self.ids = ids
        self.rows = rows
        for (k, row) in rows.enumerated() {
            exact[row.name.trimmingSpaces, default: []].append(k)
            folded[Self.fold(row.name), default: []].append(k)
            if let slug = Slug.slugify(row.name) { slugs[slug, default: []].append(k) }
        }
    }

    func resolve(_ value: String) -> Match {
        if ids[value] != nil { return .id(value) }
        if let found = exact[value], found.count == 1 { return .id(rows[found[0]].id) }
        // An id written in other capitals (`Xavier` for `xavier`), when only one id is so:
        // after the names as written, before the names with case ignored.
        let lower = value.lowercased()
        let sameButCase = ids.keys.filter { $0.lowercased() == lower }
        if sameButCase.count == 1, exact[value] == nil { return .id(sameButCase[0]) }
        for found in [exact[value], folded[Self.fold(value)], Slug.slugify(value).flatMap { slugs[$0] }] {
            guard let found, !found.isEmpty else { continue }
            if found.count == 1 { return .id(rows[found[0]].id) }
            return .ambiguous(found.map { rows[$0] }.sorted { codePointLess($0.id, $1.id) })
        }
        return .none
    }

    /// `; did you mean "rice"?` over the ids (code-point order) and then the names (file order),
    /// or nothing. A value that is no typo but a shortened name (`Dallas Baptist`) names the rows
    /// whose name holds its words in the same order, case and accents ignored (`Dallas Baptist
    /// University`), up to three of them. Tables of more than 10 000 rows are not searched (a
    /// typo there is still reported, without a guess), so a file of bad references stays fast.
    func guess(_ value: String) -> String {
        guard ids.count <= 10_000 else { return "" }
        let typo = TableDecoder.guess(value, among: ids.keys.sorted(by: codePointLess) + rows.map(\.name))
        if !typo.isEmpty { return typo }
        let words = Self.fold(value)
        guard words.count >= 3 else { return "" }
        // Abbreviations spelled out (`Miami Univ` → `miami university`, `Ohio St.` → `ohio state`).
        var found: [Int] = []
        for variant in Self.expanded(words) {
            let needle = " " + variant + " "
            for (name, indexes) in folded where (" " + name + " ").contains(needle) { found += indexes.filter { !found.contains($0) } }
        }
        guard !found.isEmpty, found.count <= 3 else { return "" }
        var names: [String] = []
        for k in found.sorted() where !names.contains(Quote.text(rows[k].name)) { names.append(Quote.text(rows[k].name)) }
        let listed = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + names.last!
        return "; did you mean \(listed)?"
    }

    /// Spellings of folded `words` with the abbreviations of school names written out: `univ`,
    /// `univ.` and `u.` as `university`, `coll`/`coll.` as `college`, `inst`/`inst.` as
    /// `institute`, `st`/`st.` as `state` and as `saint`; the words as they are first.
    static func expanded(_ words: String) -> [String] {
        var variants = [""]
        for word in words.split(separator: " ").map(String.init) {
            let bare = word.hasSuffix(".") ? String(word.dropLast()) : word
            let options: [String] = switch bare {
            case "univ", "u": [word, "university"]
            case "coll": [word, "college"]
            case "inst": [word, "institute"]
            case "st": [word, "state", "saint"]
            default: [word]
            }
            variants = variants.flatMap { v in options.map { v.isEmpty ? $0 : v + " " + $0 } }
        }
        return variants
    }

    /// Lowercased, accents removed (`é` → `e`), runs of spaces as one space, trimmed.
    static func fold(_ text: String) -> String {
        text.isPlainASCII ? foldASCII(text) : foldUnicode(text)
    }

    /// `fold` for any text, through Unicode's decomposition.
    static func foldUnicode(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var space = false
        for s in text.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars {
            if s.properties.generalCategory == .nonspacingMark { continue }
            if s.properties.isWhitespace { space = !out.isEmpty; continue }
            if space { out.append(" "); space = false }
            out.append(s)
        }
        return String(out)
    }

    /// `fold` for ASCII text, byte by byte: nothing to decompose, and the white space is tab,
    /// line feed, vertical tab, form feed, carriage return and space.
    static func foldASCII(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var space = false
        for b in text.utf8 {
            if b == 0x20 || (b >= 0x09 && b <= 0x0D) { space = !out.isEmpty; continue }
            if space { out.append(0x20); space = false }
            out.append(b >= 0x41 && b <= 0x5A ? b | 0x20 : b)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
