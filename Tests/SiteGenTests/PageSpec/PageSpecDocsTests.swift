import Testing
@testable import SiteGen

/// docs/page-specs.md is the renderer's contract: it must name every page, widget, dataset,
/// shape and option.
@Suite struct PageSpecDocsTests {
    @Test func docsNameTheWholeVocabulary() throws {
        let doc = try RepositoryPaths.text("docs/page-specs.md")
        var names = PageKind.allCases.map(\.rawValue) + WidgetKind.allCases.map(\.rawValue)
        names += PageDataset.allCases.map(\.rawValue) + DatasetShape.allCases.map(\.rawValue)
        names += Set(WidgetKind.allCases.flatMap(\.options)).sorted()
        names += PageSpec.Preset.allCases.map(\.rawValue)
        let missing = names.filter { !doc.contains("`\($0)`") }
        #expect(missing == [])
        for page in PageKind.allCases {
            for dataset in page.datasets {
                #expect(doc.contains("| `\(dataset.rawValue)` | \(dataset.shape.rawValue) |"),
                        "docs: dataset \(dataset.rawValue) of \(page.rawValue) with its shape")
            }
        }
    }
}
