import SiteData
import Widgets

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
    /// `base_url` ending in `/` on a public site: every page names its address there
    /// (`rel="canonical"`).
    var canonicalRoot: String?
    /// Every athlete of the site, for the switcher (sorted by slug).
    var athletes: [AthleteLink]
    /// Whether pages show the site-wide navigation (false in the coach packet).
    var showsSiteNavigation = true
    /// Whether each athlete has `calendar.ics` to link to (false in the coach packet, which has none).
    var hasCalendars = true
    /// Whether school pages exist to link to (false in the coach packet, which has none).
    var linksSchoolPages = true
    /// Links the header shows when the site navigation is off (the coach packet's
    /// Profile · Performance · Notes): label and site path.
    var headerLinks: [HeaderLink] = []
    /// The theme's map outline (lon/lat rings) for the schools map, loaded once per build;
    /// empty: the map is a list.
    var mapOutline: [[SchoolMap.Coordinate]] = []

    /// `packet.include` of site.yml (known names only): what the coach edition adds, so the
    /// family site's profile page shows what the packet's does.
    var packetParts: Set<CoachEdition.Part> = []

    struct HeaderLink: Sendable, Hashable {
        var label: String
        var path: String
    }

    var formatter: LocaleFormatter { strings.formatter }
    var language: Language { strings.language }
}
