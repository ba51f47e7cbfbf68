import Foundation
import Testing
@testable import SiteGen

/// The colours the page designs ask for (issue 12, item 2), and white text on every stat card
/// at AA contrast in both modes.
@Suite struct SeedColoursTests {
    /// (gradient, label) of each stat card on a page, in order.
    static func cards(_ html: String) -> [String] {
        html.components(separatedBy: "class=\"w-stat w-g-").dropFirst().map { part in
            let name = part.prefix { $0 != "\"" }
            let label = part.components(separatedBy: "<span class=\"w-stat-label\" aria-hidden=\"true\">")[1].prefix { $0 != "<" }
            return "\(name): \(label)"
        }
    }

    @Test func statCardGradientsFollowThePageDesigns() throws {
        try FixtureSiteTests().withSite { site in
            // Reports: Schools blue, Coaches purple (the dashboard has them the other way round).
            #expect(Self.cards(site.text("ana-diaz/reports/index.html")) == [
                "blue: Schools", "purple: Coaches", "green: Interactions", "orange: Metrics", "indigo: Response Rate",
            ])
            #expect(Self.cards(site.text("ana-diaz/index.html")).prefix(2) == ["blue: Coaches", "purple: Schools"])
            // Social: Total Posts gray.
            #expect(Self.cards(site.text("ana-diaz/social/index.html")) == [
                "gray: Total Posts", "green: Recruiting Posts", "blue: Positive Sentiment", "purple: Active Schools",
            ])
        }
    }

    @Test func tokenColours() throws {
        let tokens = try ThemeTests.defaultTheme().tokens
        #expect(tokens.colors["twitter"] == "#1DA1F2")
        #expect(tokens.colors["instagram"] == "#E1306C")
        #expect(tokens.darkColors["twitter"] == "#1DA1F2")
        #expect(tokens.darkColors["instagram"] == "#E1306C")
        // Green, blue, gray, red.
        #expect(["very-positive", "positive", "neutral", "negative"].map { tokens.colors["sentiment-" + $0] }
                == ["#047857", "#2563EB", "#838B9A", "#EF4444"])
        #expect(tokens.gradients["blue"] == .init(start: "#3B82F6", end: "#2563EB"))
        #expect(tokens.gradients["purple"] == .init(start: "#8B5CF6", end: "#7C3AED"))
        #expect(tokens.gradients["gray"] == .init(start: "#6B7280", end: "#4B5563"))
    }

    /// White on each gradient stop under the scrim: at least 4.5:1, light and dark.
    @Test func statCardTextPassesAA() throws {
        let tokens = try ThemeTests.defaultTheme().tokens
        var worst: [String: Double] = [:]
        for (mode, scrim) in [("light", tokens.colors["scrim"]!), ("dark", tokens.darkColors["scrim"]!)] {
            for (name, gradient) in tokens.gradients {
                for stop in [gradient.start, gradient.end] {
                    let ratio = Contrast.ratio(Contrast.rgb("#FFFFFF"), Contrast.over(scrim, stop))
                    worst[mode + " " + name] = min(worst[mode + " " + name] ?? .infinity, ratio)
                }
            }
        }
        #expect(worst.filter { $0.value < 4.5 }.keys.sorted() == [])
        #expect(worst.count == 14)
        // The gray card, as scripts/contrast.py prints it.
        #expect((worst["light gray"]! * 100).rounded() / 100 == 8.88)
    }
}

/// WCAG 2 relative luminance and contrast of `#RRGGBB` / `#RRGGBBAA` colours.
enum Contrast {
    static func rgb(_ hex: String) -> (Double, Double, Double, Double) {
        let h = Array(hex.dropFirst())
        func byte(_ i: Int) -> Double { Double(Int(String(h[i..<i + 2]), radix: 16)!) }
        return (byte(0), byte(2), byte(4), h.count == 8 ? byte(6) / 255 : 1)
    }

    /// `top` (with its alpha) over the opaque `bottom`, channels rounded as a browser paints them.
    static func over(_ top: String, _ bottom: String) -> (Double, Double, Double, Double) {
        let t = rgb(top), b = rgb(bottom)
        func mix(_ x: Double, _ y: Double) -> Double { (t.3 * x + (1 - t.3) * y).rounded() }
        return (mix(t.0, b.0), mix(t.1, b.1), mix(t.2, b.2), 1)
    }

    static func luminance(_ c: (Double, Double, Double, Double)) -> Double {
        func channel(_ v: Double) -> Double {
            let s = v / 255
            return s <= 0.03928 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(c.0) + 0.7152 * channel(c.1) + 0.0722 * channel(c.2)
    }

    static func ratio(_ a: (Double, Double, Double, Double), _ b: (Double, Double, Double, Double)) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }
}
