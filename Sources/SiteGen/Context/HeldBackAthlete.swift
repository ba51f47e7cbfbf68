import SiteData

/// An athlete whose files have errors: a build leaves it out and goes on with the others
/// (without `--strict`). It keeps the pages the last good build made (`keptPages`), or, never
/// built, has none and no card on the family index. The family's own site says so on its
/// index (`FamilyIndexPage+HeldBack`); a public site never does.
public struct HeldBackAthlete: Sendable, Hashable {
    public var slug: String
    public var name: String
    /// The athlete's errors, sorted for display.
    public var errors: [Diagnostic]
    /// Whether the athlete's folder from the last build stays in the site.
    public var keptPages: Bool

    public init(slug: String, name: String, errors: [Diagnostic], keptPages: Bool) {
        self.slug = slug
        self.name = name
        self.errors = errors
        self.keptPages = keptPages
    }

    /// The files the errors are in, by name, in the order they first appear
    /// (`performance_metrics.csv`); `athlete.yml` for an error without a file.
    public var files: [String] {
        var seen: [String] = []
        for e in errors {
            let name = e.location.map { String($0.file.split(separator: "/").last ?? Substring($0.file)) } ?? "athlete.yml"
            if !seen.contains(name) { seen.append(name) }
        }
        return seen
    }

    /// The summary's line: `athlete-b: content/…/performance_metrics.csv:3:14: error: … (its last
    /// good pages stay)`.
    public var summaryLine: String {
        let first = errors.first.map(\.description) ?? "error: unknown problem"
        let more = errors.count > 1 ? " (and \(FailureReport.count(errors.count - 1, "more error")))" : ""
        let pages = keptPages ? "its last good pages stay" : "it has no pages yet"
        return "  \(slug): \(first)\(more); \(pages)"
    }
}
