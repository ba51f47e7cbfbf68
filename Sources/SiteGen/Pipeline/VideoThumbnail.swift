import SiteData
import SitePhotos

/// A video's thumbnail (`thumbnail:` of a `video` entry in athlete.yml): read through the data
/// source and prepared like the photo (`PreparedPhoto`: metadata removed, scaled down when
/// big), written beside the coach page (`SitePath.videoThumbnail`). A thumbnail that cannot be
/// used is a warning, not an error: the coach page draws a title card for the highlight video
/// instead, and lists another video without a picture (docs/content.md, "video").
enum VideoThumbnail {
    /// Every video's thumbnail: the site path and bytes of each that could be read, by the
    /// video's index, and the warnings for the others.
    static func loadAll(_ profile: AthleteProfile, slug: String, source: any DataSource,
                        displayRoot: String) -> (files: [Int: OutputFile], diagnostics: Diagnostics) {
        var files: [Int: OutputFile] = [:]
        var diagnostics = Diagnostics()
        for index in profile.video.indices {
            let one = load(profile, index: index, slug: slug, source: source, displayRoot: displayRoot)
            files[index] = one.file
            diagnostics.append(contentsOf: one.diagnostics)
        }
        return (files, diagnostics)
    }

    /// The thumbnail of video number `index`: its site path and bytes, or nil with the warning
    /// that says why (nil and no warning: no thumbnail named).
    static func load(_ profile: AthleteProfile, index: Int = 0, slug: String, source: any DataSource,
                     displayRoot: String) -> (file: OutputFile?, diagnostics: Diagnostics) {
        guard profile.video.indices.contains(index), let name = profile.video[index].thumbnail else { return (nil, Diagnostics()) }
        let location = SourceLocation(file: "\(displayRoot)/athletes/\(slug)/athlete.yml")
        func warn(_ message: String) -> (file: OutputFile?, diagnostics: Diagnostics) {
            let instead = index == 0 ? "the coach page shows a title card instead" : "the coach page lists the video without it"
            return (nil, Diagnostics([.warning("video.thumbnail \"\(name)\" " + message + "; " + instead, at: location)]))
        }
        guard let ext = AthletePhoto.fileExtension(name) else { return warn("must be a JPEG, PNG, GIF or WebP image") }
        let bytes: [UInt8]
        switch source.asset(name, athlete: slug, display: location.file) {
        case .bytes(let b): bytes = b
        case .unreadable(let d): return warn("could not be read: \(d.message)")
        case .missing: return warn("was not found in the athlete's folder (athletes/\(slug)/)")
        }
        do {
            let prepared = try PreparedPhoto.prepare(bytes)
            return (OutputFile(path: SitePath.videoThumbnail(slug, ext: ext, index: index), bytes: prepared.bytes), Diagnostics())
        } catch {
            return warn(error.what(ext: ext, noun: "image"))
        }
    }
}
