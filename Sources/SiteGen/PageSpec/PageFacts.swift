import SiteData

/// What a page kind is, written once in its dataset enum's file
/// (`PageSpec/Datasets/<Name>Dataset.swift`, `static let facts`), so that a page's facts sit
/// beside its datasets and the generated `PageKind` needs no hand-kept switch.
struct PageFacts: Sendable {
    /// The page's place among the pages (`PageKind.allCases`): the header tabs show in this
    /// order. Unique (`PageKindTests`); the pages use steps of 10, so a new one fits between.
    var order: Int
    /// Where the page is written, for theme authors (`sitegen theme pages`).
    var output: String
    /// What the page is, in a few words (`sitegen theme pages`).
    var summary: String
    /// The date-range presets the page may have as variants (one page per range).
    var variantPresets: [RangePreset] = []
    /// Whether sections may say `show_when: data | empty` (the page has an "empty" state).
    var hasEmptyState = false
    /// The page's heading when its spec gives none (`page.<name>`, "Dashboard"); no default, so a
    /// new page without one does not compile.
    var title: StringKey
    /// The label of the page's athlete header tab; nil: no tab of its own.
    var tab: StringKey? = nil
    /// Where an athlete's tab for this page leads (a `SitePath`).
    var tabPath: @Sendable (_ athlete: String) -> String
}
