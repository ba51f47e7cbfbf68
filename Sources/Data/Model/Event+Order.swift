extension Event {
    /// Soonest first (start date), then name in code-point order: how the profile lists events.
    public static func soonestFirst(_ a: Event, _ b: Event) -> Bool {
        a.startDate != b.startDate ? a.startDate < b.startDate : codePointLess(a.name, b.name)
    }
}
