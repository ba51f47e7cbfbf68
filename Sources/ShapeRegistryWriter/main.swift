// ShapeRegistryWriter OUTPUT.swift SHAPE_FILE...
//
// Run by the ShapeRegistry build-tool plugin: from the file names
// `Sources/SiteGen/Render/Shapes/<Name>Shape.swift` (one `DatasetShapeDefinition` each), writes
// the one list of dataset shapes: `DatasetShape` (raw value: the page-spec name, `<Name>` in
// snake_case), `DatasetValue` (one case per shape carrying `<Name>Shape.Value`) and the switches
// that hand a value to its shape. Only file names are read; the compiler checks the rest (a file
// whose type is missing or does not conform does not build). docs/architecture.md.
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: ShapeRegistryWriter OUTPUT.swift SHAPE_FILE...\n".utf8))
    exit(1)
}

/// One shape: `SchoolMapShape.swift` → type `SchoolMapShape`, case `schoolMap`, name `school_map`.
struct Shape {
    var type: String
    var caseName: String
    var name: String

    init?(file: String) {
        let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        guard base.hasSuffix("Shape"), base.count > "Shape".count,
              let first = base.unicodeScalars.first, ("A"..."Z").contains(first),
              base.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) })
        else { return nil }
        let stem = String(base.dropLast("Shape".count))
        type = base
        caseName = stem.prefix(1).lowercased() + stem.dropFirst()
        name = stem.unicodeScalars.enumerated().map { i, c in
            ("A"..."Z").contains(c) ? (i == 0 ? "" : "_") + String(c).lowercased() : String(c)
        }.joined()
    }
}

var shapes: [Shape] = []
for file in arguments.dropFirst(2) {
    guard let shape = Shape(file: file) else {
        FileHandle.standardError.write(Data("error: \(file): every file in Render/Shapes/ defines one dataset shape and is named <Name>Shape.swift (letters and digits, <Name> capitalised, e.g. SchoolMapShape.swift); move other code out of that folder\n".utf8))
        exit(1)
    }
    shapes.append(shape)
}
// Code-point order of the page-spec names: the order is the same on every machine.
shapes.sort { Array($0.name.unicodeScalars.map(\.value)).lexicographicallyPrecedes($1.name.unicodeScalars.map(\.value)) }

var out = """
// Generated on every build from the files of Sources/SiteGen/Render/Shapes by the ShapeRegistry
// plugin (Sources/ShapeRegistryWriter). Do not edit: add or remove a `<Name>Shape.swift` file.
import SiteData
import Widgets

/// The kind of data a dataset is (raw value: its page-spec name); each widget draws some shapes.
/// One case per file `Render/Shapes/<Name>Shape.swift`, which says what the shape is.
public enum DatasetShape: String, CaseIterable, Sendable, Hashable {

"""
for s in shapes { out += "    case \(s.caseName) = \"\(s.name)\"\n" }
out += """
}

extension DatasetShape {
    /// The file that defines this shape: its value, widgets, emptiness and drawing.
    var definition: any DatasetShapeDefinition.Type {
        switch self {

"""
for s in shapes { out += "        case .\(s.caseName): \(s.type).self\n" }
out += """
        }
    }
}

/// A dataset ready to draw: one case per `DatasetShape`, carrying that shape's `Value`.
///
/// Page dataset providers build these from view models: every text is already localised and
/// formatted, every link already relative to the page (nil: no link). Widgets only lay them out.
enum DatasetValue: Sendable {

"""
for s in shapes { out += "    case \(s.caseName)(\(s.type).Value)\n" }
out += """

    /// The shape this value has (checked against the spec's dataset).
    var shape: DatasetShape {
        switch self {

"""
for s in shapes { out += "        case .\(s.caseName): .\(s.caseName)\n" }
out += """
        }
    }

    /// No items: the widget shows its `empty` text instead, or is left out.
    var isEmpty: Bool {
        switch self {

"""
for s in shapes { out += "        case .\(s.caseName)(let v): \(s.type).isEmpty(v)\n" }
out += """
        }
    }

    /// Draws the value with widget `kind` when its shape lists that widget; nothing otherwise
    /// (the spec loader rejects widget/dataset pairs whose shape the widget does not draw).
    func draw(_ kind: WidgetKind, _ a: WidgetRenderer.Args, _ r: WidgetRenderer) -> (Node, Int) {
        switch self {

"""
for s in shapes { out += "        case .\(s.caseName)(let v): \(s.type).draw(kind, v, a, r)\n" }
out += """
        }
    }
}

"""

let output = URL(fileURLWithPath: arguments[1])
// Rewritten only when it changes, so an unrelated edit does not recompile what depends on it.
if (try? String(contentsOf: output, encoding: .utf8)) != out {
    do { try out.write(to: output, atomically: true, encoding: .utf8) } catch {
        FileHandle.standardError.write(Data("error: cannot write \(output.path): \(error)\n".utf8))
        exit(1)
    }
}
