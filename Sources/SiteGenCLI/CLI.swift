import ArgumentParser
import Foundation
import SiteData
import SiteGen
import SiteOutput

/// Turns library errors into exit codes: 1 for bad input or usage (message on stderr, no
/// stack trace), 2 for internal errors; and 128 + the signal (130, 143) for a run stopped by
/// SIGINT or SIGTERM, as a shell reports it. Every problem line starts with `error:` or
/// `warning:` (after its location, for data).
enum CLI {
    /// `outcome`: what a failure means for the command's output (`_site was left as it was`),
    /// nil for commands that never write. `perKind`: warnings of one kind shown (nil: all).
    static func run(color: Bool = ColorChoice.auto.enabled(isTTY: Terminal.isTTY, environment: ProcessInfo.processInfo.environment),
                    perKind: Int? = DiagnosticPrinter.defaultLimit, outcome: String? = nil,
                    _ body: () throws -> Void) throws {
        let printer = DiagnosticPrinter(color: color, perKind: perKind)
        do {
            try body()
        } catch let error as Interrupted {
            Terminal.printLines([printer.styled("error: \(error.description)")])
            throw ExitCode(128 + error.signal)
        } catch let error as InputError {
            Terminal.printLines(FailureReport(diagnostics: error.diagnostics.items, strict: false, outcome: outcome).lines(printer))
            throw ExitCode(1)
        } catch let error as StrictError {
            Terminal.printLines(FailureReport(diagnostics: error.warnings, strict: true, outcome: outcome).lines(printer))
            throw ExitCode(1)
        } catch let error as any UserFacingError {
            Terminal.printLines(error.message.split(separator: "\n", omittingEmptySubsequences: false).map { printer.styled(String($0)) })
            throw ExitCode(1)
        } catch let error as ExitCode {
            throw error
        } catch where FileProblem.isFileError(error) {
            // A file operation's error that no message above caught: plain words, never Foundation's.
            let path = FileProblem.path(of: error).map { " " + $0 } ?? ""
            Terminal.printLines([printer.styled("error: cannot read or write\(path): \(FileProblem.reason(of: error))")])
            throw ExitCode(1)
        } catch {
            Terminal.printLines([printer.styled("error: internal error: \(error)")])
            throw ExitCode(2)
        }
    }

    /// What a failed build leaves: the old site, or nothing.
    static func buildOutcome(_ output: String) -> String {
        FileManager.default.fileExists(atPath: output) ? "\(output) was left as it was" : "nothing was written"
    }
}
