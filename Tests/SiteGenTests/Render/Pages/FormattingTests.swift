import Foundation
import SiteData
import Testing
@testable import SiteGen

@Suite struct FormattingTests {
    static func page(_ language: Language) throws -> Page {
        let strings = try Theme.builtInDefault().strings(language).strings
        let render = BuildContext.forPages(siteTitle: "T", strings: strings, specs: [:], today: LocalDate(iso: "2026-03-15")!,
                                   isPublic: false, athletes: [])
        return Page(build: render, address: PageAddress(path: "a/index.html", athlete: nil, tab: nil))
    }

    @Test(arguments: [
        (Language.en, "school_status", "offered", "Offered"),
        (Language.pl, "school_status", "offered", "Oferta"),
        (Language.pl, "school_status", "on_hold", "On hold"),  // free text: humanized, not translated
        (Language.pl, "size", "very_large", "Bardzo duża"),
        (Language.en, "offer", "preferred_walk_on", "Preferred walk-on"),
        (Language.en, "offer", "status", "Status"),  // a key of the table, but not a value of the set
    ])
    func knownValuesAreTranslatedOthersHumanized(language: Language, prefix: String, raw: String, expected: String) throws {
        #expect(try Self.page(language).label(prefix, raw) == expected)
    }

    @Test func emptyOrMissingIsNil() throws {
        let page = try Self.page(.en)
        #expect(page.label("size", nil) == nil)
        #expect(page.label("size", "") == nil)
    }

    @Test(arguments: [
        (MetricType.battingAvg, 0.345, nil as String?, ".345"),
        (.velocity, 88.5, "mph", "88.5 mph"),
        (.strikeouts, 1234.0, nil, "1,234"),
        (.sixtyTime, 6.899, "s", "6.9 s"),
    ])
    func metricValues(type: MetricType, value: Double, unit: String?, expected: String) throws {
        #expect(try Self.page(.en).metricValue(value, type: type, unit: unit) == expected)
    }
}
