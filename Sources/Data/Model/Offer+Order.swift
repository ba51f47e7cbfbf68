extension Offer {
    /// Offered date, newest first, undated last, then id in code-point order: a school's
    /// offers, and the accepted and declined offers of the offers page.
    public static func newestFirst(_ a: Offer, _ b: Offer) -> Bool {
        switch (a.offeredAt, b.offeredAt) {
        case let (x?, y?) where x != y: return x > y
        case (_?, nil): return true
        case (nil, _?): return false
        default: return codePointLess(a.id, b.id)
        }
    }

    /// Deadline, soonest first, none last, then `newestFirst`: the pending offers.
    public static func soonestDeadlineFirst(_ a: Offer, _ b: Offer) -> Bool {
        switch (a.deadline, b.deadline) {
        case let (x?, y?) where x != y: return x < y
        case (_?, nil): return true
        case (nil, _?): return false
        default: return newestFirst(a, b)
        }
    }

    /// Offered date, oldest first, undated last, then id in code-point order: the profile's
    /// offers (the order they came in).
    public static func oldestFirst(_ a: Offer, _ b: Offer) -> Bool {
        if a.offeredAt != b.offeredAt {
            return (a.offeredAt?.daysSinceEpoch ?? Int.max) < (b.offeredAt?.daysSinceEpoch ?? Int.max)
        }
        return codePointLess(a.id, b.id)
    }
}
