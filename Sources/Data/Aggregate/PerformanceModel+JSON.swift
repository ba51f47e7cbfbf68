extension PerformanceModel {
    /// `data/performance.json` (`docs/numbers.md`, "The data files").
    public func json() -> JSONValue {
        .object([
            "total": .int(total),
            "types": .array(types.map {
                .object([
                    "metric_type": .string($0.type.rawValue),
                    "display_name": .string($0.displayName),
                    "unit": .string($0.unit),
                    "count": .int($0.count),
                    "min": .double($0.min),
                    "max": .double($0.max),
                    "average": .double($0.average),
                    "trend": .string($0.trend?.rawValue),
                    "lower_is_better": .bool($0.lowerIsBetter),
                    "latest": .object([
                        "id": .string($0.latest.id),
                        "value": .double($0.latest.value),
                        "recorded_date": .date($0.latest.recordedDate),
                        "verified": .bool($0.latest.verified),
                    ]),
                ])
            }),
        ])
    }
}
