/// Typing one row: the per-cell rules of `TableDecoder.decode`, with what does not change from
/// row to row (column names, kinds, positions) worked out once per table in a `Plan`.
extension TableDecoder {
    /// A table's columns, flattened so that the row loop copies no `TableSchema.Column`.
    struct Plan {
        enum Op { case text, id, reference, enumeration, bool, number, date, timestamp }
        let names: [String]
        let ops: [Op]
        /// Per column: the allowed spellings of an enumeration (empty for other kinds).
        let allowed: [[String]]
        /// The same as bytes (`typed(bytes:)` compares a cell's bytes with them).
        let allowedBytes: [[[UInt8]]]
        /// Per column: how an enumeration's error names its values (`TableSchema.Column.listed`).
        let listed: [String]
        let required: [Bool]
        /// Position of each column among the source's columns.
        let positions: [Int?]
        let slots: [Int]
        let locatedCount: Int
        /// Required columns missing from the header (reported once there).
        let missingColumn: [Bool]
        let source: String
        let json: Bool
        /// Per column: the usual values of a free-text column (empty for the others).
        let usual: [[String]]
        /// Per column: whether it is an address (`TableSchema.Column.isLink`).
        let links: [Bool]
        /// Per column: whether it is an e-mail address or a phone number (`TableSchema.Column.contact`).
        let contacts: [WebLink.Contact?]
        /// The `id` column's index when an empty id is derived from the row (else nil).
        let derivedId: Int?
        let table: String
        /// Numbers are written with a decimal comma (a `;`-separated CSV file).
        let decimalComma: Bool
        /// Per column: how its `/` dates are read (`SpreadsheetDates`; nil: it has none).
        var dates: [SpreadsheetDates.Column?] = []

        init(schema: TableSchema, positions: [Int?], slots: [Int], locatedCount: Int, missingColumn: [Bool],
             source: String, json: Bool, decimalComma: Bool = false) {
            self.decimalComma = decimalComma
            names = schema.columns.map(\.name)
            ops = schema.columns.map { c in
                switch c.kind {
                case .id: .id
                case .text: .text
                case .date: .date
                case .timestamp: .timestamp
                case .bool: .bool
                case .number: .number
                case .enumeration: .enumeration
                case .reference: .reference
                }
            }
            allowed = schema.columns.map { c in
                if case .enumeration(let values) = c.kind { return values }
                return []
            }
            allowedBytes = allowed.map { $0.map { Array($0.utf8) } }
            listed = schema.columns.map { c in
                if case .enumeration(let values) = c.kind { return c.listed ?? values.joined(separator: ", ") }
                return ""
            }
            required = schema.columns.map(\.required)
            usual = schema.columns.map(\.usual)
            links = schema.columns.map(\.isLink)
            contacts = schema.columns.map(\.contact)
            derivedId = schema.derivesIds ? schema.columns.firstIndex { $0.kind == .id } : nil
            table = schema.name
            self.positions = positions
            self.slots = slots
            self.locatedCount = locatedCount
            self.missingColumn = missingColumn
            self.source = source
            self.json = json
        }
    }

    /// `; did you mean "pop_time"?` for a near miss of three or more characters (a one-letter
    /// value is as near to every other), else nothing.
    static func guess(_ typed: String, among allowed: [String]) -> String {
        guard typed.count >= 3, let near = ClosestName.suggest(typed, among: allowed) else { return "" }
        return "; did you mean \(Quote.text(near))?"
    }

    /// The mark already in `slot` (an id seen before), or nil after storing `mark` in it
    /// (`Int.min`: the slot was empty).
    @inline(__always)
    static func firstMark(_ slot: inout Int, _ mark: Int) -> Int? {
        if slot != Int.min { return slot }
        slot = mark
        return nil
    }

    /// The typed row, or nil when a cell has an error (reported). `firstLocation` and `places`
    /// record the ids seen so far (see `decode`).
    func decodeRow(_ raw: RawTable.Row, index r: Int, plan: Plan, firstLocation: inout [String: Int],
                   places: inout [SourceLocation], diagnostics: inout Diagnostics) -> Row? {
        let n = plan.names.count
        var ok = true
        var values: [Value?] = []
        values.reserveCapacity(n)
        var located: SourceLocation?, located2: SourceLocation?
        var locatedRest = plan.locatedCount > 2 ? [SourceLocation?](repeating: nil, count: plan.locatedCount - 2) : []
        let packed = raw.packed
        for k in 0..<n {
            let position = plan.positions[k]
            var name: String { plan.names[k] }  // (read only where used: no retain per cell)
            let has: Bool
            // `text` as written, `typed` trimmed (nil: blank); or for a CSV cell whose bytes
            // are typed as they are (`typed(bytes:)`), neither made, and the value in `fast`.
            var text: String?, typed: String?, fast: Value?
            // A CSV cell's line and column (0: not a CSV cell, or none in this row).
            var line: UInt32 = 0, column: UInt32 = 0
            if let (cells, first) = packed {
                let cell = position.flatMap { $0 < cells.width ? cells.cells[first + $0] : nil } ?? .absent
                has = cell.line > 0
                line = cell.line
                column = cell.column
                if has {
                    switch cells.trimmed(cell) {
                    case .blank: break
                    case .plain(let range):
                        switch plan.ops[k] {
                        case .enumeration, .bool, .date, .timestamp:
                            fast = cells.withBytes(range) { self.typed(bytes: $0, column: k, plan: plan) }
                        case .text, .id, .reference, .number: break
                        }
                        if fast == nil {
                            text = cells.string(cell.range)
                            typed = range == cell.range ? text : cells.string(range)
                        }
                    case .other:
                        text = cells.text(cell)
                        typed = text.flatMap(Self.nonBlank)
                    }
                }
            } else {
                (has, text) = raw.peek(name, position: position)
                typed = text.flatMap(Self.nonBlank)
            }
            // Where the value came from; made only for a message or a check that needs it.
            func at() -> SourceLocation {
                if line > 0 { return SourceLocation(file: plan.source, line: Int(line), column: Int(column)) }
                return has ? raw.cell(name, position: position, file: plan.source)!.location : raw.location
            }
            var label: String { plan.json ? "element \(r + 1), \"\(name)\": " : "\(name): " }
            // What is kept for later (an id's first place, a reference or end date for its
            // check): a database row's own location, shared by its cells, since every message
            // using it names the column ("school_id: no row of schools…"); a location per cell
            // would be a new string per cell, 300 MB for a million rows.
            func kept() -> SourceLocation { raw.isDescribed ? raw.location : at() }
            let slot = plan.slots[k]
            if slot >= 0 {
                let l = has ? kept() : nil
                if slot == 0 { located = l } else if slot == 1 { located2 = l } else { locatedRest[slot - 2] = l }
            }
            if let fast {
                values.append(fast)
                continue
            }
            guard let text, let typed else {
                if plan.required[k] {
                    // A missing column was reported once at the header.
                    if !plan.missingColumn[k] { diagnostics.error(label + "a value is required", at: at()) }
                    ok = false
                }
                values.append(nil)
                continue
            }
            var value: Value?
            switch plan.ops[k] {
            case .text:
                value = .text(text)
                if !plan.usual[k].isEmpty, let warning = Self.unusual(typed, plan.usual[k]) {
                    diagnostics.warning(label + warning, at: at())
                }
                if plan.links[k], !WebLink.makesLink(typed) {
                    diagnostics.warning(label + "\(Quote.text(typed)) " + WebLink.refusal, at: at())
                }
                if let contact = plan.contacts[k], WebLink(contact, typed) == nil {
                    diagnostics.warning(label + "\(Quote.text(typed)) " + WebLink.refusal(contact), at: at())
                }
            case .id:
                // One hash of the id: its first place is stored unless it has one.
                let here = kept()
                let mark = here.line > 0 ? here.line : -1 - places.count
                let first = Self.firstMark(&firstLocation[typed, default: Int.min], mark)
                if let first {
                    let whereFirst = first > 0 ? "line \(first)" : places[-1 - first].description
                    diagnostics.error(label + "\(Quote.text(typed)) is used twice (first on \(whereFirst))", at: at())
                    ok = false
                } else {
                    if here.line <= 0 { places.append(here) }
                    value = .text(typed)
                }
            case .reference:
                value = .text(typed)
            case .enumeration:
                let allowed = plan.allowed[k]
                if let canonical = Self.enumeration(typed, allowed) {
                    value = .text(canonical)
                } else {
                    diagnostics.error(label + "\(Quote.text(typed)) is not one of \(plan.listed[k])"
                                      + Self.guess(typed, among: allowed), at: at())
                    ok = false
                }
            case .bool:
                if let b = Self.bool(typed) {
                    value = .bool(b)
                } else {
                    diagnostics.error(label + "\(Quote.text(typed)) is not true or false (yes/no and 1/0 also work)", at: at())
                    ok = false
                }
            case .number:
                var comma: Result<Double, NumberRefusal>?
                if plan.decimalComma { comma = Self.commaNumber(typed) }
                if case .failure(let refusal)? = comma {
                    diagnostics.error(label + refusal.message, at: at())
                    ok = false
                } else if let v = comma.flatMap({ try? $0.get() }) ?? Self.number(typed) {
                    // No measurement comes near a billion: almost surely a typo (charts and
                    // averages still work; `check` says so instead of "No problems found").
                    if v.magnitude >= Self.absurd, name == "value" {
                        diagnostics.warning(label + "\(typed) is implausibly large for a measurement", at: at())
                    }
                    value = .number(v)
                } else {
                    let example = plan.decimalComma ? "with a comma, e.g. 1,5" : "with a point, e.g. 1.5"
                    diagnostics.error(label + "\(Quote.text(typed)) is not a number (write decimals \(example))", at: at())
                    ok = false
                }
            case .date:
                if let d = LocalDate(iso: typed) {
                    value = .date(d)
                } else if let read = spreadsheetDate(typed, column: k, plan: plan) {
                    // Refused: the file's one message says why.
                    if let read { value = .date(read.date) } else { ok = false }
                } else {
                    diagnostics.error(label + "\(Quote.text(typed)) is not a valid date (YYYY-MM-DD)", at: at())
                    ok = false
                }
            case .timestamp:
                if let t = timestamps.parse(typed) {
                    value = .timestamp(t.date, seconds: t.seconds)
                } else if let read = spreadsheetDate(typed, column: k, plan: plan) {
                    if let read { value = .timestamp(read.date, seconds: read.seconds) } else { ok = false }
                } else {
                    diagnostics.error(label + "\(Quote.text(typed)) is not a valid timestamp "
                                      + "(e.g. 2026-02-10T14:30:00Z, 2026-02-10T08:30:00-06:00 or 2026-02-10)", at: at())
                    ok = false
                }
            }
            values.append(value)
        }
        if ok, let k = plan.derivedId, values[k] == nil {
            let id = Self.derivedId(raw, plan: plan, taken: firstLocation)
            if raw.location.line > 0 {
                firstLocation[id] = raw.location.line
            } else {
                firstLocation[id] = -1 - places.count
                places.append(raw.location)
            }
            values[k] = .text(id)
        }
        return ok ? Row(values: values, located: located, located2: located2, locatedRest: locatedRest, slots: plan.slots) : nil
    }
}
