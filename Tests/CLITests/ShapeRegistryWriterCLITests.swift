import Foundation
import Testing

/// `ShapeRegistryWriter`, run by the ShapeRegistry build plugin: the shapes' file names become
/// the one list of shapes; a file of Render/Shapes/ named otherwise stops the build.
@Suite struct ShapeRegistryWriterCLITests {
    static func run(_ arguments: [String]) throws -> (status: Int32, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("ShapeRegistryWriter")
        process.arguments = arguments
        let err = Pipe()
        process.standardError = err
        try process.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func output() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("shape-registry-\(UUID().uuidString).swift")
    }

    @Test func fileNamesBecomeCasesInNameOrder() throws {
        let out = Self.output()
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try Self.run([out.path, "/s/Render/Shapes/TimelineShape.swift", "/s/Render/Shapes/SchoolMapShape.swift",
                              "/s/Render/Shapes/TimeSeriesShape.swift"])
        #expect(r.status == 0 && r.err == "")
        let text = try String(contentsOf: out, encoding: .utf8)
        #expect(text.contains("""
                case schoolMap = "school_map"
                case timeSeries = "time_series"
                case timeline = "timeline"
            }
            """))
        #expect(text.contains("    case schoolMap(SchoolMapShape.Value)\n"))
        #expect(text.contains("        case .timeSeries(let v): TimeSeriesShape.draw(kind, v, a, r)\n"))
    }

    /// With `--values` and `--widgets`, PageSpec's file holds `DatasetShape` and its widget table
    /// (the `WidgetKind` case names of each shape's `enum Widget`, in its order) and nothing of
    /// Render; Render's file holds `DatasetValue` and the definitions.
    @Test func valuesGoToTheirOwnFileAndWidgetsAreATable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shape-split-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let kinds = folder.appendingPathComponent("WidgetKind.swift")
        try "public enum WidgetKind: String { case lineChart = \"line_chart\", list }\n".write(to: kinds, atomically: true, encoding: .utf8)
        let shape = folder.appendingPathComponent("TimeSeriesShape.swift")
        try "enum TimeSeriesShape { enum Widget: String { case list, lineChart = \"line_chart\" } }\n"
            .write(to: shape, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("ShapeRegistry.swift"), values = folder.appendingPathComponent("ShapeRegistry+Render.swift")
        let r = try Self.run([out.path, "--values", values.path, "--widgets", kinds.path, shape.path])
        #expect(r.status == 0 && r.err == "")
        let shapes = try String(contentsOf: out, encoding: .utf8)
        #expect(shapes.contains("        case .timeSeries: [.list, .lineChart]\n"))
        #expect(!shapes.contains("TimeSeriesShape") && !shapes.contains("DatasetValue"))
        let render = try String(contentsOf: values, encoding: .utf8)
        #expect(render.contains("        case .timeSeries: TimeSeriesShape.self\n"))
        #expect(render.contains("    case timeSeries(TimeSeriesShape.Value)\n"))
        #expect(!render.contains("public enum DatasetShape"))
    }

    @Test func aFileNotNamedAfterItsShapeIsAnError() throws {
        let out = Self.output()
        let r = try Self.run([out.path, "/s/Render/Shapes/GoalsShape.swift", "/s/Render/Shapes/helpers.swift"])
        #expect(r.status == 1)
        #expect(r.err == "error: /s/Render/Shapes/helpers.swift: every file in Render/Shapes/ defines one dataset shape and is "
            + "named <Name>Shape.swift (letters and digits, <Name> capitalised, e.g. SchoolMapShape.swift); "
            + "move other code out of that folder\n")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// With `--widgets`, each shape's `enum Widget` is read, and a name that is not a case of
    /// `WidgetKind` stops the build at its line and column, as a compiler error does.
    @Test func aWidgetNameThatIsNoWidgetKindStopsTheBuild() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shape-widgets-\(UUID().uuidString)")
        let shapes = folder.appendingPathComponent("Render/Shapes")
        try FileManager.default.createDirectory(at: shapes, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let kinds = folder.appendingPathComponent("WidgetKind.swift")
        try """
            public enum WidgetKind: String, CaseIterable {
                case barChart = "bar_chart", list
                case table

                var summary: String {
                    switch self {
                    case .barChart: "bars"
                    case .list, .table: "rows"
                    }
                }
            }
            """.write(to: kinds, atomically: true, encoding: .utf8)
        let good = shapes.appendingPathComponent("CountsShape.swift")
        try """
            enum CountsShape: DatasetShapeDefinition {
                // case commented = "out" is not read
                enum Widget: String, WidgetChoice { case barChart = "bar_chart", list, table }
            }
            """.write(to: good, atomically: true, encoding: .utf8)
        let out = Self.output()
        defer { try? FileManager.default.removeItem(at: out) }
        let ok = try Self.run([out.path, "--widgets", kinds.path, good.path])
        #expect(ok.status == 0 && ok.err == "")
        #expect(try String(contentsOf: out, encoding: .utf8).contains("    case counts = \"counts\"\n"))

        let typo = shapes.appendingPathComponent("RowsShape.swift")
        try """
            enum RowsShape: DatasetShapeDefinition {
                enum Widget: String, WidgetChoice {
                    case list
                    case table = "tabel"
                }
            }
            """.write(to: typo, atomically: true, encoding: .utf8)
        let bad = try Self.run([Self.output().path, "--widgets", kinds.path, good.path, typo.path])
        #expect(bad.status == 1)
        #expect(bad.err == "\(typo.path):4:22: error: \"tabel\" is not a widget name (a case of WidgetKind in "
            + "PageSpec/WidgetKind.swift); known: bar_chart, list, table\n")
    }
}
