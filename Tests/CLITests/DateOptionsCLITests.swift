import Foundation
import Testing

/// Dates on the command line are checked before anything is read or written: the first line
/// names the option, the value and the format; usage follows; exit status 1.
@Suite struct DateOptionsCLITests {
    @Test(arguments: [
        (["build", "--today", "2026-13-01"], #"error: --today "2026-13-01" is not a date (YYYY-MM-DD)"#, "build"),
        (["build", "--from", "03/10/2026", "--to", "2026-04-01"], #"error: --from "03/10/2026" is not a date (YYYY-MM-DD)"#, "build"),
        (["build", "--from", "2026-03-10", "--to", "2026-4-1"], #"error: --to "2026-4-1" is not a date (YYYY-MM-DD)"#, "build"),
        (["check", "--today", "yesterday"], #"error: --today "yesterday" is not a date (YYYY-MM-DD)"#, "check"),
        (["new", "sample", "--today", "2026-02-30"], #"error: --today "2026-02-30" is not a date (YYYY-MM-DD)"#, "new"),
    ])
    func badDateIsAUsageError(arguments: [String], firstLine: String, command: String) throws {
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-cli-dates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: tmp) }
        let r = try CLIRunner.run(arguments, in: tmp)
        #expect(r.status == 1)
        let lines = r.err.split(separator: "\n").map(String.init)
        #expect(lines.first == firstLine)
        #expect(lines.last == "  See 'sitegen \(command) --help' for more information.")
        #expect(r.out == "")
        // Nothing was written: no site, no sample folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path) == [])
    }
}
