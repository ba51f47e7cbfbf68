// ShapeRegistryWriter --pages OUTPUT.swift DATASET_FILE... --page-files PAGE_FILE...
//
// Run by the ShapeRegistry build-tool plugin beside the shapes: from the file names
// `Sources/SiteGen/PageSpec/Datasets/<Name>Dataset.swift` (one page's dataset enum each, whose
// `static let facts` says what the page is), writes the one list of pages, `PageKind` (raw
// value: the page-spec name, `<Name>` in snake_case) with `datasetType`; and from the files of
// `Sources/SiteGen/Render/Pages/`, the page types declared `: PageFiles` at the top level of a
// file (`extension CoachesPage: PageFiles`), `AthletePages.pageTypes`: declaring the
// conformance registers the page. docs/architecture.md, "Add a page".
import Foundation

/// One name read from a file name: `SchoolMapShape.swift` with suffix "Shape" → type
/// `SchoolMapShape`, case `schoolMap`, page-spec name `school_map`; nil when the file is not
/// named `<Name><suffix>.swift` (letters and digits, `<Name>` capitalised).
struct NamedFile {
    var type: String
    var caseName: String
    var name: String

    init?(file: String, suffix: String) {
        let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        guard base.hasSuffix(suffix), base.count > suffix.count,
              let first = base.unicodeScalars.first, ("A"..."Z").contains(first),
              base.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) })
        else { return nil }
        let stem = String(base.dropLast(suffix.count))
        type = base
        caseName = stem.prefix(1).lowercased() + stem.dropFirst()
        name = stem.unicodeScalars.enumerated().map { i, c in
            ("A"..."Z").contains(c) ? (i == 0 ? "" : "_") + String(c).lowercased() : String(c)
        }.joined()
    }
}

/// Code-point order, the same on every machine.
func codePointLess(_ a: String, _ b: String) -> Bool {
    Array(a.unicodeScalars.map(\.value)).lexicographicallyPrecedes(b.unicodeScalars.map(\.value))
}

/// The types `text` declares conforming to `protocolName` (`struct X: A, PageFiles {`,
/// `extension X.Y: PageFiles {`), each with the line and column (1-based) of its name, and
/// whether the declaration is indented (nested in another type, where its name alone would not
/// name it). Comments to the end of a line are skipped.
func conformances(to protocolName: String, in text: String) -> [(type: String, line: Int, column: Int, nested: Bool)] {
    var out: [(String, Int, Int, Bool)] = []
    let keywords: Set<Substring> = ["struct", "enum", "class", "actor", "extension"]
    let modifiers: Set<Substring> = ["public", "package", "internal", "fileprivate", "private", "final"]
    for (index, whole) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let line = whole.range(of: "//").map { whole[..<$0.lowerBound] } ?? whole
        let indent = line.prefix(while: { $0 == " " || $0 == "\t" }).count
        var words = line.dropFirst(indent).split(separator: " ", omittingEmptySubsequences: true)[...]
        while let w = words.first, modifiers.contains(w) { words.removeFirst() }
        guard let keyword = words.first, keywords.contains(keyword), words.count >= 2 else { continue }
        // The name runs up to `:`, `<` or a space; the conformances from `:` to `{` or `where`.
        let afterKeyword = line[line.range(of: keyword)!.upperBound...].drop(while: { $0 == " " })
        let name = afterKeyword.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        guard !name.isEmpty, let colon = afterKeyword.firstIndex(of: ":") else { continue }
        var list = afterKeyword[afterKeyword.index(after: colon)...]
        if let brace = list.firstIndex(of: "{") { list = list[..<brace] }
        if let whereClause = list.range(of: " where ") { list = list[..<whereClause.lowerBound] }
        guard list.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == protocolName }) else { continue }
        let column = line.distance(from: line.startIndex, to: name.startIndex) + 1
        out.append((String(name), index + 1, column, indent > 0))
    }
    return out.map { (type: $0.0, line: $0.1, column: $0.2, nested: $0.3) }
}

func writePageRegistry(_ arguments: [String]) -> Never {
    let usage = "usage: ShapeRegistryWriter --pages OUTPUT.swift [--types TYPES.swift] DATASET_FILE... --page-files PAGE_FILE..."
    guard let output = arguments.first, let split = arguments.firstIndex(of: "--page-files") else { fail(usage) }
    // `--types`: the pipeline's part (`AthletePages.pageTypes`, which names the page types of
    // Render and Coach) in its own file; OUTPUT keeps PageSpec's.
    var first = 1
    var typesOutput: String?
    if arguments.count > 2, arguments[1] == "--types", split > 2 {
        typesOutput = arguments[2]
        first = 3
    }
    var kinds: [NamedFile] = []
    for file in arguments[first..<split] {
        guard let kind = NamedFile(file: file, suffix: "Dataset") else {
            fail("error: \(file): every file in PageSpec/Datasets/ is one page's dataset enum and is named "
                 + "<Name>Dataset.swift (letters and digits, <Name> capitalised, e.g. CoachesDataset.swift: page `coaches`); "
                 + "move other code out of that folder")
        }
        kinds.append(kind)
    }
    kinds.sort { codePointLess($0.name, $1.name) }
    var pages: [(type: String, place: String)] = []
    for file in arguments[(split + 1)...] {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { fail("error: \(file): cannot read it") }
        for c in conformances(to: "PageFiles", in: text) {
            let place = "\(file):\(c.line):\(c.column)"
            if c.nested {
                fail("\(place): error: declare \(c.type)'s PageFiles conformance at the top level of the file "
                     + "(`extension Outer.\(c.type): PageFiles`), so that the build can name the type")
            }
            if let first = pages.first(where: { $0.type == c.type }) {
                fail("\(place): error: \(c.type) is registered as a page twice (PageFiles; first at \(first.place))")
            }
            pages.append((c.type, place))
        }
    }
    pages.sort { codePointLess($0.type, $1.type) }

    var out = """
    // Generated on every build from the files of Sources/SiteGen/PageSpec/Datasets and
    // Render/Pages by the ShapeRegistry plugin (Sources/ShapeRegistryWriter --pages). Do not
    // edit: add or remove a `<Name>Dataset.swift` file, or a page type's `PageFiles` conformance.
    import SiteData

    /// Every page a page spec can describe; the raw value is the spec's file name
    /// (`pages/<page>.yml`). One case per file `PageSpec/Datasets/<Name>Dataset.swift`, whose
    /// `facts` (`PageFacts`) says what the page is; `allCases` follows `PageFacts.order`.
    public enum PageKind: String, Sendable, Hashable {

    """
    for k in kinds { out += "    case \(k.caseName)\(k.caseName == k.name ? "" : " = \"\(k.name)\"")\n" }
    out += """
    }

    extension PageKind {
        /// Every case, in code-point order of the names.
        static let listed: [PageKind] = [\(kinds.map { "." + $0.caseName }.joined(separator: ", "))]

        /// The page's own dataset enum: what the page offers and what it is (`facts`).
        var datasetType: any PageDatasetName.Type {
            switch self {

    """
    for k in kinds { out += "        case .\(k.caseName): \(k.type).self\n" }
    out += """
            }
        }
    }

    """
    var types = """
    extension AthletePages {
        /// The page types declared `: PageFiles` in Render/Pages, in code-point order of their names.
        static var pageTypes: [any PageFiles.Type] {[

    """
    for p in pages { types += "        \(p.type).self,\n" }
    types += """
        ]}
    }

    """
    if let typesOutput {
        write("""
            // Generated on every build from the page types of Sources/SiteGen/Render/Pages and Coach/Pages by the
            // ShapeRegistry plugin (Sources/ShapeRegistryWriter --pages --types). Do not edit.

            """ + types, to: typesOutput)
    } else {
        out += "\n" + types
    }
    write(out, to: output)
    exit(0)
}
