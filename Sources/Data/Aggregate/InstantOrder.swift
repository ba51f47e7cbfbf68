/// Rows ordered by instant, newest first (the date, then the time of day), then id in
/// code-point order, then position: the order of `Interaction.newestFirst` and
/// `SocialPost.newestFirst`, as a stable sort by those comparisons gives it.
///
/// Sorts small keys (day, time, position), not the rows: a row is a dozen strings to retain
/// and release on every move, and a comparison through the row reads three of its fields.
public enum InstantOrder {
    /// The positions of `count` rows, newest first; `day`, `time` and `id` read row `i`.
    static func newestFirst(count: Int, day: (Int) -> Int, time: (Int) -> Int, id: (Int) -> String) -> [Int] {
        var keys: [(day: Int, time: Int, position: Int)] = []
        keys.reserveCapacity(count)
        for i in 0..<count { keys.append((day(i), time(i), i)) }
        keys.sort { a, b in
            if a.day != b.day { return a.day > b.day }
            if a.time != b.time { return a.time > b.time }
            if a.position == b.position { return false }
            let (x, y) = (id(a.position), id(b.position))
            if codePointLess(x, y) { return true }
            if codePointLess(y, x) { return false }
            return a.position < b.position
        }
        return keys.map(\.position)
    }

    /// `interactions` in `Interaction.newestFirst` order.
    public static func newestFirst(_ interactions: [Interaction]) -> [Interaction] {
        interactions.withUnsafeBufferPointer { r in
            newestFirst(count: r.count, day: { r[$0].occurredAt.daysSinceEpoch }, time: { r[$0].occurredTime }, id: { r[$0].id })
                .map { r[$0] }
        }
    }

    /// `posts` in `SocialPost.newestFirst` order.
    public static func newestFirst(_ posts: [SocialPost]) -> [SocialPost] {
        posts.withUnsafeBufferPointer { r in
            newestFirst(count: r.count, day: { r[$0].postDate.daysSinceEpoch }, time: { r[$0].postTime }, id: { r[$0].id })
                .map { r[$0] }
        }
    }
}
