import SiteData

/// Display rules shared by several pages (docs/numbers.md, "Rounding for display": values with thousands
/// separators and up to 2 decimals, 3 for batting average shown as `.345`, unit after the value).
extension Page {
    func metricValue(_ value: Double, type: MetricType) -> String {
        formatter.metric(value, type.display)
    }

    func metricValue(_ value: Double, type: MetricType, unit: String?) -> String {
        let v = metricValue(value, type: type)
        guard let unit, !unit.isEmpty else { return v }
        return "\(v) \(unit)"
    }

    /// A built-in type's `metric.<type>` string; a declared type's label in the site's locale.
    func metricName(_ type: MetricType) -> String {
        type.declaration.map { $0.label(build.config.locale) } ?? t(dynamic: "metric.\(type.rawValue)")
    }

    func date(_ d: LocalDate?) -> String? { d.map { formatter.date($0) } }

    /// "Verified" or "Self-reported".
    func verifiedLabel(_ verified: Bool) -> String { t(verified ? .commonVerified : .commonSelfReported) }

    /// A free-text value of a known set (`school_status`, `size`, `offer`, `interaction`,
    /// `event`) through its string (`size.small`, `school_status.offered`); any other value
    /// humanized (`walk_on` → "Walk on"), since free columns keep whatever the family wrote.
    func label(_ prefix: String, _ raw: String?) -> String? {
        guard let raw, !raw.isEmpty else { return nil }
        // The texts of the known values are looked up once per build (`Strings.labelValues`).
        return strings.label(prefix, raw) ?? humanize(raw)
    }

    /// A free-text enumeration value (status, type) shown capitalised: `walk_on` → "Walk on".
    func humanize(_ raw: String) -> String { Page.humanize(raw) }

    /// `a · b`, or the one that is there, nil for neither: a row's subtitle, meta or detail
    /// line (without the array a `compactMap` and `joined` make: rows are drawn by the hundred).
    static func dotJoined(_ a: String?, _ b: String?) -> String? {
        switch (a, b) {
        case let (a?, b?): a + " · " + b
        case let (a?, nil): a
        case let (nil, b?): b
        case (nil, nil): nil
        }
    }

    static func humanize(_ raw: String) -> String {
        let spaced = raw.replacingOccurrences(of: "_", with: " ")
        guard let first = spaced.first else { return spaced }
        return first.uppercased() + spaced.dropFirst()
    }

    /// Localised title and description of an action item (the JSON keeps the English ones).
    func actionItem(_ item: ActionItem, athlete: AthleteContext) -> ActionItemsValue.Item {
        let urgency = item.effectiveUrgency
        var title = item.title, description = item.detail, href: String? = nil, linkLabel: String? = nil
        switch item.kind {
        case .suggestion(_, let link):
            href = link?.url
            linkLabel = href.map { t(.actionOpenTarget, ["target": Self.host(of: $0)]) }
        case .offerDeadline(_, let schoolId, let schoolName, let days):
            title = t(.actionRespondOffer, ["school": schoolName])
            description = days < 0 ? t(.actionDeadlinePassed, count: -days)
                : days == 0 ? t(.actionDeadlineToday) : t(.actionDeadlineIn, count: days)
            href = athlete.schoolPath(schoolId).map(self.href)
            linkLabel = t(.actionOpenTarget, ["target": schoolName])
        case .coachFollowup(let coachId, let coachName, let days):
            title = t(.actionFollowUp, ["coach": coachName])
            description = t(.actionDaysSinceContact, count: days)
            let schoolId = athlete.coachesByID[coachId]?.schoolId
            href = athlete.schoolPath(schoolId).map(self.href)
            linkLabel = athlete.schoolName(schoolId, self).map { t(.actionOpenTarget, ["target": $0]) }
        case .eventPreparation(_, let eventName, let days):
            title = t(.actionPrepareFor, ["event": eventName])
            description = days == 0 ? t(.actionToday) : t(.actionDaysAway, count: days)
        case .logMetric(let days):
            title = t(.actionLogMetric)
            description = t(.actionLastMetricDays, count: days)
            href = self.href(SitePath.performance(athlete.slug))
            linkLabel = t(.actionOpenTarget, ["target": t(.navPerformance)])
        }
        return .init(title: title, description: description, urgency: urgency,
                     urgencyLabel: t(urgency.label), href: href, linkLabel: linkLabel)
    }

    /// `www.ncsasports.org` of `https://www.ncsasports.org/x`: what a suggestion's link opens.
    static func host(of url: String) -> String {
        let rest = url.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false)
        return rest.count > 2 && !rest[2].isEmpty ? String(rest[2]) : url
    }
}
