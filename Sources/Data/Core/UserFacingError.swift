/// An error whose message is for the user (exit code 1), as opposed to an internal error (2).
public protocol UserFacingError: Error {
    var message: String { get }
}

extension InputError: UserFacingError {
    /// Every problem on its own line, then a count (`sitegen serve` shows this; the CLI prints
    /// the same through `FailureReport` with colour and the command's outcome).
    public var message: String {
        FailureReport(diagnostics: diagnostics.items, strict: false, outcome: nil)
            .lines(DiagnosticPrinter(color: false, perKind: nil)).joined(separator: "\n")
    }
}

/// `--strict` and the run had warnings: nothing was written (exit code 1).
public struct StrictError: UserFacingError, Sendable {
    public let warnings: [Diagnostic]
    public init(_ warnings: [Diagnostic]) { self.warnings = warnings }
    public var message: String {
        FailureReport(diagnostics: warnings, strict: true, outcome: nil)
            .lines(DiagnosticPrinter(color: false, perKind: nil)).joined(separator: "\n")
    }
}

/// A usage problem on the command line (exit code 1).
public struct UsageError: UserFacingError, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = "error: " + message }
    public var description: String { message }
}
