/// Which way round the `/` dates of each date and timestamp column of a table are
/// (`SpreadsheetDate`), decided once per table before its rows are typed, and the one message
/// per file when they cannot be read safely (never one per cell: a spreadsheet changes every
/// date of a column at once).
///
/// Per column, over its `/` dates:
/// - a first number above 12 somewhere (`28/9/2025`) makes the column day first, a second
///   number above 12 (`9/28/2025`) month first; both is refused (the column mixes the two);
/// - else `site.yml`'s `date_order` (`mdy` or `dmy`) decides; a column whose dates prove the
///   other order is refused;
/// - else (every number 12 or less, no `date_order`) the column is refused: `9/8/2025` could
///   be September 8 or 8 September;
/// - a two-digit year (`9/8/25`, and `8.9.25` too) is refused: its century is unknown.
/// `.` dates with four-digit years are day first always; Excel's `2026-03-05 19:00` needs no decision.
struct SpreadsheetDates {
    enum Order: String, Sendable, CaseIterable {
        case mdy, dmy
    }

    enum Column: Equatable {
        /// `/` dates are read with this order.
        case read(dayFirst: Bool)
        /// `/` dates of this column are refused (the file's one message says why).
        case refused
    }

    private struct Evidence {
        var count = 0
        var firstAbove12: String?
        var secondAbove12: String?
        var shortYear: String?
        var example: String?
        var at: SourceLocation?
    }

    /// The decision per column of `schema` (nil: no `/` dates, or not a date column), and the
    /// file's one error when a column is refused.
    static func plan(_ table: RawTable, schema: TableSchema, positions: [Int?], order: Order?,
                     json: Bool) -> ([Column?], Diagnostic?) {
        var columns = [Column?](repeating: nil, count: schema.columns.count)
        var evidence: [Int: Evidence] = [:]
        for (k, c) in schema.columns.enumerated() where c.kind == .date || c.kind == .timestamp {
            guard let position = positions[k] else { continue }
            var e = Evidence()
            for row in table.rows {
                // A CSV cell is looked at on its bytes first: most are ISO dates, no `String` made.
                if let (cells, first) = row.packed, position < cells.width,
                   case .plain(let range) = cells.trimmed(cells.cells[first + position]),
                   !cells.withBytes(range, { Self.mayBeSpreadsheetDate($0) }) { continue }
                guard let text = row.peek(c.name, position: position).text,
                      Self.mayBeSpreadsheetDate(untrimmed: text),
                      let typed = TableDecoder.nonBlank(text),
                      Self.mayBeSpreadsheetDate(typed), let d = SpreadsheetDate.parse(typed) else { continue }
                // `.` dates are day first and need no decision, unless their year has two digits
                // (`8.9.25`, as German and Polish Excel save them): refused as `8/9/25` is.
                if d.dotted && !d.shortYear { continue }
                e.count += 1
                if e.example == nil {
                    e.example = typed
                    e.at = row.cell(c.name, position: position, file: table.source)?.location ?? row.location
                }
                if d.shortYear, e.shortYear == nil { e.shortYear = typed }
                if d.first > 12, e.firstAbove12 == nil { e.firstAbove12 = typed }
                if d.second > 12, e.secondAbove12 == nil { e.secondAbove12 = typed }
            }
            guard e.count > 0 else { continue }
            evidence[k] = e
            if e.shortYear != nil || (e.firstAbove12 != nil && e.secondAbove12 != nil) {
                columns[k] = .refused
            } else if e.firstAbove12 != nil {
                columns[k] = order == .mdy ? .refused : .read(dayFirst: true)
            } else if e.secondAbove12 != nil {
                columns[k] = order == .dmy ? .refused : .read(dayFirst: false)
            } else if let order {
                columns[k] = .read(dayFirst: order == .dmy)
            } else {
                columns[k] = .refused
            }
        }
        let refused = columns.indices.filter { columns[$0] == .refused }
        guard let k = refused.min(by: { a, b in
            let x = evidence[a]!.at!, y = evidence[b]!.at!
            return (x.line, x.column) < (y.line, y.column)
        }) else { return (columns, nil) }
        let e = evidence[k]!
        let name = schema.columns[k].name
        let others = refused.filter { $0 != k }.map { schema.columns[$0].name }
        let also = others.isEmpty ? "" : " (and in " + others.joined(separator: ", ") + ")"
        let iso = "or format the column as YYYY-MM-DD before saving the file"
        let message: String
        if let short = e.shortYear {
            message = "dates with a two-digit year, such as \(Quote.text(short)), cannot be read: the century is unknown; "
                + "format the column with four-digit years (9/8/2025), \(iso)"
        } else if let a = e.firstAbove12, let b = e.secondAbove12 {
            message = "dates are written both day first (\(Quote.text(a))) and month first (\(Quote.text(b))); write them "
                + "all one way, best as YYYY-MM-DD"
        } else if let a = e.firstAbove12 {
            message = "\(Quote.text(a)) is written day first, but site.yml says date_order: mdy (month first); "
                + "set date_order: dmy, \(iso)"
        } else if let b = e.secondAbove12, order == .dmy {
            message = "\(Quote.text(b)) is written month first, but site.yml says date_order: dmy (day first); "
                + "set date_order: mdy, \(iso)"
        } else {
            message = "\(e.count == 1 ? "1 date is" : "\(e.count) dates are") written as a spreadsheet saves them, month "
                + "and day either way round (\(Quote.text(e.example!))): add date_order: mdy (month first, as US Excel "
                + "writes) or date_order: dmy (day first) to site.yml, \(iso)"
        }
        let label = json ? "\"\(name)\": " : "\(name): "
        return (columns, .error(label + message + also, at: e.at!))
    }

    /// `mayBeSpreadsheetDate` of the trimmed `text`, answered without trimming when `text`
    /// starts with no byte a trimmed space can start with (trimming then only cuts its end, so
    /// the trimmed text's first bytes are `text`'s); otherwise true (the caller trims and asks).
    @inline(__always) static func mayBeSpreadsheetDate(untrimmed text: String) -> Bool {
        guard let first = text.utf8.first else { return true }
        if first == 0x20 || first == 0x09 || first == 0x0D || first == 0x0A || first == 0xC2 || first == 0xEF { return true }
        return mayBeSpreadsheetDate(text)
    }

    /// A quick look before parsing, cheap for the ISO dates of most cells: a `/` or `.` within
    /// the first three bytes (`9/…`, `28.…`).
    @inline(__always) static func mayBeSpreadsheetDate(_ text: String) -> Bool { mayBeSpreadsheetDate(text.utf8) }

    /// The same on a cell's bytes.
    @inline(__always) static func mayBeSpreadsheetDate(_ bytes: some Sequence<UInt8>) -> Bool {
        var n = 0
        for b in bytes {
            if b == UInt8(ascii: "/") || b == UInt8(ascii: ".") { return true }
            n += 1
            if n == 3 { return false }
        }
        return false
    }
}

extension TableDecoder {
    /// A date cell that is no ISO date, read as a spreadsheet date (`SpreadsheetDate`): nil when
    /// it is none (the usual error follows); `.some(nil)` when its column's `/` dates are refused
    /// (reported once for the file); else its local date and seconds after midnight (a written
    /// time of day in the site time zone, else midnight).
    func spreadsheetDate(_ typed: String, column k: Int, plan: Plan) -> (date: LocalDate, seconds: Int)?? {
        if let (date, time) = SpreadsheetDate.localISO(typed) { return timestamps.local(date, seconds: time) }
        guard SpreadsheetDates.mayBeSpreadsheetDate(typed), let d = SpreadsheetDate.parse(typed) else { return nil }
        let dayFirst: Bool
        if d.dotted && !d.shortYear {
            dayFirst = true
        } else {
            switch k < plan.dates.count ? plan.dates[k] : nil {
            case .read(let first)?: dayFirst = first
            case .refused?: return .some(nil)
            case nil: return nil
            }
        }
        guard let date = d.date(dayFirst: dayFirst) else { return nil }
        return timestamps.local(date, seconds: d.time ?? 0)
    }
}
