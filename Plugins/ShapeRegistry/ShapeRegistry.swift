import Foundation
import PackagePlugin

/// Generates `ShapeRegistry.swift` (the `DatasetShape` and `DatasetValue` enums and their
/// switches) from the files of `Sources/SiteGen/Render/Shapes/`, each `<Name>Shape.swift`
/// defining one dataset shape, so that adding a shape is adding its file: nothing else lists
/// the shapes. Every Swift file of that folder must be a shape (the tool says so otherwise), and
/// every widget name in a shape's `enum Widget` must be a case of `PageSpec/WidgetKind.swift`.
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
        let output = context.pluginWorkDirectoryURL.appending(path: "ShapeRegistry.swift")
        return [
            .buildCommand(
                displayName: "Listing the dataset shapes of Render/Shapes",
                executable: try context.tool(named: "ShapeRegistryWriter").url,
                arguments: [output.path()] + widgetKinds.flatMap { ["--widgets", $0.path()] } + shapes.map { $0.path() },
                inputFiles: shapes + widgetKinds,
                outputFiles: [output]
            ),
        ]
    }
}
