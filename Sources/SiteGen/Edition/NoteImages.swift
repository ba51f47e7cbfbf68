import Foundation
import SitePhotos
import SiteData

/// Pictures beside a note (`![The field](field.jpg)` next to `notes/2026-03-02-visit.md`) are
/// copied next to the note's page, so the relative address works unchanged in the site and in
/// the packet. Like the athlete's photo they lose their metadata and are scaled down when big
/// (`PreparedPhoto`): a phone picture's GPS position must not be published with it, and a
/// 12-megapixel picture would make the page slow for nothing.
///
/// Only files in the notes folder (or a folder below it) with a picture's extension are
/// copied; anything else (`../x.png`, `secret.txt`) is a warning and is left out. A picture that
/// is a symbolic link out of the content folder is an error, as every input file is.
enum NoteImages {
    static var types: Set<String> { PhotoScrubber.fileTypes }

    /// The pictures of one note, as paths relative to its page's folder, and the problems found.
    /// The pictures come from the data source, as `notes/<path>` in the athlete's folder.
    /// `scaled` is true for a picture scaled down (the build summary counts them).
    static func collect(_ note: Note, slug: String, source: any DataSource) -> ([(path: String, bytes: [UInt8], scaled: Bool)], Diagnostics) {
        var files: [(path: String, bytes: [UInt8], scaled: Bool)] = []
        // By bytes: "José.png" in NFC and in NFD are two files (Swift's == calls them equal).
        var seen: Set<[UInt8]> = []
        var problems = Diagnostics()
        for image in Markdown.localImages(note.body) {
            let location = SourceLocation(file: note.location.file, line: note.location.line + image.line - 1,
                                          column: image.column)
            let path = Self.path(of: image.url)
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            let ext = (path as NSString).pathExtension.lowercased()
            let beside = parts.allSatisfy { !$0.isEmpty && !$0.hasPrefix(".") && !$0.contains("\\") && !$0.contains(":") }
            if beside, let kind = HEIFBrand.kind(ofExtension: ext) {
                problems.warning(message(image.url, .heif(kind: kind), ext: ext), at: location)
                continue
            }
            guard beside, types.contains(ext) else {
                problems.warning("image \"\(image.url)\" is not a picture beside the note (a .jpg, .png, .gif or .webp file "
                                 + "in the notes folder); it is not shown", at: location)
                continue
            }
            guard seen.insert(Array(path.utf8)).inserted else { continue }
            let bytes: [UInt8]
            switch source.asset("notes/" + path, athlete: slug, display: location.file) {
            case .missing:
                problems.warning("image \"\(image.url)\": the picture file \(Quote.text("notes/" + path)) is missing from the "
                                 + "athlete's folder; it is left out", at: location)
                continue
            case .unreadable(let d):
                problems.error("image \"\(image.url)\": \(d.message)", at: location)
                continue
            case .bytes(let b): bytes = b
            }
            do {
                let prepared = try PreparedPhoto.prepare(bytes)
                files.append((path, prepared.bytes, prepared.scaling != nil))
            } catch {
                problems.warning(message(image.url, error, ext: ext), at: location)
            }
        }
        return (files, problems)
    }

    /// The file a picture's address names, relative to the notes folder: the browser asks for
    /// the decoded path without query or fragment.
    static func path(of url: String) -> String {
        let raw = String(url.prefix { $0 != "?" && $0 != "#" })
        return raw.removingPercentEncoding ?? raw
    }

    /// The names the coach packet gives a note's pictures (`paths` as `collect` returns them),
    /// by the rules of note names (`SlugAllocator`): lowercased, accents folded, anything but
    /// letters and digits a `-`, a name Windows reserves (`con`, `AUX`) suffixed, and unique in
    /// the note's folder, however the names differ only in case or Unicode form
    /// (`Field.png`/`field.png` → `field.png`, `field-2.png`; `José.png` in NFC and NFD → `jose.png`,
    /// `jose-2.png`); the extension lowercased (`.jpeg` stays `.jpeg`). Keyed by the path's bytes.
    static func packetNames(_ paths: [String]) -> [[UInt8]: String] {
        var allocator = SlugAllocator()
        var out: [[UInt8]: String] = [:]
        for path in paths where out[Array(path.utf8)] == nil {
            let ext = (path as NSString).pathExtension.lowercased()
            let stem = String(path.dropLast(ext.isEmpty ? 0 : ext.count + 1))
            out[Array(path.utf8)] = allocator.allocate(stem, fallback: "picture") + (ext.isEmpty ? "" : "." + ext)
        }
        return out
    }

    /// `image "x.jpg" is …; it is not shown` and what to do about it.
    static func message(_ url: String, _ problem: PhotoProblem, ext: String) -> String {
        "image \"\(url)\" \(problem.what(ext: ext, noun: "picture")); it is not shown"
            + (problem.fix(thing: "picture").map { "; " + $0 } ?? "")
    }

    /// The folder of a page path (`a/notes/x/index.html` → `a/notes/x/`).
    static func folder(of pagePath: String) -> String {
        guard let slash = pagePath.lastIndex(of: "/") else { return "" }
        return String(pagePath[...slash])
    }
}
