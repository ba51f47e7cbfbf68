import Foundation
import Testing

/// The real `sitegen serve` process: Ctrl-C (SIGINT) exits 0 and frees the port, and nothing
/// was written to the temporary folder; `--allowed-host` reaches the server.
@Suite struct ServeCommandTests {
    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("sitegen")
    }

    /// Starts `sitegen serve` on a free port and reads stderr until the "Serving http://…" line.
    static func start(_ content: URL, _ arguments: [String] = []) throws -> (process: Process, address: String, text: String) {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["serve", "--content", content.path, "--port", "0"] + arguments
        let stderr = Pipe()
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        var text = ""
        let handle = stderr.fileHandleForReading
        while !text.contains("for changes") {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("Serving http://127.0.0.1:") })
        return (process, String(line.dropFirst("Serving ".count).prefix { $0 != " " }), text)
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func interruptingExitsZeroAndCleansUp(signal: Int32) async throws {
        let content = try ServeSupport.content()
        defer { try? FileManager.default.removeItem(at: content) }
        let (process, address, text) = try Self.start(content)
        let port = ServeSupport.port(of: address)
        #if os(Linux)
        // The fixture's 5 folders and the theme's (found beside the build), by file events.
        #expect(text.contains(#/\nWatching [0-9]+ folders? for changes \(/#) && text.contains("for changes (\(content.path)"))
        #endif
        #expect(try await ServeSupport.get(address).status == 200)
        // Pages are rendered into memory: nothing in the temporary folder (there was a whole site).
        let work = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
            .filter { $0.hasPrefix("sitegen-serve-\(process.processIdentifier)-") }
        #expect(work == [])

        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(ServeSupport.portIsFree(port))
    }

    @Test func allowedHostsAreAnsweredAndOthersRefused() async throws {
        let content = try ServeSupport.content()
        defer { try? FileManager.default.removeItem(at: content) }
        let (process, address, _) = try Self.start(content, ["--allowed-host", "preview.test", "--allowed-host", "pc.local"])
        defer { kill(process.processIdentifier, SIGTERM); process.waitUntilExit() }
        let port = ServeSupport.port(of: address)
        #expect(RawHTTP.get(port: port, "/", host: "preview.test:\(port)")?.status == 200)
        #expect(RawHTTP.get(port: port, "/", host: "pc.local")?.status == 200)
        #expect(RawHTTP.get(port: port, "/", host: "localhost")?.status == 200)
        #expect(RawHTTP.get(port: port, "/", host: "evil.example.com")?.status == 403)
    }
}
