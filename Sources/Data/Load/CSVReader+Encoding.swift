/// The bytes a CSV file is parsed from: UTF-8 as read, UTF-16 converted, or Windows-1252
/// converted (with its warning), and whether they are valid UTF-8, checked once here for the
/// conversion and the parser both.
extension CSVReader {
    /// nil when the file is refused (UTF-16 that is not valid; the error is in `notes`).
    static func utf8(_ bytes: [UInt8], file: String,
                     notes: inout Diagnostics) -> (bytes: [UInt8], isUTF8: Bool, wasUTF16: Bool)? {
        switch UTF16Text.convert(bytes, file: file) {
        case .converted(let utf8):
            return (utf8, UTF8Check.isValid(utf8), true)
        case .refused(let refusal):
            notes.append(refusal)
            return nil
        case .notUTF16:
            let isUTF8 = UTF8Check.isValid(bytes)
            if let converted = Windows1252.convert(bytes, file: file, isUTF8: isUTF8) {
                notes.append(converted.warning)
                return (converted.bytes, UTF8Check.isValid(converted.bytes), false)
            }
            return (bytes, isUTF8, false)
        }
    }
}
