import SiteData

/// The context of one athlete, made once per athlete: its data and view models, what every page
/// of the athlete needs (the page slugs of schools and notes, lookups by id), and the build's
/// context.
struct AthleteContext: Sendable {
    var data: AthleteData
    /// The coach edition of `data` (`BuildContext.edition(of:)`), made once with the context:
    /// every coach-side output (coach page, share card, résumé, metrics sheet, packet, the
    /// family's profile page and packet card, the roster row) reads it. In an edition's own
    /// context (`AthleteContext+Edition`) it is `data` itself.
    let edition: AthleteData
    var models: AthleteModels
    /// The models of `edition`, for the contexts drawn from it (`editionContext`); nil in an
    /// edition's own context.
    let editionModels: EditionModels?
    var build: BuildContext {
        // The headers written so far are this build's: a changed build (the packet's, an
        // edition's) writes its own.
        didSet { headerMemo = PageHeaderMemo() }
    }
    /// The page headers written for this athlete and build (`PageHeaderMemo`), shared by its pages.
    private(set) var headerMemo = PageHeaderMemo()
    /// School id → page slug (derived from the name; `-2`… on collision).
    var schoolSlugs: [String: String]
    /// School id → site path of its page (made once: every row that names a school links it).
    let schoolPaths: [String: String]
    /// Note file name → page slug.
    var noteSlugs: [String: String]
    var schoolsByID: [String: School]
    var coachesByID: [String: Coach]
    var eventsByID: [String: Event]
    /// The notes this copy of the athlete leaves out (a public site, the packet): links to them
    /// from the notes it shows are dropped, their text kept.
    var withheldNotes: WithheldNotes = .none
    /// Site paths of coach documents (résumé, packet zip, report PDFs) this build could not
    /// make (`CoachFiles`, a warning each): the pages do not link them.
    var missingCoachFiles: Set<String> = []
    /// The videos' thumbnails in the site (`VideoThumbnail`), by the video's index, for those
    /// the family supplied and that could be read; the coach page shows them.
    var videoThumbnailPaths: [Int: String] = [:]

    /// The highlight video's thumbnail, when there is one.
    var videoThumbnailPath: String? { videoThumbnailPaths[0] }
    /// Note file name → the names its pictures are copied under (`NoteImages.packetNames`, keyed
    /// by the picture path's bytes): the site's copy uses the packet's names, so `José.png` in
    /// NFC and in NFD are two files in the site too. Empty: the pictures keep their addresses.
    var notePictureNames: [String: [[UInt8]: String]] = [:]
    /// The athlete's photo as the site publishes it (scrubbed, scaled), for the share image.
    var photoBytes: [UInt8]? = nil
    /// Note file name → its excerpt (`Markdown.excerpt`), made once for the pages that list the
    /// note (the notes page, its school's page); a note not in it is excerpted where shown.
    var noteExcerpts: [String: String] = [:]

    /// Whether a page may link this coach document: the site has them (`--no-documents`:
    /// none) and this one was made.
    func linksCoachFile(_ path: String) -> Bool {
        build.publishesCoachDocuments && !missingCoachFiles.contains(path)
    }

    var slug: String { data.slug }
    var link: BuildContext.AthleteLink { BuildContext.AthleteLink(slug: data.slug, name: data.profile.name) }

    init(data: AthleteData, models: AthleteModels, build: BuildContext, edition: AthleteData? = nil) {
        self.data = data
        self.edition = edition ?? build.edition(of: data)
        self.models = models
        self.editionModels = edition == nil ? EditionModels(AthleteModels(edition: self.edition, today: build.today)) : nil
        self.build = build
        // Allocate in a fixed order (name, then id) so the same data always gets the same slugs.
        var allocator = SlugAllocator()
        var schoolSlugs: [String: String] = [:]
        let schools = data.schools.sortedByIndices(by: School.byName)
        for s in schools where schoolSlugs[s.id] == nil { schoolSlugs[s.id] = allocator.allocate(s.name, fallback: s.id) }
        self.schoolSlugs = schoolSlugs
        var noteAllocator = SlugAllocator()
        var noteSlugs: [String: String] = [:]
        for n in data.notes.sorted(by: Note.byFileName) {
            noteSlugs[n.fileName] = noteAllocator.allocate(n.fileName, fallback: "note")
        }
        self.noteSlugs = noteSlugs
        // A public site that does not publish schools has no school pages to link.
        self.schoolPaths = build.writes(.school) ? schoolSlugs.mapValues { SitePath.school(data.slug, $0) } : [:]
        self.schoolsByID = Dictionary(data.schools.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        self.coachesByID = Dictionary(data.coaches.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        self.eventsByID = Dictionary(data.events.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// One of this athlete's pages, at `path`.
    func page(_ path: String, tab: PageKind?) -> Page {
        Page(build: build, address: PageAddress(path: path, athlete: link, tab: tab), headerMemo: headerMemo)
    }

    /// The site path of a school's page, nil for an id with no school row.
    func schoolPath(_ id: String?) -> String? {
        guard let id else { return nil }
        return schoolPaths[id]
    }

    func notePath(_ note: Note) -> String? {
        noteSlugs[note.fileName].map { SitePath.note(slug, $0) }
    }

    /// The school's name, or "Unknown School".
    func schoolName(_ id: String?, _ page: Page) -> String? {
        guard let id else { return nil }
        return schoolsByID[id]?.name ?? page.t(.commonUnknownSchool)
    }
}
