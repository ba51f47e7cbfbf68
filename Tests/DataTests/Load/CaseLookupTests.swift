import Testing
@testable import SiteData

@Suite struct CaseLookupTests {
    /// The lookup answers as `init(rawValue:)` does, for every raw value and for other texts
    /// (other case, padding, prefixes, empty, non-ASCII, nil).
    @Test func answersAsInitRawValue() {
        func check<E: ContentEnum>(_: E.Type) {
            let lookup = CaseLookup<E>()
            var texts = E.allCases.map(\.rawValue)
            texts += texts.flatMap { [$0.uppercased(), " " + $0, $0 + " ", String($0.dropLast()), $0 + "s", $0 + "\u{301}"] }
            texts += ["", "x", "é", "very positive"]
            for text in texts { #expect(lookup(text) == E(rawValue: text), "\(E.self) \(text.debugDescription)") }
            #expect(lookup(nil) == nil)
        }
        check(Platform.self)
        check(Sentiment.self)
        check(Initiator.self)
        check(SchoolTier.self)
        check(OfferStatus.self)
    }
}
