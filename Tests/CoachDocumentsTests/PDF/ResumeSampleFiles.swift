import CoachDocuments
import Foundation
import Testing

/// `COACHPDF_SAMPLES=folder swift test --filter ResumeSampleFiles` writes the sample résumés
/// there, to look at them (nothing is checked).
@Suite struct ResumeSampleFiles {
    @Test func write() throws {
        guard let folder = ProcessInfo.processInfo.environment["COACHPDF_SAMPLES"] else { return }
        for (name, doc) in [("rich", ResumeSamples.rich), ("empty", ResumeSamples.empty), ("long", ResumeSamples.long)] {
            try Data(try ResumePDF.render(doc)).write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).pdf"))
        }
    }
}
