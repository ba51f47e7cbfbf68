/// Icons drawn for sitegen: 24×24 line drawings in `currentColor`. A page writes only a short empty
/// element per icon (`<i class="w-icon i-chart"></i>`); the drawing is a CSS mask in the site's
/// one stylesheet (`Icon.stylesheet`, written once for the whole site), not an `<svg>` or a
/// symbol in every page. Decorative: the text beside an icon carries the meaning (an empty
/// element has nothing for a screen reader to read).
public enum Icon: String, Sendable, CaseIterable {
    case coaches, school, interactions, offers, checkCircle, star, calendar, chart, trophy, clock
    case link, video, mail, phone, arrowUp, arrowDown, arrowFlat, alert, user
    /// A task's checkbox: empty (to do) and ticked (done).
    case box, boxChecked
    /// Social platforms (`platform(_:name:)`): X/Twitter, Instagram, and any other.
    case twitter, instagram, platform

    /// The path data, in a 24-unit box.
    var pathData: String {
        switch self {
        case .coaches:
            return "M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.3a3.5 3.5 0 0 1 0 6.5M18 14.3c2.2.6 3.5 2.8 3.5 5.7"
        case .school:
            return "M3 21h18M5 21V9l7-5 7 5v12M9 21v-5h6v5M10 11h4"
        case .interactions:
            return "M4 5h11a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H9l-4 3v-3H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM17 9h3a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-1v3l-4-3h-3"
        case .offers:
            return "M3 9h18v4H3zM5 13v8h14v-8M12 9v12M12 9c-1.5-4-6-4-6-1.5S10 9 12 9zM12 9c1.5-4 6-4 6-1.5S14 9 12 9z"
        case .box:
            return "M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z"
        case .boxChecked:
            return "M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM8 12.5l2.7 2.7L16.5 9.5"
        case .checkCircle:
            return "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12.5l2.7 2.7L16.5 9.5"
        case .star:
            return "M12 3l2.8 5.8 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 3 1.1-6.2L3 9.7l6.2-.9z"
        case .calendar:
            return "M4 6h16v15H4zM4 10h16M8 3v5M16 3v5"
        case .chart:
            return "M4 20h16M7 20v-6M12 20V8M17 20v-10"
        case .trophy:
            return "M8 4h8v5a4 4 0 0 1-8 0zM8 6H4v1a4 4 0 0 0 4 4M16 6h4v1a4 4 0 0 1-4 4M12 13v4M8 21h8M9 17h6v4H9z"
        case .clock:
            return "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3.5 2"
        case .link:
            return "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
        case .video:
            return "M3 6h12v12H3zM15 10l6-3v10l-6-3"
        case .mail:
            return "M3 5h18v14H3zM3 6l9 7 9-7"
        case .phone:
            return "M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z"
        case .arrowUp:
            return "M12 20V4M5 11l7-7 7 7"
        case .arrowDown:
            return "M12 4v16M5 13l7 7 7-7"
        case .arrowFlat:
            return "M4 12h16M13 5l7 7-7 7"
        case .alert:
            return "M12 3l10 18H2zM12 10v5M12 18v.5"
        case .user:
            return "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.6-7 8-7s8 3 8 7"
        case .twitter:  // the X mark: one bar drawn as an outline, the other as a line
            return "M4 4h4.5L20 20h-4.5zM20 4l-6.6 7.4M4 20l6.6-7.4"
        case .instagram:  // camera: rounded square, lens, flash
            return "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17.5 6.5h.01"
        case .platform:  // a globe: any other platform
            return "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.4 2.5 3.6 5.5 3.6 9s-1.2 6.5-3.6 9M12 3c-2.4 2.5-3.6 5.5-3.6 9s1.2 6.5 3.6 9"
        }
    }

    /// The icon: `<i class="w-icon i-chart"></i>`, sized by the theme (`.w-icon`: 1.25em by
    /// default) and drawn by its mask (`stylesheet`).
    public var node: Node { Node(.trusted(Icon.rendered[self]!)) }

    /// The icon's class (`i-chart`), which `stylesheet` gives its drawing.
    public var className: String { "i-" + symbolName }

    /// The icon's name in its class: its own, but short for the platforms (`x`, `ig`, `web`),
    /// whose icon a feed draws on each of thousands of posts (`platform(_:name:)`, class `x`).
    var symbolName: String {
        switch self {
        case .twitter: "x"
        case .instagram: "ig"
        case .platform: "web"
        default: rawValue
        }
    }

    private static let rendered: [Icon: String] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0, Node.element("i", [.class("w-icon " + $0.className)], []).render()) })

    /// The drawing as an SVG image in a `data:` URL: the path in a 24-unit box, stroked 2 wide
    /// with round ends (the colour is the mask's: the theme paints it with `currentColor`).
    var dataURL: String {
        "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23000' "
            + "stroke-width='2' stroke-linecap='round' stroke-linejoin='round'><path d='" + pathData + "'/></svg>"
    }

    /// Every icon's drawing, one rule each, for the site's stylesheet (after the tokens, before
    /// the theme's stylesheets, which size and colour `.w-icon`): `.i-chart{--w-i:url("…")}`,
    /// and for the platforms also their short form (`i.x`, `Icon.platform`).
    public static var stylesheet: String {
        allCases.map { icon in
            let selector = icon.symbolName == icon.rawValue ? "." + icon.className : "." + icon.className + ", i." + icon.symbolName
            return selector + " { --w-i: url(\"" + icon.dataURL + "\"); }\n"
        }.joined()
    }
}

extension Icon: Component {
    /// A social platform shown as its icon, named for screen readers:
    /// `<i class="x">Twitter</i>`. The theme draws the icon (a CSS mask of the platform's
    /// drawing, in its colour) and moves the name out of the box, where screen readers still
    /// read it. `key` is the platform as stored (`twitter`, `instagram`; anything else gets the
    /// generic icon, class `web`), `name` its label in the page's language.
    public static func platform(_ key: String, name: String) -> Node {
        Node.written { w in writePlatform(key, name: name, into: &w) }
    }

    /// `platform(_:name:)` written in place (a feed draws thousands): a short element with the
    /// name as its text and no `<svg>` (the drawing is the site stylesheet's, `i.x`, `i.ig`,
    /// `i.web`, once for the whole site).
    static func writePlatform(_ key: String, name: String, into w: inout MarkupWriter) {
        let icon: Icon = key == "twitter" || key == "x" ? .twitter : key == "instagram" ? .instagram : .platform
        w.element("i", .class(icon.symbolName), text: name)
    }
}
