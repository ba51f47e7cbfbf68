extension ReportModel {
    /// `data/reports-<preset>.json` (`docs/numbers.md`, "The data files").
    public func json() -> JSONValue {
        .object([
            "preset": .string(preset),
            "date_range": .object(["from": .date(range.from), "to": .date(range.to)]),
            "empty": .bool(empty),
            "schools": .object([
                "total": .int(schools.total),
                "by_status": .counts(schools.byStatus),
                "by_division": .counts(schools.byDivision),
            ]),
            "coaches": .object([
                "total": .int(coaches.total),
                "avg_response_rate": .double(coaches.avgResponseRate),
                "by_school": .int(coaches.bySchool),
            ]),
            "interactions": .object([
                "total": .int(interactions.total),
                "by_type": .counts(interactions.byType),
                "by_sentiment": .counts(interactions.bySentiment),
            ]),
            "metrics": .object([
                "total": .int(metrics.total),
                "by_type": .counts(metrics.byType),
                "summaries": .array(metrics.summaries.map {
                    .object([
                        "type": .string($0.type.rawValue),
                        "avg": .double($0.average),
                        "max": .double($0.max),
                        "min": .double($0.min),
                    ])
                }),
            ]),
        ])
    }
}
