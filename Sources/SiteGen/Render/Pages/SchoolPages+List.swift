import SiteData
import Widgets

extension SchoolPages {
    /// The schools list's dataset: one row per school.
    struct List: PageDatasets {
        let athlete: AthleteContext
        let log: ContactLog
        /// `SchoolPages.ordered(athlete)`: sorted once for the table, the map and the school
        /// pages (it was sorted for each).
        let schools: [School]

        init(athlete: AthleteContext, log: ContactLog, schools: [School]? = nil) {
            self.athlete = athlete
            self.log = log
            self.schools = schools ?? SchoolPages.ordered(athlete)
        }

        func value(for dataset: SchoolPages.List.Dataset, in page: Page) -> DatasetValue {
            switch dataset {
            case .schools: schoolRows(page)
            case .schoolMap: mapSchools(page)
            }
        }

        /// Each school with both coordinates on the map, coloured by status; the others by name.
        func mapSchools(_ page: Page) -> DatasetValue {
            var onMap: [SchoolMap.School] = [], missing: [String] = []
            for s in schools {
                guard let lat = s.latitude, let lon = s.longitude else { missing.append(s.name); continue }
                onMap.append(SchoolMap.School(name: s.name, coordinate: .init(lon: lon, lat: lat), place: page.location(s) ?? "",
                                              status: page.label("school_status", s.status) ?? page.t(.commonUnknown),
                                              color: Self.statusColor(s.status), href: athlete.schoolPath(s.id).map(page.href)))
            }
            return .schoolMap(SchoolMapValue(schools: onMap, notOnMap: missing))
        }

        /// The status colours of the map: offers green, commitments purple, contact blue,
        /// visits indigo, interest amber, declined red; no or another status gray.
        static func statusColor(_ status: String?) -> ColorToken {
            switch status?.lowercased() {
            case "offered": .success
            case "committed": .purple
            case "contacted": .primary
            case "visited": .indigo
            case "interested": .amber
            case "declined": .danger
            default: ColorToken("axis")
            }
        }

        func schoolRows(_ page: Page) -> DatasetValue {
            var coaches: [String: Int] = [:], offers: [String: Int] = [:]
            for c in athlete.data.coaches { if let id = c.schoolId { coaches[id, default: 0] += 1 } }
            for o in athlete.data.offers { offers[o.schoolId, default: 0] += 1 }
            let f = page.formatter
            let rows = schools.map { s -> [RecordsValue.Cell] in
                let contact = log.school(s.id)
                return [
                    .init(s.name, href: athlete.schoolPath(s.id).map(page.href)),
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

extension SchoolPages.List {
    typealias Dataset = SchoolsDataset
}
