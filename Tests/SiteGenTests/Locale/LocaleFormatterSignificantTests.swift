import Testing
@testable import SiteGen

@Suite struct LocaleFormatterSignificantTests {
    let en = LocaleFormatter(.en)
    let pl = LocaleFormatter(.pl)

    @Test(arguments: [
        (0.001, "0.001", "0,001"), (0.0004567, "0.00046", "0,00046"), (-0.0004567, "-0.00046", "-0,00046"),
        (0.004, "0.004", "0,004"), (0.0049, "0.0049", "0,0049"), (0.00996, "0.01", "0,01"),
        (0.000996, "0.001", "0,001"), (0.005, "0.01", "0,01"), (0.009, "0.01", "0,01"),
        (12.345, "12.35", "12,35"), (-12.345, "-12.35", "-12,35"), (91.0, "91", "91"),
        (1234.5, "1,234.5", "1234,5"), (0.0, "0", "0"), (-0.0, "0", "0"), (0.1, "0.1", "0,1"),
        (1e-7, "0.0000001", "0,0000001"), (.nan, "--", "--"),
    ])
    func significant(value: Double, english: String, polish: String) {
        #expect(en.significantDecimal(value) == english)
        #expect(pl.significantDecimal(value) == polish)
    }

    @Test func digitsAndPlacesAreParameters() {
        #expect(en.significantDecimal(0.0004567, significantDigits: 3) == "0.000457")
        #expect(en.significantDecimal(0.0004567, maxFractionDigits: 4) == "0.0005")
        #expect(en.significantDecimal(0.0004567, maxFractionDigits: 0) == "0.00046")
        #expect(en.significantDecimal(0.4, maxFractionDigits: 0) == "0.4")
        #expect(en.significantDecimal(2.4, maxFractionDigits: 0) == "2")
        #expect(en.significantDecimal(0.6, maxFractionDigits: 0) == "1")
    }
}
