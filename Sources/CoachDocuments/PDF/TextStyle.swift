/// How a run of text is set: size in points, weight, colour, alignment.
struct TextStyle: Sendable, Equatable {
    enum Align: Sendable { case left, right, center }

    var size: Double
    var bold = false
    var color = PDFColor.text
    var align = Align.left

    static let body = TextStyle(size: 8.5)
    static let small = TextStyle(size: 7, color: .muted)
    static let label = TextStyle(size: 7.5, color: .muted)
    static let heading = TextStyle(size: 10, bold: true, color: .accent)
    static let strong = TextStyle(size: 8.5, bold: true)
}
