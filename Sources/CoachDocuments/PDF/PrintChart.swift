import Foundation

/// A Widgets chart made printable: the `<svg>` element of its markup, with the theme's colour
/// tokens (`var(--color-…)`) replaced by their light values, and a stylesheet for the chart
/// classes. So the site, the résumé and the report draw a chart with the same Widgets code.
public struct PrintChart: Sendable, Equatable {
    /// The standalone SVG document.
    public var svg: String
    /// The viewBox's aspect ratio (width / height), to size the chart on the page.
    public var aspect: Double

    /// nil when `markup` holds no `<svg>` element.
    public init?(markup: String, palette: [String: String] = PrintChart.palette) {
        guard let start = markup.range(of: "<svg"), let end = markup.range(of: "</svg>", options: .backwards),
              start.lowerBound < end.lowerBound else { return nil }
        var svg = String(markup[start.lowerBound..<end.upperBound])
        svg = "<svg xmlns=\"http://www.w3.org/2000/svg\"" + svg.dropFirst(4)
        svg = Self.resolve(svg, palette: palette)
        self.svg = svg
        aspect = Self.aspect(of: svg) ?? 2
    }

    /// `var(--color-NAME)` → the palette's value (unknown names: the text colour).
    static func resolve(_ text: String, palette: [String: String]) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var rest = Substring(text)
        while let open = rest.range(of: "var(--color-") {
            out += rest[..<open.lowerBound]
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: ")") else { rest = after; break }
            let name = String(after[..<close])
            out += palette[name] ?? palette["text"] ?? "#111827"
            rest = after[after.index(after: close)...]
        }
        out += rest
        return out
    }

    static func aspect(of svg: String) -> Double? {
        guard let range = svg.range(of: "viewBox=\"") else { return nil }
        let numbers = svg[range.upperBound...].prefix { $0 != "\"" }.split(separator: " ").compactMap { Double($0) }
        guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0 else { return nil }
        return numbers[2] / numbers[3]
    }

    /// The chart classes of the theme's widgets.css that matter on paper (no hover, no layout;
    /// selectors without the HTML wrapper, which the printed SVG does not have).
    public static let css = """
    svg { font-family: 'DejaVu Sans'; }
    text { fill: var(--color-text-muted); font-size: 11px; }
    .w-grid { stroke: var(--color-grid); stroke-width: 1; fill: none; }
    .w-line { fill: none; stroke-width: 2; stroke-linejoin: round; stroke-linecap: round; }
    .w-area { fill-opacity: 0.15; stroke: none; }
    .w-area-soft { fill-opacity: 1; }
    .w-dots path, .w-bars path { fill: none; }
    .w-spark-dots path { stroke-width: 0; }
    .w-spark-dots .w-last { stroke-width: 5; }
    .w-track { stroke: var(--color-surface-alt); stroke-width: 14; stroke-linecap: round; }
    .w-hrow path { stroke-width: 14; stroke-linecap: round; }
    .w-hrow text { font-size: 12px; fill: var(--color-text); }
    """

    /// The stylesheet with its tokens resolved.
    static func stylesheet(palette: [String: String]) -> String { resolve(css, palette: palette) }

    /// The light colours of the default theme (Themes/default/tokens.yml).
    public static let palette: [String: String] = [
        "primary": "#0066FF", "success": "#009E4F", "purple": "#9333EA", "amber": "#E86100",
        "indigo": "#4F46E5", "danger": "#DC2626", "background": "#F9FAFB", "surface": "#FFFFFF",
        "surface-alt": "#F3F4F6", "border": "#E5E7EB", "text": "#111827", "text-muted": "#4B5563",
        "text-on-accent": "#FFFFFF", "link": "#0052CC", "grid": "#E5E7EB", "axis": "#6B7280",
        "sentiment-very-positive": "#047857", "sentiment-positive": "#2563EB", "sentiment-neutral": "#838B9A",
        "sentiment-negative": "#EF4444", "level-green": "#047857", "level-orange": "#C2410C", "level-red": "#B91C1C",
        "urgency-high": "#DC2626", "urgency-medium": "#CF7206", "urgency-low": "#2563EB",
        "twitter": "#1DA1F2", "instagram": "#E1306C", "verified": "#047857",
        "heat-0": "#EBEDF0", "heat-1": "#93C5FD", "heat-2": "#3B82F6", "heat-3": "#1D4ED8", "heat-4": "#1E3A8A",
    ]

    /// An SVG that shows a photo (JPEG or PNG bytes) filling `width` × `height`, cropped to
    /// cover: librsvg decodes it, so the page needs no image code of its own.
    static func photo(_ bytes: [UInt8], mime: String, width: Double, height: Double) -> String {
        let data = Data(bytes).base64EncodedString()
        let w = PDFCanvas.number(width), h = PDFCanvas.number(height)
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" viewBox=\"0 0 \(w) \(h)\">"
            + "<image width=\"\(w)\" height=\"\(h)\" preserveAspectRatio=\"xMidYMid slice\" xlink:href=\"data:\(mime);base64,\(data)\"/></svg>"
    }
}
