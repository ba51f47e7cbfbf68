import Widgets

/// A Widgets chart made printable: its geometry (`ChartDrawing`), which `ChartPainter` paints
/// onto the page with the theme's light colours. The site's SVG is written from the same layout,
/// so the site, the résumé and the report draw a chart with the same Widgets code.
public struct PrintChart: Sendable, Equatable {
    public var drawing: ChartDrawing
    /// The viewBox's aspect ratio (width / height), to size the chart on the page.
    public var aspect: Double { drawing.aspect }

    public init(_ drawing: ChartDrawing) {
        self.drawing = drawing
    }

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
}
