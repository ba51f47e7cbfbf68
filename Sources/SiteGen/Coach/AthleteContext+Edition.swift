import SiteData

extension AthleteContext {
    /// Who draws pages from the coach edition. Each frames the same edition its own way; the
    /// build flags that differ are set here and nowhere else.
    enum EditionReader: Sendable {
        /// The coach page (`CoachPage`): standalone, no header links, calendars or school pages;
        /// on a public site it is the athlete's home, under the site's tabs.
        case coachPage
        /// The family site's copy of the packet's profile (`FamilyProfilePage`): under the
        /// athlete's tabs, without the calendar link (the packet carries no calendar).
        case familyProfile
        /// The packet (`PacketContents`): read offline, one athlete, no site around it.
        case packet
    }

    /// The context of the coach edition `edition` (its `data` and `edition` are the edition):
    /// nothing else of the athlete is in reach of a page drawn from it. `models`: the edition's
    /// models when already made (`editionModels`).
    init(edition: AthleteData, build family: BuildContext, reader: EditionReader, models: AthleteModels? = nil) {
        var build = family
        build.hasCalendars = false
        switch reader {
        case .familyProfile:
            break
        case .coachPage:
            build.showsSiteNavigation = family.isPublic && family.showsSiteNavigation
            build.headerLinks = []
            build.linksSchoolPages = false
        case .packet:
            build.siteTitle = family.strings[.packetCoachEdition]
            build.athletes = [BuildContext.AthleteLink(slug: edition.slug, name: edition.profile.name)]
            build.showsSiteNavigation = false
            build.linksSchoolPages = false
            build.canonicalRoot = nil  // the packet is read offline, not at the site's address
            build.sharesPages = false
        }
        self.init(data: edition, models: models ?? AthleteModels(edition: edition, today: family.today),
                  build: build, edition: edition)
    }

    /// This athlete's edition context for `reader`. The family's copy of the profile, which lists
    /// the notes with their excerpts, gets the site's (`noteExcerpts`) that hold for the
    /// edition's notes instead of making them again.
    func editionContext(_ reader: EditionReader) -> AthleteContext {
        var context = AthleteContext(edition: edition, build: build, reader: reader, models: editionModels?.models)
        if reader == .familyProfile { context.noteExcerpts = excerpts(of: edition.notes) }
        return context
    }

    /// The excerpts made for this context's notes (`noteExcerpts`, by file name) that belong to
    /// `notes`: a note of the same file name and the same body (the excerpt is made from the
    /// body alone). Empty before the excerpts are made.
    func excerpts(of notes: [Note]) -> [String: String] {
        guard !noteExcerpts.isEmpty else { return [:] }
        var bodies: [String: String] = [:]
        for note in data.notes { bodies[note.fileName] = note.body }
        var out: [String: String] = [:]
        for note in notes {
            guard let excerpt = noteExcerpts[note.fileName], let body = bodies[note.fileName],
                  body.utf8.count == note.body.utf8.count, body.utf8.elementsEqual(note.body.utf8) else { continue }
            out[note.fileName] = excerpt
        }
        return out
    }
}
