/// "Did you mean …?": the known name closest to a misspelt one.
public enum ClosestName {
    /// The name in `known` nearest to `name` by edit distance (case-insensitive), when it is
    /// near enough to be a likely typo: at most 1 edit for names up to 4 characters, 2 up to 8,
    /// else 3. Ties go to the first in `known`.
    public static func suggest(_ name: String, among known: [String]) -> String? {
        let a = Array(name.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in known {
            let d = distance(a, Array(candidate.lowercased().unicodeScalars))
            if d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        guard let best else { return nil }
        let allowed = a.count <= 4 ? 1 : a.count <= 8 ? 2 : 3
        return best.distance <= allowed ? best.name : nil
    }

    /// Levenshtein distance (insert, delete, substitute; a swap of neighbours counts as one).
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Long names are never typos of sitegen's short ones; keep the table small.
        if abs(a.count - b.count) > 3 || a.count > 200 { return Int.max / 2 }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                var d = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = Swift.min(d, previous2[j - 2] + 1) }
                current[j] = d
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
