import Foundation
import SiteData

/// The recruiting tables: schools, their coaches, the contact with them, and offers.
extension AthleteGenerator {
    mutating func schools() -> String {
        var csv = CSVWriter(header: ["id", "name", "status", "division", "tier", "size", "city", "state",
                                     "latitude", "longitude", "website", "created_at"], neutralizeFormulas: false)
        // "offered" only for the schools that make an offer (the first `offers`), so statuses and
        // offers agree.
        let statuses = ["interested", "interested", "interested", "contacted", "contacted", "visited", "declined"]
        var pool = SampleNames.schools
        for i in 0..<recipe.schools {
            let seed = pool.remove(at: int(0...(pool.count - 1)))
            let sid = id("sch", i)
            var status = pick(statuses)
            if i < recipe.offers { status = "offered" }
            let tier = pick(["A", "B", "B", "C", ""])
            schoolRows.append((sid, seed.name, seed.domain, status, "\(seed.city), \(seed.state)"))
            csv.appendRow([.text(sid), .text(seed.name), .text(status), .text(seed.division), .text(tier),
                           .text(chance(0.1) ? nil : seed.size), .text(seed.city), .text(seed.state),
                           .number(String(seed.latitude)), .number(String(seed.longitude)),
                           .text("https://www.\(seed.domain)/athletics/\(softball ? "softball" : "baseball")"),
                           .text(timestamp(pastDay()))])
        }
        return csv.text
    }

    mutating func coaches() -> String {
        var csv = CSVWriter(header: ["id", "school_id", "name", "title", "email", "phone", "twitter", "created_at"],
                            neutralizeFormulas: false)
        for i in 0..<recipe.coaches {
            let school = schoolRows[i % max(1, schoolRows.count)]
            let first = pick(SampleNames.firstNames), last = pick(SampleNames.lastNames)
            let cid = id("coach", i)
            let name = "\(first) \(last)"
            coachRows.append((cid, school.id, name))
            let mail = "\(first.lowercased().prefix(1))\(last.lowercased().filter(\.isLetter))@\(school.domain)"
            csv.appendRow([.text(cid), .text(school.id), .text(name), .text(pick(SampleNames.coachTitles)),
                           .text(mail), .text(chance(0.5) ? "+1 555-01\(pad(i % 100))" : nil),
                           .text(chance(0.6) ? "@Coach\(last.filter(\.isLetter))" : nil), .text(timestamp(pastDay()))])
        }
        return csv.text
    }

    mutating func interactions() -> String {
        var csv = CSVWriter(header: ["id", "school_id", "coach_id", "type", "initiated_by", "sentiment",
                                     "occurred_at", "notes"], neutralizeFormulas: false)
        // Leave a few coaches without contact for a while, so follow-ups show up.
        let quiet = Set(coachRows.prefix(max(1, coachRows.count / 8)).map(\.id))
        for i in 0..<recipe.interactions {
            // Families talk most with the coaches of their top schools.
            let top = Array(coachRows.dropFirst(coachRows.count / 8).prefix(max(1, coachRows.count / 3)))
            var coach = coachRows.isEmpty ? nil : chance(0.7) && !top.isEmpty ? pick(top) : pick(coachRows)
            // Half of the contact is spread evenly over the last 90 days, the rest over the history.
            var day = chance(0.5) ? today.adding(days: -int(0...89)) : pastDay()
            if let c = coach, quiet.contains(c.id), today.days(since: day) < 20 { day = day.adding(days: -20) }
            if chance(0.05) { coach = nil }
            let type = pick(["email", "email", "email", "call", "text", "visit", "camp", "dm", "other"])
            let by = pick(["athlete", "athlete", "athlete", "coach", "parent"])
            let sentiment = pick(["very_positive", "positive", "positive", "neutral", "neutral", "negative", ""])
            csv.appendRow([.text(id("int", i)), .text(coach?.schoolId ?? schoolRows.first?.id), .text(coach?.id),
                           .text(type), .text(by), .text(sentiment), .text(timestamp(day)),
                           .text(chance(0.6) ? pick(SampleNames.interactionNotes) : nil)])
        }
        return csv.text
    }

    mutating func offers() -> String {
        var csv = CSVWriter(header: ["id", "school_id", "offer_type", "status", "offered_at", "deadline"],
                            neutralizeFormulas: false)
        for i in 0..<recipe.offers {
            let school = schoolRows[i % schoolRows.count]
            let offered = pastDay(maxBack: 200)
            // The first offer is pending (an urgent action item), the second accepted.
            let status = i == 0 ? "pending" : i == 1 ? "accepted" : pick(["pending", "accepted", "declined", "declined"])
            // The first offer's deadline is 9 days out, so the dashboard has an urgent action item.
            let deadline = i == 0 ? today.adding(days: 9) : offered.adding(days: int(20...60))
            csv.appendRow([.text(id("off", i)), .text(school.id),
                           .text(pick(["full", "partial", "partial", "walk_on", "preferred_walk_on"])),
                           .text(status), .text(offered.iso), .text(deadline.iso)])
        }
        return csv.text
    }
}
