// ShapeRegistryWriter OUTPUT.swift [--values VALUES.swift] [--widgets WidgetKind.swift] SHAPE_FILE...
// ShapeRegistryWriter --pages OUTPUT.swift DATASET_FILE... --page-files PAGE_FILE... (PageRegistry.swift)
//
// Run by the ShapeRegistry build-tool plugin: from the file names
// `Sources/SiteGen/Render/Shapes/<Name>Shape.swift` (one `DatasetShapeDefinition` each), writes
// the one list of dataset shapes in two parts, one per folder that owns it. OUTPUT is PageSpec's:
// `DatasetShape` (raw value: the page-spec name, `<Name>` in snake_case) and, with `--widgets`,
// its widget table (`DatasetShape.widgets`, copied from each shape's `enum Widget`), so the spec
// vocabulary needs nothing of Render. VALUES (OUTPUT itself without `--values`) is Render's:
// `DatasetValue` (one case per shape carrying `<Name>Shape.Value`), `DatasetShape.definition` and
// the switches that hand a value to its shape. With `--widgets`, it stops the build at any widget
// name that is not a case of `WidgetKind` (a typo would otherwise silently drop the pairing).
// The compiler checks the rest (a file whose type is missing or does not conform does not
// build). docs/architecture.md.
import Foundation

let arguments = CommandLine.arguments
// `--pages`: the list of pages instead (PageRegistry.swift).
if arguments.count >= 2, arguments[1] == "--pages" { writePageRegistry(Array(arguments.dropFirst(2))) }
let usage = "usage: ShapeRegistryWriter OUTPUT.swift [--values VALUES.swift] [--widgets WidgetKind.swift] SHAPE_FILE..."
guard arguments.count >= 2 else { fail(usage) }

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}

var shapeFiles = Array(arguments.dropFirst(2))
var valuesOutput: String?
if shapeFiles.first == "--values" {
    guard shapeFiles.count >= 2 else { fail(usage) }
    valuesOutput = shapeFiles[1]
    shapeFiles.removeFirst(2)
}
/// The cases of `WidgetKind`: raw value (the page-spec name) to case name.
var widgetCases: [String: String]?
if shapeFiles.first == "--widgets" {
    guard shapeFiles.count >= 2 else { fail(usage) }
    let file = shapeFiles[1]
    shapeFiles.removeFirst(2)
    guard let text = try? String(contentsOfFile: file, encoding: .utf8), let cases = enumCases("WidgetKind", in: text), !cases.isEmpty
    else { fail("error: \(file): cannot read the cases of `enum WidgetKind` there") }
    widgetCases = Dictionary(cases.map { ($0.raw, $0.name) }, uniquingKeysWith: { a, _ in a })
}

var shapes: [(file: NamedFile, widgets: [String])] = []
for file in shapeFiles {
    guard let shape = NamedFile(file: file, suffix: "Shape") else {
        fail("error: \(file): every file in Render/Shapes/ defines one dataset shape and is named <Name>Shape.swift (letters and digits, <Name> capitalised, e.g. SchoolMapShape.swift); move other code out of that folder")
    }
    // Each widget the shape's `enum Widget` names must be a widget (`WidgetKind`), in the
    // compiler's `file:line:column: error:` form, so the build stops at the typo.
    var widgets: [String] = []
    if let widgetCases {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8), let cases = enumCases("Widget", in: text), !cases.isEmpty
        else { fail("\(file):1:1: error: \(shape.type) has no `enum Widget` naming the widgets that draw it") }
        for c in cases {
            guard let name = widgetCases[c.raw] else {
                fail("\(file):\(c.line):\(c.column): error: \"\(c.raw)\" is not a widget name (a case of WidgetKind in "
                     + "PageSpec/WidgetKind.swift); known: \(widgetCases.keys.sorted().joined(separator: ", "))")
            }
            widgets.append(name)
        }
    }
    shapes.append((shape, widgets))
}
// Code-point order of the page-spec names: the order is the same on every machine.
shapes.sort { codePointLess($0.file.name, $1.file.name) }

let banner = """
// Generated on every build from the files of Sources/SiteGen/Render/Shapes by the ShapeRegistry
// plugin (Sources/ShapeRegistryWriter). Do not edit: add or remove a `<Name>Shape.swift` file.

"""
var out = banner + DatasetShapeSource.shapes(shapes.map(\.file), widgets: widgetCases == nil ? nil : shapes.map(\.widgets))
let values = DatasetShapeSource.values(shapes.map(\.file))
if valuesOutput == nil { out += "\n" + values }
write(out, to: arguments[1])
if let valuesOutput { write(banner + values, to: valuesOutput) }

/// Writes `text` to `path` only when it changes, so an unrelated edit does not recompile what depends on it.
func write(_ text: String, to path: String) {
    let output = URL(fileURLWithPath: path)
    guard (try? String(contentsOf: output, encoding: .utf8)) != text else { return }
    do { try text.write(to: output, atomically: true, encoding: .utf8) } catch {
        fail("error: cannot write \(output.path): \(error)")
    }
}
