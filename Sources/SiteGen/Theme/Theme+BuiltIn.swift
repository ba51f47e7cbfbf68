import SiteData

extension Theme {
    /// The display root of the built-in default theme.
    public static let builtInLocation = "(built-in)/Themes/default"

    /// The default theme compiled into the binary: used by `find` when no `Themes/default`
    /// folder is found, so a copied `sitegen` binary works on its own.
    public static func builtInDefault() throws(InputError) -> Theme {
        try load(MemoryThemeStorage(displayRoot: builtInLocation, files: EmbeddedDefaultTheme.files))
    }
}
