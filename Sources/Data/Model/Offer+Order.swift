extension Offer {
    /// By the day it was offered (offers without a date last), then id in code-point order:
    /// how the profile lists offers.
    public static func byOfferedDate(_ a: Offer, _ b: Offer) -> Bool {
        if a.offeredAt != b.offeredAt {
            return (a.offeredAt?.daysSinceEpoch ?? Int.max) < (b.offeredAt?.daysSinceEpoch ?? Int.max)
        }
        return codePointLess(a.id, b.id)
    }
}
