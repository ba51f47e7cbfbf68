import CRsvg

/// Draws an SVG document onto the page with librsvg: the only file that imports CRsvg.
enum SVGPainter {
    struct Failure: Error, CustomStringConvertible {
        var reason: String
        var description: String { "a chart could not be drawn: \(reason)" }
    }

    /// Draws `svg` scaled to fit `rect` (aspect ratio kept, centred), with `css` as an extra
    /// stylesheet.
    static func draw(_ svg: String, css: String, context: OpaquePointer, in rect: PDFRect) throws(Failure) {
        var error: UnsafeMutablePointer<GError>?
        let bytes = Array(svg.utf8)
        guard let handle = bytes.withUnsafeBufferPointer({ rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error) }) else {
            throw Failure(reason: take(error))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        let style = Array(css.utf8)
        if !style.isEmpty {
            _ = style.withUnsafeBufferPointer { rsvg_handle_set_stylesheet(handle, $0.baseAddress, gsize($0.count), &error) }
            if error != nil { throw Failure(reason: take(error)) }
        }
        var viewport = RsvgRectangle(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        guard rsvg_handle_render_document(handle, context, &viewport, &error) != 0 else { throw Failure(reason: take(error)) }
    }

    private static func take(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }
}
