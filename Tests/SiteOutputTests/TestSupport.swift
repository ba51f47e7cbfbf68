import FileTestSupport
import Foundation

/// Scratch folders and file reads for the SiteOutput tests.
enum TestSupport {
    static func temporaryFolder(_ name: String = #function) -> URL { ScratchFiles.temporaryFolder(name) }
    static func files(under root: URL) -> [String] { ScratchFiles.files(under: root) }

    /// The file as UTF-8 text.
    static func read(_ url: URL) -> String {
        ScratchFiles.bytes(url).map { String(decoding: $0, as: UTF8.self) } ?? "<missing \(url.path)>"
    }
}
