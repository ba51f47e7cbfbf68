/// One design token replaced for a site by `theme.tokens` in `site.yml`
/// (`primary: "#8B0000"`, or `primary: {light: "#8B0000", dark: "#F87171"}`).
public struct TokenOverride: Hashable, Sendable {
    /// The token's name as the theme defines it (`primary`, `radius-card`, `body`).
    public var name: String
    public var light: String
    /// For a colour, its dark-mode value; nil means `light` in both modes.
    public var dark: String?
    /// Where the override is written, for messages.
    public var location: SourceLocation

    public init(name: String, light: String, dark: String? = nil, location: SourceLocation) {
        self.name = name
        self.light = light
        self.dark = dark
        self.location = location
    }
}
