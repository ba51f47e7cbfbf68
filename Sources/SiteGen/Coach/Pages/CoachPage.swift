import CoachDocuments
import SiteData
import Widgets

/// `<athlete>/coach/index.html`: the one link a family sends a coach, laid out for a phone
/// (spec `coach`). The player card first (photo, size, bats/throws, school, club, hometown,
/// GPA and test scores, NCAA ID, commitment: `CoachPage+Card`), then the bio, the highlight
/// video (its thumbnail, or a drawn title card, with its title and length), the headline marks,
/// academics, upcoming events, references and more video (the spec's sections), then the
/// résumé, metrics sheet and packet downloads and the contact, written out and as buttons
/// (`mailto:`, `tel:`). Written with the athlete's share image, `<athlete>/share.png`.
///
/// It reads only the athlete's coach edition (`AthleteContext.edition`, made once per build;
/// no section of the page shows offers), so it can show nothing a coach may not see, on the
/// family's site as on a public one (docs/publishing.md, "Sharing").
/// Standalone: no athlete tabs, switcher or calendar link, since it is read by coaches.
struct CoachPage: PageDatasets {
    /// The coach edition's context (its `data` is the edition).
    let athlete: AthleteContext
    /// The highlight video's thumbnail in the site, when the family supplied one that could be read.
    var thumbnailPath: String?
    /// The other videos' thumbnails, by the video's index in athlete.yml.
    var moreThumbnailPaths: [Int: String] = [:]
    /// The athlete's photo in the site, when the profile names one.
    var photoPath: String?
    /// Its bytes as the site publishes them, for the share image.
    var photoBytes: [UInt8]?
    var resumePath: String?
    /// The metrics sheet (every metric type's best, latest and progression), when it was made.
    var metricsSheetPath: String?
    var packetPath: String?
    /// Where the page is written: the coach page's address, or the packet's `index.html`.
    var path: String
    /// The packet's front page only: its public notes and offers (the profile's sections
    /// `notes` and `offers`), after the coach page's own.
    var packetProfile: ProfilePage?

    /// The page of `family`, the athlete as the site publishes it: drawn from its edition's
    /// context, so nothing else of the athlete is in reach.
    init(athlete family: AthleteContext) {
        // On a public site this page is the athlete's home, under the site's tabs (`CoachPage+PublicHome`).
        athlete = family.editionContext(.coachPage)
        thumbnailPath = family.videoThumbnailPath
        moreThumbnailPaths = family.videoThumbnailPaths.filter { $0.key > 0 }
        photoPath = AthletePhoto.sitePath(slug: family.slug, profile: family.data.profile)
        photoBytes = family.photoBytes
        let resume = SitePath.resume(family.slug), zip = SitePath.packetZip(family.slug)
        resumePath = family.linksCoachFile(resume) ? resume : nil
        let sheet = SitePath.metricsSheet(family.slug)
        metricsSheetPath = family.linksCoachFile(sheet) && !family.edition.metrics.isEmpty ? sheet : nil
        packetPath = family.linksCoachFile(zip) ? zip : nil
        path = SitePath.coach(family.slug)
    }

    /// The packet's front page (`index.html`): the same page, from the packet's context (already
    /// the coach edition), with the packet's own copies of the photo, résumé and metrics sheet
    /// (docs/packet.md), so the zip, the link and the résumé tell one story.
    init(packet: AthleteContext, profile: ProfilePage, metricsSheetPath: String?) {
        athlete = packet
        photoPath = profile.photoPath
        resumePath = profile.resumePath
        self.metricsSheetPath = metricsSheetPath
        path = ProfilePage.path
        packetProfile = profile
    }

    /// The page, then the share image (not in the packet, which is read offline). `at`: where
    /// it is written instead of `path` (a public site's home, or its alias); `canonical`: the
    /// page an alias repeats.
    func render(at address: String? = nil, canonical: String? = nil) -> [OutputFile] {
        var page = athlete.page(address ?? path, tab: .coach)
        page.address.canonicalPath = canonical
        let spec = athlete.build.specs[.coach]!
        let profile = athlete.data.profile
        let arguments = ["name": profile.name]
        let title = spec.title?.resolve(page.strings, arguments) ?? profile.name
        // The headline marks and the card once, for the subtitle, the description, the vCard
        // and the picture.
        let marks = BestMark.headline(of: athlete.edition)
        let shareCard = ShareCardModel.card(edition: athlete.edition, page: page, marks: marks)
        let subtitle = spec.subtitle?.resolve(page.strings, arguments) ?? shareCard.headline
        let body = SpecPageRenderer(spec: spec, datasets: self, page: page).body()
        let html = PageLayout(page: page, title: title, subtitle: subtitle.isEmpty ? nil : subtitle, lead: card(page),
                              body: .element("div", [.class("coach-page")],
                                             [bio(page), video(page), body.node, packetSections(page), downloads(page), contact(page)]),
                              description: ShareCardModel.description(edition: athlete.edition, page: page, marks: marks)).renderUTF8()
        var files = [OutputFile(path: page.address.path, bytes: html, isPage: true, charts: body.charts)]
        // The packet's copy and a public site's alias are the page alone: the contact files and
        // the share image are written once, with the page at its own address.
        if packetProfile != nil || canonical != nil { return files }
        files += contactFiles(page, headline: shareCard.headline)
        // cairo fails only without memory; the page's tags then name a picture that is not there.
        var share = shareCard
        share.photo = photoBytes.flatMap(ResumeDocument.Photo.init(bytes:))
        if let png = try? ShareImage.render(share) {
            files.append(OutputFile(path: SitePath.shareImage(athlete.slug), bytes: png))
        }
        return files
    }

    /// The first `video` entry: its thumbnail (or a title card drawn with CSS) and, under it,
    /// its title and length, all one link to the video. Nothing when there is no video.
    func video(_ page: Page) -> Node {
        guard let video = athlete.data.profile.video.first else { return .empty }
        let frame: Node
        if let thumbnailPath {
            frame = .element("img", [.class("coach-video-thumb"), .attr("src", page.href(thumbnailPath)), .attr("alt", "")])
        } else {
            frame = .element("span", [.class("coach-video-card"), .aria("hidden", "true")], [.text(video.title)])
        }
        var caption: [Node] = [.element("span", [.class("coach-video-title")], [.text(video.title)])]
        if let length = video.length {
            caption.append(.element("span", [.class("coach-video-length")], [.text(page.t(.coachVideoLength, ["length": length]))]))
        }
        let inner: [Node] = [.element("span", [.class("coach-video-frame")],
                                      [frame, .element("span", [.class("coach-video-play"), .aria("hidden", "true")], [])])] + caption
        let box: Node = video.link.map { .element("a", [.class("coach-video-link"), .href($0.url)], inner) }
            ?? .element("div", [.class("coach-video-link")], inner)
        return .element("section", [.class("coach-video"), .aria("labelledby", "coach-video-heading")], [
            .element("h2", [.id("coach-video-heading"), .class("visually-hidden")], [.text(page.t(.coachVideo))]),
            box,
        ])
    }

    /// The résumé and the packet, when this site has them (`--no-documents`: none).
    func downloads(_ page: Page) -> Node {
        var links: [Node] = []
        if let resumePath {
            links.append(DownloadLink(page.t(.resumeDownload), href: page.href(resumePath), type: "application/pdf").node)
        }
        if let metricsSheetPath {
            links.append(DownloadLink(page.t(.metricsSheetButton), href: page.href(metricsSheetPath), type: "application/pdf").node)
        }
        if let packetPath {
            links.append(DownloadLink(page.t(.resumePacketDownload), href: page.href(packetPath), type: "application/zip").node)
        }
        guard !links.isEmpty else { return .empty }
        return .element("section", [.class("section coach-downloads"), .id("downloads"), .aria("labelledby", "downloads-title")], [
            .element("h2", [.id("downloads-title")], [.text(page.t(.coachDownloads))]),
            .element("div", [.class("profile-downloads")], links),
        ])
    }

    /// The athlete's email and phone, then the parent's, written out and as buttons (`mailto:`, `tel:`).
    func contact(_ page: Page) -> Node {
        let p = athlete.data.profile
        var buttons: [Node] = []
        func add(_ link: WebLink?, _ label: String) {
            guard let link else { return }
            buttons.append(.element("a", [.class("w-button coach-button"), .href(link.url)], [.text(label)]))
        }
        add(p.emailLink, page.t(.coachEmail, ["name": p.name]))
        add(p.phoneLink, page.t(.coachCall, ["name": p.name]))
        if let parent = p.parent {
            add(parent.emailLink, page.t(.coachEmail, ["name": parent.name]))
            add(parent.phoneLink, page.t(.coachCall, ["name": parent.name]))
        }
        // "Save contact" first, when there is a contact to save (not in the packet: no vCard there).
        if savesContact {
            buttons.insert(.element("a", [.class("w-button coach-button"), .href(page.href(CoachContactFiles.vcardPath(athlete.slug))),
                                          .attr("download", ""), .attr("type", "text/vcard")], [.text(page.t(.coachSaveContact))]), at: 0)
        }
        if hasCalendar(page) {
            buttons.append(.element("a", [.class("w-button coach-button"), .href(page.href(CoachContactFiles.calendarPath(athlete.slug))),
                                          .attr("download", ""), .attr("type", "text/calendar")], [.text(page.t(.coachAddToCalendar))]))
        }
        let lines = contactLines(page)
        guard !buttons.isEmpty || !lines.isEmpty else { return .empty }
        return .element("section", [.class("section coach-contact"), .id("contact"), .aria("labelledby", "contact-title")], [
            .element("h2", [.id("contact-title")], [.text(page.t(.coachContact))]),
            lines,
            buttons.isEmpty ? .empty : .element("p", [.class("coach-buttons")], buttons),
        ])
    }

    func value(for dataset: CoachPage.Dataset, in page: Page) -> DatasetValue {
        let data = athlete.data
        let p = data.profile
        let f = page.formatter
        switch dataset {
        case .bestMarks:
            return .latestMetrics(BestMark.marks(of: data).map(page.bestMarkItem))
        case .academics:
            // High school, GPA and test scores are on the card above.
            var facts = [FactItem(label: page.t(.profileIntendedMajor), value: p.intendedMajor)]
            facts += p.academics.map { FactItem(label: $0.key, value: $0.value) }
            return .facts(facts)
        case .upcomingEvents:
            return .events(CoachEdition.upcoming(data.events, today: page.build.today).sorted(by: Event.soonestFirst).map { e in
                EventItem(name: e.name, date: f.dateRange(DateRange(from: e.startDate, to: max(e.endDate ?? e.startDate, e.startDate))),
                          type: page.label("event", e.type), location: e.location, school: nil, schoolHref: nil, link: e.link)
            })
        case .references:
            return .people(p.references.map(PeopleShape.Item.init(reference:)))
        case .moreVideo:
            return .links(p.video.indices.dropFirst().map { i in
                let v = p.video[i]
                return LinkItem(title: v.length.map { page.t(.coachVideoWithLength, ["title": v.title, "length": $0]) } ?? v.title,
                                text: v.url, link: v.link, image: moreThumbnailPaths[i].map(page.href))
            })
        }
    }
}

extension CoachPage {
    typealias Dataset = CoachDataset
}

extension CoachPage: PageFiles {
    static let kind = PageKind.coach
    static func files(_ athlete: AthleteContext) -> OutputFiles {
        OutputFiles(athlete.build.isPublic ? publicHome(athlete) : CoachPage(athlete: athlete).render())
    }
}
