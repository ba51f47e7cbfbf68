import Foundation
import SiteData
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Checks over a whole output tree, each returning its problems as readable lines
/// (`path: what is wrong`), so a failing test prints every problem at once.
struct SiteChecks {
    /// Output files: relative path → text.
    var files: [String: String]

    var sortedPaths: [String] { files.keys.sorted(by: codePointLess) }
    var htmlPaths: [String] { sortedPaths.filter { $0.hasSuffix(".html") } }

    /// Attributes that hold a URL.
    static let urlAttributes: Set<String> = ["href", "src", "xlink:href", "action", "formaction", "poster", "data", "srcset", "background"]

    static func isExternal(_ url: String) -> Bool {
        let lower = url.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("mailto:") || lower.hasPrefix("tel:")
    }

    /// Resolves `link` relative to the page at `from`; nil when it climbs above the root.
    static func resolve(_ link: String, from: String) -> String? {
        var parts = Array(from.split(separator: "/").dropLast().map(String.init))
        for part in link.split(separator: "/", omittingEmptySubsequences: false).map(String.init) {
            switch part {
            case "..": if parts.isEmpty { return nil } else { parts.removeLast() }
            case ".", "": continue
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// Every element id of a page.
    func ids(_ path: String) -> Set<String> {
        Set(HTMLScanner.tags(in: files[path] ?? "").compactMap { $0.value("id") })
    }

    /// Relative links that do not name an existing file (or an existing id for `#fragment`),
    /// links ending in `/`, and absolute-path links.
    func brokenLinks() -> [String] {
        var problems: [String] = []
        var idCache: [String: Set<String>] = [:]
        func hasID(_ id: String, in path: String) -> Bool {
            if idCache[path] == nil { idCache[path] = ids(path) }
            return idCache[path]!.contains(id)
        }
        for path in htmlPaths {
            for tag in HTMLScanner.tags(in: files[path]!) {
                for a in tag.attributes where Self.urlAttributes.contains(a.name) {
                    let link = a.value
                    if Self.isExternal(link) { continue }
                    if link.isEmpty { problems.append("\(path): <\(tag.name) \(a.name)=\"\"> is empty"); continue }
                    // 404.html is served at any depth, so its links start at the site root.
                    if path == "404.html", link.hasPrefix("/") {
                        if files[String(link.dropFirst())] == nil { problems.append("\(path): \(a.name)=\"\(link)\" → no such file") }
                        continue
                    }
                    if link.hasPrefix("/") { problems.append("\(path): \(a.name)=\"\(link)\" is an absolute path"); continue }
                    let hash = link.firstIndex(of: "#")
                    let file = hash.map { String(link[..<$0]) } ?? link
                    let fragment = hash.map { String(link[link.index(after: $0)...]) }
                    if file.isEmpty {
                        // Same-page fragment: `#` alone (an inert, sanitized URL) or an id of this page.
                        if let fragment, !fragment.isEmpty, !hasID(fragment, in: path) {
                            problems.append("\(path): \(a.name)=\"\(link)\" names no id of this page")
                        }
                        continue
                    }
                    if file.hasSuffix("/") { problems.append("\(path): \(a.name)=\"\(link)\" does not name a file"); continue }
                    if file.contains(":") { problems.append("\(path): \(a.name)=\"\(link)\" has a scheme that is not http(s), mailto or tel"); continue }
                    guard let target = Self.resolve(file.removingPercentEncoding ?? file, from: path) else {
                        problems.append("\(path): \(a.name)=\"\(link)\" climbs above the site folder"); continue
                    }
                    if files[target] == nil || (files[target]!.isEmpty && target.hasSuffix(".html")) {
                        problems.append("\(path): \(a.name)=\"\(link)\" → \(target) does not exist")
                        continue
                    }
                    if let fragment, !fragment.isEmpty, target.hasSuffix(".html"), !hasID(fragment, in: target) {
                        problems.append("\(path): \(a.name)=\"\(link)\" names no id of \(target)")
                    }
                }
            }
        }
        return problems
    }

    /// Pages that are not well-formed XML once the `<!DOCTYPE html>` line is removed.
    func malformedPages() -> [String] {
        htmlPaths.compactMap { path in
            Self.xmlError(files[path]!).map { "\(path): \($0)" }
        }
    }

    /// nil when `html` (with its doctype line removed) parses as XML with an `html` root; else
    /// the first error. (FoundationXML's `parse()` returns true even after a fatal error on
    /// Linux, so errors are taken from the delegate.)
    static func xmlError(_ html: String) -> String? {
        var text = html
        if text.hasPrefix("<!DOCTYPE html>\n") { text.removeFirst("<!DOCTYPE html>\n".count) }
        let parser = XMLParser(data: Data(text.utf8))
        let delegate = XMLErrorCollector()
        parser.delegate = delegate
        let ok = parser.parse()
        if let error = delegate.error { return error }
        if let error = parser.parserError { return "XML error \((error as NSError).code)" }
        if !ok { return "XML parser failed" }
        if delegate.root != "html" { return "root element is \(delegate.root.map { "<\($0)>" } ?? "missing"), not <html>" }
        return nil
    }

    /// Anything loaded from the network: `src` or `<link href>` with http(s), CSS `url(`
    /// or `@import` naming http(s) (in stylesheets, `<style>` and `style` attributes).
    func networkLoads() -> [String] {
        var problems: [String] = []
        for path in sortedPaths {
            let text = files[path]!
            if path.hasSuffix(".css") {
                problems += Self.cssNetworkLoads(text).map { "\(path): \($0)" }
            }
            guard path.hasSuffix(".html") else { continue }
            for tag in HTMLScanner.tags(in: text) {
                for a in tag.attributes {
                    let v = a.value.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
                    let remote = v.hasPrefix("http://") || v.hasPrefix("https://") || v.hasPrefix("//")
                    if remote, a.name == "src" || a.name == "srcset" || a.name == "xlink:href" || a.name == "poster"
                        || (a.name == "href" && (tag.name == "link" || tag.name == "use" || tag.name == "image")) {
                        problems.append("\(path): <\(tag.name) \(a.name)=\"\(a.value)\"> loads from the network")
                    }
                    if a.name == "style" { problems += Self.cssNetworkLoads(a.value).map { "\(path): style attribute: \($0)" } }
                }
            }
            var rest = Substring(text)
            while let open = rest.range(of: "<style") , let close = rest[open.upperBound...].range(of: "</style>") {
                problems += Self.cssNetworkLoads(String(rest[open.upperBound..<close.lowerBound])).map { "\(path): <style>: \($0)" }
                rest = rest[close.upperBound...]
            }
        }
        return problems
    }

    static func cssNetworkLoads(_ css: String) -> [String] {
        var problems: [String] = []
        let lower = css.lowercased()
        for marker in ["url(", "@import"] {
            var rest = Substring(lower)
            while let r = rest.range(of: marker) {
                let after = rest[r.upperBound...].drop { $0 == " " || $0 == "\"" || $0 == "'" || $0 == "(" || $0 == "\n" || $0 == "\t" }
                if after.hasPrefix("http://") || after.hasPrefix("https://") || after.hasPrefix("//") {
                    problems.append("\(marker) \(after.prefix(60))")
                }
                rest = rest[r.upperBound...]
            }
        }
        return problems
    }

    /// Pages without exactly one `<meta name="referrer" content="no-referrer">` (which keeps the
    /// referrer of every link, instead of a `rel` on each), and any `target` or `rel` on a link
    /// (no link opens a new window, so there is no `noopener` to need).
    func referrerProblems() -> [String] {
        htmlPaths.flatMap { path -> [String] in
            let tags = HTMLScanner.tags(in: files[path]!)
            let referrer = tags.filter { $0.name == "meta" && $0.value("name") == "referrer" }
            var problems = referrer.map { $0.value("content") } == ["no-referrer"] ? [] : ["\(path): no single no-referrer meta tag"]
            problems += tags.filter { $0.name == "a" && ($0.value("target") != nil || ($0.value("rel").map { !["prev", "next"].contains($0) } ?? false)) }
                .map { "\(path): <a target/rel> \($0.value("href") ?? "")" }
            return problems
        }
    }

    /// Pages without `<meta name="robots" content="noindex, nofollow">` (when `noindex`), or
    /// with a robots meta tag (when not).
    func robotsProblems(noindex: Bool) -> [String] {
        htmlPaths.compactMap { path in
            let robots = HTMLScanner.tags(in: files[path]!).filter { $0.name == "meta" && $0.value("name")?.lowercased() == "robots" }
            if noindex {
                return robots.map { $0.value("content") } == ["noindex, nofollow"] ? nil : "\(path): no noindex meta tag"
            }
            return robots.isEmpty ? nil : "\(path): has a robots meta tag on a public site"
        }
    }

    // MARK: - Hostile input

    /// `<script` anywhere in HTML, CSS, SVG or CSV output.
    func scriptTags() -> [String] {
        // JSON, CSV, calendars and vCards are data: `<script>` text in a cell, a summary or a
        // name is inert there (CSV formula cells and calendar escaping are checked separately). Markup and
        // stylesheets must never hold it.
        sortedPaths.filter { path in
            ![".json", ".csv", ".ics", ".vcf"].contains { path.hasSuffix($0) } && files[path]!.lowercased().contains("<script")
        }.map { "\($0): contains <script" }
    }

    /// Attributes whose name starts with `on` (event handlers), in every HTML file.
    func eventHandlerAttributes() -> [String] {
        htmlPaths.flatMap { path in
            HTMLScanner.tags(in: files[path]!).flatMap { tag in
                tag.attributes.filter { $0.name.hasPrefix("on") }.map { "\(path): <\(tag.name) \($0.name)=…>" }
            }
        }
    }

    /// `href`/`src`/`xlink:href` (any URL attribute) whose value, once whitespace and control
    /// characters are removed, starts with a script-capable scheme.
    func scriptURLs() -> [String] {
        htmlPaths.flatMap { path in
            HTMLScanner.tags(in: files[path]!).flatMap { tag in
                tag.attributes.filter { Self.urlAttributes.contains($0.name) }.compactMap { a -> String? in
                    let squeezed = String(String.UnicodeScalarView(a.value.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }))
                        .lowercased()
                    if squeezed.contains("javascript:") { return "\(path): <\(tag.name) \(a.name)=\"\(a.value)\"> holds javascript:" }
                    for scheme in ["vbscript:", "data:"] where squeezed.hasPrefix(scheme) {
                        return "\(path): <\(tag.name) \(a.name)=\"\(a.value)\"> is a \(scheme) URL"
                    }
                    return nil
                }
            }
        }
    }

    /// CSV cells that a spreadsheet would run as a formula: starting with `=`, `+`, `-`, `@`,
    /// tab or CR without the `'` prefix. Number cells (`-3`, `-0.5`) are fine.
    func formulaCells() -> [String] {
        sortedPaths.filter { $0.hasSuffix(".csv") }.flatMap { path in
            CSVParser.records(files[path]!).enumerated().flatMap { row, record in
                record.enumerated().compactMap { column, cell -> String? in
                    guard let first = cell.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) else { return nil }
                    if Double(cell) != nil { return nil }
                    return "\(path):\(row + 1):\(column + 1): \(cell.debugDescription) is not prefixed with '"
                }
            }
        }
    }
}

/// Keeps the first fatal error of an XMLParser (with where it happened) and the root element.
final class XMLErrorCollector: NSObject, XMLParserDelegate {
    var error: String?
    var root: String?

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if root == nil { root = name }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if error == nil {
            error = "line \(parser.lineNumber), column \(parser.columnNumber): XML error \((parseError as NSError).code)"
        }
    }
}
