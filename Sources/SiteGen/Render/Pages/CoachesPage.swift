import SiteData

/// `<athlete>/coaches/index.html`: every coach with school, title, last contact and
/// interaction count, by name then id (docs/numbers.md, "Coaches").
struct CoachesPage: PageDatasets {
    let athlete: AthleteContext

    func render() -> OutputFile {
        athlete.renderSpecPage(.coaches, path: SitePath.coaches(athlete.slug), tab: .coaches, datasets: self)
    }

    func value(for dataset: CoachesPage.Dataset, in page: Page) -> DatasetValue {
        switch dataset {
        case .coaches: coachRows(page)
        }
    }

    func coachRows(_ page: Page) -> DatasetValue {
        let log = athlete.models.contactLog
        let coaches = athlete.data.coaches.sortedByIndices(by: Coach.byName)
        // "Email to a coach": the family's own site only, and only for coaches with an email
        // (no column when none has one). Each row's message is the subject and the greeting;
        // the packet card's button writes the whole message (docs/packet.md).
        let email = athlete.build.isPublic || !coaches.contains(where: { $0.emailLink != nil }) ? nil
            : PacketEmail(page: page, athlete: athlete.data.profile, slug: athlete.slug)
        let rows = coaches.map { c -> [RecordsValue.Cell] in
            let contact = log.coach(c.id)
            var row: [RecordsValue.Cell] = [
                .init(c.name),
                .init(athlete.schoolName(c.schoolId, page) ?? "", href: athlete.schoolPath(c.schoolId).map(page.href)),
                .init(c.title ?? ""),
                .init(page.lastContact(contact.lastContact)),
                .init(page.formatter.integer(contact.count)),
            ]
            if let email {
                row.append(c.emailLink.map { .init(page.t(.coachesSendPacket), href: email.href(to: $0, coach: c.name, greetingOnly: true)) } ?? .init(""))
            }
            return row
        }
        return .records(RecordsValue(
            columns: [page.t(.coachesName), page.t(.coachesSchool), page.t(.coachesTitle),
                      page.t(.coachesLastContact), page.t(.coachesInteractionCount)]
                + (email == nil ? [] : [page.t(.coachesEmailPacket)]),
            numericColumns: [4], rows: rows))
    }
}

extension CoachesPage {
    typealias Dataset = CoachesDataset
}

extension CoachesPage: PageFiles {
    static let kind = PageKind.coaches
    static func files(_ athlete: AthleteContext) -> OutputFiles {
        [CoachesPage(athlete: athlete).render()]
    }
}
