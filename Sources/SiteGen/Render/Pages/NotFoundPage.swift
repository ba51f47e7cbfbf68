import Widgets

/// `404.html` at the site root, for any address the site does not have. A host serves it at
/// whatever depth the missing address was, so its links cannot be relative: they start at
/// `base_url` when the site has one, at `/` otherwise (a site at the root of its host, and
/// `sitegen serve`).
struct NotFoundPage {
    let build: BuildContext
    let baseURL: String?

    func file() -> OutputFile {
        let root = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? "/"
        var page = Page(build: build, address: PageAddress(path: SitePath.notFound, athlete: nil, tab: nil))
        page.address.linkRoot = root
        let body = Node.element("div", [.class("card not-found")], [
            .element("p", [], [.text(page.t(.notFoundMessage))]),
            .element("p", [], [.element("a", [.href(page.href(SitePath.familyIndex))], [.text(page.t(.notFoundHome))])]),
        ])
        let html = PageLayout(page: page, title: page.t(.notFoundTitle), body: body).renderUTF8()
        return OutputFile(path: SitePath.notFound, bytes: html, isPage: true)
    }
}
