import Foundation
import Testing

/// The command line's work is the CLI's: SiteGen (the library) holds no command code and no
/// terminal printing; the CLI calls library functions and prints what they return.
@Suite struct CommandLineOwnershipTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `name` found in the Swift files under `folder`, as `file:line`.
    static func occurrences(of names: [String], under folder: String) throws -> [String] {
        let base = root.appendingPathComponent(folder)
        let files = try #require(FileManager.default.enumerator(atPath: base.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted()
        var found: [String] = []
        for file in files {
            let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
            for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where names.contains(where: { line.range(of: "\\b\($0)\\b", options: .regularExpression) != nil }) {
                found.append("\(folder)/\(file):\(i + 1)")
            }
        }
        return found
    }

    @Test func siteGenHoldsNoCommandsAndNoPrinter() throws {
        #expect(try Self.occurrences(of: ["Commands", "DiagnosticPrinter"], under: "Sources/SiteGen") == [])
        // The check can fail: the CLI does name the printer.
        #expect(try !Self.occurrences(of: ["DiagnosticPrinter"], under: "Sources/SiteGenCLI").isEmpty)
    }
}
