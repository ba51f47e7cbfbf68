import SiteData

extension DashboardPage {
    /// The Recruiting Packet card: the résumé and the packet zip (unless this build could not
    /// make them, or `--no-documents` left them out), what the coach edition puts in the packet, and the "Email to a coach" link
    /// on the family's own site. No byte sizes: a page never depends on the coach documents'
    /// bytes, so `sitegen serve` shows the same page without making them (docs/packet.md).
    func packetCard(_ page: Page) -> PacketCardValue {
        var files: [PacketCardValue.File] = []
        for (path, label, type) in [(SitePath.resume(athlete.slug), page.t(.packetCardResume), "application/pdf"),
                                    (SitePath.packetZip(athlete.slug), page.t(.packetCardPacket), "application/zip")]
            where athlete.linksCoachFile(path) {
            files.append(.init(label: label, href: page.href(path), type: type))
        }
        let edition = athlete.edition
        var parts = [page.t(.packetCardPartResume), page.t(.packetCardPartProfile)]
        if !edition.metrics.isEmpty { parts.append(page.t(.packetCardPartPerformance)) }
        if !edition.notes.isEmpty { parts.append(page.t(.packetCardPartNotes, count: edition.notes.count)) }
        if !edition.offers.isEmpty { parts.append(page.t(.packetCardPartOffers)) }
        // With --no-documents the card is empty: nothing was left out by mistake.
        let notMade = files.count < 2 && athlete.build.publishesCoachDocuments ? page.t(.packetCardMissing) : nil
        // A thin résumé: say what is missing instead of offering to email it (the family's site only).
        let thin = athlete.build.isPublic ? nil : ResumeGap.notice(ResumeGap.of(edition), page: page)
        let missing = [notMade, thin].compactMap { $0 }
        let email = athlete.build.isPublic || thin != nil ? nil
            : PacketEmail(page: page, athlete: athlete.data.profile, slug: athlete.slug).href(to: nil, coach: nil)
        return PacketCardValue(files: files, holds: page.t(.packetCardHolds, ["parts": parts.joined(separator: ", ")]),
                               emailLabel: page.t(.coachesEmailPacket), emailHref: email,
                               missing: missing.isEmpty ? nil : missing.joined(separator: " "))
    }
}
