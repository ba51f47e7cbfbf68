import SiteData

extension Initiator {
    /// Who started an interaction, as the page says it ("Coach").
    var label: StringKey {
        switch self {
        case .athlete: .initiatorAthlete
        case .coach: .initiatorCoach
        case .parent: .initiatorParent
        }
    }
}
