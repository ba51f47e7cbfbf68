extension Note {
    /// Newest first, undated last, then title, then file name (code-point order): the notes
    /// page.
    public static func newestFirst(_ a: Note, _ b: Note) -> Bool {
        switch (a.date, b.date) {
        case let (x?, y?) where x != y: return x > y
        case (.some, nil): return true
        case (nil, .some): return false
        default:
            if a.title != b.title || !a.title.unicodeScalars.elementsEqual(b.title.unicodeScalars) {
                return codePointLess(a.title, b.title)
            }
            return codePointLess(a.fileName, b.fileName)
        }
    }

    /// Newest first, undated last, then file name (code-point order): the profile's public
    /// notes.
    public static func newestFirstByFile(_ a: Note, _ b: Note) -> Bool {
        switch (a.date, b.date) {
        case let (x?, y?) where x != y: return x > y
        case (nil, _?): return false
        case (_?, nil): return true
        default: return codePointLess(a.fileName, b.fileName)
        }
    }

    /// By file name in code-point order: the order in which notes get their page slugs.
    public static func byFileName(_ a: Note, _ b: Note) -> Bool { codePointLess(a.fileName, b.fileName) }
}
