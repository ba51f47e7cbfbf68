/// Every interaction in the order every list of them shows: newest instant first (the date,
/// then the time of day), then id in code-point order (`Interaction.newestFirst`). The
/// interactions log and each school's timeline read it, so the order is computed once, here.
public struct InteractionLog: Sendable {
    public var newestFirst: [Interaction]

    public init(_ data: AthleteData) {
        newestFirst = InstantOrder.newestFirst(data.interactions)
    }

    /// Each school's interactions (by school id), newest first: a lookup, not an order.
    public func bySchool() -> [String: [Interaction]] {
        var out: [String: [Interaction]] = [:]
        for i in newestFirst { if let id = i.schoolId { out[id, default: []].append(i) } }
        return out
    }
}
