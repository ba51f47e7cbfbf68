import Foundation
import Synchronization
import SiteData
import SiteGen
import Testing
@testable import SiteServe

@Suite(.serialized) struct PreviewSessionTests {
    static func session(_ content: URL, port: UInt16 = 0, log: LogLines? = nil) -> PreviewSession {
        var options = BuildOptions()
        options.contentFolder = content.path
        options.environment = [:]
        options.jobs = 1
        return PreviewSession(options: options, host: "127.0.0.1", port: port, log: { log?.add($0) })
    }

    /// `/__sitegen/counting` says whether the family index still has numbers being counted.
    @Test func theCountingAnswerSaysWhenEveryCardIsCounted() async throws {
        let content = try ServeSupport.content()
        defer { try? FileManager.default.removeItem(at: content) }
        let session = Self.session(content)
        try await session.start()
        _ = try #require(session.site).cards.all()
        let counting = try await ServeSupport.get(session.address + "__sitegen/counting")
        #expect(counting.status == 200)
        #expect(counting.body == #"{"counting":false}"#)
        let index = try await ServeSupport.get(session.address).body
        #expect(index.contains("<script src=\"/__sitegen/live.js\"></script></body>"))
        #expect(!index.contains("role=\"status\""))
        await session.stop()
    }

    /// The whole loop: serve, fetch, edit, see the change; break the content, keep the last good
    /// pages and report the error; stop, and the port is free.
    @Test func servesRebuildsOnChangeAndStopsCleanly() async throws {
        let content = try ServeSupport.content()
        defer { try? FileManager.default.removeItem(at: content) }
        let session = Self.session(content)
        try await session.start()
        let base = session.address
        let port = ServeSupport.port(of: base)
        #expect(base == "http://127.0.0.1:\(port)/")
        #expect(!ServeSupport.portIsFree(port))

        _ = session.site?.cards.all()  // every number counted: the index does not reload for them
        let home = try await ServeSupport.get(base)
        #expect(home.status == 200)
        #expect(home.body.contains("<script src=\"/__sitegen/live.js\"></script></body>"))
        let rendered = String(decoding: try #require(session.site?.file(at: "index.html")), as: UTF8.self)
        #expect(!rendered.contains("__sitegen"), "the reload script is only added to served responses")
        #expect(try await ServeSupport.get(base + "__sitegen/status").body == #"{"generation":1,"error":null}"#)
        #expect(try await ServeSupport.get(base + "__sitegen/live.js").body == LiveReload.script)
        let missing = try await ServeSupport.get(base + "no/such/page/")
        #expect(missing.status == 404)
        #expect(missing.body.contains("__sitegen/live.js"))

        // An edit rebuilds and the new title is served.
        let siteYML = content.appendingPathComponent("site.yml")
        let settings = try String(contentsOf: siteYML, encoding: .utf8)
        let oldTitle = try #require(settings.split(separator: "\n").first { $0.hasPrefix("title:") })
        try settings.replacingOccurrences(of: String(oldTitle), with: "title: Renamed By The Test")
            .write(to: siteYML, atomically: true, encoding: .utf8)
        #expect(try await ServeSupport.eventually { try await ServeSupport.get(base).body.contains("Renamed By The Test") })
        // The generation the edit made: 2, or more when a loaded machine's watcher saw the
        // atomic write as two changes (each rebuild counts); what follows is counted from it.
        let edited = try await ServeSupport.get(base + "__sitegen/status").body
        let generation = try #require(Int(edited.split(separator: ":")[1].split(separator: ",")[0]))
        #expect(generation >= 2 && edited == "{\"generation\":\(generation),\"error\":null}")

        // A broken file: the error is reported, the last good pages stay.
        #expect(try await ServeSupport.get(base + "ana-diaz/schools/").status == 200)
        let schools = content.appendingPathComponent("athletes/ana-diaz/schools.csv")
        try (try String(contentsOf: schools, encoding: .utf8) + "x1,\"unclosed\n").write(to: schools, atomically: true, encoding: .utf8)
        #expect(try await ServeSupport.eventually { try await ServeSupport.get(base + "__sitegen/status").body.contains("schools.csv:") })
        let status = try await ServeSupport.get(base + "__sitegen/status").body
        #expect(status.hasPrefix("{\"generation\":\(generation),\"error\":\""))
        #expect(try await ServeSupport.get(base).body.contains("Renamed By The Test"))
        // The athlete's last good pages stay served under the overlay.
        let kept = try await ServeSupport.get(base + "ana-diaz/schools/")
        #expect(kept.status == 200)
        #expect(kept.body.contains("Renamed By The Test"))

        // Fixed: the error goes and open pages reload.
        try (try String(contentsOf: schools, encoding: .utf8).replacingOccurrences(of: "x1,\"unclosed\n", with: ""))
            .write(to: schools, atomically: true, encoding: .utf8)
        #expect(try await ServeSupport.eventually {
            try await ServeSupport.get(base + "__sitegen/status").body == "{\"generation\":\(generation + 1),\"error\":null}"
        })

        await session.stop()
        #expect(ServeSupport.portIsFree(port))
    }

    /// Before: the whole site was built into /tmp (1.5 GB at 300 athletes) and deleted at exit.
    @Test func nothingIsWrittenToTheTemporaryFolder() async throws {
        let content = try ServeSupport.content()
        defer { try? FileManager.default.removeItem(at: content) }
        let session = Self.session(content)
        try await session.start()
        let port = ServeSupport.port(of: session.address)
        #expect(RawHTTP.get(port: port, "/ana-diaz/")?.status == 200)
        let mine = try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
            .filter { $0.hasPrefix("sitegen-serve-\(getpid())") }
        #expect(mine == [])
        await session.stop()
    }

    @Test func anAllowedHostThatIsNotAHostNameIsAClearError() async throws {
        var options = BuildOptions()
        options.contentFolder = "/nonexistent"
        let session = PreviewSession(options: options, port: 0, allowedHosts: ["ok.local", "http://pc.local:8000"], log: { _ in })
        await #expect {
            try await session.start()
        } throws: { error in
            (error as? UsageError)?.message
                == "error: --allowed-host \"http://pc.local:8000\" is not a host name (for example my-laptop.local, without http:// or a port)"
        }
    }

    @Test func aPortInUseIsAClearError() async throws {
        let content = try ServeSupport.content()
        defer { try? FileManager.default.removeItem(at: content) }
        let first = Self.session(content)
        try await first.start()
        let port = ServeSupport.port(of: first.address)
        let second = Self.session(content, port: port)
        await #expect {
            try await second.start()
        } throws: { error in
            (error as? UsageError)?.message
                == "error: port \(port) on 127.0.0.1 is already in use; stop what is using it or choose another with --port N"
        }
        await first.stop()
    }

    @Test func aHostThatIsNotAnAddressIsAClearError() async throws {
        let content = try ServeSupport.content()
        defer { try? FileManager.default.removeItem(at: content) }
        var options = BuildOptions()
        options.contentFolder = content.path
        options.environment = [:]
        let session = PreviewSession(options: options, host: "example.com", port: 0, log: { _ in })
        await #expect {
            try await session.start()
        } throws: { error in
            (error as? UsageError)?.message == "error: --host \"example.com\" is not an IP address (for example 127.0.0.1)"
        }
    }

    /// The first load's summary line counts in the singular for one athlete.
    @Test func loadingOneAthleteSaysAthlete() throws {
        let content = FileManager.default.temporaryDirectory.appendingPathComponent("serve-one-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: content) }
        try FileManager.default.createDirectory(at: content.appendingPathComponent("athletes/ana"), withIntermediateDirectories: true)
        try "name: Ana\n".write(to: content.appendingPathComponent("athletes/ana/athlete.yml"), atomically: true, encoding: .utf8)
        var options = BuildOptions()
        options.contentFolder = content.path
        options.environment = [:]
        options.today = "2026-11-22"
        let lines = Mutex<[String]>([])
        let session = PreviewSession(options: options, port: 0, log: { line in lines.withLock { $0.append(line) } })
        try session.reload(first: true)
        defer { session.site?.close() }
        let loaded = lines.withLock { $0 }.filter { $0.hasPrefix("Loaded ") }
        #expect(loaded.count == 1)
        #expect(loaded.first?.hasPrefix("Loaded 1 athlete in ") == true)
    }
}
