import SiteData

extension PositionGroup {
    /// The roster's name for the group ("Pitchers").
    var label: StringKey {
        switch self {
        case .pitchers: .rosterGroupPitchers
        case .catchers: .rosterGroupCatchers
        case .infielders: .rosterGroupInfielders
        case .outfielders: .rosterGroupOutfielders
        case .utility: .rosterGroupUtility
        }
    }
}
