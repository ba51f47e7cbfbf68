/// The group a baseball or softball position belongs to, for the headline marks
/// (`MetricType.leadTypes`) and a club roster's filtered pages (docs/numbers.md, "Headline marks").
/// Positions are free text in `athlete.yml`; the usual abbreviations and names are read in any case.
public enum PositionGroup: String, CaseIterable, Sendable, Hashable, Comparable {
    case pitcher, catcher, infield, outfield, utility

    /// The group of one position as written ("RHP", "ss", "Center Field"); utility for
    /// anything else (DH, UT, DP, FLEX, or a position sitegen does not know).
    public init(position: String) {
        let p = position.trimmingSpaces.uppercased()
        switch p {
        case "P", "RHP", "LHP", "SP", "RP", "CP", "PITCHER", "STARTING PITCHER", "RELIEF PITCHER":
            self = .pitcher
        case "C", "CATCHER":
            self = .catcher
        case "1B", "2B", "3B", "SS", "IF", "INF", "MIF", "CIF", "INFIELD", "INFIELDER", "FIRST BASE", "SECOND BASE",
             "THIRD BASE", "SHORTSTOP":
            self = .infield
        case "OF", "LF", "CF", "RF", "OUTFIELD", "OUTFIELDER", "LEFT FIELD", "CENTER FIELD", "CENTRE FIELD", "RIGHT FIELD":
            self = .outfield
        default:
            self = .utility
        }
    }

    /// The athlete's positions in the order that leads: `primary_position`, then
    /// `secondary_position`, then the rest of `positions` (duplicates once, blank ones dropped).
    public static func positions(of profile: AthleteProfile) -> [String] {
        var out: [String] = []
        var seen: Set<String> = []
        for p in [profile.primaryPosition, profile.secondaryPosition].compactMap({ $0 }) + profile.positions {
            let key = p.trimmingSpaces.uppercased()
            if key.isEmpty || seen.contains(key) { continue }
            seen.insert(key)
            out.append(p.trimmingSpaces)
        }
        return out
    }

    /// The groups of the athlete's positions, primary first, each once.
    public static func groups(of profile: AthleteProfile) -> [PositionGroup] {
        var out: [PositionGroup] = []
        for g in positions(of: profile).map(PositionGroup.init(position:)) where !out.contains(g) { out.append(g) }
        return out
    }

    /// Declared order: pitchers, catchers, infielders, outfielders, utility.
    public static func < (a: PositionGroup, b: PositionGroup) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
