/// How problems look on the terminal: one line each, `file:line:column: error: message` (or
/// `warning:`), as compilers print them; with colour (bold location, red `error:`, yellow
/// `warning:`) when the terminal takes it; and at most `perKind` warnings of one kind
/// (`Diagnostic.kind`), the rest counted on one line that points at `sitegen check`.
public struct DiagnosticPrinter: Sendable {
    /// Warnings of one kind a build prints before it only counts them.
    public static let defaultLimit = 20

    public var color: Bool
    /// nil: every warning (`sitegen check`).
    public var perKind: Int?

    public init(color: Bool, perKind: Int? = DiagnosticPrinter.defaultLimit) {
        self.color = color
        self.perKind = perKind
    }

    static let bold = "\u{1B}[1m", red = "\u{1B}[1;31m", yellow = "\u{1B}[1;33m", reset = "\u{1B}[0m"

    /// Every line to print for `diagnostics`, in their order.
    public func lines(_ diagnostics: [Diagnostic]) -> [String] {
        var seen: [String: Int] = [:]
        var total: [String: Int] = [:]
        // Each warning's kind, worked out once.
        let kinds = perKind == nil ? [] : diagnostics.map { $0.severity == .warning ? $0.kind : "" }
        if perKind != nil {
            for (d, kind) in zip(diagnostics, kinds) where d.severity == .warning { total[kind, default: 0] += 1 }
        }
        var out: [String] = []
        for (i, d) in diagnostics.enumerated() {
            guard let limit = perKind, d.severity == .warning else { out.append(line(d)); continue }
            let kind = kinds[i]
            let n = seen[kind, default: 0] + 1
            seen[kind] = n
            if n <= limit { out.append(line(d)) }
            if n == limit, let all = total[kind], all > limit {
                out.append(tag(.warning) + " … and \(all - limit) more of this kind (`sitegen check` lists all)")
            }
        }
        return out
    }

    /// One diagnostic.
    public func line(_ d: Diagnostic) -> String {
        guard color else { return d.description }
        let location = d.location.map { "\(DiagnosticPrinter.bold)\($0):\(DiagnosticPrinter.reset) " } ?? ""
        return location + tag(d.severity) + " " + d.message
    }

    /// `error:` or `warning:`, coloured when asked.
    public func tag(_ severity: Diagnostic.Severity) -> String {
        let text = severity.rawValue + ":"
        guard color else { return text }
        return (severity == .error ? DiagnosticPrinter.red : DiagnosticPrinter.yellow) + text + DiagnosticPrinter.reset
    }

    /// A line already written as text (usage and output errors, `sitegen serve`'s log), coloured
    /// like `line(_:)`: `error: …`, `warning: …`, or `location: error: …`. Other lines as they are.
    public func styled(_ line: String) -> String {
        guard color else { return line }
        for severity in [Diagnostic.Severity.error, .warning] {
            let marker = severity.rawValue + ": "
            if line.hasPrefix(marker) { return tag(severity) + " " + line.dropFirst(marker.count) }
            if let r = line.range(of: ": " + marker) {
                return "\(DiagnosticPrinter.bold)\(line[..<r.lowerBound]):\(DiagnosticPrinter.reset) " + tag(severity) + " "
                    + line[r.upperBound...]
            }
        }
        return line
    }
}
