extension Event {
    /// Event types where a coach can watch the athlete play. Visits and deadlines (and any
    /// other free value) reveal which schools the family targets, so they stay with the family
    /// (docs/content.md, "What leaves the family").
    public static let playTypes: Set<String> = ["camp", "showcase", "tournament", "game"]

    /// Whether this is a camp, showcase, tournament or game (`type` in any case).
    public var isWhereAthletePlays: Bool {
        guard let type else { return false }
        return Self.playTypes.contains(type.trimmingSpaces.lowercased())
    }
}
