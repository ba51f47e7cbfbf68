import Foundation
import SiteData

/// Progress and warnings on the terminal.
enum Terminal {
    static var isTTY: Bool { isatty(STDERR_FILENO) == 1 }

    /// A progress reporter that rewrites one stderr line, only when stderr is a terminal.
    static func progress(label: String) -> (@Sendable (Int, Int) -> Void)? {
        guard isTTY else { return nil }
        return { done, total in
            let text = "\r\(label) \(done)/\(total) athletes"
            FileHandle.standardError.write(Foundation.Data(text.utf8))
        }
    }

    static func clearProgress(enabled: Bool) {
        if enabled { FileHandle.standardError.write(Foundation.Data("\r\u{1B}[K".utf8)) }
    }

    static func printWarnings(_ warnings: [Diagnostic]) {
        for w in warnings { FileHandle.standardError.write(Foundation.Data((w.description + "\n").utf8)) }
    }
}
