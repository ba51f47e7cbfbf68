import Foundation
import FileTestSupport
import Testing
@testable import SiteData

@Suite struct RoundingMeasurementPlacesTests {
    /// The quick answer for values far from 0 is the answer the spellings give, for values of
    /// every magnitude, near each power of ten and its halves, at 0–8 places.
    @Test func quickAnswerIsTheSpelledAnswer() {
        var rng = SplitMix(seed: 44)
        var values: [Double] = [0, -0, 0.005, 0.0049999, 0.015, 0.05, 0.5, 1, 89.2, -0.0015, 1e-20, 123_456.789]
        for k in -12...6 {
            let p = pow(10, Double(k))
            for f in [0.5, 0.999_999, 1, 1.000_001, 1.5, 1.999_999, 2, 2.000_001, 5] {
                values += [p * f, -p * f, (p * f).nextUp, (p * f).nextDown]
            }
        }
        for _ in 0..<5_000 {
            let magnitude = pow(10, Double(Int(rng.next() % 30)) - 20)
            values.append(magnitude * Double(rng.next() % 1_000_000) / 100_000 * (rng.next() % 2 == 0 ? 1 : -1))
        }
        for x in values {
            for places in 0...8 {
                for digits in 1...3 {
                    #expect(Rounding.measurementPlaces(x, places: places, significantDigits: digits)
                             == Rounding.measurementPlacesBySpelling(x, places: places, significantDigits: digits),
                             "\(x) at \(places) places, \(digits) digits")
                }
            }
        }
    }
}
