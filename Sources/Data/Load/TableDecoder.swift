import Foundation

/// Types the cells of a `RawTable` by a `TableSchema`: the one place the typing rules live, so
/// CSV, JSON and PostgreSQL input behave and are reported the same way.
///
/// Rules:
/// - A cell that is nil, empty, or only whitespace is null. Typed cells (`id`, dates,
///   timestamps, bools, numbers, enumerations, references) are trimmed of surrounding
///   whitespace before they are read; free text (`text`) is kept exactly as written,
///   surrounding spaces and line breaks included.
/// - A missing required column is one error at the header; a null required value is an error at
///   the cell (or at the row when the row has no such cell: a short CSV row, a JSON object
///   without the key).
/// - `id`: unique in the table; a repeat is an error at the repeat naming the first's line.
/// - `enumeration`: case-insensitive, returned in the canonical spelling.
/// - `bool`: true/false/yes/no/1/0, case-insensitive. `number`: optional sign, digits with an
///   optional `.` fraction, optional exponent (`1e-05`, as JSON exports write); `1,5`, `NaN`,
///   `inf` are rejected. `date`: `YYYY-MM-DD`, a real date. `timestamp`: see
///   `TimestampParser`; the result is its calendar date in the site time zone. Both also take
///   dates as spreadsheets write them (`SpreadsheetDates`), a time of day without a zone being
///   one in the site time zone (a date column keeps only the date).
/// - Header names are matched without regard to case (`ID,Name` are `id,name`; CSV only: JSON
///   keys are written by programs, exactly).
/// - A column the schema does not know, at its header cell: an error naming the column when a
///   missing known column is a few edits away ("did you mean …?"), else a warning.
/// - References are only trimmed here; `AthleteAssembler` checks their targets.
///
/// Messages name the column (`tier: "Z" is not one of A, B, C`); for JSON input they also name
/// the 1-based element (`element 3, "tier": …`). Rows with an error are dropped.
struct TableDecoder {
    enum Value: Hashable {
        /// A timestamp: its local date and the seconds from that date's local midnight.
        case text(String), date(LocalDate), timestamp(LocalDate, seconds: Int), bool(Bool), number(Double)
    }

    /// A typed row. Kept small: a location per cell (and one per row, which no later check
    /// needs) doubled the memory of a million-row table.
    struct Row {
        /// Indexed like `schema.columns`.
        var values: [Value?]
        /// Where the values of the columns that later checks point at came from (references and
        /// `end_date`; nil: the row had no such cell): the first two inline (no table has more
        /// than two, and an array per row cost an allocation), any others in `rest`.
        var located: SourceLocation?
        var located2: SourceLocation?
        var locatedRest: [SourceLocation?]
        /// Column index → index among the located columns, or -1 (shared by a table's rows).
        let slots: [Int]

        /// Where column `k`'s value came from, for the columns that keep it.
        func location(_ k: Int) -> SourceLocation? {
            switch slots[k] {
            case 0: located
            case 1: located2
            case let s where s > 1: locatedRest[s - 2]
            default: nil
            }
        }
    }

    /// The typed rows of one table.
    struct Table {
        var schema: TableSchema
        var source: String
        var rows: [Row]
        /// Every id written in the table, including rows dropped for errors (so a typo in one
        /// row does not also flag every reference to it), with where it was first written: its
        /// line, or for a source without lines (PostgreSQL) -1 - its index in `idPlaces`.
        var ids: [String: Int] = [:]
        var idPlaces: [SourceLocation] = []
        private var index: [String: Int]

        init(schema: TableSchema, source: String, rows: [Row]) {
            self.schema = schema
            self.source = source
            self.rows = rows
            var index: [String: Int] = [:]
            for (k, c) in schema.columns.enumerated() { index[c.name] = k }
            self.index = index
        }

        func column(_ name: String) -> Int {
            guard let k = index[name] else { preconditionFailure("no column \(name) in \(schema.name)") }
            return k
        }

        /// Each row made into a model, in order, rows freed as they go (the table is consumed).
        /// The rows are reversed in place and popped: a popped row is moved out, not copied
        /// (taking `rows[r]` and storing `.empty` copied both).
        consuming func drain<T>(_ make: (Row) -> T) -> [T] {
            var out: [T] = []
            out.reserveCapacity(rows.count)
            rows.reverse()
            while let row = rows.popLast() { out.append(make(row)) }
            return out
        }
    }

    let timestamps: TimestampParser
    /// `site.yml`'s `date_order`: how `/` dates are read where their column does not show it.
    let dateOrder: SpreadsheetDates.Order?

    init(timeZone: TimeZone, dateOrder: SpreadsheetDates.Order? = nil) {
        timestamps = TimestampParser(timeZone: timeZone)
        self.dateOrder = dateOrder
    }

    /// Whether messages should name the JSON element.
    static func isJSON(_ table: RawTable) -> Bool { table.source.hasSuffix(".json") }

    /// The typed rows of `table`, whose rows are released as they are decoded (pass a table
    /// nothing else holds, and memory holds one copy of the rows, not two).
    func decode(_ table: inout RawTable, schema: TableSchema, diagnostics: inout Diagnostics) -> Table {
        let json = TableDecoder.isJSON(table)
        if !json { Self.matchColumnCase(&table, schema: schema) }
        // Columns.
        if !table.columns.isEmpty {
            let names = schema.columns.map(\.name)
            let known = Set(names)
            let present = Set(table.columns)
            var seen: Set<String> = []
            for name in table.columns where !known.contains(name) && seen.insert(name).inserted {
                let at = table.columnLocations[name] ?? table.headerLocation
                // A likely typo of a column that is not there is an error: its values would be lost.
                if let guess = ClosestName.suggest(name, among: names.filter { !present.contains($0) }) {
                    diagnostics.error("unknown column \(Quote.text(name)): did you mean \(Quote.text(guess))?", at: at)
                } else {
                    diagnostics.warning("unknown column \(Quote.text(name)) ignored (\(schema.name) columns: "
                                        + names.joined(separator: ", ") + ")", at: at)
                }
            }
        }
        let present = Set(table.columns)
        var missingColumn = Array(repeating: false, count: schema.columns.count)
        if !table.columns.isEmpty {
            for (k, c) in schema.columns.enumerated() where c.required && !present.contains(c.name) {
                missingColumn[k] = true
                diagnostics.error("missing required column \"\(c.name)\"", at: table.headerLocation)
            }
        }
        var rows: [Row] = []
        rows.reserveCapacity(table.rows.count)
        // id → line of its first row, or -1 - index into `places` (sources without lines).
        var firstLocation: [String: Int] = [:]
        if schema.columns.contains(where: { $0.kind == .id }) { firstLocation.reserveCapacity(table.rows.count) }
        var places: [SourceLocation] = []
        // Position of each schema column in the source's columns (first occurrence wins).
        var positionOf: [String: Int] = [:]
        for (i, name) in table.columns.enumerated() where positionOf[name] == nil { positionOf[name] = i }
        let positions = schema.columns.map { positionOf[$0.name] }
        var slots = [Int](repeating: -1, count: schema.columns.count)
        var locatedCount = 0
        for (k, c) in schema.columns.enumerated() {
            if case .reference = c.kind { slots[k] = locatedCount; locatedCount += 1 }
            else if c.name == "end_date" { slots[k] = locatedCount; locatedCount += 1 }
        }
        let (dates, refusal) = SpreadsheetDates.plan(table, schema: schema, positions: positions, order: dateOrder, json: json)
        if let refusal { diagnostics.append(refusal) }
        var plan = Plan(schema: schema, positions: positions, slots: slots, locatedCount: locatedCount,
                        missingColumn: missingColumn, source: table.source, json: json,
                        decimalComma: table.decimalComma)
        plan.dates = dates
        // Reversed and popped: each raw row is moved out (not copied) and freed once typed.
        table.rows.reverse()
        var r = 0
        while let raw = table.rows.popLast() {
            if let row = decodeRow(raw, index: r, plan: plan, firstLocation: &firstLocation, places: &places,
                                   diagnostics: &diagnostics) {
                rows.append(row)
            }
            r += 1
        }
        Self.warnSameButCase(firstLocation, places: places, source: table.source, into: &diagnostics)
        var result = Table(schema: schema, source: table.source, rows: rows)
        result.ids = firstLocation
        result.idPlaces = places
        return result
    }

    /// Renames each header name that is no column of `schema` but one written in other case
    /// (`ID`, `School_ID`) to the column's name, unless that column is in the header as well.
    static func matchColumnCase(_ table: inout RawTable, schema: TableSchema) {
        for (k, name) in table.columns.enumerated() where schema.column(name) == nil {
            let lower = name.lowercased()
            guard let column = schema.columns.first(where: { $0.name == lower }), !table.columns.contains(column.name) else {
                continue
            }
            table.columns[k] = column.name
            if table.columnLocations[column.name] == nil, let at = table.columnLocations.removeValue(forKey: name) {
                table.columnLocations[column.name] = at
            }
        }
    }
}
