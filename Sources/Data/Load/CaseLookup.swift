/// A `ContentEnum`'s cases by their raw values, for turning the canonical spellings the table
/// decoder returns into cases while models are made: those strings are the raw values
/// themselves, so the match compares equal at once, where `init(rawValue:)` ran a string switch
/// for every row (a quarter of making a social post).
struct CaseLookup<E: ContentEnum> {
    private let cases: [(String, E)]

    init() { cases = E.allCases.map { ($0.rawValue, $0) } }

    /// The case whose raw value is `text` (as `init(rawValue:)`), nil for nil or no case.
    func callAsFunction(_ text: String?) -> E? {
        guard let text else { return nil }
        for (raw, value) in cases where raw == text { return value }
        return nil
    }
}
