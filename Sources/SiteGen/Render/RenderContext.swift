import SiteData

/// What every page of the site shares: strings, formatting, the page specs, the athletes.
struct RenderContext: Sendable {
    struct AthleteLink: Sendable, Hashable {
        var slug: String
        var name: String
    }

    var siteTitle: String
    var strings: Strings
    var specs: [PageKind: PageSpec]
    var today: LocalDate
    /// `public: false` → every page gets `noindex`.
    var isPublic: Bool
    /// Every athlete of the site, for the switcher (sorted by slug).
    var athletes: [AthleteLink]
    /// Whether pages show the site-wide navigation (false in the coach packet).
    var showsSiteNavigation = true

    var formatter: LocaleFormatter { strings.formatter }
    var language: Language { strings.language }
}
