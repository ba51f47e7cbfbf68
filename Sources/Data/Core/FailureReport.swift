/// What a failed run prints: every problem, then one line that counts them and says what
/// became of the output, e.g. `error: 2 errors; _site was left as it was`.
public struct FailureReport: Sendable {
    public var diagnostics: [Diagnostic]
    /// The run failed because of `--strict` (only warnings).
    public var strict: Bool
    /// What happened to the output (`_site was left as it was`, `no packet was written`); nil
    /// for commands that never write (`check`).
    public var outcome: String?

    public init(diagnostics: [Diagnostic], strict: Bool, outcome: String?) {
        self.diagnostics = diagnostics
        self.strict = strict
        self.outcome = outcome
    }

    public func lines(_ printer: DiagnosticPrinter) -> [String] {
        printer.lines(diagnostics) + [printer.tag(.error) + " " + summary]
    }

    /// `2 errors and 1 warning; _site was left as it was`, `3 warnings with --strict`.
    public var summary: String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        var text = strict ? FailureReport.count(warnings, "warning") + " with --strict"
            : FailureReport.count(errors, "error") + (warnings > 0 ? " and " + FailureReport.count(warnings, "warning") : "")
        if let outcome { text += "; " + outcome }
        return text
    }

    /// `1 warning`, `2 warnings`.
    public static func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }
}
