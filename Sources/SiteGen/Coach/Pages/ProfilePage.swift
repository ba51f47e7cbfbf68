import Foundation
import SiteData
import Widgets
import CoachDocuments

/// The coach packet's front page (`index.html` at the packet root): the athlete at a glance,
/// laid out for a coach's first look and for one printed page (spec `profile`).
///
/// It is rendered from the coach edition only (`CoachEdition`), so it cannot show what the
/// edition does not hold. The heading is the athlete's name (unless the spec gives a title),
/// the subtitle "Class of 2027 · Baseball · RHP, SS"; the photo sits beside the heading.
struct ProfilePage: PageDatasets {
    let athlete: AthleteContext
    /// The photo's path inside the packet, nil for none.
    var photoPath: String?
    /// The packet's note pages, by note file name.
    var notePaths: [String: String] = [:]
    /// On the family site (`FamilyProfilePage`): the page's own path, under the athlete's tabs,
    /// with a line saying this is the coach's view. nil: the packet's front page.
    var familySitePath: String?
    /// The recruiting résumé and the packet's zip, linked above everything else (nil: none).
    var resumePath: String?
    var packetPath: String?
    /// What the résumé lacks (`ResumeGap`), said above the downloads on the family's site.
    var resumeGaps: [ResumeGap] = []
    /// The athlete's coach page (`CoachPage`), linked beside the downloads on the site (nil: the packet, which has none).
    var coachPagePath: String?

    static let path = SitePath.familyIndex

    func render() -> OutputFile {
        let path = familySitePath ?? Self.path
        let page = Page(build: athlete.build, address: PageAddress(path: path, athlete: familySitePath == nil ? nil : athlete.link, tab: .profile))
        let spec = athlete.build.specs[.profile]!
        let profile = athlete.data.profile
        let arguments = ["name": profile.name]
        let title = spec.title?.resolve(page.strings, arguments) ?? profile.name
        let subtitle = spec.subtitle?.resolve(page.strings, arguments) ?? headline(page)
        let body = SpecPageRenderer(spec: spec, datasets: self, page: page).body()
        var lead: Node = .empty
        if let photoPath {
            lead = .element("img", [.class("profile-photo"), .attr("src", page.href(photoPath)),
                                    .attr("alt", page.t(.profilePhotoAlt, arguments))])
        }
        // Notes to the family: not on a public site, whose Overview tab is the coach page.
        let family = !athlete.build.isPublic
        if familySitePath != nil, family {
            lead = .fragment([lead, .element("p", [.class("muted coach-view")], [.text(page.t(.profilePageCoachView))])])
        }
        if let notice = ResumeGap.notice(resumeGaps, page: page) {
            lead = .fragment([lead, .element("p", [.class("resume-gaps")], [.text(notice)])])
        }
        lead = .fragment([lead, downloads(page)])
        if let coachPagePath, family {
            lead = .fragment([lead, .element("p", [.class("coach-page-link")], [
                .element("a", [.href(page.href(coachPagePath))], [.text(page.t(.coachLink))]),
                .text(" – " + page.t(.coachLinkHint)),
            ])])
        }
        let html = PageLayout(page: page, title: title, subtitle: subtitle.isEmpty ? nil : subtitle,
                              lead: lead, body: .element("div", [.class("profile")], [body.node])).renderUTF8()
        return OutputFile(path: path, bytes: html, isPage: true, charts: body.charts)
    }

    /// "Download résumé (PDF)" and "Download coach packet (zip)", when the files exist.
    func downloads(_ page: Page) -> Node {
        var links: [Node] = []
        if let resumePath {
            links.append(DownloadLink(page.t(.resumeDownload), href: page.href(resumePath), type: "application/pdf").node)
        }
        if let packetPath {
            links.append(DownloadLink(page.t(.resumePacketDownload), href: page.href(packetPath), type: "application/zip").node)
        }
        return links.isEmpty ? .empty : .element("div", [.class("profile-downloads")], links)
    }

    /// "Class of 2027 · Baseball · RHP, SS" (parts that are known).
    func headline(_ page: Page) -> String {
        let p = athlete.data.profile
        return [p.graduationDate.map { page.t(.profileClassOf, ["year": String($0.year)]) },
                p.sport, p.positions.isEmpty ? nil : p.positions.joined(separator: ", ")]
            .compactMap { $0 }.joined(separator: " · ")
    }

    func value(for dataset: ProfilePage.Dataset, in page: Page) -> DatasetValue {
        let p = athlete.data.profile
        let f = page.formatter
        switch dataset {
        case .profileFacts:
            var facts = [
                FactItem(label: page.t(.profileSport), value: p.sport),
                FactItem(label: page.t(.profilePositions), value: p.positions.isEmpty ? nil : p.positions.joined(separator: ", ")),
                FactItem(label: page.t(.profileGraduation),
                         value: p.graduationDate.map { page.t(.profileClassOf, ["year": String($0.year)]) }),
                FactItem(label: page.t(.profileHighSchool), value: p.highSchool),
                FactItem(label: page.t(.profileClubTeam), value: p.clubTeam),
                FactItem(label: page.t(.profileHometown), value: p.hometown),
                FactItem(label: page.t(.profileHeight), value: p.height),
                FactItem(label: page.t(.profileWeight), value: p.weight),
                FactItem(label: page.t(.profileGpa), value: p.gpa.map { f.decimal($0, maxFractionDigits: 2) }),
            ]
            facts += p.testScores.map { FactItem(label: $0.key, value: $0.value) }
            facts.append(FactItem(label: page.t(.profileIntendedMajor), value: p.intendedMajor))
            return .facts(facts)
        case .contact:
            return .facts([
                FactItem(label: page.t(.profileEmail), value: p.email, href: p.emailLink?.url),
                FactItem(label: page.t(.profilePhone), value: p.phone, href: p.phoneLink?.url),
            ])
        case .bio:
            return .markdown(p.bio.map(Markdown.html) ?? "")
        case .references:
            return .people(p.references.map(PeopleShape.Item.init(reference:)))
        case .highlights:
            return .links(p.video.map { LinkItem(title: $0.title, text: $0.url, link: $0.link) })
        case .socialLinks:
            return .links(p.social.map(page.socialLink))
        case .latestMetrics:
            // The headline marks (docs/numbers.md, "Headline marks"), as the coach page shows them.
            return .latestMetrics(BestMark.marks(of: athlete.data).map(page.bestMarkItem))
        case .upcomingEvents:
            let events = CoachEdition.upcoming(athlete.data.events, today: page.build.today).sorted(by: Event.soonestFirst)
            return .events(events.map { e in
                EventItem(name: e.name, date: f.dateRange(DateRange(from: e.startDate, to: max(e.endDate ?? e.startDate, e.startDate))),
                          type: page.label("event", e.type),
                          location: e.location, school: nil, schoolHref: nil, link: e.link)
            })
        case .publicNotes:
            let notes = athlete.data.notes.sorted(by: Note.newestFirstByFile)
            return .notes(notes.map { n in
                NoteItem(title: n.title, href: notePaths[n.fileName].map(page.href), date: n.date.map(f.date), tags: n.tags,
                         excerpt: { let e = athlete.noteExcerpts[n.fileName] ?? Markdown.excerpt(n.body); return e.isEmpty ? nil : e }())
            })
        case .offers:
            let rows = athlete.data.offers.sorted(by: Offer.oldestFirst).map { o -> [RecordsValue.Cell] in
                [RecordsValue.Cell(athlete.schoolsByID[o.schoolId]?.name ?? page.t(.commonUnknownSchool)),
                 RecordsValue.Cell(page.label("offer", o.offerType) ?? ""),
                 RecordsValue.Cell(page.t(o.status.label)),
                 RecordsValue.Cell(o.offeredAt.map(f.date) ?? ""),
                 RecordsValue.Cell(o.deadline.map(f.date) ?? "")]
            }
            return .records(RecordsValue(columns: [page.t(.schoolsName), page.t(.offerType), page.t(.offerStatus),
                                                   page.t(.offerOfferedAt), page.t(.offerDeadline)],
                                         numericColumns: [], rows: rows))
        }
    }

}

extension ProfilePage {
    typealias Dataset = ProfileDataset
}
