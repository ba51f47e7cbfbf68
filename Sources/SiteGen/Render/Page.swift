import SiteData

/// The page being rendered: the build it belongs to and its address. It stores nothing of its
/// own beyond the address, so what every page shares stays in `BuildContext`.
struct Page: Sendable {
    var build: BuildContext
    var address: PageAddress

    var strings: Strings { build.strings }
    var formatter: LocaleFormatter { build.formatter }

    /// A relative URL from this page to a site path.
    func href(_ sitePath: String) -> String { address.href(sitePath) }
}
