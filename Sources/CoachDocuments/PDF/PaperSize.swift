/// The sheet a coach's document is laid out for, in PDF points (1/72 inch).
public enum PaperSize: String, Sendable, CaseIterable {
    /// US Letter, 8.5 × 11 in: the default (docs/coach-pdf.md).
    case letter
    /// ISO A4, 210 × 297 mm.
    case a4

    public var width: Double { self == .letter ? 612 : 595.28 }
    public var height: Double { self == .letter ? 792 : 841.89 }
}
