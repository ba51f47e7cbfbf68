/// Closed value sets from `docs/content.md`. Raw values are the canonical spellings written in
/// output; input matches them case-insensitively.
public protocol ContentEnum: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {}

extension ContentEnum {
    /// Case-insensitive match against the canonical spellings.
    public init?(content text: String) {
        let t = text.lowercased()
        guard let v = Self.allCases.first(where: { $0.rawValue.lowercased() == t }) else { return nil }
        self = v
    }

    /// The canonical spellings, in declaration order, for error messages.
    public static var spellings: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

public enum SchoolTier: String, ContentEnum { case A, B, C }

public enum Initiator: String, ContentEnum { case athlete, coach, parent }

public enum Sentiment: String, ContentEnum, Comparable {
    case veryPositive = "very_positive", positive, neutral, negative

    /// very positive < positive < neutral < negative: the display order.
    public static func < (a: Sentiment, b: Sentiment) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    public var isPositive: Bool { self == .veryPositive || self == .positive }
}

public enum OfferStatus: String, ContentEnum { case pending, accepted, declined }

public enum Platform: String, ContentEnum { case twitter, instagram }

public enum Urgency: String, ContentEnum, Comparable {
    case high, medium, low
    /// high < medium < low: the display order.
    public static func < (a: Urgency, b: Urgency) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

public enum SuggestionStatus: String, ContentEnum { case pending, dismissed, completed }

public enum NoteVisibility: String, ContentEnum { case `private`, `public` }
