/// A range of the social analytics page.
public enum SocialRange: String, Hashable, Sendable, CaseIterable {
    case last7Days = "last-7-days"
    case last30Days = "last-30-days"
    case last90Days = "last-90-days"
    case allTime = "all-time"

    /// The range of `social/index.html`.
    public static let `default`: SocialRange = .last30Days

    /// The slug used in file names and JSON.
    public var name: String { rawValue }

    /// The window of a "last N days" range; nil for all time (every post counts).
    public func window(endingAt today: LocalDate) -> DateRange? {
        switch self {
        case .last7Days: .last(7, endingAt: today)
        case .last30Days: .last(30, endingAt: today)
        case .last90Days: .last(90, endingAt: today)
        case .allTime: nil
        }
    }
}
