import SiteData

// `PageKind` itself, one case per file `PageSpec/Datasets/<Name>Dataset.swift`, is written by
// the build (the ShapeRegistry plugin, `ShapeRegistryWriter --pages`); what each page is, is
// its dataset enum's `facts` (`PageFacts`). Adding a page adds no line here.
extension PageKind: CaseIterable {
    /// Every page, in `PageFacts.order`: the header tabs, `sitegen theme pages` and the spec
    /// loader go in this order.
    public static let allCases: [PageKind] = listed.sorted { $0.facts.order < $1.facts.order }
}

extension PageKind {
    /// What the page is, from its dataset enum's file.
    var facts: PageFacts { datasetType.facts }

    /// The datasets a widget on this page may draw, in documentation order: the cases of the
    /// page's own dataset enum.
    public var datasets: [PageDataset] { datasetType.specDatasets }

    /// Where the page is written and what it is, for theme authors (`sitegen theme pages`).
    var about: (output: String, summary: String) { (facts.output, facts.summary) }

    /// The date-range presets the page may have as variants (one page per range); empty for a
    /// page without variants.
    public var variantPresets: [RangePreset] { facts.variantPresets }

    /// Whether sections may say `show_when: data | empty`: the page has an "empty" state
    /// (reports: no interaction and no metric in range; social: no post in range;
    /// performance: no metric at all).
    public var hasEmptyState: Bool { facts.hasEmptyState }

    /// The page's heading when its spec gives none ("Dashboard").
    var title: StringKey { facts.title }

    /// The label of the athlete header tab that is this page; nil: no tab of its own (a school's
    /// or a note's page sits under Schools or Notes; the family index is no athlete's). The tabs
    /// show in `allCases` order.
    var tabLabel: StringKey? { facts.tab }

    /// The athlete header tabs, in case order, each with its label.
    static let tabs: [(PageKind, StringKey)] = allCases.compactMap { kind in kind.tabLabel.map { (kind, $0) } }

    /// Where an athlete's tab for this page leads.
    func tabPath(athlete slug: String) -> String { facts.tabPath(slug) }
}
