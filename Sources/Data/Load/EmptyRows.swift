/// The empty rows of a CSV file (blank lines, and rows of only separators and spaces, which a
/// spreadsheet writes for a row whose cells were cleared): skipped, and named in one warning per
/// file at the first of them, never as missing values of each column.
struct EmptyRows {
    /// 1-based lines, in file order.
    var lines: [Int] = []

    /// How many lines the warning lists before "and N more".
    static let listed = 10

    /// `the row at line 5 is empty and was skipped (…)`, or for several `3 empty rows were
    /// skipped, at lines 5, 9 and 32 (…)`; nil when there are none.
    func warning(file: String) -> Diagnostic? {
        guard let first = lines.first else { return nil }
        let fix = "delete them in the spreadsheet, or fill them in"
        let at = SourceLocation(file: file, line: first, column: 1)
        if lines.count == 1 {
            return .warning("the row at line \(first) is empty and was skipped (delete it in the spreadsheet, or fill it in)", at: at)
        }
        let shown = lines.prefix(Self.listed).map(String.init)
        let list: String
        if lines.count > Self.listed {
            list = shown.joined(separator: ", ") + " and \(lines.count - Self.listed) more"
        } else {
            list = shown.dropLast().joined(separator: ", ") + " and " + shown.last!
        }
        return .warning("\(lines.count) empty rows were skipped, at lines \(list) (\(fix))", at: at)
    }
}
