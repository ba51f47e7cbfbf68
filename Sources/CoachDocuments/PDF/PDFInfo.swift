/// The document information of a PDF: what a reader shows as title and author.
///
/// `day` (`YYYY-MM-DD`, the build's today) is written as the creation and modification date, so
/// the same input and today give the same bytes (no clock is read).
public struct PDFInfo: Sendable, Equatable {
    public var title: String
    public var author: String
    public var day: String

    public init(title: String, author: String, day: String) {
        self.title = title
        self.author = author
        self.day = day
    }
}
