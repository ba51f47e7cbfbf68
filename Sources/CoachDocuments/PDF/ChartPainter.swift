import CCairo
import Widgets

/// Paints a Widgets `ChartDrawing` straight onto the PDF page with cairo: lines and dots as
/// cairo paths, text through the page's `TextSetter` (pango, DejaVu Sans), colour tokens from
/// the print palette. No SVG is written or parsed on the way (docs/coach-pdf.md, "Charts").
struct ChartPainter {
    let context: OpaquePointer
    let text: TextSetter
    /// Token name → colour (the light values of the theme).
    let palette: [String: PDFColor]

    init(context: OpaquePointer, text: TextSetter, palette: [String: String]) {
        self.context = context
        self.text = text
        self.palette = palette.compactMapValues(PDFColor.init(hex:))
    }

    /// An unknown token is drawn in the text colour, as the SVG printing did.
    func color(_ token: ColorToken) -> PDFColor {
        palette[token.name] ?? palette["text"] ?? .text
    }

    /// Draws `drawing` scaled to fit `rect`, aspect ratio kept and centred (SVG's default
    /// `xMidYMid meet`).
    func paint(_ drawing: ChartDrawing, in rect: PDFRect) {
        guard drawing.width > 0, drawing.height > 0 else { return }
        let scale = min(rect.width / drawing.width, rect.height / drawing.height)
        let dx = rect.x + (rect.width - drawing.width * scale) / 2
        let dy = rect.y + (rect.height - drawing.height * scale) / 2
        func x(_ p: ChartPoint) -> Double { dx + p.x * scale }
        func y(_ p: ChartPoint) -> Double { dy + p.y * scale }
        for shape in drawing.shapes {
            switch shape {
            case .line(let points, let width, let token):
                guard let first = points.first else { continue }
                set(color(token))
                cairo_set_line_width(context, width * scale)
                cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
                cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
                cairo_move_to(context, x(first), y(first))
                for p in points.dropFirst() { cairo_line_to(context, x(p), y(p)) }
                cairo_stroke(context)
            case .dot(let center, let diameter, let token):
                set(color(token))
                cairo_new_sub_path(context)
                cairo_arc(context, x(center), y(center), diameter * scale / 2, 0, 2 * Double.pi)
                cairo_fill(context)
            case .text(let string, let at, let size, let anchor, let token):
                text.drawLine(string, TextStyle(size: size * scale, color: color(token)),
                              x: x(at), baseline: y(at), anchorEnd: anchor == .end)
            }
        }
    }

    private func set(_ color: PDFColor) {
        cairo_set_source_rgb(context, color.red, color.green, color.blue)
    }
}
