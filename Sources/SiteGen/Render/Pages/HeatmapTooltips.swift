import SiteData

/// The contact heatmap's tooltips ("Mar 3, 2026: 2 interactions"), one per day of half a
/// year: the plural form is picked and `{n}` filled once per count, and only `{date}` per day
/// (the plural lookup was most of a tooltip).
///
/// The same text as `strings[.dashboardHeatmapCell, count: n, ["date": date]]`: the first fill
/// leaves `{date}` as written (it has no value yet) and the count's digits have no braces, so
/// the second fill finds the placeholders the one fill would have.
struct HeatmapTooltips: Sendable {
    let strings: Strings
    /// Count → its text with `{date}` still in it.
    let templates: [Int: String]

    init(_ strings: Strings, counts: some Sequence<Int>) {
        self.strings = strings
        var templates: [Int: String] = [:]
        for n in counts where templates[n] == nil { templates[n] = strings[.dashboardHeatmapCell, count: n, [:]] }
        self.templates = templates
    }

    func text(_ date: LocalDate, _ n: Int) -> String {
        let day = ["date": strings.formatter.date(date)]
        guard let template = templates[n] else { return strings[.dashboardHeatmapCell, count: n, day] }
        return Strings.fill(template, day)
    }
}
