/// sitegen's version: `sitegen --version`, and the `generator` meta tag of every page.
public enum SiteGenVersion {
    public static let current = "0.2.0"
    /// `sitegen 0.2.0`, as the generator meta tag says it.
    public static var generator: String { "sitegen " + current }
}
