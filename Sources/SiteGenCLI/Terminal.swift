import Foundation
import SiteData
import SiteGen

/// Progress and problems on the terminal (stderr).
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

    static func printLines(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        FileHandle.standardError.write(Foundation.Data((lines.joined(separator: "\n") + "\n").utf8))
    }

    static func printWarnings(_ warnings: [Diagnostic], _ printer: DiagnosticPrinter) {
        printLines(printer.lines(warnings))
    }
}
