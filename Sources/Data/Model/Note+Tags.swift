extension Note {
    /// Tags as written (a YAML list, a single string, or a database array) → the note's tags:
    /// every item split on commas (`"Private, recruiting"` is two tags, and so is a list item
    /// `"a, b"`), each trimmed, empty ones dropped, and a tag that equals an earlier one when
    /// compared case-insensitively dropped too (the first spelling is kept). docs/content.md, "Notes".
    public static func normalizedTags(_ raw: [String]) -> [String] {
        var out: [String] = []
        var seen: Set<String> = []
        for item in raw {
            for part in item.split(separator: ",", omittingEmptySubsequences: true) {
                let tag = String(part).trimmingSpaces
                guard !tag.isEmpty, seen.insert(tag.lowercased()).inserted else { continue }
                out.append(tag)
            }
        }
        return out
    }
}
