extension TableDecoder {
    /// A warning at each id that differs from an earlier one only in capital and small letters
    /// (`Xavier` after `xavier`): references compare ids without case when only one id
    /// matches so (`ReferenceNames`), so such a pair can only be told apart by exact capitals.
    /// `ids`: id → line of its first row, or -1 - index into `places` (as `decode` keeps them).
    static func warnSameButCase(_ ids: [String: Int], places: [SourceLocation], source: String, into diagnostics: inout Diagnostics) {
        guard ids.count > 1 else { return }
        // Ids of ASCII bytes with no capital are their own lower case, and the dictionary's
        // keys are distinct: only the others can meet another id without case.
        // (The plain ids are gathered in a second pass, only when there are others.)
        var groups: [String: [String]] = [:]
        for id in ids.keys where !Self.isPlainLower(id) { groups[id.lowercased(), default: []].append(id) }
        guard !groups.isEmpty else { return }
        for id in ids.keys where Self.isPlainLower(id) && groups[id] != nil { groups[id]!.append(id) }
        groups = groups.filter { $0.value.count > 1 }
        func location(_ id: String) -> SourceLocation {
            let at = ids[id]!
            return at > 0 ? SourceLocation(file: source, line: at) : places[-1 - at]
        }
        func order(_ a: String, _ b: String) -> Bool {
            let (la, lb) = (ids[a]!, ids[b]!)
            return la != lb ? (la > 0 && lb > 0 ? la < lb : la > lb) : codePointLess(a, b)
        }
        for key in groups.keys.sorted(by: codePointLess) {
            let same = groups[key]!.sorted(by: order)
            guard same.count > 1 else { continue }
            for id in same.dropFirst() {
                diagnostics.warning("id \(Quote.text(id)) differs from the id \(Quote.text(same[0])) (\(ids[same[0]]! > 0 ? "line \(ids[same[0]]!)" : location(same[0]).description)) only in "
                                    + "capital and small letters; a reference must then write the capitals exactly, so give one of them another id",
                                    at: location(id))
            }
        }
    }

    /// Whether `id` is ASCII with no capital (read in place; this runs for every id).
    static func isPlainLower(_ id: String) -> Bool {
        let inPlace = id.utf8.withContiguousStorageIfAvailable { u in
            !u.contains { $0 >= 0x80 || ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) }
        }
        return inPlace ?? id.utf8.allSatisfy { $0 < 0x80 && !($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) }
    }
}
