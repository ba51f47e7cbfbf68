import Foundation

/// Turns an athlete's raw tables into `AthleteData`: types every table with `TableDecoder`,
/// then checks references across tables. Used by the content folder and the PostgreSQL source.
public enum AthleteAssembler {
    /// Decodes every table present in `tables` (keyed by `TableSchema.name`; a missing table
    /// means no rows; unknown keys are ignored), and checks that `school_id`, `coach_id`,
    /// `event_id` and note `school`s name existing rows, by id, name or slug (replaced by the
    /// id; see `resolveReferences`). A missing target is a warning at the cell, and the row is
    /// kept; a name that fits several rows is an error.
    ///
    /// - Returns: the data, or nil when there are errors; every problem found, sorted by file,
    ///   line and column, capped at `limit` (with a final "… and N more problems").
    ///
    /// `dateOrder`: `site.yml`'s `date_order` (`SpreadsheetDates`). `metricTypes`: the types
    /// `site.yml` declares (`metric_types`), taken in `metric_type` beside the built-in ones.
    ///
    /// `unreadable` names tables whose file could not be read whole (the reader reported an
    /// error): references into them are not checked, so one broken file is one error rather
    /// than a warning at every reference to it.
    ///
    /// `tables` is consumed: each raw table is freed row by row as it is typed, and each typed
    /// table as its models are made, so a million-row table is held about once, not three times.
    public static func assemble(profile: AthleteProfile, tables: consuming [String: RawTable], notes: [Note],
                                timeZone: TimeZone, limit: Int = 100,
                                unreadable: Set<String> = [], dateOrder: String? = nil,
                                metricTypes: [MetricType] = []) -> (AthleteData?, Diagnostics) {
        var diagnostics = Diagnostics()
        let decoder = TableDecoder(timeZone: timeZone, dateOrder: dateOrder.flatMap(SpreadsheetDates.Order.init(rawValue:)))
        var decoded: [String: TableDecoder.Table] = [:]
        var unreadable = unreadable
        let metricsSchema = TableSchema.performanceMetrics(declaring: metricTypes)
        for table in TableSchema.all {
            let schema = table.name == metricsSchema.name ? metricsSchema : table
            if var raw = tables.removeValue(forKey: schema.name) {
                decoded[schema.name] = decoder.decode(&raw, schema: schema, diagnostics: &diagnostics)
                // Without its id column (one error at the header), a table's rows are no targets:
                // the references into it are not checked either, rather than each reported.
                if !raw.columns.isEmpty, !schema.derivesIds, !raw.columns.contains("id") { unreadable.insert(schema.name) }
            }
        }
        /// The table, removed from `decoded` so that model building owns (and frees) it.
        func take(_ schema: TableSchema) -> TableDecoder.Table {
            decoded.removeValue(forKey: schema.name) ?? TableDecoder.Table(schema: schema, source: schema.name, rows: [])
        }

        // References: every row that survived typing is a valid target; names become ids.
        var notes = notes
        resolveReferences(&decoded, notes: &notes, unreadable: unreadable, diagnostics: &diagnostics)
        let events = makeEvents(take(.events), &diagnostics)
        let data = AthleteData(
            profile: profile,
            schools: makeSchools(take(.schools)),
            coaches: makeCoaches(take(.coaches)),
            interactions: makeInteractions(take(.interactions)),
            offers: makeOffers(take(.offers)),
            events: events,
            metrics: makeMetrics(take(metricsSchema), declared: metricTypes),
            posts: makePosts(take(.socialMediaPosts)),
            tasks: makeTasks(take(.tasks)),
            suggestions: makeSuggestions(take(.suggestions)),
            notes: notes)
        let result = diagnostics.sortedAndCapped(limit: limit)
        return (result.hasErrors ? nil : data, result)
    }
}

extension Diagnostics {
    /// Sorted by file (code-point order), line, column, then errors before warnings and by
    /// message; at most `limit` items, then one more saying how many were left out (an error
    /// if any left out is an error, else a warning).
    func sortedAndCapped(limit: Int) -> Diagnostics {
        func key(_ d: Diagnostic) -> (String, Int, Int) {
            (d.location?.file ?? "", d.location?.line ?? 0, d.location?.column ?? 0)
        }
        let sorted = items.enumerated().sorted { a, b in
            let ka = key(a.element), kb = key(b.element)
            if ka.0 != kb.0 { return codePointLess(ka.0, kb.0) }
            if ka.1 != kb.1 { return ka.1 < kb.1 }
            if ka.2 != kb.2 { return ka.2 < kb.2 }
            if a.element.severity != b.element.severity { return a.element.severity < b.element.severity }
            return a.offset < b.offset
        }.map(\.element)
        guard sorted.count > limit else { return Diagnostics(sorted) }
        // Errors win the places (a warning must never hide an error); shown in file order.
        let errorIndexes = sorted.indices.filter { sorted[$0].severity == .error }
        let warningIndexes = sorted.indices.filter { sorted[$0].severity == .warning }
        let keep = Set((errorIndexes + warningIndexes).prefix(limit))
        var kept = Diagnostics(sorted.indices.filter(keep.contains).map { sorted[$0] })
        let severity: Diagnostic.Severity = errorIndexes.count > limit ? .error : .warning
        let more = sorted.count - keep.count
        kept.append(Diagnostic(severity, "… and \(more) more problem" + (more == 1 ? "" : "s")))
        return kept
    }
}
