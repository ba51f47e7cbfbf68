/// Paths inside the output folder, and relative links between them.
///
/// Every link sitegen writes is relative and names a file (`../reports/index.html`, never
/// `/reports/`), so the site works from `file://`, from any sub-path of a host, and unzipped.
enum SitePath {
    static let stylesheet = "assets/style.css"
    static let familyIndex = "index.html"
    static let notFound = "404.html"
    static let sitemap = "sitemap.xml"
    static let robots = "robots.txt"

    static func dashboard(_ slug: String) -> String { "\(slug)/index.html" }
    static func actions(_ slug: String) -> String { "\(slug)/actions/index.html" }
    /// A reports page: the default range's (nil) at the folder's index, another in its own folder.
    static func reports(_ slug: String, preset: String? = nil) -> String {
        preset.map { "\(slug)/reports/\($0)/index.html" } ?? "\(slug)/reports/index.html"
    }
    static func reportCSV(_ slug: String, preset: String) -> String { "\(slug)/reports/\(preset).csv" }
    static func performance(_ slug: String) -> String { "\(slug)/performance/index.html" }
    static func metricsCSV(_ slug: String) -> String { "\(slug)/performance/metrics.csv" }
    /// A social page: the default range's (nil) at the folder's index, another in its own folder.
    static func social(_ slug: String, range: String? = nil) -> String {
        range.map { "\(slug)/social/\($0)/index.html" } ?? "\(slug)/social/index.html"
    }
    static func schools(_ slug: String) -> String { "\(slug)/schools/index.html" }
    static func school(_ slug: String, _ schoolSlug: String) -> String { "\(slug)/schools/\(schoolSlug)/index.html" }
    static func coaches(_ slug: String) -> String { "\(slug)/coaches/index.html" }
    /// The athlete's RFC 5545 calendar: upcoming events, pending offer deadlines, open tasks.
    static func calendar(_ slug: String) -> String { "\(slug)/calendar.ics" }
    /// The id of an event's row on its school's page: `event-<id>`, other characters than
    /// letters, digits, `-` and `_` as `-`, so that the link and the id always match.
    static func eventAnchor(_ id: String) -> String {
        "event-" + String(id.unicodeScalars.map { s in
            ("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s) || s == "-" || s == "_" ? Character(s) : "-"
        })
    }
    static func notes(_ slug: String) -> String { "\(slug)/notes/index.html" }
    static func note(_ slug: String, _ noteSlug: String) -> String { "\(slug)/notes/\(noteSlug)/index.html" }
    /// Folders of list pages (`index.html`, then `page-2/index.html`, … via `ListPages`).
    static func interactionsFolder(_ slug: String) -> String { "\(slug)/interactions" }
    static func socialPostsFolder(_ slug: String) -> String { "\(slug)/social/posts" }
    static func offers(_ slug: String) -> String { "\(slug)/offers/index.html" }
    static func aTierFolder(_ slug: String) -> String { "\(slug)/a-tier" }
    static func profile(_ slug: String) -> String { "\(slug)/profile/index.html" }
    /// The coach page: the one link a family sends a coach (docs/publishing.md, "Sharing").
    static func coach(_ slug: String) -> String { "\(slug)/coach/index.html" }
    /// The athlete's 1200×630 share image (Open Graph and Twitter cards).
    static func shareImage(_ slug: String) -> String { "\(slug)/share.png" }
    /// The highlight video's thumbnail, beside the coach page (`ext` as `AthletePhoto` names it).
    /// The thumbnail of the athlete's video number `index` (0: the highlight video, `video.jpg`;
    /// the others `video-2.jpg`, `video-3.jpg`, … in athlete.yml's order).
    static func videoThumbnail(_ slug: String, ext: String, index: Int = 0) -> String {
        index == 0 ? "\(slug)/coach/video.\(ext)" : "\(slug)/coach/video-\(index + 1).\(ext)"
    }
    /// The one-page recruiting résumé (docs/coach-pdf.md), in the site; in the packet it sits
    /// at the top level under its file name, `<slug>-resume.pdf`.
    static func resume(_ slug: String) -> String { "\(slug)/\(resumeFile(slug))" }
    static func resumeFile(_ slug: String) -> String { "\(slug)-resume.pdf" }
    /// The metrics sheet (docs/coach-pdf.md): beside the résumé, and in the packet at the top
    /// level under its file name, `<slug>-metrics.pdf`.
    static func metricsSheet(_ slug: String) -> String { "\(slug)/\(metricsSheetFile(slug))" }
    static func metricsSheetFile(_ slug: String) -> String { "\(slug)-metrics.pdf" }
    /// The coach packet's zip, as `sitegen packet` writes it, in the athlete's folder.
    static func packetZip(_ slug: String) -> String { "\(slug)/\(slug)-packet.zip" }
    static func reportPDF(_ slug: String, preset: String) -> String { "\(slug)/reports/\(preset).pdf" }

    /// A relative URL from the page at `from` to the file at `to` (both site paths): up from
    /// `from`'s folder to the deepest folder both share, then down to `to`.
    ///
    /// Works on UTF-8 bytes: with many athletes every page links to every dashboard, so this
    /// runs hundreds of times per page.
    static func relative(from: String, to: String) -> String {
        let slash = UInt8(ascii: "/")
        var f = from, t = to
        return f.withUTF8 { fb in
            t.withUTF8 { tb in
                // `from`'s folder is everything up to and including its last "/".
                let fromDirEnd = (fb.lastIndex(of: slash) ?? -1) + 1
                // The shared folders: a common prefix that ends with "/".
                let common = Swift.min(fromDirEnd, tb.count)
                var i = 0, shared = 0
                while i < common, fb[i] == tb[i] {
                    if fb[i] == slash { shared = i + 1 }
                    i += 1
                }
                var ups = 0
                for k in shared..<fromDirEnd where fb[k] == slash { ups += 1 }
                // Written once into the string's own storage, the rest of `to` in one copy: a
                // page links dozens of paths.
                let rest = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: tb[shared...]))
                return String(unsafeUninitializedCapacity: ups * 3 + rest.count) { out in
                    var n = 0
                    for _ in 0..<ups {
                        out[n] = UInt8(ascii: "."); out[n + 1] = UInt8(ascii: "."); out[n + 2] = slash
                        n += 3
                    }
                    UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: out[n...])).copyMemory(from: rest)
                    return n + rest.count
                }
            }
        }
    }
}
