import Yams

extension SiteConfigLoader {
    static let metricTypeKeys = ["label", "unit", "lower_is_better", "leads"]

    /// `metric_types:` declares a site's own metric types (`MetricDeclaration`), one entry per
    /// key in the order written:
    ///
    ///     metric_types:
    ///       spin_rate:
    ///         label: {en: Spin Rate, pl: Rotacja}   # or one text for every locale
    ///         unit: rpm
    ///         lower_is_better: false
    ///         leads: [P]                            # positions or groups (pitchers, …)
    ///
    /// A key is lowercase letters, digits and `_`, starting with a letter, and not a built-in
    /// type's; a label's locale is `en` or `pl`.
    static func metricTypes(_ e: YAMLFile.Entry, _ y: inout YAMLFile, into config: inout SiteConfig) {
        guard case .mapping(let mapping) = e.value else {
            y.diagnostics.error("metric_types must be a map of types (spin_rate: {label, unit, lower_is_better, leads}), "
                                + "not \(YAMLFile.kindName(e.value))", at: y.at(e.value))
            return
        }
        for (keyNode, value) in mapping {
            guard case .scalar(let k) = keyNode else {
                y.diagnostics.error("metric type keys must be text, not \(YAMLFile.kindName(keyNode))", at: y.at(keyNode))
                continue
            }
            let key = k.string
            if let problem = metricKeyProblem(key) {
                y.diagnostics.error("metric_types: \(Quote.text(key)) \(problem)", at: y.at(keyNode))
                continue
            }
            var d = MetricDeclaration(key: key, index: config.metricTypes.count)
            if !YAMLFile.isNull(value) {
                guard let fields = y.entries(value, known: metricTypeKeys, prefix: "metric_types.\(key).",
                                             name: "metric_types.\(key)") else { continue }
                if let label = fields["label"] { d.labels = labels(label, key: key, &y) }
                d.unit = y.string(fields["unit"]).map(\.trimmingSpaces).flatMap { $0.isEmpty ? nil : $0 }
                d.lowerIsBetter = y.bool(fields["lower_is_better"]) ?? false
                d.leads = y.stringList(fields["leads"]).map { $0.trimmingSpaces.uppercased() }.filter { !$0.isEmpty }
            }
            config.metricTypes.append(MetricType(declared: d))
        }
    }

    /// Why `key` cannot name a declared type, or nil when it can.
    static func metricKeyProblem(_ key: String) -> String? {
        if MetricType(rawValue: key.lowercased()) != nil {
            return "is a built-in type; a declared type needs a key of its own"
        }
        let bytes = Array(key.utf8)
        let ok = !bytes.isEmpty && (0x61...0x7A).contains(bytes[0]) && bytes.allSatisfy {
            (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "_")
        }
        return ok ? nil : "must be lowercase letters, digits and _, starting with a letter (e.g. spin_rate)"
    }

    /// `label:` one text (every locale), or a map of locale (`en`, `pl`) to text.
    private static func labels(_ e: YAMLFile.Entry, key: String, _ y: inout YAMLFile) -> [String: String] {
        if case .mapping = e.value {
            var out: [String: String] = [:]
            for kv in y.stringMap(e) {
                let locale = kv.key.trimmingSpaces.lowercased()
                if locale == "en" || locale == "pl" {
                    out[locale] = kv.value.trimmingSpaces
                } else {
                    y.diagnostics.error("metric_types.\(key).label: locale \(Quote.text(kv.key)) is not one of en, pl",
                                        at: y.at(e.value))
                }
            }
            return out
        }
        guard let text = y.string(e)?.trimmingSpaces, !text.isEmpty else { return [:] }
        return ["en": text, "pl": text]
    }
}
