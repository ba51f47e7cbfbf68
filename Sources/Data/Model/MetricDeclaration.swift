/// A metric type declared in `site.yml` under `metric_types` (docs/content.md): its key, its
/// label per locale, its unit, which way is better and which positions lead with it.
public struct MetricDeclaration: Hashable, Sendable {
    /// The key the data writes in `metric_type`: lowercase letters, digits and `_`.
    public var key: String
    /// Label per locale (`en`, `pl`), as declared.
    public var labels: [String: String]
    /// The unit a row without its own `unit` is given (`rpm`); nil: none.
    public var unit: String?
    /// A smaller value is better (a time): the trend and the best mark follow it.
    public var lowerIsBetter: Bool
    /// The positions (`P`, `SS`, as `athlete.yml` writes them, upper-cased) and position groups
    /// (`pitchers`, `catchers`, `infielders`, `outfielders`, `utility`) that lead with the type.
    public var leads: [String]
    /// Its place among the declared types (the order `site.yml` lists them in).
    public var index: Int

    public init(key: String, labels: [String: String] = [:], unit: String? = nil, lowerIsBetter: Bool = false,
                leads: [String] = [], index: Int = 0) {
        self.key = key; self.labels = labels; self.unit = unit; self.lowerIsBetter = lowerIsBetter
        self.leads = leads; self.index = index
    }

    /// The label in `locale`, else the English one, else the key made readable (`spin_rate` →
    /// "Spin rate").
    public func label(_ locale: String) -> String {
        if let l = labels[locale] ?? labels["en"] { return l }
        let spaced = key.replacingOccurrences(of: "_", with: " ")
        return spaced.prefix(1).uppercased() + spaced.dropFirst()
    }

    /// Whether a position (as written) leads with the type: it is named, or its group is, by
    /// the group's name or one of its positions (`P` names every pitcher: RHP, LHP…). A
    /// position of no baseball group (a goalkeeper) is matched by its own name, or `utility`.
    public func isLed(by position: String) -> Bool {
        let p = position.trimmingSpaces.uppercased()
        guard let group = PositionGroup.group(p) else { return false }
        return leads.contains { lead in
            if lead == p { return true }
            if let named = PositionGroup(rawValue: lead.lowercased()) { return named == group }
            return group != .utility && PositionGroup.group(lead) == group
        }
    }
}
