import Foundation
import Testing

/// The `sitegen` executable itself (built next to the test bundle).
@Suite struct VersionTests {
    static func run(_ arguments: [String]) throws -> (status: Int32, out: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("sitegen")
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func versionPrintsTheVersion() throws {
        let r = try Self.run(["--version"])
        #expect(r.status == 0)
        #expect(r.out == "0.2.0\n")
    }

    @Test func everyBuiltPageNamesTheGeneratorWithItsVersion() throws {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("cli-version-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try Self.run(["build", "--quiet", "--content", repo.appendingPathComponent("Tests/SiteGenTests/Fixtures/site").path,
                              "--output", out.path])
        #expect(r.status == 0, "\(r.out)")
        let pages = FileManager.default.enumerator(atPath: out.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".html") }
        #expect(pages.count > 10)
        for page in pages {
            let html = try String(contentsOf: out.appendingPathComponent(page), encoding: .utf8)
            #expect(html.contains("<meta name=\"generator\" content=\"sitegen 0.2.0\"/>"), "\(page)")
        }
    }
}
