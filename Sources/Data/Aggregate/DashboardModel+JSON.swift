extension DashboardModel {
    /// `data/dashboard.json` (`docs/numbers.md`, "The data files").
    public func json(slug: String) -> JSONValue {
        .object([
            "athlete": .string(slug),
            "today": .date(today),
            "stats": stats.json,
            "at_a_glance": .object([
                "schools_with_offers": .int(atAGlance.schoolsWithOffers),
                "schools_with_offers_pct": .int(atAGlance.schoolsWithOffersPct),
                "coach_responsiveness_pct": .int(atAGlance.coachResponsivenessPct),
                "coach_responsiveness_level": .string(atAGlance.coachResponsivenessLevel?.rawValue),
                "interactions_this_month": .int(atAGlance.interactionsThisMonth),
                "days_until_graduation": .int(atAGlance.daysUntilGraduation),
            ]),
            "interaction_trend": .array(interactionTrend.map {
                .object(["date": .date($0.date), "count": .int($0.count)])
            }),
            "schools_by_status": .array(schoolsByStatus.map {
                .object(["status": .string($0.key), "count": .int($0.count)])
            }),
            "upcoming_events": .array(upcomingEvents.map {
                .object(["id": .string($0.id), "name": .string($0.name), "start_date": .date($0.startDate)])
            }),
            "top_metrics": .array(topMetrics.map {
                .object([
                    "metric_type": .string($0.metricType.rawValue),
                    "value": .double($0.value),
                    "unit": .string($0.unit),
                    "recorded_date": .date($0.recordedDate),
                    "verified": .bool($0.verified),
                ])
            }),
            "action_items": .array(actionItems.map {
                .object([
                    "title": .string($0.title),
                    "description": .string($0.detail),
                    "urgency": .string($0.urgency?.rawValue),
                    "source": .string($0.source),
                ])
            }),
            "coach_followups": .array(coachFollowups.map {
                .object([
                    "coach_id": .string($0.coach.id),
                    "name": .string($0.coach.name),
                    "days_since_contact": .int($0.daysSinceContact),
                ])
            }),
        ])
    }
}
