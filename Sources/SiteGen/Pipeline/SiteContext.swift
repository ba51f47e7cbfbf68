import Foundation
import SiteData

/// Everything the per-athlete steps share: settings, today, the data source, the theme.
struct SiteContext: Sendable {
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
    /// Strings, specs and the athlete list every page shares.
    var render: RenderContext
    /// The theme's stylesheet (tokens, site.css, widgets.css), written to assets/style.css.
    var stylesheet: String

    /// The build's today (from --today, site.yml, SOURCE_DATE_EPOCH or the clock), stored once in `render`.
    var today: LocalDate { render.today }
    /// The theme's files, for the fingerprint of every athlete's inputs (`InputFingerprint`);
    /// nil when a linked folder makes them unknowable.
    var themeFiles: [InputFingerprint.Input]? = nil
}
