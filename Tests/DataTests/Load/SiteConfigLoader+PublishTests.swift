import Testing
@testable import SiteData

@Suite struct SiteConfigLoaderPublishTests {
    func load(_ text: String) -> (SiteConfig, [String]) {
        let (c, d) = SiteConfigLoader.load(text: text, file: "site.yml")
        return (c, d.items.map(\.description))
    }

    @Test func publishNamesSectionsInTheirOrder() {
        let (c, d) = load("public: true\npublish: [tasks, Offers, schools]\n")
        #expect(d == [])
        #expect(c.publish == [.schools, .offers, .tasks])
        #expect(load("publish: offers\n").0.publish == [.offers])
        #expect(load("title: T\n").0.publish == [])
    }

    @Test func anUnknownSectionIsAnErrorNamingTheKnownOnes() {
        let (c, d) = load("publish: [ofers, notes]\n")
        #expect(c.publish == [])
        #expect(d == [
            #"site.yml:1:10: error: publish: unknown section "ofers" (known: schools, offers, interactions, tasks, events, social, reports); did you mean "offers"?"#,
            #"site.yml:1:10: error: publish: unknown section "notes" (known: schools, offers, interactions, tasks, events, social, reports)"#,
        ])
    }
}
