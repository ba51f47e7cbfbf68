import Foundation
import Testing

/// The coach's PDFs and the packet zip through the command line (docs/coach-pdf.md).
@Suite struct CoachDocumentsCLITests {
    /// Byte-identical whatever the machine's time zone, language and `--jobs`.
    @Test func pdfsAndZipsIgnoreTimeZoneLanguageAndJobs() throws {
        let tmp = try CLIRunner.fixtureSite()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = tmp.appendingPathComponent("content").path
        let settings: [(tz: String, lang: String, jobs: String)] = [("UTC", "C", "1"), ("Pacific/Kiritimati", "pl_PL.UTF-8", "4"),
                                                                     ("America/Los_Angeles", "en_US.UTF-8", "2")]
        var outputs: [[String: Data]] = []
        for (i, s) in settings.enumerated() {
            let out = tmp.appendingPathComponent("site-\(i)")
            let run = try CLIRunner.run(["build", "--content", content, "--output", out.path, "--jobs", s.jobs],
                                        environment: ["TZ": s.tz, "LANG": s.lang, "LC_ALL": s.lang])
            #expect(run.status == 0, "\(run.err)")
            var files: [String: Data] = [:]
            for path in ["ana-diaz/ana-diaz-resume.pdf", "ana-diaz/ana-diaz-packet.zip", "empty-one/empty-one-resume.pdf",
                         "ana-diaz/reports/last-30-days.pdf", "ana-diaz/reports/all-time.pdf"] {
                files[path] = FileManager.default.contents(atPath: out.appendingPathComponent(path).path)
            }
            #expect(files.values.count == 5 && files.values.allSatisfy { $0.count > 1000 })
            outputs.append(files)
        }
        #expect(outputs[1] == outputs[0])
        #expect(outputs[2] == outputs[0])
    }

    /// `sitegen packet` names the résumé inside the zip, with its SHA-256.
    @Test func packetPrintsTheResume() throws {
        let tmp = try CLIRunner.fixtureSite()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let run = try CLIRunner.run(["packet", "ana-diaz", "--content", tmp.appendingPathComponent("content").path,
                                     "--output", tmp.appendingPathComponent("p.zip").path])
        #expect(run.status == 0, "\(run.err)")
        let line = try #require(run.out.split(separator: "\n").last)
        #expect(line.hasPrefix("  Résumé in the packet: ana-diaz-resume.pdf (SHA-256: "))
        #expect(line.count == "  Résumé in the packet: ana-diaz-resume.pdf (SHA-256: ".count + 64 + 1)
    }
}
