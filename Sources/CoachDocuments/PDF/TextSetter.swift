import CPango
import Foundation

/// Text layout with pango (shaping, line breaks, ellipsis): the only file that imports CPango.
///
/// Fonts come from a private fontconfig set that holds only DejaVu Sans (regular and bold) and,
/// as the fallback for what DejaVu lacks, WenQuanYi Micro Hei (Chinese, Japanese kana and
/// kanji, Korean Hangul; Debian's fonts-wqy-microhei, which scripts/bootstrap.sh installs), so
/// the PDF does not depend on the other fonts a machine has. DejaVu covers Latin (Polish ł, ś,
/// ż and accented names), Greek, Cyrillic and some emoji (☺ 😀); pango takes each character
/// from the first font that has it, and cairo embeds the glyphs used, as subsets, with their
/// characters in the text layer. A character neither has (most emoji: 🏀 🔥) would draw as a
/// box: `PDFFonts.missing(in:)` finds them so the caller can warn.
final class TextSetter {
    /// Where DejaVu Sans is looked for (Debian's fonts-dejavu-core first).
    static let fontFolders = [
        "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/TTF", "/usr/share/fonts/dejavu",
        "/usr/local/share/fonts", "/opt/homebrew/share/fonts", "/Library/Fonts",
    ]
    static let family = "DejaVu Sans"
    /// Where the fallback font is looked for (Debian, Fedora, Arch, Homebrew).
    static let fallbackFiles = [
        "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", "/usr/share/fonts/wqy-microhei/wqy-microhei.ttc",
        "/usr/share/fonts/TTF/wqy-microhei.ttc", "/opt/homebrew/share/fonts/wqy-microhei.ttc",
    ]

    /// Installs the private font set as fontconfig's current configuration, once per process
    /// (the chart labels are set here too). False when DejaVu Sans is not installed: the
    /// machine's fonts are used instead (docs/coach-pdf.md).
    static let privateFonts: Bool = {
        let fm = FileManager.default
        guard let folder = fontFolders.first(where: { fm.fileExists(atPath: $0 + "/DejaVuSans.ttf") }),
              let config = FcConfigCreate() else { return false }
        // Unhinted copies: the PDFs never run the glyph programs, and they were most of each
        // embedded subset (`TrueTypeHinting`, `UnhintedFontFiles`).
        var paths = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"].map { UnhintedFontFiles.path(for: folder + "/" + $0) }
        if let fallback = fallbackFiles.first(where: { fm.fileExists(atPath: $0) }) { paths.append(fallback) }
        for path in paths where fm.fileExists(atPath: path) {
            _ = path.withCString { $0.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) { FcConfigAppFontAddFile(config, $0) } }
        }
        return FcConfigSetCurrent(config) != 0
    }()

    /// Whether a font of the set draws `scalar` (the machine's fonts when there is no private set).
    static func covers(_ scalar: Unicode.Scalar) -> Bool {
        charsets.contains { FcCharSetHasChar($0, FcChar32(scalar.value)) != 0 }
    }

    /// The character sets of the fonts text is drawn with.
    // Read only once made; fontconfig charsets are not changed after the fonts are loaded.
    nonisolated(unsafe) private static let charsets: [OpaquePointer] = {
        _ = privateFonts
        guard let config = FcConfigGetCurrent(),
              let set = FcConfigGetFonts(config, privateFonts ? FcSetApplication : FcSetSystem) else { return [] }
        var out: [OpaquePointer] = []
        for i in 0..<Int(set.pointee.nfont) {
            var charset: OpaquePointer?
            if let font = set.pointee.fonts[i], FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset {
                out.append(charset)
            }
        }
        return out
    }()

    let cairo: OpaquePointer
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let pango: OpaquePointer

    init(context cairo: OpaquePointer) {
        _ = Self.privateFonts
        self.cairo = cairo
        // The thread's own font map (pango keeps one per thread; font maps are not thread-safe),
        // kept for the process: its fonts, metrics and fontconfig matches serve every document
        // the thread draws. A new map per document looked the fonts up again each time, a fifth
        // of a PDF's cost (docs/performance.md). Documents stay independent: cairo subsets the
        // fonts per PDF surface.
        fontMap = pango_cairo_font_map_get_default()
        pango = pango_font_map_create_context(fontMap)
        pango_cairo_context_set_resolution(pango, 72)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        pango_cairo_context_set_font_options(pango, options)
        cairo_font_options_destroy(options)
        pango_cairo_update_context(cairo, pango)
    }

    /// `liga=0` for every layout (`layout`): made once, each layout takes a reference.
    private let noLigatures: OpaquePointer = {
        let list = pango_attr_list_new()!
        pango_attr_list_insert(list, pango_attr_font_features_new("liga=0"))
        return list
    }()

    /// What makes two layouts the same (colour is set on cairo, not on the layout).
    private struct LayoutKey: Hashable {
        var text: String
        var size: Double
        var bold: Bool
        var align: TextStyle.Align
        var width: Double?
        var maxLines: Int
    }

    /// Every layout made for this document, so measuring a paragraph and then drawing it (or
    /// measuring "Ag" for every heading and fact row) lays it out once: the résumé measures most
    /// of its text to choose what fits before drawing it.
    private var layouts: [LayoutKey: OpaquePointer] = [:]

    deinit {
        // Only unreferenced here, in any order: nothing is written from this dictionary.
        for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_attr_list_unref(noLigatures)
        g_object_unref(UnsafeMutableRawPointer(pango))
    }

    /// A laid-out paragraph: `width` wide (nil: one line, natural width), at most `maxLines`
    /// lines, the rest cut with an ellipsis. The setter owns it (callers do not unreference it)
    /// and hands out the same layout for the same text, size, weight, alignment and box.
    func layout(_ text: String, _ style: TextStyle, width: Double?, maxLines: Int) -> OpaquePointer {
        let key = LayoutKey(text: text, size: style.size, bold: style.bold, align: style.align, width: width, maxLines: maxLines)
        if let made = layouts[key] { return made }
        let layout = pango_layout_new(pango)!
        layouts[key] = layout
        let description = pango_font_description_new()
        pango_font_description_set_family(description, Self.family)
        pango_font_description_set_weight(description, style.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_size(description, Int32((style.size * 1024).rounded()))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        if let width {
            pango_layout_set_width(layout, Int32((width * 1024).rounded()))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_height(layout, Int32(-max(1, maxLines)))
            switch style.align {
            case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
            case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
            }
        }
        // No ligatures: DejaVu's "ff" (U+FB00, in "Staff", "Offers") is no WinAnsi character, so
        // cairo embedded a second, CID subset of DejaVu Sans for it alone (about 2.7 KB a PDF;
        // docs/performance.md, "Bytes per athlete"); the text layer keeps the two letters too.
        pango_layout_set_attributes(layout, noLigatures)
        // Controls would draw as boxes, a bidi override reverse what follows (`PDFText`).
        pango_layout_set_text(layout, PDFText.cleaned(text), -1)
        return layout
    }

    /// The height `text` takes, in points.
    func height(_ text: String, _ style: TextStyle, width: Double, maxLines: Int = 1) -> Double {
        let l = layout(text, style, width: width, maxLines: maxLines)
        var w: Int32 = 0, h: Int32 = 0
        pango_layout_get_size(l, &w, &h)
        return Double(h) / 1024
    }

    /// The natural width of `text` on one line, in points.
    func width(_ text: String, _ style: TextStyle) -> Double {
        let l = layout(text, style, width: nil, maxLines: 1)
        var w: Int32 = 0, h: Int32 = 0
        pango_layout_get_size(l, &w, &h)
        return Double(w) / 1024
    }

    /// Draws `text` with its top left at (x, y); returns the height used.
    @discardableResult
    func draw(_ text: String, _ style: TextStyle, x: Double, y: Double, width: Double, maxLines: Int = 1) -> Double {
        guard !text.isEmpty else { return 0 }
        let l = layout(text, style, width: width, maxLines: maxLines)
        cairo_set_source_rgb(cairo, style.color.red, style.color.green, style.color.blue)
        cairo_move_to(cairo, x, y)
        pango_cairo_show_layout(cairo, l)
        var w: Int32 = 0, h: Int32 = 0
        pango_layout_get_size(l, &w, &h)
        return Double(h) / 1024
    }
}
