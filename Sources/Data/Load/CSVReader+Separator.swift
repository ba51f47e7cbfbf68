/// Which character separates the columns: `,` (RFC 4180), or `;`, which Excel writes where the
/// decimal mark is a comma (Polish, German, French… installs), or in a file that was UTF-16
/// (Excel's "Unicode Text") a tab.
extension CSVReader.Parser {
    /// Looks at the header row (up to its first line break outside quotes) and sets
    /// `separator`: `;` when the header holds `;` and no `,` outside quotes, else `,`.
    /// Success is whether it is `;`. A header holding both is refused: whichever was meant,
    /// some column names would be read wrong. With `tabs`, a header holding a tab outside
    /// quotes makes a tab-separated file.
    mutating func detectSeparator(tabs: Bool = false) -> Result<Bool, Diagnostic> {
        var commas = 0, semicolons = 0, tabCount = 0, quoted = false
        var j = i
        while j < bytes.count, bytes[j] == Self.cr || bytes[j] == Self.lf { j += 1 }  // blank lines
        while j < bytes.count {
            let b = bytes[j]
            if b == Self.quote { quoted.toggle() }
            else if !quoted, b == Self.cr || b == Self.lf { break }
            else if !quoted, b == Self.comma { commas += 1 }
            else if !quoted, b == Self.semicolon { semicolons += 1 }
            else if !quoted, b == Self.tab { tabCount += 1 }
            j += 1
        }
        if tabs, tabCount > 0 {
            separator = Self.tab
            return .success(false)
        }
        if semicolons > 0, commas > 0 {
            return .failure(.error("the header row has both \",\" and \";\" between column names, so the columns cannot "
                                   + "be told apart; use one of them (a spreadsheet saved as \"CSV UTF-8 (comma "
                                   + "delimited)\" uses \",\")", at: location(1, 1)))
        }
        separator = semicolons > 0 ? Self.semicolon : Self.comma
        return .success(semicolons > 0)
    }
}
