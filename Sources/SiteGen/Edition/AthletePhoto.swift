import Foundation
import SitePhotos
import SiteData

/// The athlete's photo (`photo:` in athlete.yml), read through the data source (the athlete's folder inside the
/// content folder, with its metadata removed and scaled down when big (`PreparedPhoto`): the
/// same bytes for the site (`<athlete>/photo.<ext>`, on the dashboard and the family index
/// card) and the coach packet.
struct AthletePhoto: Sendable {
    static var types: Set<String> { PhotoScrubber.fileTypes }

    var bytes: [UInt8]
    /// `jpg`, `png`, `gif` or `webp` (`jpeg` is written `jpg`).
    var ext: String
    /// Set when the photo was scaled down (the build summary counts it).
    var scaling: PreparedPhoto.Scaling?

    /// Where the photo goes in the site, derived from the name alone so every page (and an
    /// athlete kept by `--athlete`) agrees; nil for no photo or one of another type.
    static func sitePath(slug: String, profile: AthleteProfile) -> String? {
        guard let photo = profile.photo, let ext = fileExtension(photo) else { return nil }
        return "\(slug)/photo.\(ext)"
    }

    static func fileExtension(_ name: String) -> String? {
        let ext = (name as NSString).pathExtension.lowercased()
        guard types.contains(ext) else { return nil }
        return ext == "jpeg" ? "jpg" : ext
    }

    /// The photo, or nil when the profile names none. A photo that is not a picture, cannot be
    /// read, leads outside the content folder, holds no image data, is bigger than sitegen
    /// decodes, holds less than its header says or is a HEIC file is an error at athlete.yml's
    /// `photo:` line (`location`).
    static func load(_ profile: AthleteProfile, slug: String, source: any DataSource, displayRoot: String) throws(InputError) -> AthletePhoto? {
        guard let photo = profile.photo else { return nil }
        var location: SourceLocation { Self.location(slug: slug, source: source, displayRoot: displayRoot) }
        func fail(_ message: String) -> InputError { InputError(Diagnostics([.error("photo \"\(photo)\" " + message, at: location)])) }
        let heif = HEIFBrand.kind(ofExtension: (photo as NSString).pathExtension).map { PhotoProblem.heif(kind: $0) }
        if let heif { throw fail(heif.what(ext: "", noun: "image") + "; " + (heif.fix(thing: "photo") ?? "")) }
        guard let ext = fileExtension(photo) else { throw fail("must be a JPEG, PNG, GIF or WebP image") }
        let bytes: [UInt8]
        switch source.asset(photo, athlete: slug, display: "\(displayRoot)/athletes/\(slug)/athlete.yml") {
        case .bytes(let b): bytes = b
        case .unreadable(let d): throw InputError(Diagnostics([.error("photo \"\(photo)\": \(d.message)", at: location)]))
        case .missing: throw fail("was not found in the athlete's folder (athletes/\(slug)/)")
        }
        do {
            let prepared = try PreparedPhoto.prepare(bytes)
            return AthletePhoto(bytes: prepared.bytes, ext: ext, scaling: prepared.scaling)
        } catch {
            throw fail(error.what(ext: ext, noun: "image") + (error.fix(thing: "photo").map { "; " + $0 } ?? ""))
        }
    }

    /// Where athlete.yml names the photo (its `photo:` value), read again only for a message;
    /// the file alone when it is not there to read (a database source).
    static func location(slug: String, source: any DataSource, displayRoot: String) -> SourceLocation {
        let file = "\(displayRoot)/athletes/\(slug)/athlete.yml"
        guard case .bytes(let bytes) = source.asset("athlete.yml", athlete: slug, display: file),
              let document = try? YAMLDocument(String(decoding: bytes, as: UTF8.self), path: file),
              case .mapping(let pairs)? = document.root?.content,
              let value = pairs.first(where: { $0.key.scalar?.string == "photo" })?.value else { return SourceLocation(file: file) }
        return value.location
    }
}
