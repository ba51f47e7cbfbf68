import Foundation

/// Runs the `sitegen` built beside the test bundle, with stdout and stderr apart.
struct CLIRunner {
    var status: Int32
    var out: String
    var err: String

    static var repo: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static func run(_ arguments: [String], environment: [String: String] = [:], in folder: URL? = nil) throws -> CLIRunner {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("sitegen")
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read stderr on another thread so neither pipe fills up and blocks the child.
        nonisolated(unsafe) var errData = Foundation.Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async { errData = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return CLIRunner(status: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
                         err: String(decoding: errData, as: UTF8.self))
    }

    /// A fresh folder holding a copy of `Tests/SiteGenTests/Fixtures/site` as `content`.
    static func fixtureSite(_ name: String = #function) throws -> URL {
        let safe = name.filter { $0.isLetter || $0.isNumber }
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-cli-\(safe)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repo.appendingPathComponent("Tests/SiteGenTests/Fixtures/site"),
                                         to: tmp.appendingPathComponent("content"))
        // An email for each athlete and a metric for the empty one: no thin-résumé warnings
        // (their own tests are CoachFilesTests), so these tests see only the warnings they make.
        let athletes = tmp.appendingPathComponent("content/athletes")
        for slug in ["ana-diaz", "empty-one"] {
            let yml = athletes.appendingPathComponent("\(slug)/athlete.yml")
            try (try String(contentsOf: yml, encoding: .utf8) + "email: \(slug)@example.com\n").write(to: yml, atomically: true, encoding: .utf8)
        }
        try "id,metric_type,value,unit,recorded_date\nm1,exit_velo,70,mph,2026-02-01\n"
            .write(to: athletes.appendingPathComponent("empty-one/performance_metrics.csv"), atomically: true, encoding: .utf8)
        return tmp
    }

    /// A note for ana-diaz with `count` pictures that would load from the network: one warning each.
    static func addRemoteImages(_ count: Int, to tmp: URL) throws {
        let body = (1...count).map { "![p\($0)](https://example.org/p\($0).png)" }.joined(separator: "\n\n")
        try "---\nvisibility: public\n---\n\(body)\n".write(
            to: tmp.appendingPathComponent("content/athletes/ana-diaz/notes/2026-03-05-pictures.md"), atomically: true, encoding: .utf8)
    }
}
