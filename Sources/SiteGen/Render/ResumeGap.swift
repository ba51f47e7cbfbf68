import SiteData

/// What makes a coach résumé thin: no way to reply (no email or phone that makes a link) or
/// no metric. Each build warns about it, naming what to add, and the family's profile page
/// says the same (docs/coach-pdf.md, "A thin résumé").
enum ResumeGap: CaseIterable, Sendable {
    case contact, metrics

    /// The gaps of the résumé made from `edition` (the coach edition), in case order.
    static func of(_ edition: AthleteData) -> [ResumeGap] {
        allCases.filter { gap in
            switch gap {
            case .contact: edition.profile.emailLink == nil && edition.profile.phoneLink == nil
            case .metrics: edition.metrics.isEmpty
            }
        }
    }

    /// The one warning `build`, `serve`, `check` and `packet` all give for `edition` (the
    /// athlete's coach edition), at its athlete.yml; nil when the résumé is not thin or the
    /// site makes no coach documents.
    static func warning(_ edition: AthleteData, slug: String, build: BuildContext) -> Diagnostic? {
        guard build.publishesCoachDocuments else { return nil }
        return warning(of(edition), slug: slug, file: "\(build.displayRoot)/athletes/\(slug)/athlete.yml")
    }

    /// The build's warning, in English like every message (nil: no gap).
    static func warning(_ gaps: [ResumeGap], slug: String, file: String) -> Diagnostic? {
        guard !gaps.isEmpty else { return nil }
        let missing = gaps.map { $0 == .contact ? "no email or phone" : "no metric" }.joined(separator: " and ")
        let add = gaps.map { $0 == .contact ? "email: or phone: to athlete.yml" : "a row to performance_metrics.csv" }
            .joined(separator: " and ")
        return .warning("athlete \"\(slug)\": the coach résumé has \(missing); add \(add), so a coach can reply and compare",
                        at: SourceLocation(file: file))
    }

    /// The profile page's line, in the site's language (nil: no gap).
    static func notice(_ gaps: [ResumeGap], page: Page) -> String? {
        guard !gaps.isEmpty else { return nil }
        func join(_ parts: [String]) -> String {
            parts.count == 2 ? page.t(.resumeThinJoin, ["a": parts[0], "b": parts[1]]) : parts[0]
        }
        let missing = join(gaps.map { page.t($0 == .contact ? .resumeThinContact : .resumeThinMetrics) })
        let add = join(gaps.map { page.t($0 == .contact ? .resumeThinAddContact : .resumeThinAddMetrics) })
        return page.t(.resumeThin, ["missing": missing, "add": add])
    }
}
