/// An RFC 4180 reader for checking the CSV files sitegen writes: quoted fields may hold
/// commas, doubled quotes, CR and LF; records end with CRLF (a bare LF is accepted too).
enum CSVParser {
    static func records(_ text: String) -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var inQuotes = false
        var atFieldStart = true
        let chars = Array(text.unicodeScalars)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if inQuotes {
                if c == "\"" {
                    if i + 1 < chars.count, chars[i + 1] == "\"" { field.unicodeScalars.append("\""); i += 2; continue }
                    inQuotes = false
                } else {
                    field.unicodeScalars.append(c)
                }
                i += 1
                continue
            }
            switch c {
            case "\"" where atFieldStart:
                inQuotes = true
                atFieldStart = false
            case ",":
                record.append(field); field = ""; atFieldStart = true
            case "\r" where i + 1 < chars.count && chars[i + 1] == "\n":
                break
            case "\n":
                record.append(field); records.append(record)
                record = []; field = ""; atFieldStart = true
            default:
                field.unicodeScalars.append(c)
                atFieldStart = false
            }
            i += 1
        }
        if !field.isEmpty || !record.isEmpty { record.append(field); records.append(record) }
        return records
    }
}
