import SiteData

extension SchoolPages {
    /// The schools list's dataset: one row per school.
    struct List: PageDatasets {
        let site: AthleteSite
        let log: ContactLog

        func value(for dataset: SchoolsDataset, in page: PageContext) -> DatasetValue {
            switch dataset {
            case .schools: schoolRows(page)
            }
        }

        func schoolRows(_ page: PageContext) -> DatasetValue {
            var coaches: [String: Int] = [:], offers: [String: Int] = [:]
            for c in site.data.coaches { if let id = c.schoolId { coaches[id, default: 0] += 1 } }
            for o in site.data.offers { offers[o.schoolId, default: 0] += 1 }
            let f = page.formatter
            let rows = SchoolPages.ordered(site).map { s -> [RecordsValue.Cell] in
                let contact = log.school(s.id)
                return [
                    .init(s.name, href: site.schoolPath(s.id).map(page.href)),
                    .init(page.label("school_status", s.status) ?? ""),
                    .init(s.division ?? ""),
                    .init(s.tier?.rawValue ?? ""),
                    .init(page.label("size", s.size) ?? ""),
                    .init(page.location(s) ?? ""),
                    .init(f.integer(coaches[s.id] ?? 0)),
                    .init(f.integer(contact.count)),
                    .init(f.integer(offers[s.id] ?? 0)),
                    .init(page.lastContact(contact.lastContact)),
                ]
            }
            return .records(RecordsValue(
                columns: ([.schoolsName, .schoolsStatus, .schoolsDivision, .schoolsTier, .schoolsSize,
                          .schoolsLocation, .schoolsCoaches, .schoolsInteractions, .schoolsOffers,
                          .schoolsLastContact] as [StringKey]).map { page.t($0) },
                numericColumns: [6, 7, 8], rows: rows))
        }
    }
}
