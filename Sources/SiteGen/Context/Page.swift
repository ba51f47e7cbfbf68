import SiteData

/// The page being rendered: the build it belongs to and its address. It stores nothing of its
/// own beyond the address, so what every page shares stays in `BuildContext`.
///
/// The build context is held by reference: pages are passed and copied by the thousand (into
/// renderers, widgets, closures), and copying a `BuildContext` value retains each of its dozens
/// of fields. One shared box makes a copy of a page one retain.
struct Page: Sendable {
    private let shared: Shared
    var address: PageAddress
    /// Headers already written for this page's athlete and build (`PageHeaderMemo`); nil
    /// for a page made outside an athlete's context (`AthleteContext.page`).
    let headerMemo: PageHeaderMemo?

    init(build: BuildContext, address: PageAddress, headerMemo: PageHeaderMemo? = nil) {
        self.shared = Shared(build)
        self.address = address
        self.headerMemo = headerMemo
    }

    /// The build this page belongs to (read-only: a page never changes its build).
    var build: BuildContext { _read { yield shared.build } }

    var strings: Strings { shared.build.strings }
    var formatter: LocaleFormatter { shared.build.strings.formatter }

    /// A relative URL from this page to a site path.
    func href(_ sitePath: String) -> String { address.href(sitePath) }

    private final class Shared: Sendable {
        let build: BuildContext
        init(_ build: BuildContext) { self.build = build }
    }
}
