import Foundation
import CCmark
import Widgets
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CommonMark through the system cmark library, in safe mode.
///
/// This is the only file that talks to cmark. cmark 0.29 and later are safe by default:
/// raw HTML becomes `<!-- raw HTML omitted -->` and links or images whose URL starts with
/// `javascript:`, `vbscript:`, `file:` or `data:` (except `data:image/png|gif|jpeg|webp`)
/// get an empty `href`/`src`. `CMARK_OPT_SAFE` is passed as well so that an older library
/// (before 0.29, where safe mode was opt-in) behaves the same; newer ones ignore it.
public enum Markdown {
    static let options: Int32 = CMARK_OPT_DEFAULT | CMARK_OPT_SAFE

    /// The linked cmark library's version, e.g. `0.30.2`.
    public static var libraryVersion: String { String(cString: cmark_version_string()) }

    /// The HTML of a CommonMark document, safe for untrusted input. An image whose address
    /// would load from the network (see `isRemote`) becomes a link to it: the pages load
    /// nothing from the network, and a tracking pixel would tell its owner the page was opened.
    public static func html(_ markdown: String) -> String { html(markdown, options: options) }

    /// The same, with every link whose address `unlinks` accepts replaced by its text (a link
    /// to a note a published copy leaves out: `WithheldNotes`).
    public static func html(_ markdown: String, unlinking unlinks: (String) -> Bool) -> String {
        html(markdown, options: options, unlinking: unlinks)
    }

    /// The same as `html(_:unlinking:)`, with every image that loads nothing from the network
    /// given to `pictures`: the address to show it from, or nil to leave it out (its alt text
    /// stays). The coach packet ships note pictures under other names (`NoteImages.packetNames`)
    /// and leaves out those it could not ship.
    static func html(_ markdown: String, unlinking unlinks: (String) -> Bool, pictures: (String) -> String?) -> String {
        html(markdown, options: options, unlinking: unlinks, pictures: pictures)
    }

    static func html(_ markdown: String, options: Int32, unlinking unlinks: (String) -> Bool = { _ in false },
                     pictures: (String) -> String? = { $0 }) -> String {
        var html = ""
        withDocument(xmlSafe(markdown), options: options) { document in
            for image in nodes(of: CMARK_NODE_IMAGE, in: document) {
                let address = url(of: image)
                if isRemote(address) {
                    linkInstead(of: image)
                } else if let shown = pictures(address) {
                    if shown != address { cmark_node_set_url(image, shown) }
                } else {
                    while let child = cmark_node_first_child(image) { cmark_node_insert_before(image, child) }
                    cmark_node_free(image)
                }
            }
            for link in nodes(of: CMARK_NODE_LINK, in: document) where unlinks(url(of: link)) {
                while let child = cmark_node_first_child(link) { cmark_node_insert_before(link, child) }
                cmark_node_free(link)
            }
            guard let rendered = cmark_render_html(document, options) else { return }
            defer { free(rendered) }
            html = String(cString: rendered)
        }
        // Safe mode empties the URL of a dropped link or image; leave no empty link behind
        // (it would point at the page itself).
        return replacing(replacing(html, "<a href=\"\">", with: "<a>"), "<img src=\"\" ", with: "<img ")
    }

    /// An image of a document; `line` and `column` count from 1 in the Markdown text.
    public struct Image: Equatable, Sendable {
        public var url: String
        public var line: Int
        public var column: Int
    }

    /// A link of a document: its address and where it starts, as for an image.
    public typealias Link = Image

    /// Every image of a document, in document order.
    /// A text that cannot hold one (`mayHoldImages`: no `![`) is not parsed (most notes).
    public static func images(_ markdown: String) -> [Image] {
        guard mayHoldImages(markdown) else { return [] }
        return located(CMARK_NODE_IMAGE, in: markdown)
    }

    /// Every link of a document (`[text](address)`, autolinks), in document order.
    public static func links(_ markdown: String) -> [Link] { located(CMARK_NODE_LINK, in: markdown) }

    /// The address and position of every node of `nodeType` (an image or a link).
    static func located(_ nodeType: cmark_node_type, in markdown: String) -> [Image] {
        var found: [Image] = []
        withDocument(xmlSafe(markdown), options: options) { document in
            var block: OpaquePointer?
            walk(document) { node, entering in
                let type = cmark_node_get_type(node)
                if entering, type == CMARK_NODE_PARAGRAPH || type == CMARK_NODE_HEADING { block = node }
                guard entering, type == nodeType else { return true }
                // cmark before 0.29 gives inlines no position: fall back to the paragraph's.
                let at = cmark_node_get_start_line(node) > 0 ? node : (block ?? node)
                found.append(Image(url: url(of: node), line: max(1, Int(cmark_node_get_start_line(at))),
                                   column: max(1, Int(cmark_node_get_start_column(at)))))
                return true
            }
        }
        return found
    }

    /// The images `html` turns into links.
    public static func remoteImages(_ markdown: String) -> [Image] { images(markdown).filter { isRemote($0.url) } }

    /// The images with a relative address (`visit.jpg`, `photos/a.png`): files beside the page.
    public static func localImages(_ markdown: String) -> [Image] {
        images(markdown).filter { image in
            let u = image.url
            guard let first = u.first, first != "/", first != "#", first != "?", first != "\\", !isRemote(u) else { return false }
            // A scheme (`data:`, `javascript:`) is a colon before any slash.
            let beforeSlash = u.prefix { $0 != "/" }
            return !beforeSlash.contains(":")
        }
    }

    /// Whether an image at `url` would be fetched from the network: any scheme but those safe
    /// mode handles, or a scheme-relative `//host/…`. Relative paths load nothing.
    static func isRemote(_ url: String) -> Bool {
        // As a browser reads it: leading spaces and controls skipped, tabs and line breaks
        // ignored, `\` taken as `/` (so `\\host/p.png` is scheme-relative too).
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: url.unicodeScalars.drop { $0.value <= 0x20 }.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" })
        let cleaned = String(scalars).lowercased().replacingOccurrences(of: "\\", with: "/")
        if cleaned.hasPrefix("//") { return true }
        guard let colon = cleaned.firstIndex(of: ":") else { return false }
        let scheme = cleaned[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") })
        else { return false }
        // Safe mode empties these URLs (a `data:` image stays inline): nothing is fetched.
        return !["data", "javascript", "vbscript", "file"].contains(scheme)
    }

    static func url(of node: OpaquePointer) -> String {
        cmark_node_get_url(node).map { String(cString: $0) } ?? ""
    }

    /// Replaces an image node by a link to the same address, its alt text (or else the address)
    /// as the link text.
    static func linkInstead(of image: OpaquePointer) {
        guard let link = cmark_node_new(CMARK_NODE_LINK) else { return }
        cmark_node_set_url(link, cmark_node_get_url(image))
        cmark_node_set_title(link, cmark_node_get_title(image))
        while let child = cmark_node_first_child(image) { cmark_node_append_child(link, child) }
        if cmark_node_first_child(link) == nil, let text = cmark_node_new(CMARK_NODE_TEXT) {
            cmark_node_set_literal(text, cmark_node_get_url(image))
            cmark_node_append_child(link, text)
        }
        cmark_node_replace(image, link)
        cmark_node_free(image)
    }

    /// Every node of one type, collected first so the tree can be changed afterwards.
    static func nodes(of type: cmark_node_type, in document: OpaquePointer) -> [OpaquePointer] {
        var out: [OpaquePointer] = []
        walk(document) { node, entering in
            if entering, cmark_node_get_type(node) == type { out.append(node) }
            return true
        }
        return out
    }

    /// Without the control characters XML 1.0 forbids (cmark passes them through, and the
    /// pages must stay well-formed): U+0000–U+0008, U+000B, U+000C, U+000E–U+001F, U+FFFE, U+FFFF;
    /// and without the bidi controls the escapers drop too (`String.isBidiControl`).
    static func xmlSafe(_ text: String) -> String {
        func allowed(_ s: Unicode.Scalar) -> Bool {
            switch s.value {
            case 0x9, 0xA, 0xD: true
            case 0x0...0x1F, 0xFFFE, 0xFFFF: false
            default: !String.isBidiControl(s)
            }
        }
        // Printable ASCII, tab and line ends (most notes) need no look at each scalar: every
        // character refused is a control or outside ASCII.
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 >= 0x20 ? $0 < 0x80 : ($0 == 0x9 || $0 == 0xA || $0 == 0xD) }
        }
        if plain == true { return text }
        guard !text.unicodeScalars.allSatisfy(allowed) else { return text }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: text.unicodeScalars.filter(allowed))
        return String(out)
    }

    /// The text of the first level-1 heading (`# Title` or a `===` setext heading), with its
    /// inline markup removed and whitespace collapsed; nil when there is none or it is empty.
    public static func firstHeading(_ markdown: String) -> String? {
        var found: String?
        withDocument(markdown) { document in
            walk(document) { node, entering in
                guard entering, cmark_node_get_type(node) == CMARK_NODE_HEADING,
                      cmark_node_get_heading_level(node) == 1 else { return true }
                let text = collapse(plainText(of: node))
                if !text.isEmpty { found = text; return false }
                return true
            }
        }
        return found
    }

    /// Plain text of the document's paragraphs (headings, code blocks and raw HTML left
    /// out), whitespace collapsed, cut at a word boundary to at most `maxCharacters`
    /// characters with `…` appended when cut. For note lists.
    public static func excerpt(_ markdown: String, maxCharacters: Int = 160) -> String {
        var parts: [String] = []
        // Paragraphs are read until their collapsed text is a few Characters longer than the
        // excerpt (what follows cannot change its first `maxCharacters + 1`), and that collapse
        // is the one cut; a long note is not collapsed whole. Collapsed text has no more
        // Characters than bytes, so it is collapsed only once the bytes are enough.
        let enough = maxCharacters + 3
        var bytes = 0
        var collapsed: String?
        withDocument(markdown) { document in
            walk(document) { node, entering in
                guard entering, isParagraph(node) else { return true }
                let text = plainText(of: node)
                parts.append(text)
                bytes += text.utf8.count + 1
                guard bytes >= enough else { return true }
                let sofar = parts.joined(separator: " ")
                // Collapsed ASCII text has one Character per byte: counted on bytes.
                if let ascii = collapseASCII(sofar, upTo: enough) {
                    guard ascii.utf8.count >= enough else { return true }
                    collapsed = truncateASCII(ascii, to: maxCharacters)
                    return false
                }
                let c = collapse(sofar)
                guard c.index(c.startIndex, offsetBy: enough, limitedBy: c.endIndex) != nil else { return true }
                collapsed = truncate(c, to: maxCharacters)
                return false
            }
        }
        if let collapsed { return collapsed }
        let text = parts.joined(separator: " ")
        // Only the first `maxCharacters + 1` characters of the collapsed text decide the
        // excerpt; ASCII text (most notes) is collapsed and cut on bytes up to there.
        if let ascii = collapseASCII(text, upTo: maxCharacters + 1) { return truncateASCII(ascii, to: maxCharacters) }
        return truncate(collapse(text), to: maxCharacters)
    }

    // MARK: - Internals

    static func withDocument(_ markdown: String, options: Int32 = options, _ body: (OpaquePointer) -> Void) {
        var source = markdown
        let document: OpaquePointer? = source.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parse_document(chars.baseAddress, chars.count, options)
            }
        }
        guard let document else { return }
        defer { cmark_node_free(document) }
        body(document)
    }

    static func isParagraph(_ node: OpaquePointer) -> Bool { cmark_node_get_type(node) == CMARK_NODE_PARAGRAPH }

    /// Visits nodes depth first; `visit` returns false to stop.
    static func walk(_ root: OpaquePointer, _ visit: (OpaquePointer, Bool) -> Bool) {
        guard let iterator = cmark_iter_new(root) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { return }
            guard let node = cmark_iter_get_node(iterator) else { return }
            if !visit(node, event == CMARK_EVENT_ENTER) { return }
        }
    }

    /// Text and code literals of a node's inlines; breaks become spaces, raw HTML is dropped.
    static func plainText(of node: OpaquePointer) -> String {
        var text = ""
        var child = cmark_node_first_child(node)
        while let current = child {
            switch cmark_node_get_type(current) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                if let literal = cmark_node_get_literal(current) { text += String(cString: literal) }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                text += " "
            case CMARK_NODE_HTML_INLINE, CMARK_NODE_HTML_BLOCK:
                break
            default:
                text += plainText(of: current)
            }
            child = cmark_node_next(current)
        }
        return text
    }
}
