extension Note {
    /// Newest first; notes without a date after the dated ones; then file name in code-point
    /// order: how the profile lists public notes.
    public static func newestFirst(_ a: Note, _ b: Note) -> Bool {
        switch (a.date, b.date) {
        case let (x?, y?) where x != y: return x > y
        case (nil, _?): return false
        case (_?, nil): return true
        default: return codePointLess(a.fileName, b.fileName)
        }
    }
}
