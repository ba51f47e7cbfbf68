extension NotesLoader {
    /// Extensions of text that is no note as it is named: plain text and Markdown under another
    /// name (renaming is enough), and word-processor files (saving as plain text is needed).
    static let renamable = ["txt", "text", "markdown", "mdown", "mkd", "md"]
    static let wordProcessor = ["docx", "doc", "rtf", "odt", "pages"]

    /// A warning at each file of `names` (the notes folder's, sorted) that looks like a note
    /// but is not read as one: notes are `.md` files (in small letters), so `visit.txt`,
    /// `Visit.MD` and `visit.docx` would be left out without a word. Pictures and other files
    /// beside the notes are theirs to link, and get nothing.
    static func otherTextFiles(_ names: [String], displayRoot: String) -> Diagnostics {
        var diagnostics = Diagnostics()
        for name in names where !name.hasPrefix(".") && !ContentFile.isIgnored(name) && !name.hasSuffix(".md") {
            guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { continue }
            let ext = name[name.index(after: dot)...].lowercased()
            let renamed = Quote.text(String(name[..<dot]) + ".md")
            let at = SourceLocation(file: displayRoot + "/" + name)
            if renamable.contains(ext) {
                diagnostics.warning("not read as a note: notes are files ending in \".md\"; rename it \(renamed)", at: at)
            } else if wordProcessor.contains(ext) {
                diagnostics.warning("not read as a note: notes are plain-text files ending in \".md\", and this is a word "
                                    + "processor's file; save it as plain text (.txt) and name that \(renamed)", at: at)
            }
        }
        return diagnostics
    }
}
