import Foundation
import PackagePlugin

/// Generates `ShapeRegistry.swift` (the `DatasetShape` and `DatasetValue` enums and their
/// switches) from the files of `Sources/SiteGen/Render/Shapes/`, each `<Name>Shape.swift`
/// defining one dataset shape, so that adding a shape is adding its file: nothing else lists
/// the shapes. Every Swift file of that folder must be a shape (the tool says so otherwise), and
/// every widget name in a shape's `enum Widget` must be a case of `PageSpec/WidgetKind.swift`.
/// It also generates `PageRegistry.swift`: `PageKind`, one case per file
/// `Sources/SiteGen/PageSpec/Datasets/<Name>Dataset.swift`, and `AthletePages.pageTypes`, the
/// types of `Render/Pages/` and `Coach/Pages/` declared `: PageFiles`, so that adding a page adds no line elsewhere.
@main
struct ShapeRegistry: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let shapes = (target.sourceModule?.sourceFiles(withSuffix: "swift").map(\.url) ?? [])
            .filter { $0.deletingLastPathComponent().lastPathComponent == "Shapes"
                && $0.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent == "Render" }
            .sorted { $0.path() < $1.path() }
        // The widget names each shape's `enum Widget` may use: the cases of `WidgetKind`.
        let widgetKinds = (target.sourceModule?.sourceFiles(withSuffix: "swift").map(\.url) ?? [])
            .filter { $0.lastPathComponent == "WidgetKind.swift" && $0.deletingLastPathComponent().lastPathComponent == "PageSpec" }
        // Each list in two files, one per folder that owns it (docs/architecture.md's folder
        // table counts them so): PageSpec's `ShapeRegistry.swift` (`DatasetShape`, its widgets)
        // and `PageRegistry.swift` (`PageKind`); Render's `ShapeRegistry+Render.swift`
        // (`DatasetValue`); Pipeline's `PageRegistry+Pipeline.swift` (`AthletePages.pageTypes`,
        // which names the page types of Render and Coach).
        let output = context.pluginWorkDirectoryURL.appending(path: "ShapeRegistry.swift")
        let valuesOutput = context.pluginWorkDirectoryURL.appending(path: "ShapeRegistry+Render.swift")
        // The pages: one per dataset enum file of PageSpec/Datasets (`PageKind`), and the page
        // types of Render/Pages and Coach/Pages declared `: PageFiles` (`AthletePages.pageTypes`).
        let sources = target.sourceModule?.sourceFiles(withSuffix: "swift").map(\.url) ?? []
        func inFolder(_ folder: String, _ parent: String) -> (URL) -> Bool {
            { $0.deletingLastPathComponent().lastPathComponent == folder
                && $0.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent == parent }
        }
        let datasets = sources.filter(inFolder("Datasets", "PageSpec")).sorted { $0.path() < $1.path() }
        let pages = sources.filter { inFolder("Pages", "Render")($0) || inFolder("Pages", "Coach")($0) }.sorted { $0.path() < $1.path() }
        let pagesOutput = context.pluginWorkDirectoryURL.appending(path: "PageRegistry.swift")
        let typesOutput = context.pluginWorkDirectoryURL.appending(path: "PageRegistry+Pipeline.swift")
        return [
            .buildCommand(
                displayName: "Listing the pages of PageSpec/Datasets and Render/Pages",
                executable: try context.tool(named: "ShapeRegistryWriter").url,
                arguments: ["--pages", pagesOutput.path(), "--types", typesOutput.path()] + datasets.map { $0.path() } + ["--page-files"] + pages.map { $0.path() },
                inputFiles: datasets + pages,
                outputFiles: [pagesOutput, typesOutput]
            ),
            .buildCommand(
                displayName: "Listing the dataset shapes of Render/Shapes",
                executable: try context.tool(named: "ShapeRegistryWriter").url,
                arguments: [output.path(), "--values", valuesOutput.path()] + widgetKinds.flatMap { ["--widgets", $0.path()] } + shapes.map { $0.path() },
                inputFiles: shapes + widgetKinds,
                outputFiles: [output, valuesOutput]
            ),
        ]
    }
}
