import Foundation
import SiteData

/// Events and the performance metrics recorded at them.
extension AthleteGenerator {
    mutating func events() -> String {
        var csv = CSVWriter(header: ["id", "name", "type", "start_date", "end_date", "location", "school_id", "url"],
                            neutralizeFormulas: false)
        // As many softball names as baseball ones: the same draws pick them.
        let circuits = softball
            ? ["PGF Nationals", "Alliance Fastpitch Showcase", "Triple Crown Sparkler",
               "USA Softball Junior Olympic Cup", "Top Gun Softball Invitational", "Ultimate Exposure Fall Classic"]
            : ["Perfect Game WWBA", "Prep Baseball Report Showcase", "Area Code Games Tryout",
               "Five Tool Fall Classic", "Top 96 Invitational", "Headfirst Honor Roll Camp"]
        for i in 0..<recipe.events {
            let eid = id("evt", i)
            eventIds.append(eid)
            let future = i % 3 == 0
            let start = i == 0 ? today.adding(days: 5)
                : future ? today.adding(days: int(8...150)) : pastDay(maxBack: span)
            let school = schoolRows.isEmpty || chance(0.5) ? nil : pick(schoolRows)
            let type = school != nil ? pick(["camp", "visit"]) : pick(["showcase", "tournament", "game"])
            let name = school.map { "\($0.name) \(type == "camp" ? "Prospect Camp" : "Official Visit")" }
                ?? pick(circuits)
            let end = type == "tournament" || type == "showcase" ? start.adding(days: int(1...3)) : nil
            // A camp or visit takes place at its school; the draw stays so the other values do not move.
            let drawn = pick(["Austin, TX", "Fort Myers, FL", "Emerson, GA", "Chicago, IL", "Phoenix, AZ"])
            let location = school?.place ?? drawn
            // No made-up event URL: a placeholder link leads nowhere. The draw that chose one
            // stays, so every other sample value is as before.
            _ = chance(0.5)
            csv.appendRow([.text(eid), .text(name), .text(type), .text(start.iso), .text(end?.iso),
                           .text(location), .text(school?.id), .text(nil)])
        }
        return csv.text
    }

    mutating func metrics() -> String {
        var csv = CSVWriter(header: ["id", "metric_type", "value", "unit", "recorded_date", "event_id", "verified", "notes"],
                            neutralizeFormulas: false)
        // (type, unit, start, end, decimals): values drift from start to end over the history.
        let specs: [(String, String?, Double, Double, Int)] = softball
            // A softball catcher: no pitching velocity.
            ? [("exit_velo", "mph", 62, 74, 1), ("pop_time", "s", 1.95, 1.78, 2),
               ("batting_avg", nil, 0.310, 0.405, 3), ("sixty_time", "s", 8.4, 8.0, 2)]
            : [("velocity", "mph", 81, 90, 1), ("exit_velo", "mph", 86, 97, 1), ("sixty_time", "s", 7.25, 6.85, 2),
               ("batting_avg", nil, 0.285, 0.365, 3), ("era", nil, 3.9, 2.4, 2), ("strikeouts", nil, 4, 9, 0)]
        for i in 0..<recipe.metrics {
            let spec = specs[i % specs.count]
            // Spread each type's records evenly over the history, oldest first.
            let perType = (recipe.metrics + specs.count - 1) / specs.count
            let k = i / specs.count
            let back = perType <= 1 ? 10 : (span - 6) * (perType - 1 - k) / (perType - 1) + 6
            let day = today.adding(days: -back)
            let t = perType <= 1 ? 1.0 : Double(k) / Double(perType - 1)
            let noise = (spec.3 - spec.2) * double(-0.08...0.08)
            let value = spec.2 + (spec.3 - spec.2) * t + noise
            let text = spec.4 == 0 ? String(Int(value.rounded())) : String(format: "%.\(spec.4)f", value)
            let verified = chance(0.4)
            csv.appendRow([.text(id("met", i)), .text(spec.0), .number(text), .text(spec.1), .text(day.iso),
                           .text(eventIds.isEmpty || !chance(0.3) ? nil : pick(eventIds)),
                           .text(verified ? "true" : "false"),
                           .text(verified ? pick(["Measured by Perfect Game", "PBR verified", "Trackman"]) : nil)])
        }
        return csv.text
    }
}
