/// `site.yml`.
public struct SiteConfig: Hashable, Sendable {
    public struct CustomRange: Hashable, Sendable {
        public var name: String
        public var range: DateRange
        public init(name: String, range: DateRange) { self.name = name; self.range = range }
    }

    public var title: String = "Recruiting"
    public var locale: String = "en"
    /// IANA zone name.
    public var timezone: String = "UTC"
    public var today: LocalDate?
    public var theme: String = "default"
    /// `theme.tokens`: single design tokens replaced for this site, sorted by name.
    public var themeTokens: [TokenOverride] = []
    public var baseURL: String?
    public var isPublic: Bool = false
    /// `public_contacts`: whether a public site shows coaches' emails and phone numbers (nil:
    /// not set, which on a public site means no).
    public var publicContacts: Bool?
    /// `publish`: what a public site carries beyond what a coach may see (`PublicEdition`), in
    /// `PublicEdition.Section` order; ignored, with a warning, on a site that is not public.
    public var publish: [PublicEdition.Section] = []
    public var customReports: [CustomRange] = []
    /// `reports.pdf:` — whether each report range with data also gets a PDF
    /// (`reports/<range>.pdf`). Off by default: the printed report page makes the same PDF in
    /// any browser, and the family's record is not a document for coaches.
    public var reportPDFs: Bool = false
    public var packetInclude: [String] = []
    /// `paper:` — `letter` or `a4` for the résumé and report PDFs; nil: by the locale.
    public var paper: String?
    /// `date_order:` — `mdy` or `dmy`: which comes first in dates written `9/8/2025`, where
    /// their column does not show it (nil: not set).
    public var dateOrder: String?
    /// `documents:` — whether the site carries the coach's documents (résumé and report PDFs,
    /// the packet zip); `sitegen build --no-documents` (or `--documents`) overrides it.
    public var documents: Bool = true
    /// `source:` — a postgres:// URL, or nil for the content folder.
    public var source: String?
    /// `host:` — where the site is published (`SiteHost`: github-pages, cloudflare-pages,
    /// gitlab-pages, netlify), so the build warns when the output passes that host's limits;
    /// `sitegen build --host` overrides it.
    public var host: String?
    /// `metric_types:` — the metric types this site declares beyond the built-in ones
    /// (`MetricDeclaration`), in the order `site.yml` lists them.
    public var metricTypes: [MetricType] = []

    public init() {}
}
