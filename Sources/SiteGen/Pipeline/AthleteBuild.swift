import Foundation
import SitePhotos
import SiteData
import SiteOutput

/// One athlete through the steps load → validate → aggregate → render → write.
struct AthleteBuild: Sendable {
    let build: BuildContext
    let slug: String

    /// Step "load": the athlete's data, as this site may publish it (`PublicEdition`), and the
    /// notes it leaves out.
    func load() throws(InputError) -> (AthleteData, WithheldNotes, Diagnostics) {
        var (data, diagnostics): (AthleteData, Diagnostics)
        do {
            (data, diagnostics) = try build.source.loadAthlete(slug, config: build.config)
        } catch {
            // The photo's problem in the same round as the files' (it is checked after them).
            guard let profile = error.profile else { throw error }
            do {
                _ = try AthletePhoto.load(profile, slug: slug, source: build.source, displayRoot: build.displayRoot)
            } catch let photo {
                throw InputError(Diagnostics((error.diagnostics.items + photo.diagnostics.items).sortedForDisplay()))
            }
            throw error
        }
        diagnostics.append(contentsOf: WithheldNotes.warnings(data.notes))
        let (published, withheld, problems) = PublicEdition.prepare(data, slug: slug, config: build.config,
                                                                 siteFile: build.displayRoot + "/site.yml")
        data = published
        diagnostics.append(contentsOf: problems)
        return (data, withheld, diagnostics)
    }

    /// Steps "load" and "validate" only (`sitegen check`): every problem a build reports but
    /// those only writing finds (a full disk, a coach document that cannot be made).
    func validate() -> Diagnostics {
        do {
            let (data, _, diagnostics) = try load()
            var all = diagnostics
            all.append(contentsOf: remoteImages(data))
            all.append(contentsOf: photo(data).1)
            all.append(contentsOf: VideoThumbnail.loadAll(data.profile, slug: slug, source: build.source, displayRoot: build.displayRoot).diagnostics)
            let edition = build.edition(of: data)
            if let thin = ResumeGap.warning(edition, slug: slug, build: build) { all.append(thin) }
            if let cut = ResumeFit.warning(edition, slug: slug, build: build) { all.append(cut) }
            for note in data.notes { all.append(contentsOf: noteImages(note).1) }
            // What the build finds after loading, short of rendering: the aggregates' warnings.
            all.append(contentsOf: AthleteModels(data: data, today: build.today, customRanges: build.customRanges).warnings(slug: slug))
            return all
        } catch {
            return error.diagnostics
        }
    }

    /// Images in the bio and notes that the pages show as links.
    func remoteImages(_ data: AthleteData) -> Diagnostics {
        let folder = build.contentURL.appendingPathComponent("athletes").appendingPathComponent(slug)
        return RemoteImageWarnings.diagnostics(profile: data.profile, notes: data.notes,
                                               profileFile: "\(build.displayRoot)/athletes/\(slug)/athlete.yml",
                                               profileURL: folder.appendingPathComponent("athlete.yml"))
    }

    /// The athlete's photo for `<athlete>/photo.<ext>` (`AthletePhoto`), or its problem.
    func photo(_ data: AthleteData) -> (AthletePhoto?, Diagnostics) {
        do {
            return (try AthletePhoto.load(data.profile, slug: slug, source: build.source, displayRoot: build.displayRoot), Diagnostics())
        } catch {
            return (nil, error.diagnostics)
        }
    }

    /// The pictures beside one note (`NoteImages`).
    func noteImages(_ note: Note) -> ([(path: String, bytes: [UInt8], scaled: Bool)], Diagnostics) {
        NoteImages.collect(note, slug: slug, source: build.source)
    }

    /// Every step; the files go into the output folder's staging area.
    func run(writingTo output: OutputFolder) -> AthleteResult {
        run(into: OutputSink(output))
    }

    /// Every step; the files go to `sink` (the staging folder, or memory for `sitegen serve`).
    func run(into sink: OutputSink) -> AthleteResult {
        // load + validate
        let data: AthleteData
        let withheld: WithheldNotes
        var diagnostics: Diagnostics
        do {
            (data, withheld, diagnostics) = try load()
        } catch {
            return AthleteResult(diagnostics: error.diagnostics)
        }
        diagnostics.append(contentsOf: remoteImages(data))
        // aggregate
        let models = AthleteModels(data: data, today: build.today, customRanges: build.customRanges)
        diagnostics.append(contentsOf: models.warnings(slug: slug))
        // The pictures and the photo first: a problem with them stops the athlete before any
        // page of it is written.
        var athlete = AthleteContext(data: data, models: models, build: build)
        athlete.withheldNotes = withheld
        var pictures: [(path: String, bytes: [UInt8])] = []
        var scaled = 0
        for note in data.notes {
            guard let notePath = athlete.notePath(note) else { continue }
            let (found, problems) = noteImages(note)
            diagnostics.append(contentsOf: problems)
            // Under the packet's names (lowercased, accents folded, unique): `José.png` in NFC
            // and in NFD are two pictures, which one folder of the site could not hold apart.
            let names = NoteImages.packetNames(found.map(\.path))
            athlete.notePictureNames[note.fileName] = names
            pictures += found.map { (NoteImages.folder(of: notePath) + names[Array($0.path.utf8)]!, $0.bytes) }
            scaled += found.count { $0.scaled }
        }
        let (photo, photoProblems) = self.photo(data)
        diagnostics.append(contentsOf: photoProblems)
        if let photo, let path = AthletePhoto.sitePath(slug: slug, profile: data.profile) {
            pictures.append((path, photo.bytes))
            athlete.photoBytes = photo.bytes
            if photo.scaling != nil { scaled += 1 }
        }
        // The videos' thumbnails, for the coach page (a problem is a warning: a title card, or
        // the video listed without a picture, instead).
        let thumbnails = VideoThumbnail.loadAll(data.profile, slug: slug, source: build.source, displayRoot: build.displayRoot)
        diagnostics.append(contentsOf: thumbnails.diagnostics)
        for (index, file) in thumbnails.files.sorted(by: { $0.key < $1.key }) {
            pictures.append((file.path, file.bytes))
            athlete.videoThumbnailPaths[index] = file.path
        }
        if diagnostics.hasErrors { return AthleteResult(diagnostics: diagnostics) }
        // render + write, one file at a time: the data files, each kind's pages (a long list's
        // pages drawn as they are written, `OutputFiles`), the calendar, the pictures. Pages
        // return their files and write nothing themselves; whatever the size of the athlete's
        // tables, only one list page is drawn at a time.
        // The coach's documents first (résumé PDF, packet zip, report PDFs; docs/coach-pdf.md):
        // the pages do not link one that could not be made.
        // A thin résumé: the same words from build, serve (which makes documents later), check, packet.
        // Each note's excerpt once, for the coach's pages and the family's alike.
        for note in athlete.data.notes { athlete.noteExcerpts[note.fileName] = Markdown.excerpt(note.body) }
        if let thin = ResumeGap.warning(athlete.edition, slug: slug, build: build) { diagnostics.append(thin) }
        if build.makesCoachDocuments, build.publishesCoachDocuments {
            let (files, missing) = CoachFiles.files(athlete: athlete, withheld: withheld, diagnostics: &diagnostics)
            for file in files { sink.write(file) }
            athlete.missingCoachFiles = missing
        } else if let cut = ResumeFit.warning(athlete.edition, slug: slug, build: build) {
            // Serve makes the documents later: the same words now (a build has them from `CoachFiles`).
            diagnostics.append(cut)
        }
        for file in DataFiles.render(models, data: data, slug: slug, build: build) { sink.write(file) }
        AthletePages.render(athlete) { for file in $0 { sink.write(file) } }
        sink.write(AthleteCalendar.file(data, slug: slug, today: build.today, strings: build.strings))
        for picture in pictures { sink.write(OutputFile(path: picture.path, bytes: picture.bytes)) }
        if let error = sink.error {
            diagnostics.error(error.description)
            return AthleteResult(diagnostics: diagnostics, outputFailed: true)
        }
        let headline = AthleteHeadline(slug: slug, data: data, edition: athlete.edition, stats: models.dashboard.stats)
        return AthleteResult(diagnostics: diagnostics, headline: headline,
                             pages: sink.pages, charts: sink.charts, files: sink.files, scaledPhotos: scaled)
    }
}

/// What one athlete's build left for the rest of the pipeline (small: the family index needs
/// only headline numbers, so memory does not grow with the athletes' data).
struct AthleteResult: Sendable {
    var diagnostics: Diagnostics
    var headline: AthleteHeadline?
    /// A file could not be written (a full disk): the whole build stops, as for the site's
    /// own errors, since the athlete's content is not at fault (`SiteBuilder+HeldBack`).
    var outputFailed = false
    var pages = 0
    var charts = 0
    /// Files written into the athlete's folder.
    var files = 0
    /// Photo and note pictures scaled down (`PreparedPhoto`).
    var scaledPhotos = 0
}
