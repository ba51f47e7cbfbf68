/// The marks a club roster shows in an athlete's row (docs/publishing.md, "The roster"): the
/// one place the roster chooses them, so a change to the best-mark rule changes it here only.
public enum RosterMarks {
    /// At most this many marks in a row: the row stays short on a desktop.
    public static let limit = 3

    /// The athlete's headline marks (`BestMark.headline(of:)`: the lead types of the athlete's
    /// position, each its best verified mark, else its best self-reported one), the first
    /// `limit` of them. `data`: the athlete as the site publishes it.
    public static func headline(_ data: AthleteData) -> [PerformanceMetric] {
        Array(BestMark.headline(of: data).prefix(limit).map(\.best))
    }
}
