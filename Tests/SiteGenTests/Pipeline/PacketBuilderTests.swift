import Foundation
import SiteData
import PhotoTestSupport
import Testing
import ZIPFoundation
@testable import SiteGen
import SiteOutput

@Suite struct PacketBuilderTests {
    func options(_ content: URL) -> BuildOptions {
        var o = BuildOptions()
        o.contentFolder = content.path
        o.environment = [:]
        return o
    }

    /// Every entry of a zip, read back with ZIPFoundation (an independent reader).
    func unzip(_ url: URL) throws -> [(path: String, bytes: [UInt8])] {
        let archive = try Archive(url: url, accessMode: .read)
        return try archive.map { entry in
            var data = Foundation.Data()
            _ = try archive.extract(entry, consumer: { data.append($0) })
            return (entry.path, Array(data))
        }
    }

    func run(_ executable: String, _ arguments: [String]) -> (status: Int32, output: String)? {
        let candidates = ["/usr/bin/\(executable)", "/usr/local/bin/\(executable)", "/bin/\(executable)"]
            + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(executable)" }
        guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        try? p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// 1×1 PNG with a tEXt chunk that must not reach the packet.
    static let pngPixel = TestImages.pngPixel(text: PacketFixture.canary)

    @Test func noPrivateDataReachesThePacket() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try PacketFixture.write(to: tmp, photo: Self.pngPixel)
        let zip = tmp.appendingPathComponent("kim.zip")
        let summary = try PacketBuilder(options: options(content), athlete: "kim-lee", outputFile: zip.path).build()
        let entries = try unzip(zip)
        let names = entries.map(\.path)

        // Exact list; PerformancePage adds its own files under kim-lee/performance/ (page, CSV).
        let performance = names.filter { $0.hasPrefix("kim-lee/performance/") }
        let fixed = ["assets/photos/kim-lee.png", "assets/style.css", "index.html", "kim-lee-metrics.pdf", "kim-lee-resume.pdf",
                     "kim-lee/notes/2026-03-05-season-update/index.html"]
            + (performance.isEmpty ? [] : ["kim-lee/data/performance.json"])
        #expect(names == (fixed + performance).sorted(by: codePointLess))
        #expect(summary.entries == names)
        #expect(performance.allSatisfy {
            $0 == "kim-lee/performance/index.html" || $0.hasSuffix(".csv") || $0.hasPrefix("kim-lee/performance/timeline/")
        })

        for entry in entries {
            #expect(!entry.path.localizedCaseInsensitiveContains(PacketFixture.canary))
            let text = String(decoding: entry.bytes, as: UTF8.self)
            #expect(!text.localizedCaseInsensitiveContains(PacketFixture.canary), "canary in \(entry.path)")
            #expect(!text.contains(PacketFixture.canary + " Family"), "site title in \(entry.path)")
            #expect(!text.contains("555-0199-7331") && !text.contains("555019973"), "coach phone in \(entry.path)")
        }
        for banned in ["schools", "coaches", "interactions", "offers", "social", "reports", "actions", "dashboard"] {
            #expect(!names.contains { $0.localizedCaseInsensitiveContains(banned) }, "\(banned)")
        }
        // What the coach should find is there.
        let index = String(decoding: entries.first { $0.path == "index.html" }!.bytes, as: UTF8.self)
        // The front page is the coach page (its subtitle: class and positions).
        for text in ["<h1>Kim Lee</h1>", "Class of 2027 · C, 1B", "Lake High", "Bay Club 16U", #"<dd>5'8"</dd>"#,
                     "150 lb", "3.9", "<dt>SAT</dt><dd>1400</dd>", "Biology", #"href="mailto:kim@example.com""#,
                     #"href="tel:+15125550100""#, #"href="https://x.com/kimlee""#, "Catching highlights",
                     "Spring Showcase", "Apr 10, 2026 – Apr 11, 2026", "<strong>catcher</strong>",
                     #"src="assets/photos/kim-lee.png""#, #"alt="Photo of Kim Lee""#,
                     #"<a class="note-title" href="kim-lee/notes/2026-03-05-season-update/index.html">Season update</a>"#] {
            #expect(index.contains(text), "\(text)")
        }
        // The headline velocity is the verified 61.5 mph; the better self-reported 63 mph beside it, labelled.
        #expect(index.contains(#"<p class="metric-value" aria-hidden="true">61.5 mph</p>"#))
        #expect(index.contains(#"<p class="metric-note muted">Self-reported 63 mph · Mar 1, 2026</p>"#))
        #expect(!index.contains("Offers"))
    }

    @Test func zipIsValidForOtherToolsAndLinksStayInside() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try PacketFixture.write(to: tmp, photo: Self.pngPixel)
        let zip = tmp.appendingPathComponent("kim.zip")
        _ = try PacketBuilder(options: options(content), athlete: "kim-lee", outputFile: zip.path).build()

        let python = run("python3", ["-c", "import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); print(z.testzip()); print(len(z.namelist()))", zip.path])
        try #require(python != nil, "python3 is needed to check the zip")
        #expect(python?.status == 0)
        #expect(python?.output.hasPrefix("None\n") == true, "\(python?.output ?? "")")
        if let unzip = run("unzip", ["-t", zip.path]) {
            #expect(unzip.status == 0, "\(unzip.output)")
            #expect(unzip.output.contains("No errors detected"))
        } else {
            Issue.record("skipped: unzip is not installed here (CI installs it)")
        }

        var files: [String: [UInt8]] = [:]
        for e in try unzip(zip) { files[e.path] = e.bytes }
        #expect(PacketLinks.broken(in: files) == [])
        // Every relative link, resolved, names an entry.
        var checked = 0
        for (path, bytes) in files where path.hasSuffix(".html") {
            for link in PacketLinks.links(inHTML: String(decoding: bytes, as: UTF8.self)) {
                guard let target = PacketLinks.resolve(link, from: path) else { continue }
                #expect(files[target] != nil, "\(path): \(link)")
                checked += 1
            }
        }
        #expect(checked >= 8)
    }

    @Test func twoBuildsGiveTheSameBytes() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try PacketFixture.write(to: tmp, photo: Self.pngPixel)
        let a = tmp.appendingPathComponent("a.zip"), b = tmp.appendingPathComponent("b.zip")
        let sa = try PacketBuilder(options: options(content), athlete: "kim-lee", outputFile: a.path).build()
        let sb = try PacketBuilder(options: options(content), athlete: "kim-lee", outputFile: b.path).build()
        let bytesA = try Foundation.Data(contentsOf: a), bytesB = try Foundation.Data(contentsOf: b)
        #expect(bytesA == bytesB)
        #expect(sa.sha256 == sb.sha256)
        #expect(sa.sha256 == SHA256.hex(Array(bytesA)))
        #expect(sa.bytes == bytesA.count)
        // Fixed timestamps from today (2026-03-15), sorted entries.
        let archive = try Archive(url: a, accessMode: .read)
        for entry in archive {
            #expect(entry.fileAttributes[.posixPermissions] as? Int == 0o644)
        }
        #expect(Array(archive).map(\.path) == Array(archive).map(\.path).sorted())
        #expect(FileManager.default.fileExists(atPath: tmp.appendingPathComponent(".a.zip.sitegen-tmp").path) == false)
    }

    @Test func offersOnlyWhenIncluded() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try PacketFixture.write(to: tmp, include: ["offers"])
        let zip = tmp.appendingPathComponent("kim.zip")
        _ = try PacketBuilder(options: options(content), athlete: "kim-lee", outputFile: zip.path).build()
        let index = String(decoding: try unzip(zip).first { $0.path == "index.html" }!.bytes, as: UTF8.self)
        #expect(index.contains("Offers"))
        #expect(index.contains("<td>Other \(PacketFixture.canary) College</td>"))  // the offered school's name, nothing else
        #expect(!index.contains("\(PacketFixture.canary) University"))
        #expect(!index.contains("\(PacketFixture.canary)-s2"))
    }

    @Test func confirmationAndDefaultPath() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try PacketFixture.write(to: tmp)
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(tmp.path)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        let builder = PacketBuilder(options: options(content), athlete: "kim-lee")
        #expect(builder.outputPath == "kim-lee-packet.zip")
        let s = try builder.build()
        #expect(FileManager.default.fileExists(atPath: tmp.appendingPathComponent("kim-lee-packet.zip").path))
        let kb = String(format: "%.1f", Double(s.bytes) / 1024).replacingOccurrences(of: ".0", with: "")
        let bytes = LocaleFormatter(.en).integer(s.bytes)
        #expect(s.confirmation == """
            Packet created
              File: kim-lee-packet.zip (\(s.files) files)
              Size: \(kb) KB (\(bytes) bytes)
              SHA-256: \(s.sha256)
              The coach can check the packet with this code
              Résumé in the packet: kim-lee-resume.pdf (SHA-256: \(s.resumeSHA256 ?? "none"))
            """)
        let zip = try unzip(tmp.appendingPathComponent("kim-lee-packet.zip"))
        let resume = try #require(zip.first { $0.path == "kim-lee-resume.pdf" })
        #expect(s.resumeSHA256 == SHA256.hex(resume.bytes))
    }

    @Test func unknownAthleteListsTheKnownOnes() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try PacketFixture.write(to: tmp)
        let out = tmp.appendingPathComponent("x.zip")
        #expect(throws: UsageError.self) { try PacketBuilder(options: options(content), athlete: "nobody", outputFile: out.path).build() }
        do {
            _ = try PacketBuilder(options: options(content), athlete: "nobody", outputFile: out.path).build()
        } catch let e as UsageError {
            #expect(e.message == #"error: unknown athlete "nobody" (known: kim-lee, other-zzcanaryzz)"#)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path).sorted() == ["content"])
    }

    @Test func outputFolderMustExistAndBeWritable() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try PacketFixture.write(to: tmp)
        let missing = tmp.appendingPathComponent("no/such/x.zip")
        do {
            _ = try PacketBuilder(options: options(content), athlete: "kim-lee", outputFile: missing.path).build()
            Issue.record("expected an error")
        } catch let e as UsageError {
            #expect(e.message == "error: the folder \(tmp.appendingPathComponent("no/such").standardizedFileURL.path) does not exist; create it first or choose another --output")
        }
        let locked = tmp.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        if getuid() != 0 {  // root can write anywhere
            do {
                _ = try PacketBuilder(options: options(content), athlete: "kim-lee", outputFile: locked.appendingPathComponent("x.zip").path).build()
                Issue.record("expected an error")
            } catch let e as UsageError {
                #expect(e.message == "error: cannot write to the folder \(locked.standardizedFileURL.path) (permission denied); choose another --output")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path) == [])
    }

    @Test func relativeLinkInANoteIsAnInputError() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try PacketFixture.write(to: tmp)
        try "---\nvisibility: public\n---\n# Visit\n\n[schools](../../schools/index.html)\n"
            .write(to: content.appendingPathComponent("athletes/kim-lee/notes/visit.md"), atomically: true, encoding: .utf8)
        let out = tmp.appendingPathComponent("x.zip")
        do {
            _ = try PacketBuilder(options: options(content), athlete: "kim-lee", outputFile: out.path).build()
            Issue.record("expected an error")
        } catch let e as InputError {
            #expect(e.diagnostics.items.map(\.message) == [#"link "../../schools/index.html" points to a file the coach packet does not carry; use a full https:// address"#])
        }
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func unknownPacketPartIsAnError() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = try PacketFixture.write(to: tmp, include: ["coaches"])
        do {
            _ = try PacketBuilder(options: options(content), athlete: "kim-lee", outputFile: tmp.appendingPathComponent("x.zip").path).build()
            Issue.record("expected an error")
        } catch let e as InputError {
            #expect(e.diagnostics.items.map(\.description) == ["\(content.path)/site.yml: error: packet.include: unknown part \"coaches\" (known: offers)"])
        }
    }
}
