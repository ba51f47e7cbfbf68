extension Event {
    /// Soonest start first, then name in code-point order: the profile's and the résumé's
    /// upcoming events.
    public static func soonestFirst(_ a: Event, _ b: Event) -> Bool {
        a.startDate != b.startDate ? a.startDate < b.startDate : codePointLess(a.name, b.name)
    }

    /// Soonest start first, then id in code-point order: a school's events (its page links
    /// each by id).
    public static func soonestFirstByID(_ a: Event, _ b: Event) -> Bool {
        a.startDate != b.startDate ? a.startDate < b.startDate : codePointLess(a.id, b.id)
    }
}
