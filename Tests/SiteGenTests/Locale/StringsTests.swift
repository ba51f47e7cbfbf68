import SiteData
import Testing
@testable import SiteGen

@Suite struct StringsTests {
    static func table(_ yaml: String, _ language: Language = .en, file: String = "strings/en.yml") throws(InputError) -> StringTable {
        try StringTable.parse(yaml, file: file, language: language)
    }

    @Test func nestedKeysPlaceholdersAndPlurals() throws {
        let t = try Self.table("""
        nav:
          dashboard: Dashboard
        action:
          follow_up: "Follow up with {coach}"
          days:
            one: "{n} day"
            other: "{n} days"
        """)
        #expect(t.keys == ["action.days", "action.follow_up", "nav.dashboard"])
        let s = Strings(t)
        #expect(s[dynamic: "nav.dashboard"] == "Dashboard")
        #expect(s[dynamic: "action.follow_up", ["coach": "Coach <Smith>"]] == "Follow up with Coach <Smith>")
        #expect(s[dynamic: "action.days", count: 1] == "1 day")
        #expect(s[dynamic: "action.days", count: 1234] == "1,234 days")
        #expect(s[dynamic: "action.days"] == "{n} days")
        #expect(s[dynamic: "no.such.key"] == "no.such.key")
        #expect(t.placeholders("action.days") == ["n"])
    }

    @Test func argumentsAreNotScannedAgain() {
        #expect(Strings.fill("{a} and {b}", ["a": "{b}", "b": "x"]) == "{b} and x")
        #expect(Strings.fill("{unknown} {a", ["a": "1"]) == "{unknown} {a")
        #expect(Strings.fill("{{a}}", ["a": "1"]) == "{1}")
        #expect(Strings.fill("", [:]) == "")
    }

    @Test func fillWorksOnMultiByteAndHostileText() {
        // Multi-byte text around, inside and as the value of placeholders.
        #expect(Strings.fill("Zaproszenie – {szkoła} 🎓", ["szkoła": "Łódź <Uni>"]) == "Zaproszenie – Łódź <Uni> 🎓")
        #expect(Strings.fill("🎓{a}🎓{b}", ["a": "ä", "b": "日本"]) == "🎓ä🎓日本")
        // Empty names, stray and unbalanced braces stay as written.
        #expect(Strings.fill("{}", ["": "empty"]) == "empty")
        #expect(Strings.fill("} {a} {", ["a": "1"]) == "} 1 {")
        #expect(Strings.fill("{a{b}", ["b": "2"]) == "{a2")
        #expect(Strings.fill("{a}{a}{a}", ["a": "x"]) == "xxx")
        // A template without placeholders comes back unchanged; arguments are not scanned.
        #expect(Strings.fill("no braces — ok", ["a": "1"]) == "no braces — ok")
        #expect(Strings.fill("{a}", ["a": "{a}{a}"]) == "{a}{a}")
        #expect(Strings.fill("{x}", ["x": "\u{0}\u{202E}"]) == "\u{0}\u{202E}")
    }

    @Test func polishPluralForms() throws {
        let t = try Self.table("""
        days:
          one: "{n} dzień"
          few: "{n} dni"
          many: "{n} dni"
        posts:
          one: "{n} post"
          few: "{n} posty"
          many: "{n} postów"
        """, .pl, file: "strings/pl.yml")
        let s = Strings(t)
        #expect([1, 2, 5, 12, 22, 25, 0].map { s[dynamic: "days", count: $0] }
            == ["1 dzień", "2 dni", "5 dni", "12 dni", "22 dni", "25 dni", "0 dni"])
        #expect([1, 3, 5, 14, 24, 111, 12345].map { s[dynamic: "posts", count: $0] }
            == ["1 post", "3 posty", "5 postów", "14 postów", "24 posty", "111 postów", "12\u{00A0}345 postów"])
    }

    @Test func fallbackToEnglish() throws {
        let en = try Self.table("a: A\nb: \"B {x}\"\n")
        let pl = try Self.table("a: Ą\nc: C\n", .pl, file: "strings/pl.yml")
        let s = Strings(pl, fallback: en)
        #expect(s[dynamic: "a"] == "Ą")
        #expect(s[dynamic: "b", ["x": "1"]] == "B 1")
        #expect(s.keys == ["a", "b", "c"])
        #expect(pl.differences(from: en).items.map(\.description) == [
            "strings/pl.yml: warning: missing string \"b\"; using the en text",
            "strings/pl.yml:2:1: warning: string \"c\" is not in strings/en.yml",
        ])
    }

    @Test func placeholderAndPluralMismatches() throws {
        let en = try Self.table("a: \"Hi {name}\"\nb:\n  one: x\n  other: y\n")
        let pl = try Self.table("a: \"Cześć {imie}\"\nb: z\n", .pl, file: "strings/pl.yml")
        #expect(pl.differences(from: en).items.map(\.description) == [
            "strings/pl.yml:1:1: warning: placeholders of \"a\" are {imie}, in strings/en.yml {name}",
            "strings/pl.yml:2:1: warning: string \"b\" should have plural forms, as in strings/en.yml",
        ])
    }

    @Test func errors() {
        #expect(throws: InputError.self) { try Self.table("- a\n- b\n") }
        do {
            _ = try Self.table("days:\n  one: \"{n} dzień\"\n  other: x\nlist: [1]\n\"a b\": c\n", .pl,
                               file: "strings/pl.yml")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == """
            strings/pl.yml:1:1: error: plural "days" lacks "few", "many" (pl needs one, few, many)
            strings/pl.yml:4:7: error: string "list" must be a text or a map, found a list
            strings/pl.yml:5:1: error: a string key is letters, digits, "_" and "-", found "a b"
            """)
        }
        do {
            _ = try Self.table("a: 1\na: 2\n")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "strings/en.yml:1:1: error: key a appears more than once in this map")
        }
    }

    /// The shipped tables: same keys, same placeholders, same plural-ness, every plural complete.
    @Test func shippedTablesMatch() throws {
        let en = try Self.table(RepositoryPaths.text("Themes/default/strings/en.yml"))
        let pl = try Self.table(RepositoryPaths.text("Themes/default/strings/pl.yml"), .pl, file: "strings/pl.yml")
        #expect(pl.differences(from: en).items.map(\.description) == [])
        #expect(en.keys == pl.keys)
        #expect(en.keys.count > 250)
    }

    @Test func shippedTablesHaveTheSeedTexts() throws {
        let en = Strings(try Self.table(RepositoryPaths.text("Themes/default/strings/en.yml")))
        #expect(en[dynamic: "reports.no_data"] == "No data found for selected date range")
        #expect(en[dynamic: "performance.not_enough_data"] == "Not enough data to display chart (need at least 2 records)")
        #expect(en[dynamic: "social.no_sentiment"] == "No sentiment data available")
        #expect(en[dynamic: "stats.acceptance_rate", ["n": "42"]] == "42% acceptance rate")
        #expect(en[dynamic: "action.days_since_contact", count: 14] == "It's been 14 days since your last contact")
        #expect(en[dynamic: "action.deadline_in", count: 1] == "Deadline in 1 day")
        #expect(en[dynamic: "site.built_on", ["date": "Nov 22, 2026"]] == "Built on Nov 22, 2026")
        let pl = Strings(try Self.table(RepositoryPaths.text("Themes/default/strings/pl.yml"), .pl))
        #expect(pl[dynamic: "action.days_since_contact", count: 1] == "Od ostatniego kontaktu minął 1 dzień")
        #expect(pl[dynamic: "action.days_since_contact", count: 3] == "Od ostatniego kontaktu minęły 3 dni")
        #expect(pl[dynamic: "action.days_since_contact", count: 15] == "Od ostatniego kontaktu minęło 15 dni")
        #expect(pl[dynamic: "common.days", count: 5] == "5 dni")
    }
}
