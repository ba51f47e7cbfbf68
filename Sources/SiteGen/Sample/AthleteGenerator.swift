import Foundation
import SiteData

/// Generates one athlete's folder from a recipe.
struct AthleteGenerator {
    let recipe: SampleRecipe
    let today: LocalDate
    var rng: SplitMix64
    var schoolRows: [(id: String, name: String, domain: String, status: String)] = []
    var coachRows: [(id: String, schoolId: String, name: String)] = []
    var eventIds: [String] = []

    init(recipe: SampleRecipe, today: LocalDate) {
        self.recipe = recipe
        self.today = today
        self.rng = SplitMix64(seed: SplitMix64.seed(recipe.slug))
    }

    var span: Int { max(30, recipe.years * 365) }
    var softball: Bool { recipe.sport.lowercased() == "softball" }

    mutating func files() -> [(String, String)] {
        var out: [(String, String)] = [("athlete.yml", athleteYAML())]
        if recipe.schools > 0 { out.append(("schools.csv", schools())) }
        if recipe.coaches > 0 { out.append(("coaches.csv", coaches())) }
        if recipe.interactions > 0 { out.append(("interactions.csv", interactions())) }
        if recipe.offers > 0 { out.append(("offers.csv", offers())) }
        if recipe.events > 0 { out.append(("events.csv", events())) }
        if recipe.metrics > 0 { out.append(("performance_metrics.csv", metrics())) }
        if recipe.posts > 0 { out.append(("social_media_posts.csv", posts())) }
        if recipe.tasks > 0 { out.append(("tasks.csv", tasks())) }
        if recipe.suggestions > 0 { out.append(("suggestions.csv", suggestions())) }
        for i in 0..<recipe.notes { out.append(note(i)) }
        return out
    }

    // MARK: - Random helpers

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func double(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
    mutating func chance(_ p: Double) -> Bool { double(0...1) < p }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    /// A day in the history, denser near today.
    mutating func pastDay(maxBack: Int? = nil) -> LocalDate {
        let back = Int(Double(maxBack ?? span) * pow(double(0...1), 1.6))
        return today.adding(days: -back)
    }

    /// A UTC timestamp on `day` (at an evening hour some of the time, so the Chicago date differs).
    mutating func timestamp(_ day: LocalDate) -> String {
        let h = int(0...23), m = int(0...59)
        return "\(day.iso)T\(pad(h)):\(pad(m)):00Z"
    }

    func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    func id(_ prefix: String, _ i: Int) -> String { "\(prefix)-\(String(format: "%04d", i + 1))" }

    // MARK: - Files

    func athleteYAML() -> String {
        let r = recipe
        var s = "name: \(YAMLText.quote(r.name))\nsport: \(r.sport)\n"
        s += "positions: [\(r.positions.map(YAMLText.quote).joined(separator: ", "))]\n"
        s += "grad_year: \(r.gradYear)\n"
        s += "high_school: \(YAMLText.quote(r.highSchool))\n"
        if let club = r.clubTeam { s += "club_team: \(YAMLText.quote(club))\n" }
        s += "hometown: \(YAMLText.quote(r.hometown))\nheight: \(YAMLText.quote(r.height))\n"
        if let w = r.weight { s += "weight: \(YAMLText.quote(w))\n" }
        guard r.schools > 0 else { return s }
        if let gpa = r.gpa { s += "gpa: \(gpa)\n" }
        let handle = r.slug.replacingOccurrences(of: "-", with: "")
        s += """
        test_scores:
          SAT: "1380"
          ACT: "29"
        intended_major: "Mechanical Engineering"
        email: "\(handle)@example.com"
        phone: "+1 512-555-01\(pad(r.slug.count % 100))"
        social:
          twitter: "@\(handle)"
          instagram: "\(handle).\(r.sport.lowercased())"
          hudl: "https://www.hudl.com/profile/\(1_000_000 + r.slug.utf8.count * 7919)"
        video:
          - title: "Pitching highlights — summer \(today.year - (today.month < 8 ? 1 : 0))"
            url: "https://www.youtube.com/watch?v=\(handle.prefix(11))"
          - title: "Fall batting practice"
            url: "https://www.hudl.com/video/\(handle)/fall-bp"
        bio: |
          \(r.name.split(separator: " ").first!) is a \(r.positions.joined(separator: "/")) from \(r.hometown) who plays for \(r.highSchool)\(r.clubTeam.map { " and **\($0)**" } ?? "").

          - Two-way player, \(r.height)
          - Honor roll, intends to study engineering
          - Coachable, competitive, and a great teammate

        """
        return s
    }

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
            schoolRows.append((sid, seed.name, seed.domain, status))
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

    mutating func events() -> String {
        var csv = CSVWriter(header: ["id", "name", "type", "start_date", "end_date", "location", "school_id", "url"],
                            neutralizeFormulas: false)
        let circuits = ["Perfect Game WWBA", "Prep Baseball Report Showcase", "Area Code Games Tryout",
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
            let location = pick(["Austin, TX", "Fort Myers, FL", "Emerson, GA", "Chicago, IL", "Phoenix, AZ"])
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
            ? [("velocity", "mph", 54, 63, 1), ("exit_velo", "mph", 62, 74, 1), ("pop_time", "s", 1.95, 1.78, 2),
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

    mutating func posts() -> String {
        var csv = CSVWriter(header: ["id", "school_id", "platform", "post_date", "is_recruiting_related", "sentiment",
                                     "post_content", "author_handle", "url"], neutralizeFormulas: false)
        let handle = "@" + recipe.slug.replacingOccurrences(of: "-", with: "")
        for i in 0..<recipe.posts {
            let school = schoolRows.isEmpty || chance(0.55) ? nil : pick(schoolRows)
            let recruiting = school != nil || chance(0.2)
            let text = pick(SampleNames.postTexts).replacingOccurrences(of: "{school}", with: school?.name ?? "State")
            let platform = pick(["twitter", "instagram"])
            let pid = id("post", i)
            csv.appendRow([.text(pid), .text(school?.id), .text(platform), .text(timestamp(pastDay())),
                           .text(recruiting ? "true" : "false"),
                           .text(pick(["very_positive", "positive", "positive", "neutral", "negative", ""])),
                           .text(text), .text(chance(0.85) ? handle : "@CoachUpdates"),
                           .text("https://\(platform == "twitter" ? "x.com" : "www.instagram.com")/p/\(pid)")])
        }
        return csv.text
    }

    mutating func tasks() -> String {
        var csv = CSVWriter(header: ["id", "text", "is_completed", "created_at"], neutralizeFormulas: false)
        let texts = ["Email updated transcript to coaches", "Register for fall showcase", "Upload new pitching video",
                     "Finish NCAA Eligibility Center profile", "Ask Coach for a recommendation letter",
                     "Book hotel for camp weekend", "Update highlight reel with spring games", "Study for the SAT"]
        for i in 0..<recipe.tasks {
            csv.appendRow([.text(id("task", i)), .text(texts[i % texts.count]), .text(i % 3 == 2 ? "true" : "false"),
                           .text(timestamp(pastDay(maxBack: 40)))])
        }
        return csv.text
    }

    mutating func suggestions() -> String {
        var csv = CSVWriter(header: ["id", "title", "description", "urgency", "action_url", "status"],
                            neutralizeFormulas: false)
        let items = [("Update your highlight video", "Coaches watch the first 30 seconds: lead with your best clips.", "medium"),
                     ("Add your spring stats", "Your profile is missing this season's batting numbers.", "low"),
                     ("Thank the coaches after camp", "A short email within 48 hours keeps you on their radar.", "high"),
                     ("Check NCAA eligibility deadlines", "Make sure your core courses are registered.", "medium")]
        for i in 0..<recipe.suggestions {
            let item = items[i % items.count]
            csv.appendRow([.text(id("sug", i)), .text(item.0), .text(item.1), .text(item.2), .text(nil),
                           .text(i == items.count - 1 ? "dismissed" : "pending")])
        }
        return csv.text
    }

    mutating func note(_ i: Int) -> (String, String) {
        let day = pastDay(maxBack: min(span, 300))
        let school = schoolRows.isEmpty ? nil : schoolRows[i % schoolRows.count]
        let topics = ["Campus visit", "Call with coach", "Camp recap", "Questions to ask", "Showcase notes"]
        let topic = topics[i % topics.count]
        let title = school.map { "\(topic): \($0.name)" } ?? topic
        let isPublic = i % 3 == 0
        let slugPart = topic.lowercased().replacingOccurrences(of: " ", with: "-")
        var s = "---\ntitle: \(YAMLText.quote(title))\ndate: \(day.iso)\n"
        s += "tags: [\(i % 2 == 0 ? "visit, " : "")\(isPublic ? "public" : "private")]\n"
        if let school { s += "school: \(school.id)\n" }
        s += "visibility: \(isPublic ? "public" : "private")\n---\n\n"
        if isPublic {
            s += "## Season update\n\nThis \(topic.lowercased()) went well. Current focus:\n\n"
            s += "1. Command of the fastball to both sides\n2. A sharper breaking ball\n3. Footwork at short\n\n"
            s += "Upcoming schedule and video are on the profile page. *Thanks for reading!*\n"
        } else {
            s += "Private notes — **not** for coaches.\n\n"
            s += "- Scholarship talk: they mentioned a partial offer, maybe 40%.\n"
            s += "- Coach's cell is in my phone; don't post it.\n"
            if let school { s += "- Website: <https://www.\(school.domain)>\n" }
            s += "\n> \"We like what we see,\" said the pitching coach.\n"
        }
        return ("notes/\(day.iso)-\(slugPart)-\(i + 1).md", s)
    }
}
