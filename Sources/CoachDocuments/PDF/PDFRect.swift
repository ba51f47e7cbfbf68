/// A rectangle on the page, in points from the top left corner.
struct PDFRect: Sendable, Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
}
