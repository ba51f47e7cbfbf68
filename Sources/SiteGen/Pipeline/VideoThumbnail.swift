import SiteData
import SitePhotos

/// The highlight video's thumbnail (`thumbnail:` of the first `video` entry in athlete.yml):
/// read through the data source and prepared like the photo (`PreparedPhoto`: metadata
/// removed, scaled down when big), written beside the coach page (`SitePath.videoThumbnail`).
/// A thumbnail that cannot be used is a warning, not an error: the coach page draws a title
/// card instead (docs/content.md, "video").
enum VideoThumbnail {
    /// The thumbnail's site path and bytes, or nil with the warning that says why (nil and no
    /// warning: no thumbnail named).
    static func load(_ profile: AthleteProfile, slug: String, source: any DataSource,
                     displayRoot: String) -> (file: OutputFile?, diagnostics: Diagnostics) {
        guard let name = profile.video.first?.thumbnail else { return (nil, Diagnostics()) }
        let location = SourceLocation(file: "\(displayRoot)/athletes/\(slug)/athlete.yml")
        func warn(_ message: String) -> (file: OutputFile?, diagnostics: Diagnostics) {
            (nil, Diagnostics([.warning("video.thumbnail \"\(name)\" " + message + "; the coach page shows a title card instead",
                                        at: location)]))
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
            return (OutputFile(path: SitePath.videoThumbnail(slug, ext: ext), bytes: prepared.bytes), Diagnostics())
        } catch {
            return warn(error.what(ext: ext, noun: "image"))
        }
    }
}
