import CCairo

/// The share image as PNG bytes: 1200×630 pixels (the size Open Graph and Twitter's large
/// card ask for), drawn with cairo on an image surface and pango text (`TextSetter`, the
/// résumé's private DejaVu fonts), so it looks the same on every machine, and written by
/// `PNGEncoder` as an indexed PNG with no time and no text chunks: the same card gives the
/// same bytes (docs/publishing.md, "Sharing").
///
/// Layout: an accent bar on the left; the name (up to two lines), the headline, then the best
/// mark in a tinted box; the footer at the bottom. Text too long is cut with an ellipsis.
public enum ShareImage {
    public static let width = 1200
    public static let height = 630

    public struct Failure: Error, CustomStringConvertible {
        public var reason: String
        public var description: String { "the share image could not be drawn: \(reason)" }
    }

    static let nameStyle = TextStyle(size: 68, bold: true)
    static let headlineStyle = TextStyle(size: 36, color: .muted)
    static let markLabelStyle = TextStyle(size: 28, color: .muted)
    static let markValueStyle = TextStyle(size: 60, bold: true, color: .accent)
    static let footerStyle = TextStyle(size: 26, color: .muted)
    static let left = 112.0
    static let bar = 32.0

    public static func render(_ card: ShareCard) throws(Failure) -> [UInt8] {
        // Our PNG writer, not cairo's: libpng's defaults cost twice the time (`PNGEncoder`).
        try withPixels(card) { PNGEncoder.indexed($0, width: width, height: height, stride: $1) }
    }

    /// The card drawn on a cairo `RGB24` surface of `width`×`height`, whose pixels and row
    /// stride `body` gets while the surface lives.
    /// The surface draws into a buffer of `pixels`, kept from card to card.
    static func withPixels<T>(_ card: ShareCard, _ body: (UnsafePointer<UInt8>, Int) -> T) throws(Failure) -> T {
        try pixels.withBuffer { (buffer) throws(Failure) -> T in
            guard let surface = cairo_image_surface_create_for_data(
                    buffer.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24, Int32(width), Int32(height), Int32(stride)),
                  cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { throw Failure(reason: "no image surface") }
            defer { cairo_surface_destroy(surface) }
            let context = cairo_create(surface)!
            defer { cairo_destroy(context) }
            draw(card, context)
            cairo_surface_flush(surface)
            return body(UnsafePointer(buffer.assumingMemoryBound(to: UInt8.self)), stride)
        }
    }

    /// The bytes of one row of the surface, as cairo lays out an `RGB24` image of `width`.
    static let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, Int32(width)))
    /// The surfaces' buffers (`PixelBufferPool`: a new 3 MB surface per card cost 750 page faults).
    static let pixels = PixelBufferPool(byteCount: stride * height)

    private static func fill(_ context: OpaquePointer, _ color: PDFColor, x: Double, y: Double, width: Double, height: Double) {
        cairo_set_source_rgb(context, color.red, color.green, color.blue)
        cairo_rectangle(context, x, y, width, height)
        cairo_fill(context)
    }

    /// At most this many characters of a text reach pango: more than two lines of the name ever
    /// hold, so pango's ellipsis still makes the cut, but a 100 KB name or list of positions
    /// cannot defeat it (pango gives up ellipsizing very long paragraphs and draws them off
    /// the card).
    static let maxCharacters = 240

    /// `text` cut to `maxCharacters` characters with "…", its line breaks made spaces (each
    /// text is one paragraph on the card).
    static func bounded(_ text: String) -> String {
        var out = ""
        var n = 0
        for ch in text {
            if n == maxCharacters { return out + "…" }
            out.append(ch.isNewline ? " " : ch)
            n += 1
        }
        return out
    }

    static func draw(_ card: ShareCard, _ context: OpaquePointer) {
        var card = card
        card.name = bounded(card.name)
        card.headline = bounded(card.headline)
        card.markLabel = bounded(card.markLabel)
        card.markValue = bounded(card.markValue)
        card.footer = bounded(card.footer)
        let (w, h) = (Double(width), Double(height))
        fill(context, .white, x: 0, y: 0, width: w, height: h)
        fill(context, .accent, x: 0, y: 0, width: bar, height: h)
        let text = TextSetter(context: context)
        var textWidth = w - left - 80
        // The photo, square at the top right, when it can be drawn; the text keeps clear of it.
        if let photo = card.photo {
            let side = 300.0
            if (try? PhotoPainter.draw(photo, context: context, in: PDFRect(x: w - 80 - side, y: 84, width: side, height: side))) != nil {
                textWidth -= side + 40
            }
        }
        var y = 84.0
        y += text.draw(card.name.isEmpty ? " " : card.name, nameStyle, x: left, y: y, width: textWidth, maxLines: 2)
        if !card.headline.isEmpty {
            y += 12 + text.draw(card.headline, headlineStyle, x: left, y: y + 12, width: textWidth, maxLines: 2)
        }
        if !card.markValue.isEmpty {
            let top = max(y + 40, 330.0)
            let labelHeight = text.height(card.markLabel.isEmpty ? " " : card.markLabel, markLabelStyle, width: textWidth - 64)
            let valueHeight = text.height(card.markValue, markValueStyle, width: textWidth - 64)
            fill(context, .band, x: left, y: top, width: textWidth, height: labelHeight + valueHeight + 56)
            fill(context, .accent, x: left, y: top, width: 8, height: labelHeight + valueHeight + 56)
            text.draw(card.markLabel, markLabelStyle, x: left + 40, y: top + 24, width: textWidth - 64)
            text.draw(card.markValue, markValueStyle, x: left + 40, y: top + 28 + labelHeight, width: textWidth - 64)
        }
        if !card.footer.isEmpty {
            text.draw(card.footer, footerStyle, x: left, y: h - 72, width: textWidth)
        }
    }
}
