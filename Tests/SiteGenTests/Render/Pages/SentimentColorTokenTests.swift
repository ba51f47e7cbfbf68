import Foundation
import SiteData
import Testing
@testable import SiteGen

/// The sentiments' colour tokens, spelled out: the raw value with dashes for underscores.
@Suite struct SentimentColorTokenTests {
    @Test func eachIsItsRawValueDashed() {
        for s in Sentiment.allCases {
            #expect(s.colorToken == "sentiment-" + s.rawValue.replacingOccurrences(of: "_", with: "-"))
        }
        #expect(Sentiment.veryPositive.colorToken == "sentiment-very-positive")
    }
}
