/// A colour named in the theme's tokens, used as `var(--color-<name>)`.
///
/// Names are reduced to `[a-z0-9-]`, so a token name from a page spec can never break out of
/// the attribute or the CSS it lands in.
public struct ColorToken: Sendable, Hashable {
    /// The token name, e.g. `primary`.
    public let name: String

    public init(_ name: String) {
        self.name = TokenName.sanitized(name)
    }

    /// `var(--color-<name>)`.
    public var css: String { "var(--color-\(name))" }

    public static let primary = ColorToken("primary")
    public static let success = ColorToken("success")
    public static let purple = ColorToken("purple")
    public static let amber = ColorToken("amber")
    public static let indigo = ColorToken("indigo")
    public static let danger = ColorToken("danger")
    public static let twitter = ColorToken("twitter")
    public static let instagram = ColorToken("instagram")
}

/// A two-stop gradient named in the theme's tokens: `--gradient-<name>-start/-end`.
public struct GradientToken: Sendable, Hashable {
    public let name: String

    public init(_ name: String) {
        self.name = TokenName.sanitized(name)
    }

    /// The default theme's gradients, named by colour: a card's colour says nothing of what it counts.
    public static let blue = GradientToken("blue")
    public static let purple = GradientToken("purple")
    public static let green = GradientToken("green")
    public static let orange = GradientToken("orange")
    public static let red = GradientToken("red")
    public static let indigo = GradientToken("indigo")
    public static let gray = GradientToken("gray")

    public var startCSS: String { "var(--gradient-\(name)-start)" }
    public var endCSS: String { "var(--gradient-\(name)-end)" }

    /// The default theme's gradients, which its stylesheet names as classes (`.w-g-blue` sets
    /// `--w-g1`/`--w-g2` to the tokens): a stat card says `class="w-stat w-g-blue"` instead of
    /// an inline style. Any other name keeps the inline style.
    public static let named: [GradientToken] = [.blue, .purple, .green, .orange, .red, .indigo, .gray]

    /// `w-g-<name>` for a gradient in `named`, else nil.
    public var className: String? { Self.named.contains(self) ? "w-g-" + name : nil }
}

enum TokenName {
    static func sanitized(_ name: String) -> String {
        // Most names (every one the default theme uses) are already `[a-z0-9-]`: kept as they are.
        if !name.isEmpty, name.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }) {
            return name
        }
        var out = ""
        for scalar in name.lowercased().unicodeScalars {
            switch scalar {
            case "a"..."z", "0"..."9", "-": out.unicodeScalars.append(scalar)
            default: continue
            }
        }
        return out.isEmpty ? "primary" : out
    }
}
