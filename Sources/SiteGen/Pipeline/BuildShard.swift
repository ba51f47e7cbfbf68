import SiteData

/// `--shard i/n`: one of `n` builds that together make the site, e.g. one per machine of a CI
/// matrix. Shard `i` (counted from 0) takes the athletes at positions `i`, `i + n`, `i + 2n`, …
/// of the sorted slugs, so every athlete is in exactly one shard and the split depends only on
/// the athletes. A final build with `--merge` writes the family index and the other site-wide
/// files from every shard's athletes (docs/performance.md).
public struct BuildShard: Sendable, Hashable {
    public var index: Int
    public var count: Int

    /// `2/5` → shard 2 of 5; the message says what is wrong.
    public init(parsing text: String) throws(UsageError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]),
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else {
            throw UsageError("--shard \"\(text)\" must be INDEX/COUNT, e.g. 0/4 for the first of four shards")
        }
        guard n >= 1 else { throw UsageError("--shard \"\(text)\": the count must be at least 1") }
        guard i < n else {
            throw UsageError("--shard \"\(text)\": the index counts from 0, so it must be below \(n) (0/\(n) to \(n - 1)/\(n))")
        }
        index = i
        count = n
    }

    /// The slugs (sorted) this shard builds.
    func select(_ slugs: [String]) -> [String] {
        slugs.enumerated().filter { $0.offset % count == index }.map(\.element)
    }
}
