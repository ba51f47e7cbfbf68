import Foundation
import Testing

/// `ShapeRegistryWriter --pages`, run by the ShapeRegistry build plugin: the dataset enums' file
/// names (PageSpec/Datasets) become `PageKind`, and the page types declared `: PageFiles` in
/// Render/Pages become `AthletePages.pageTypes`; a declaration the build cannot use stops it at
/// its line and column.
@Suite struct PageRegistryCLITests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("page-registry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ text: String, _ name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func datasetFilesBecomeKindsAndConformancesBecomePageTypes() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let pages = try Self.write("""
            struct VisitsPage: PageDatasets {
                struct Row: Hashable {}  // : PageFiles in a comment is not read
            }

            extension VisitsPage: PageFiles {
                static let kind = PageKind.visits
            }
            extension SchoolPages.List: Sendable, PageFiles {}
            struct Other: PageDatasets {}
            """, "VisitsPage.swift", in: dir)
        let out = dir.appendingPathComponent("PageRegistry.swift")
        let r = try ShapeRegistryWriterCLITests.run(["--pages", out.path, "/s/PageSpec/Datasets/VisitsDataset.swift",
                                                     "/s/PageSpec/Datasets/CampVisitsDataset.swift", "/s/PageSpec/Datasets/CoachDataset.swift",
                                                     "--page-files", pages])
        #expect(r.status == 0 && r.err == "")
        let text = try String(contentsOf: out, encoding: .utf8)
        #expect(text.contains("""
            public enum PageKind: String, Sendable, Hashable {
                case campVisits = "camp_visits"
                case coach
                case visits
            }
            """))
        #expect(text.contains("    static let listed: [PageKind] = [.campVisits, .coach, .visits]\n"))
        #expect(text.contains("        case .campVisits: CampVisitsDataset.self\n"))
        #expect(text.contains("""
                static var pageTypes: [any PageFiles.Type] {[
                    SchoolPages.List.self,
                    VisitsPage.self,
                ]}
            """))
    }

    /// With `--types`, Render's part (the page types) goes to its own file, and PageSpec's file
    /// names no type of Render (scripts/import_graph.py counts each where it belongs).
    @Test func typesGoToTheirOwnFile() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let pages = try Self.write("extension VisitsPage: PageFiles {}\n", "VisitsPage.swift", in: dir)
        let out = dir.appendingPathComponent("PageRegistry.swift"), types = dir.appendingPathComponent("PageRegistry+Pipeline.swift")
        let r = try ShapeRegistryWriterCLITests.run(["--pages", out.path, "--types", types.path,
                                                     "/s/PageSpec/Datasets/VisitsDataset.swift", "--page-files", pages])
        #expect(r.status == 0 && r.err == "")
        let kinds = try String(contentsOf: out, encoding: .utf8)
        #expect(kinds.contains("public enum PageKind: String, Sendable, Hashable {\n    case visits\n}\n"))
        #expect(!kinds.contains("VisitsPage") && !kinds.contains("AthletePages"))
        #expect(try String(contentsOf: types, encoding: .utf8).hasSuffix("""
            extension AthletePages {
                /// The page types declared `: PageFiles` in Render/Pages, in code-point order of their names.
                static var pageTypes: [any PageFiles.Type] {[
                    VisitsPage.self,
                ]}
            }

            """))
    }

    @Test func aFileNotNamedAfterItsDatasetEnumIsAnError() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("page-registry-\(UUID().uuidString).swift")
        let r = try ShapeRegistryWriterCLITests.run(["--pages", out.path, "/s/PageSpec/Datasets/VisitsDataset.swift",
                                                     "/s/PageSpec/Datasets/visits.swift", "--page-files"])
        #expect(r.status == 1)
        #expect(r.err == "error: /s/PageSpec/Datasets/visits.swift: every file in PageSpec/Datasets/ is one page's dataset enum "
            + "and is named <Name>Dataset.swift (letters and digits, <Name> capitalised, e.g. CoachesDataset.swift: page "
            + "`coaches`); move other code out of that folder\n")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// A page registered twice, or nested where its name alone does not name it, stops the build
    /// at the declaration, as a compiler error does.
    @Test func aConformanceTheBuildCannotUseStopsItAtItsPlace() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let first = try Self.write("extension VisitsPage: PageFiles {}\n", "VisitsPage.swift", in: dir)
        let again = try Self.write("import SiteData\n\npublic extension  VisitsPage: PageFiles {}\n", "VisitsPage+Files.swift", in: dir)
        let out = dir.appendingPathComponent("PageRegistry.swift")
        let twice = try ShapeRegistryWriterCLITests.run(["--pages", out.path, "--page-files", first, again])
        #expect(twice.status == 1)
        #expect(twice.err == "\(again):3:19: error: VisitsPage is registered as a page twice (PageFiles; first at \(first):1:11)\n")

        let nested = try Self.write("struct SchoolPages {\n    struct List: PageFiles {}\n}\n", "SchoolPages.swift", in: dir)
        let inside = try ShapeRegistryWriterCLITests.run(["--pages", out.path, "--page-files", nested])
        #expect(inside.status == 1)
        #expect(inside.err == "\(nested):2:12: error: declare List's PageFiles conformance at the top level of the file "
            + "(`extension Outer.List: PageFiles`), so that the build can name the type\n")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
