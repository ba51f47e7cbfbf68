import SiteData
import Widgets

/// The coach page's player card and the parts a coach reads right under it: the card (photo,
/// size, bats/throws, school, club, hometown, GPA and test scores, NCAA ID, commitment), the
/// bio, and the contact written out (docs/publishing.md, "The coach page").
extension CoachPage {
    /// The card: the photo beside the facts a coach filters on, each only when given. The name,
    /// class and positions are the page's heading and subtitle, just above it.
    func card(_ page: Page) -> Node {
        let p = athlete.data.profile
        let f = page.formatter
        var facts: [(String, String?)] = [
            (page.t(.profileHeight), p.height), (page.t(.profileWeight), p.weight),
            (page.t(.profileBatsThrows), batsThrows(p)),
            (page.t(.profileHighSchool), p.highSchool), (page.t(.profileClubTeam), p.clubTeam),
            (page.t(.profileHometown), p.hometown),
            (page.t(.profileGpa), p.gpa.map { f.decimal($0, maxFractionDigits: 2) }),
        ]
        facts += p.testScores.map { ($0.key, $0.value) }
        facts.append((page.t(.profileNcaaId), p.ncaaID))
        let items: [Node] = facts.compactMap { label, value in
            guard let value, !ExternalLink.trim(value).isEmpty else { return nil }
            return .element("div", [], [.element("dt", [], [.text(label)]), .element("dd", [], [.text(value)])])
        }
        var children: [Node] = [.element("h2", [.id("coach-card-heading"), .class("visually-hidden")], [.text(page.t(.coachCard))])]
        if let photoPath {
            children.append(.element("img", [.class("coach-card-photo"), .attr("src", page.href(photoPath)),
                                             .attr("alt", page.t(.profilePhotoAlt, ["name": p.name]))]))
        }
        var text: [Node] = []
        if let school = p.committedTo.map(ExternalLink.trim), !school.isEmpty {
            text.append(.element("p", [.class("coach-card-committed")], [.text(page.t(.coachCommitted, ["school": school]))]))
        }
        if !items.isEmpty { text.append(.element("dl", [.class("coach-card-facts")], items)) }
        guard photoPath != nil || !text.isEmpty else { return .empty }
        children.append(.element("div", [.class("coach-card-text")], text))
        return .element("section", [.class("coach-card"), .aria("labelledby", "coach-card-heading")], children)
    }

    /// "L/R" from `bats` and `throws` ("L/–" when only one is given); nil when neither is.
    func batsThrows(_ p: AthleteProfile) -> String? {
        guard p.bats != nil || p.throwsHand != nil else { return nil }
        return "\(p.bats ?? "–")/\(p.throwsHand ?? "–")"
    }

    /// The bio (Markdown, safe mode), under its heading; nothing without one.
    func bio(_ page: Page) -> Node {
        guard let bio = athlete.data.profile.bio, !ExternalLink.trim(bio).isEmpty else { return .empty }
        return .element("section", [.class("section coach-bio"), .id("about"), .aria("labelledby", "about-title")], [
            .element("h2", [.id("about-title")], [.text(page.t(.coachAbout))]),
            .element("div", [.class("prose")], [.trustedHTML(Markdown.html(bio))]),
        ])
    }

    /// Each person to contact (the athlete, then the parent) with the email and phone written
    /// out, each a one-tap link; then the buttons.
    func contactLines(_ page: Page) -> Node {
        let p = athlete.data.profile
        var people: [(String, String?, WebLink?, String?, WebLink?)] = [(p.name, p.email, p.emailLink, p.phone, p.phoneLink)]
        if let parent = p.parent {
            let name = parent.role.map { "\(parent.name) (\($0))" } ?? parent.name
            people.append((name, parent.email, parent.emailLink, parent.phone, parent.phoneLink))
        }
        let rows: [Node] = people.compactMap { name, email, emailLink, phone, phoneLink in
            var parts: [Node] = []
            if let emailLink, let email {
                parts.append(.element("span", [], [.text(page.t(.coachContactEmail) + ": "),
                                                   .element("a", [.href(emailLink.url)], [.text(ExternalLink.trim(email))])]))
            }
            if let phoneLink, let phone {
                parts.append(.element("span", [], [.text(page.t(.coachContactPhone) + ": "),
                                                   .element("a", [.href(phoneLink.url)], [.text(ExternalLink.trim(phone))])]))
            }
            guard !parts.isEmpty else { return nil }
            return .element("li", [], [.element("strong", [], [.text(name)])] + parts)
        }
        let social: [Node] = p.social.map(page.socialLink).compactMap { item in
            item.link.map { .element("a", [.href($0.url)], [.text(item.title)]) }
        }
        let list: Node = rows.isEmpty ? .empty : .element("ul", [.class("coach-contact-list")], rows)
        guard !social.isEmpty else { return list }
        return .fragment([list, .element("p", [.class("coach-social")], social)])
    }
}

extension CoachPage {
    /// On the packet's front page: the profile spec's `notes` and `offers` sections (public notes
    /// linking the packet's note pages; offers only with `packet.include: [offers]`).
    func packetSections(_ page: Page) -> Node {
        guard let profile = packetProfile, var spec = athlete.build.specs[.profile] else { return .empty }
        spec.sections = spec.sections.filter { $0.id == "notes" || $0.id == "offers" }
        return SpecPageRenderer(spec: spec, datasets: profile, page: page).body().node
    }
}

extension CoachPage {
    /// The vCard and the calendar of the coach page (`CoachContactFiles`): no vCard without an
    /// email or phone that makes a link (nothing would link it), no calendar without an
    /// upcoming event. `headline`: the share card's (`ShareCardModel.card`), the vCard's title.
    func contactFiles(_ page: Page, headline: String) -> [OutputFile] {
        let slug = athlete.slug, edition = athlete.edition, today = page.build.today
        let root = PublicEdition.root(page.build.config, evenIfPrivate: true)
        let url = root.map { PublicEdition.url(root: $0, path: SitePath.coach(slug)) }
        var files: [OutputFile] = []
        if savesContact {
            files.append(OutputFile(path: CoachContactFiles.vcardPath(slug),
                                    text: CoachContactFiles.vcard(edition, headline: headline,
                                                                  parentLabel: page.t(.resumeParent), pageURL: url)))
        }
        if hasCalendar(page) {
            files.append(OutputFile(path: CoachContactFiles.calendarPath(slug),
                                    text: CoachContactFiles.calendar(edition, slug: slug, today: today,
                                                                     name: page.t(.coachCalendarName, ["name": edition.profile.name]))))
        }
        return files
    }

    /// Whether the page has a "Save contact" file: an email or phone of the athlete or the
    /// parent that makes a link (not in the packet, which carries no vCard).
    var savesContact: Bool {
        let p = athlete.data.profile
        return packetProfile == nil
            && [p.emailLink, p.phoneLink, p.parent?.emailLink, p.parent?.phoneLink].contains { $0 != nil }
    }

    /// Whether the page has an "Add to calendar" file: an upcoming event starting today or later.
    func hasCalendar(_ page: Page) -> Bool {
        packetProfile == nil && athlete.data.events.contains { $0.startDate >= page.build.today }
    }
}
