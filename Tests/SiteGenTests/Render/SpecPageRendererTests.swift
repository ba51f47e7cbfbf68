import SiteData
import Testing
@testable import SiteGen

/// The renderer skips hidden sections and widgets in place: the body is the one of the spec
/// with only its `visibleSections`, widget ids numbered among the visible widgets.
@Suite struct SpecPageRendererTests {
    @Test func hiddenPartsAreTheVisibleSectionsPage() throws {
        let site = try SchoolPagesFixture.site("ana-diaz")
        let (detail, page) = SchoolPagesTests().detail(site, "s2")
        let spec = try #require(site.build.specs[.school])
        #expect(spec.sections.count >= 2)
        // Every widget hidden in turn (with a hidden copy of it before it), and a hidden section.
        for (s, section) in spec.sections.enumerated() {
            for w in section.widgets.indices {
                var hidden = spec
                var copy = section.widgets[w]
                copy.hidden = true
                hidden.sections[s].widgets[w].hidden = w % 2 == 0
                hidden.sections[s].widgets.insert(copy, at: w)
                var hiddenSection = section
                hiddenSection.hidden = true
                hidden.sections.insert(hiddenSection, at: s)
                var visible = hidden
                visible.sections = hidden.visibleSections
                let body = SpecPageRenderer(spec: hidden, datasets: detail, page: page).body()
                let reference = SpecPageRenderer(spec: visible, datasets: detail, page: page).body()
                #expect(body.node.render() == reference.node.render())
                #expect(body.charts == reference.charts)
            }
        }
    }
}
