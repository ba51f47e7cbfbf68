import SiteData

/// `Page.metricValue(_:type:)` remembered per type and value, for a list that formats
/// thousands of records of a few types whose values repeat (a velocity of 80.3 mph many times):
/// the rounding and formatting is most of a row. The value's bit pattern is the key, so `-0.0`
/// and `0.0` (equal as numbers) keep their own texts.
struct MetricValueMemo {
    private var types: [(type: MetricType, texts: [UInt64: String])] = []

    mutating func value(_ value: Double, type: MetricType, _ page: Page) -> String {
        let index: Int
        if let i = types.firstIndex(where: { $0.type == type }) {
            index = i
        } else {
            types.append((type, [:]))
            index = types.count - 1
        }
        if let text = types[index].texts[value.bitPattern] { return text }
        let text = page.metricValue(value, type: type)
        types[index].texts[value.bitPattern] = text
        return text
    }

    /// With its unit after a space, as `Page.metricValue(_:type:unit:)`.
    mutating func value(_ value: Double, type: MetricType, unit: String?, _ page: Page) -> String {
        let v = self.value(value, type: type, page)
        guard let unit, !unit.isEmpty else { return v }
        return "\(v) \(unit)"
    }
}
