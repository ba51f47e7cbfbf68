import FileTestSupport
import Foundation
@testable import SiteGen
import SiteData
import SiteOutput

/// Paths and helpers shared by the SiteGen tests.
enum TestSupport {
    static var fixtures: URL { Bundle.module.url(forResource: "Fixtures", withExtension: nil)! }

    /// A fresh empty folder under the system temporary folder.
    static func temporaryFolder(_ name: String = #function) -> URL { ScratchFiles.temporaryFolder(name) }

    /// The problems of a build that failed: the `InputError` it threw, or, when athletes were
    /// held back (`SiteBuilder+HeldBack`), their errors and the build's warnings as that error
    /// would hold them; nil when the build succeeded.
    static func failure(_ result: Result<BuildSummary, any Error>) -> InputError? {
        switch result {
        case .failure(let error): error as? InputError
        case .success(let s): s.heldBack.isEmpty ? nil : InputError(Diagnostics(s.errors + s.warnings))
        }
    }

    /// Copies a fixture folder somewhere writable.
    static func copyFixture(_ name: String, to parent: URL) -> URL {
        let dest = parent.appendingPathComponent(name, isDirectory: true)
        try! FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: dest)
        return dest
    }

    /// Every file below `root`, as sorted relative paths.
    static func files(under root: URL) -> [String] { ScratchFiles.files(under: root) }

    /// The file as text; a binary file (a PDF, a zip) as its size and SHA-256, so two copies
    /// compare equal exactly when their bytes do.
    static func read(_ url: URL) -> String {
        guard let data = FileManager.default.contents(atPath: url.path) else { return "<missing \(url.path)>" }
        if let text = String(data: data, encoding: .utf8) { return text }
        return "<binary, \(data.count) bytes, SHA-256 \(SHA256.hex(Array(data)))>"
    }
}
