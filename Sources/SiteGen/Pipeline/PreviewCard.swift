/// An athlete's card on the family index (name, sport, photo, four numbers).
public struct PreviewCard: Sendable, Hashable {
    let headline: AthleteHeadline
    public var slug: String { headline.slug }
    public var name: String { headline.name }
}
