/// An opaque colour for the page, from a `#RRGGBB` token value.
struct PDFColor: Sendable, Equatable {
    var red: Double
    var green: Double
    var blue: Double

    init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `#RRGGBB` (a leading `#` optional); nil for anything else.
    init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        red = Double((value >> 16) & 0xFF) / 255
        green = Double((value >> 8) & 0xFF) / 255
        blue = Double(value & 0xFF) / 255
    }

    static let text = PDFColor(hex: "#111827")!
    static let muted = PDFColor(hex: "#4B5563")!
    static let accent = PDFColor(hex: "#0052CC")!
    static let rule = PDFColor(hex: "#D1D5DB")!
    static let band = PDFColor(hex: "#F3F4F6")!
    static let verified = PDFColor(hex: "#047857")!
    static let black = PDFColor(red: 0, green: 0, blue: 0)
    static let white = PDFColor(red: 1, green: 1, blue: 1)
}
