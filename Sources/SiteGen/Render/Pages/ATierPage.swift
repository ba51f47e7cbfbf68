import SiteData
import Widgets

/// `<athlete>/a-tier/`: the schools of tier A (the same rows the dashboard's A-Tier card
/// counts), by name, 100 a page (`ListPages`). A folder of its own beside `schools/`, so no
/// school's page slug can take its place.
struct ATierPage {
    let athlete: AthleteContext

    /// Tier A, by name then id in code-point order.
    var schools: [School] {
        athlete.data.schools.filter { $0.tier == .A }.sortedByIndices(by: School.byName)
    }

    func render() -> OutputFiles {
        let all = schools
        let strings = athlete.build.strings
        let log = athlete.models.contactLog
        var offers: [String: Int] = [:]
        for o in athlete.data.offers { offers[o.schoolId, default: 0] += 1 }
        let list = ListPages(athlete: athlete, folder: SitePath.aTierFolder(athlete.slug), tab: .schools,
                             title: strings[.aTierTitle], back: (SitePath.schools(athlete.slug), strings[.pageSchools]),
                             count: all.count, empty: (strings[.aTierEmpty], strings[.aTierEmptyHint]),
                             subtitle: strings[.aTierSubtitle])
        return list.render { range, page in
            let rows = all[range].map { s -> [RecordsValue.Cell] in
                [.init(s.name, href: athlete.schoolPath(s.id).map(page.href)),
                 .init(page.label("school_status", s.status) ?? ""),
                 .init(s.division ?? ""),
                 .init(page.label("size", s.size) ?? ""),
                 .init(page.location(s) ?? ""),
                 .init(page.formatter.integer(offers[s.id] ?? 0)),
                 .init(page.lastContact(log.school(s.id).lastContact))]
            }
            let value = RecordsValue(columns: ([.schoolsName, .schoolsStatus, .schoolsDivision, .schoolsSize, .schoolsLocation,
                                                .schoolsOffers, .schoolsLastContact] as [StringKey]).map { page.t($0) },
                                     numericColumns: [5], rows: rows)
            return WidgetRenderer.listPage(.table, .records(value), page: page, idPrefix: "a-tier",
                                           title: page.t(.aTierTitle))
        }
    }
}
