import SiteData

extension OfferStatus {
    /// The offer's status, as the page says it ("Pending").
    var label: StringKey {
        switch self {
        case .pending: .offerPending
        case .accepted: .offerAccepted
        case .declined: .offerDeclined
        }
    }
}
