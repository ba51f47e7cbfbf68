import Foundation
import Testing

/// The real `sitegen serve` process: Ctrl-C (SIGINT) exits 0, frees the port and removes the
/// temporary folder.
@Suite struct ServeCommandTests {
    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("sitegen")
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func interruptingExitsZeroAndCleansUp(signal: Int32) async throws {
        let content = try ServeSupport.content()
        defer { try? FileManager.default.removeItem(at: content) }
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["serve", "--content", content.path, "--port", "0"]
        let stderr = Pipe()
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        try process.run()

        // Read stderr until the "Serving http://127.0.0.1:PORT/" line.
        var text = ""
        let handle = stderr.fileHandleForReading
        while !text.contains("(Ctrl-C to stop)") {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("Serving http://127.0.0.1:") })
        let address = String(line.dropFirst("Serving ".count).prefix { $0 != " " })
        let port = ServeSupport.port(of: address)
        #expect(try await ServeSupport.get(address).status == 200)
        let work = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
            .filter { $0.hasPrefix("sitegen-serve-\(process.processIdentifier)-") }
        #expect(work.count == 1)

        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(ServeSupport.portIsFree(port))
        for name in work {
            #expect(!FileManager.default.fileExists(atPath: NSTemporaryDirectory() + "/" + name))
        }
    }
}
