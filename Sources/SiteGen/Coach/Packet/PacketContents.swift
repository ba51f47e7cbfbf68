import CoachDocuments
import Foundation
import SiteData

/// The files of one athlete's packet (path → bytes), made from the coach edition only.
struct PacketContents {
    var files: [String: [UInt8]] = [:]
    var warnings = Diagnostics()
    /// The résumé's text no PDF font draws (`ResumeFontWarnings`), also in `warnings`: a site
    /// build, which has its own warnings for the rest, reports these.
    var resumeWarnings = Diagnostics()

    /// A link in a page the packet does not carry: a bug in sitegen, not in the input.
    struct BrokenLinks: Error, CustomStringConvertible {
        var links: [PacketLinks.Broken]
        var description: String {
            "the coach packet would link to files it does not carry:\n" + links.map { "  \($0)" }.joined(separator: "\n")
        }
    }

    /// The files as zip entries; the stylesheet, the same in every packet of a build, is
    /// deflated once (`ZipWriter.Entry.shared`).
    var zipEntries: [ZipWriter.Entry] {
        files.map { ZipWriter.Entry(path: $0.key, bytes: $0.value, shared: $0.key == SitePath.stylesheet) }
    }

    /// Photo types a browser shows everywhere.

    static func make(build: BuildContext, slug: String) throws -> PacketContents {
        let (data, diagnostics) = try build.source.loadAthlete(slug, config: build.config)
        if diagnostics.hasErrors { throw InputError(Diagnostics(diagnostics.items.sortedForDisplay())) }
        var warnings = build.warnings
        warnings.append(contentsOf: diagnostics)
        warnings.append(contentsOf: WithheldNotes.warnings(data.notes))
        // The packet's résumé is made whatever the site's `documents`: say when it is thin.
        var packetBuild = build
        packetBuild.publishesCoachDocuments = true
        // `sitegen packet` makes the athlete's edition once, here; a site build with its context.
        let edition = build.edition(of: data)
        if let thin = ResumeGap.warning(edition, slug: slug, build: packetBuild) { warnings.append(thin) }
        var packet = try make(build: build, slug: slug, data: data, edition: edition, withheld: .none)
        warnings.append(contentsOf: packet.warnings)
        packet.warnings = warnings
        return packet
    }

    /// The packet of `data`, already loaded, from its coach edition `edition` (made once by
    /// `sitegen packet`, or with a site build's athlete context, which passes the notes its
    /// `PublicEdition` copy left out as `withheld`). Its warnings are only those of the packet's
    /// own files. `excerpts`: excerpts of `edition`'s notes already made, by file name (a site
    /// build's, `AthleteContext.excerpts(of:)`); the profile page makes the others.
    static func make(build: BuildContext, slug: String, data: AthleteData, edition: AthleteData,
                     withheld: WithheldNotes, excerpts: [String: String] = [:]) throws -> PacketContents {
        var packet = PacketContents()
        // An unknown `packet.include` name is an error here, naming site.yml.
        _ = try CoachEdition.parts(build.config.packetInclude, siteFile: build.displayRoot + "/site.yml")

        // Nothing below sees `data` but its notes' names: only the coach edition (and the names
        // of the notes it leaves out, so links to them are dropped).
        let withheld = WithheldNotes(all: data.notes, kept: edition.notes).union(withheld)
        let folder = build.contentURL.appendingPathComponent("athletes").appendingPathComponent(slug)
        packet.warnings.append(contentsOf: RemoteImageWarnings.diagnostics(
            profile: edition.profile, notes: edition.notes, profileFile: "\(build.displayRoot)/athletes/\(slug)/athlete.yml",
            profileURL: folder.appendingPathComponent("athlete.yml")))
        let strings = build.strings
        var athlete = AthleteContext(edition: edition, build: build, reader: .packet)
        let models = athlete.models
        athlete.withheldNotes = withheld
        athlete.noteExcerpts = excerpts

        func navigation(performance: Bool) -> [BuildContext.HeaderLink] {
            var links = [BuildContext.HeaderLink(label: strings[.packetNavProfile], path: ProfilePage.path)]
            if performance { links.append(.init(label: strings[.navPerformance], path: SitePath.performance(slug))) }
            if !edition.notes.isEmpty { links.append(.init(label: strings[.navNotes], path: ProfilePage.path + "#notes")) }
            return links
        }

        // The metrics sheet at the top level, beside the résumé, linked from the performance page.
        var performancePage = PerformancePage(athlete: athlete)
        performancePage.sheetPath = nil
        if let sheet = MetricsSheetModel.document(edition: edition, slug: slug, build: build) {
            try packet.add(SitePath.metricsSheetFile(slug), try MetricsSheetPDF.render(sheet))
            performancePage.sheetPath = SitePath.metricsSheetFile(slug)
        }

        // Performance: its page, CSV and JSON (whatever PerformancePage writes).
        athlete.build.headerLinks = navigation(performance: true)
        let performance = performancePage.render()
        let hasPerformance = performance.contains { $0.path == SitePath.performance(slug) }
        for file in performance { try packet.add(file.path, file.bytes) }
        if hasPerformance {
            let json = "\(slug)/data/performance.json"
            try packet.add(json, Array(models.performance.json().render().utf8))
        }
        athlete.build.headerLinks = navigation(performance: hasPerformance)

        // Public notes, one page each.
        // Their pictures go under the note-name rules (`NoteImages.packetNames`: no `con.png`,
        // `a|b.png` or `Field.png` beside `field.png` that Windows cannot unzip); one that is
        // missing or cannot be published was warned about at its line and is left out of the page.
        var notePaths: [String: String] = [:]
        var noteBodies: [String: String] = [:]
        for note in edition.notes {
            guard let path = athlete.notePath(note) else { continue }
            notePaths[note.fileName] = path
            let (pictures, problems) = NoteImages.collect(note, slug: slug, source: build.source)
            if problems.hasErrors { throw InputError(problems) }
            packet.warnings.append(contentsOf: problems)
            let names = NoteImages.packetNames(pictures.map(\.path))
            for picture in pictures { try packet.add(NoteImages.folder(of: path) + names[Array(picture.path.utf8)]!, picture.bytes) }
            let local = Set(Markdown.localImages(note.body).map(\.url))
            let body = withheld.html(note.body) { url in
                local.contains(url) ? names[Array(NoteImages.path(of: url).utf8)] : url
            }
            noteBodies[note.fileName] = body
            let notePage = PacketNotePage(athlete: athlete, note: note, path: path, body: body).render()
            try packet.add(notePage.path, notePage.bytes)
        }

        // The photo, then the profile that shows it.
        var photoPath: String?
        let photo = try AthletePhoto.load(edition.profile, slug: slug, source: build.source, displayRoot: build.displayRoot)
        if let photo {
            let path = "assets/photos/\(slug).\(photo.ext)"
            try packet.add(path, photo.bytes)
            photoPath = path
        }
        // The recruiting résumé at the top level, linked first from the profile.
        let resume = ResumeModel.document(edition: edition, slug: slug, build: build, photo: photo?.bytes)
        let (resumeBytes, fit) = try ResumePDF.layout(resume)
        try packet.add(SitePath.resumeFile(slug), resumeBytes)
        packet.resumeWarnings = ResumeFontWarnings.warnings(edition, slug: slug, displayRoot: build.displayRoot)
        if let cut = ResumeFit.warning(fit, slug: slug, file: ResumeFit.file(slug, build)) { packet.resumeWarnings.append(cut) }
        packet.warnings.append(contentsOf: packet.resumeWarnings)
        var profilePage = ProfilePage(athlete: athlete, photoPath: photoPath, notePaths: notePaths)
        profilePage.resumePath = SitePath.resumeFile(slug)
        // The front page is the coach page (issue 40 §3), with the profile's notes and offers.
        let front = CoachPage(packet: athlete, profile: profilePage, metricsSheetPath: performancePage.sheetPath).render()[0]
        try packet.add(front.path, front.bytes)
        try packet.add(SitePath.stylesheet, Array((build.stylesheet + PacketStylesheet.css).utf8))

        // Links the family wrote (bio, notes) must stay inside the packet: an input error.
        var problems = Diagnostics()
        if let bio = edition.profile.bio {
            for link in PacketLinks.links(inHTML: Markdown.html(bio)) where packet.leaves(link, from: ProfilePage.path) {
                problems.error("bio: link \"\(link)\" points to a file the coach packet does not carry; use a full https:// address",
                               at: SourceLocation(file: "\(build.displayRoot)/athletes/\(slug)/athlete.yml"))
            }
        }
        for note in edition.notes {
            guard let path = notePaths[note.fileName] else { continue }
            for link in PacketLinks.links(inHTML: noteBodies[note.fileName] ?? "") where packet.leaves(link, from: path) {
                problems.error("link \"\(link)\" points to a file the coach packet does not carry; use a full https:// address",
                               at: note.location)
            }
        }
        if problems.hasErrors { throw InputError(problems) }

        // Then the whole packet, as built: any other broken link is a bug.
        let broken = PacketLinks.broken(in: packet.files)
        if !broken.isEmpty { throw BrokenLinks(links: broken) }
        return packet
    }

    mutating func add(_ path: String, _ bytes: [UInt8]) throws {
        guard ZipWriter.isValidName(path) else { throw ZipWriter.ZipError.badPath(path) }
        guard files[path] == nil else { throw ZipWriter.ZipError.duplicate(path) }
        files[path] = bytes
    }

    /// Whether a link from `page` is relative and names no file of the packet.
    func leaves(_ link: String, from pagePath: String) -> Bool {
        guard let target = PacketLinks.resolve(link, from: pagePath) else { return false }
        return target.isEmpty || files[target] == nil
    }
}
