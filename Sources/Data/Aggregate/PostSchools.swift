/// The school ids of an athlete's posts, numbered once (`KeySpellings`), so that each range of
/// the social page counts numbers: grouping the ids' strings again (`Ordering.counts`, then a
/// `Set` of them) was most of a range's work.
public struct PostSchools: Sendable {
    /// The distinct ids' spellings.
    let ids: KeySpellings
    /// Per post (as `data.posts`), the number of its school id's spelling; -1 for none.
    let numbers: [Int32]

    public init(_ posts: [SocialPost]) {
        var ids = KeySpellings()
        // By index: mapping the rows copied every post (ten fields).
        numbers = posts.indices.map { i in posts[i].schoolId.map { ids.number($0) } ?? -1 }
        self.ids = ids
    }
}
