import Widgets

/// The family index's line for each athlete the build held back for its errors
/// (`SiteBuilder+HeldBack`): `Ben Carter: not updated: 2 errors in performance_metrics.csv`.
/// Only on the family's own site, first page: a public site never shows it.
extension FamilyIndexPage {
    func heldBackNote(_ page: Page) -> Node {
        guard number == 1, !build.isPublic, !build.heldBack.isEmpty else { return .empty }
        let items = build.heldBack.map { h in
            Node.element("p", [], [
                .element("strong", [], [.text(h.name)]), .text(": "),
                .text(page.t(.indexNotUpdated, count: h.errors.count, ["files": h.files.joined(separator: ", ")])),
            ])
        }
        return .element("div", [.class("empty-state"), .role("status")], items)
    }
}
