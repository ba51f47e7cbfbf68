/// The groups a club roster files positions under, for a coach who recruits one of them
/// (docs/publishing.md, "The roster"). Baseball and softball share the names; anything else
/// (UT, DH, a position written out another way) is utility.
public enum PositionGroup: String, CaseIterable, Sendable, Hashable, Codable {
    case pitchers, catchers, infielders, outfielders, utility

    /// The groups of an athlete's positions, in `allCases` order; none for no position.
    public static func groups(_ positions: [String]) -> [PositionGroup] {
        let found = Set(positions.compactMap(group))
        return allCases.filter(found.contains)
    }

    /// The group of one position as written ("RHP", "ss", "Center field"); nil for a blank one.
    public static func group(_ position: String) -> PositionGroup? {
        let p = position.trimmingSpaces.uppercased()
        guard !p.isEmpty else { return nil }
        switch p {
        case "P", "RHP", "LHP", "SP", "RP", "PITCHER": return .pitchers
        case "C", "CATCHER": return .catchers
        case "1B", "2B", "3B", "SS", "IF", "INF", "MIF", "CIF", "INFIELD", "INFIELDER", "FIRST BASE", "SECOND BASE",
             "THIRD BASE", "SHORTSTOP": return .infielders
        case "OF", "LF", "CF", "RF", "OUTFIELD", "OUTFIELDER", "LEFT FIELD", "CENTER FIELD", "CENTRE FIELD",
             "RIGHT FIELD": return .outfielders
        default: return .utility
        }
    }
}
