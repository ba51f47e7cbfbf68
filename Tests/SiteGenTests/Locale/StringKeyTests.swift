import SiteData
import Testing
@testable import SiteGen

/// `StringKey` is generated from en.yml on every build, so a literal key the tables lack does
/// not compile; these check the generated type and that pl.yml has exactly en.yml's keys.
@Suite struct StringKeyTests {
    @Test func polishHasExactlyTheEnglishKeys() throws {
        let theme = try Theme.builtInDefault()
        let en = try theme.stringTable(.en).keys, pl = try theme.stringTable(.pl).keys
        #expect(en.count > 300)
        #expect(Set(pl).subtracting(en).sorted(by: codePointLess) == [])
        #expect(Set(en).subtracting(pl).sorted(by: codePointLess) == [])
    }

    /// The build tool reads en.yml line by line; the real reader must agree, key for key.
    @Test func generatedKeysAreEnglishKeys() throws {
        let en = try Theme.builtInDefault().stringTable(.en).keys
        #expect(StringKey.all.map(\.name) == en)
    }

    @Test func membersAreTheKeysInCamelCaseAndPluralsAreOneKey() throws {
        #expect(StringKey.navDashboard.name == "nav.dashboard")
        #expect(StringKey.statsCardLabel.name == "stats.card_label")
        #expect(StringKey.actionDeadlineIn.name == "action.deadline_in")
        let names = Set(StringKey.all.map(\.name))
        #expect(!names.contains("action.deadline_in.one") && !names.contains("action.deadline_in.other"))
        let strings = try Theme.builtInDefault().strings(.en).strings
        #expect(strings[.actionDeadlineIn, count: 1] == "Deadline in 1 day")
        #expect(strings[.actionDeadlineIn, count: 3] == "Deadline in 3 days")
        #expect(strings[.statsCardLabel, ["title": "Offers", "count": "3"]] == "Offers: 3")
    }

    @Test func dynamicKeysAreCheckedWhenLookedUp() throws {
        let strings = try Theme.builtInDefault().strings(.pl).strings
        #expect(StringKey(dynamic: "size.small") == StringKey.sizeSmall)
        #expect(StringKey(dynamic: "size.huge") == nil)
        #expect(StringKey(dynamic: "action.deadline_in.one") == nil)
        #expect(strings[dynamic: "size.small"] == strings[.sizeSmall])
        #expect(strings[dynamic: "size.huge"] == "size.huge")
        #expect(strings[dynamic: "action.deadline_in", count: 2] == strings[.actionDeadlineIn, count: 2])
    }

    /// `Strings` finds a `StringKey` by its index: the same text as by its name, in both
    /// languages, singular and plural, and the key itself for a table that lacks it.
    @Test(arguments: [Language.en, .pl]) func lookupByIndexEqualsLookupByName(language: Language) throws {
        #expect(StringKey.all.enumerated().allSatisfy { $0.offset == $0.element.index })
        let strings = try Theme.builtInDefault().strings(language).strings
        for key in StringKey.all {
            #expect(strings[key, ["school": "Iowa"]] == strings[dynamic: key.name, ["school": "Iowa"]], "\(key)")
            #expect(strings[key, count: 2] == strings[dynamic: key.name, count: 2], "\(key)")
        }
        // Labels of free-text values: every known value, and nil for anything else.
        for (prefix, values) in Strings.labelValues {
            for value in values { #expect(strings.label(prefix, value) == strings[dynamic: prefix + "." + value], "\(prefix).\(value)") }
            #expect(strings.label(prefix, "nope") == nil)
        }
        #expect(strings.label("nope", "small") == nil)
        let bare = Strings(StringTable(language: language, file: "strings/empty.yml", entries: [:]))
        #expect(bare[.navDashboard] == "nav.dashboard")
        #expect(bare[.actionDeadlineIn, count: 3] == "action.deadline_in")
    }
}
