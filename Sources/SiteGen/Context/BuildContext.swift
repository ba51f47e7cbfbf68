import Foundation
import SiteData
import Widgets
import CoachDocuments

/// The one context of a build, made once by `SiteBuilder.loadSite` and shared by every athlete
/// and every page: settings, today, the data source, the theme, strings, page specs, the
/// athlete list. The coach packet renders with a copy that turns the site navigation off
/// (`PacketContents`).
struct BuildContext: Sendable {
    // What the pipeline reads (loading, reuse, site files).

    var contentURL: URL
    /// How paths in messages start (the content folder as the user typed it).
    var displayRoot: String
    /// The settings as site.yml gives them (`today` there is an input: the build's today is `today`).
    var config: SiteConfig
    var timeZone: TimeZone
    var source: any DataSource
    /// The athletes to build, sorted.
    var slugs: [String]
    /// Every athlete of the content, sorted (more than `slugs` with `--athlete` or `--shard`).
    var allSlugs: [String] = []
    /// With `--athlete` into an existing site: the other athletes whose folders stay as they
    /// are (`KeptAthletes`), sorted.
    var keptSlugs: [String] = []
    /// Report ranges beyond the presets: `reports.custom` from site.yml, then `--from/--to`.
    var customRanges: [SiteConfig.CustomRange]
    /// Warnings found while loading the site settings, theme and page specs.
    var warnings: Diagnostics
    /// The theme's stylesheet (tokens, site.css, widgets.css), written to assets/style.css.
    var stylesheet: String
    /// The theme's files, for the fingerprint of every athlete's inputs (`InputFingerprint`);
    /// nil when a linked folder makes them unknowable.
    var themeFiles: [(path: String, bytes: [UInt8])]? = nil

    // What pages read.

    var siteTitle: String
    var strings: Strings
    var specs: [PageKind: PageSpec]
    /// The build's today (from --today, site.yml, SOURCE_DATE_EPOCH or the clock), stored only
    /// here: `config.today` is only what site.yml says.
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
    /// Whether pages carry Open Graph and Twitter card tags (`ShareTags`; false in the coach
    /// packet, which is read offline).
    var sharesPages = true
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
    /// Whether an athlete's render makes its coach documents (résumé, packet zip, report PDFs).
    /// `sitegen serve` renders pages without them and the documents when one is asked for.
    var makesCoachDocuments = true
    /// Whether the site has coach documents at all (`--no-documents`, `documents: false` in
    /// site.yml: no). Without them no page links one (`AthleteContext.linksCoachFile`).
    var publishesCoachDocuments = true
    /// Athletes this build held back for their errors (`SiteBuilder+HeldBack`): the family
    /// index of a private site says so.
    var heldBack: [HeldBackAthlete] = []
    /// What `--public`, `--base-url` and `--host` changed of site.yml, in words (`SiteConfig.override`).
    var flagOverrides: [String] = []

    struct AthleteLink: Sendable, Hashable {
        var slug: String
        var name: String
    }

    struct HeaderLink: Sendable, Hashable {
        var label: String
        var path: String
    }

    var formatter: LocaleFormatter { strings.formatter }
    var language: Language { strings.language }
}
