import CCairo

/// One PDF being drawn with cairo (charts and the photo have painters of their own).
///
/// The bytes go to memory, never to a file. The metadata dates come from `PDFInfo.day`, so
/// cairo never reads the clock; cairo writes no document id of its own (docs/coach-pdf.md).
final class PDFCanvas {
    /// Where cairo streams the PDF.
    final class Sink {
        var bytes: [UInt8] = []
    }

    let paper: PaperSize
    let surface: OpaquePointer
    /// The cairo context, for the text and SVG wrappers (they draw on the same page).
    let context: OpaquePointer
    private let sink: Sink

    enum Failure: Error, CustomStringConvertible {
        case cairo(String)
        var description: String {
            switch self { case .cairo(let reason): "the PDF could not be drawn: \(reason)" }
        }
    }

    init(paper: PaperSize, info: PDFInfo) {
        self.paper = paper
        let sink = Sink()
        self.sink = sink
        let write: cairo_write_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            let sink = Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }
        surface = cairo_pdf_surface_create_for_stream(write, Unmanaged.passUnretained(sink).toOpaque(),
                                                      paper.width, paper.height)
        // cairo escapes these itself (as UTF-16 when not ASCII); `PDFText` drops what must not show.
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, PDFText.cleaned(info.title))
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_AUTHOR, PDFText.cleaned(info.author))
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "sitegen")
        let date = info.day + "T00:00:00Z"
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, date)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, date)
        context = cairo_create(surface)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    func fill(_ rect: PDFRect, _ color: PDFColor) {
        cairo_set_source_rgb(context, color.red, color.green, color.blue)
        cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
        cairo_fill(context)
    }

    /// A square grid of `size` × `size` cells (row-major `dark`), filled with `color` where
    /// dark, over `rect`: one 1-bit image that cairo writes as a PDF image mask
    /// (`/ImageMask true`, `/Interpolate false`), each cell `pixelsPerCell` pixels square so a
    /// viewer that smooths pictures anyway blurs no more than a fraction of a cell.
    func fill(grid size: Int, dark: [Bool], pixelsPerCell: Int, in rect: PDFRect, _ color: PDFColor) {
        let side = size * pixelsPerCell
        guard size > 0, pixelsPerCell > 0, dark.count == size * size else { return }
        let image = cairo_image_surface_create(CAIRO_FORMAT_A1, Int32(side), Int32(side))
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(image) else { return }
        let stride = Int(cairo_image_surface_get_stride(image))
        cairo_surface_flush(image)
        // A1 packs pixels into native-endian 32-bit words; on a little-endian machine pixel x
        // is bit x % 8 of byte x / 8 (the only byte order Swift on Linux runs on here).
        for row in 0..<size {
            let line = data + row * pixelsPerCell * stride
            for column in 0..<size where dark[row * size + column] {
                for x in (column * pixelsPerCell)..<((column + 1) * pixelsPerCell) {
                    line[x >> 3] |= UInt8(1) << UInt8(x & 7)
                }
            }
            for copy in 1..<pixelsPerCell { (line + copy * stride).update(from: line, count: stride) }
        }
        cairo_surface_mark_dirty(image)
        let pattern = cairo_pattern_create_for_surface(image)
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        cairo_save(context)
        cairo_translate(context, rect.x, rect.y)
        cairo_scale(context, rect.width / Double(side), rect.height / Double(side))
        cairo_set_source_rgb(context, color.red, color.green, color.blue)
        cairo_mask(context, pattern)
        cairo_restore(context)
    }

    func line(x1: Double, y1: Double, x2: Double, y2: Double, _ color: PDFColor, width: Double = 0.75) {
        cairo_set_source_rgb(context, color.red, color.green, color.blue)
        cairo_set_line_width(context, width)
        cairo_move_to(context, x1, y1)
        cairo_line_to(context, x2, y2)
        cairo_stroke(context)
    }

    /// A clickable area opening `uri`: always a plain `/URI` action, whatever `uri` holds.
    ///
    /// cairo 1.16 copies the `uri` attribute into the PDF's `/URI ( … )` string as it is, so it is
    /// escaped here for PDF first (`PDFString`: printable ASCII, no parenthesis, no bare
    /// backslash) and then quoted for cairo's attribute syntax (`\` and `'` after a backslash).
    func link(_ rect: PDFRect, uri: String) {
        var quoted = ""
        for ch in PDFString.literalBody(uri.utf8) {
            if ch == "\\" || ch == "'" { quoted.append("\\") }
            quoted.append(ch)
        }
        let attributes = "uri='\(quoted)' rect=[\(Self.number(rect.x)) \(Self.number(rect.y)) \(Self.number(rect.width)) \(Self.number(rect.height))]"
        cairo_tag_begin(context, CAIRO_TAG_LINK, attributes)
        cairo_tag_end(context, CAIRO_TAG_LINK)
    }

    func newPage() {
        cairo_show_page(context)
    }

    /// Finishes the document and returns its bytes.
    func finish() throws(Failure) -> [UInt8] {
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
        var bytes = sink.bytes
        PDFRepair.freeUnwrittenObjects(&bytes)
        return bytes
    }

    /// Two decimals at most, no locale: cairo parses the attribute string itself.
    static func number(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        return "\(sign)\(magnitude / 100).\(magnitude % 100 < 10 ? "0" : "")\(magnitude % 100)"
    }
}
