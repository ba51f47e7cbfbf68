// ShapeRegistryWriter OUTPUT.swift [--widgets WidgetKind.swift] SHAPE_FILE...
// ShapeRegistryWriter --pages OUTPUT.swift DATASET_FILE... --page-files PAGE_FILE... (PageRegistry.swift)
//
// Run by the ShapeRegistry build-tool plugin: from the file names
// `Sources/SiteGen/Render/Shapes/<Name>Shape.swift` (one `DatasetShapeDefinition` each), writes
// the one list of dataset shapes: `DatasetShape` (raw value: the page-spec name, `<Name>` in
// snake_case), `DatasetValue` (one case per shape carrying `<Name>Shape.Value`) and the switches
// that hand a value to its shape. With `--widgets`, it also reads each shape's `enum Widget` and
// stops the build at any widget name that is not a case of `WidgetKind` (a typo would otherwise
// silently drop the pairing). The compiler checks the rest (a file whose type is missing or does
// not conform does not build). docs/architecture.md.
import Foundation

let arguments = CommandLine.arguments
// `--pages`: the list of pages instead (PageRegistry.swift).
if arguments.count >= 2, arguments[1] == "--pages" { writePageRegistry(Array(arguments.dropFirst(2))) }
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: ShapeRegistryWriter OUTPUT.swift [--widgets WidgetKind.swift] SHAPE_FILE...\n".utf8))
    exit(1)
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}

/// The raw values of the `case`s written directly in the body of the first `enum <name>` of
/// `text` (not those of a nested `switch`), each with its line and column (1-based): `case a =
/// "x", b` gives "x" and "b".
func enumCases(_ name: String, in text: String) -> [(raw: String, line: Int, column: Int)]? {
    let chars = Array(text.unicodeScalars)
    let needle = Array(("enum " + name).unicodeScalars)
    // `enum <name>` at `i`, not followed by a letter or "_" (typed out: the one-expression form
    // took the type checker 0.9 s).
    func isDeclaration(at i: Int) -> Bool {
        let end: Int = i + needle.count
        guard end <= chars.count, Array(chars[i..<end]) == needle else { return false }
        if end == chars.count { return true }
        let next: Unicode.Scalar = chars[end]
        return !(next.properties.isAlphabetic || next == Unicode.Scalar("_"))
    }
    guard let start = (0...max(0, chars.count - needle.count)).first(where: isDeclaration(at:)),
          let open = chars[start...].firstIndex(of: "{") else { return nil }
    func position(_ index: Int) -> (Int, Int) {
        var line = 1, column = 1
        for c in chars[..<index] { if c == "\n" { line += 1; column = 1 } else { column += 1 } }
        return (line, column)
    }
    func isWordChar(_ c: Unicode.Scalar) -> Bool { c.properties.isAlphabetic || c == "_" || ("0"..."9").contains(c) }
    var out: [(String, Int, Int)] = []
    var depth = 0, i = open
    while i < chars.count {
        let c = chars[i]
        if c == "{" { depth += 1 } else if c == "}" { depth -= 1; if depth == 0 { break } }
        if c == "/", i + 1 < chars.count, chars[i + 1] == "/" {  // a comment, to the end of its line
            while i < chars.count, chars[i] != "\n" { i += 1 }
            continue
        }
        if depth == 1, c == "c", i + 4 < chars.count, String(String.UnicodeScalarView(chars[i..<i + 4])) == "case",
           !isWordChar(chars[i - 1]), chars[i + 4] == " " {
            var j = i + 4
            // Items up to the end of the line, a `;` or the enum's `}`.
            while j < chars.count, chars[j] != "\n", chars[j] != ";", chars[j] != "}" {
                while j < chars.count, chars[j] == " " || chars[j] == "," { j += 1 }
                let nameStart = j
                while j < chars.count, isWordChar(chars[j]) { j += 1 }
                let itemName = String(String.UnicodeScalarView(chars[nameStart..<j]))
                guard !itemName.isEmpty else { break }
                var raw = itemName, rawStart = nameStart
                while j < chars.count, chars[j] == " " { j += 1 }
                if j < chars.count, chars[j] == "=" {
                    j += 1
                    while j < chars.count, chars[j] == " " { j += 1 }
                    guard j < chars.count, chars[j] == "\"" else { break }
                    rawStart = j
                    j += 1
                    let valueStart = j
                    while j < chars.count, chars[j] != "\"" { j += 1 }
                    raw = String(String.UnicodeScalarView(chars[valueStart..<j]))
                    j += 1
                }
                let (line, column) = position(rawStart)
                out.append((raw, line, column))
                while j < chars.count, chars[j] == " " { j += 1 }
                guard j < chars.count, chars[j] == "," else { break }
            }
            i = j
            continue
        }
        i += 1
    }
    return out.map { (raw: $0.0, line: $0.1, column: $0.2) }
}

var shapeFiles = Array(arguments.dropFirst(2))
var widgetNames: [String]?
if shapeFiles.first == "--widgets" {
    guard shapeFiles.count >= 2 else { fail("usage: ShapeRegistryWriter OUTPUT.swift [--widgets WidgetKind.swift] SHAPE_FILE...") }
    let file = shapeFiles[1]
    shapeFiles.removeFirst(2)
    guard let text = try? String(contentsOfFile: file, encoding: .utf8), let cases = enumCases("WidgetKind", in: text), !cases.isEmpty
    else { fail("error: \(file): cannot read the cases of `enum WidgetKind` there") }
    widgetNames = cases.map(\.raw)
}

var shapes: [NamedFile] = []
for file in shapeFiles {
    guard let shape = NamedFile(file: file, suffix: "Shape") else {
        fail("error: \(file): every file in Render/Shapes/ defines one dataset shape and is named <Name>Shape.swift (letters and digits, <Name> capitalised, e.g. SchoolMapShape.swift); move other code out of that folder")
    }
    shapes.append(shape)
    // Each widget the shape's `enum Widget` names must be a widget (`WidgetKind`), in the
    // compiler's `file:line:column: error:` form, so the build stops at the typo.
    if let widgetNames {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8), let cases = enumCases("Widget", in: text), !cases.isEmpty
        else { fail("\(file):1:1: error: \(shape.type) has no `enum Widget` naming the widgets that draw it") }
        for c in cases where !widgetNames.contains(c.raw) {
            fail("\(file):\(c.line):\(c.column): error: \"\(c.raw)\" is not a widget name (a case of WidgetKind in "
                 + "PageSpec/WidgetKind.swift); known: \(widgetNames.sorted().joined(separator: ", "))")
        }
    }
}
// Code-point order of the page-spec names: the order is the same on every machine.
shapes.sort { codePointLess($0.name, $1.name) }

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
