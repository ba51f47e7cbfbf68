/// The widgets that draw one dataset shape (its `Widget` enum): raw values are widget names.
protocol WidgetChoice: RawRepresentable<String>, CaseIterable, Sendable {}

extension WidgetChoice {
    /// nil: this widget does not draw the shape (the spec loader has rejected the pairing).
    init?(_ kind: WidgetKind) { self.init(rawValue: kind.rawValue) }

    static var kinds: [WidgetKind] { allCases.compactMap { WidgetKind(rawValue: $0.rawValue) } }
}
