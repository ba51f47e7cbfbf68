import Foundation
import SiteData

/// Social posts, tasks, suggestions and notes.
extension AthleteGenerator {
    mutating func posts() -> String {
        var csv = CSVWriter(header: ["id", "school_id", "platform", "post_date", "is_recruiting_related", "sentiment",
                                     "post_content", "author_handle", "url"], neutralizeFormulas: false)
        let own = "@" + recipe.slug.replacingOccurrences(of: "-", with: "")
        let sport = recipe.sport.lowercased().filter(\.isLetter)
        // What the social page monitors: mostly the programs' and coaches' posts (about camps,
        // visits, commits), some of the athlete's own.
        for i in 0..<recipe.posts {
            let author = double(0...1)
            let school: (id: String, name: String, domain: String, status: String, place: String)?
            let text: String, handle: String, recruiting: Bool
            if author < 0.55, !schoolRows.isEmpty {
                // The program's account, about its recruiting.
                let s = pick(schoolRows)
                school = s
                handle = "@" + (s.domain.split(separator: ".").first.map(String.init) ?? "program") + sport
                text = pick(SampleNames.programPostTexts).replacingOccurrences(of: "{school}", with: s.name)
                recruiting = chance(0.85)
            } else if author < 0.8, !coachRows.isEmpty {
                // A coach of one of the schools.
                let c = pick(coachRows)
                school = schoolRows.first { $0.id == c.schoolId }
                handle = "@Coach" + (c.name.split(separator: " ").last.map { String($0.filter(\.isLetter)) } ?? "")
                text = pick(SampleNames.coachPostTexts).replacingOccurrences(of: "{school}", with: school?.name ?? "our program")
                recruiting = chance(0.75)
            } else {
                // The athlete's own.
                school = schoolRows.isEmpty || chance(0.6) ? nil : pick(schoolRows)
                handle = own
                text = pick(SampleNames.postTexts).replacingOccurrences(of: "{school}", with: school?.name ?? "State")
                recruiting = school != nil
            }
            let platform = pick(["twitter", "instagram"])
            let pid = id("post", i)
            csv.appendRow([.text(pid), .text(school?.id), .text(platform), .text(timestamp(pastDay())),
                           .text(recruiting ? "true" : "false"),
                           .text(pick(["very_positive", "positive", "positive", "neutral", "negative", ""])),
                           .text(text), .text(handle),
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

    /// A note: every third one public, written as a family shares it with any coach (it goes
    /// into every packet: no school's name, nothing about other programs), the rest private.
    mutating func note(_ i: Int) -> (String, String) {
        let day = pastDay(maxBack: min(span, 300))
        let isPublic = i % 3 == 0
        if isPublic { return publicNote(i / 3, day: day) }
        let school = schoolRows.isEmpty ? nil : schoolRows[i % schoolRows.count]
        let topics = ["Campus visit", "Call with coach", "Camp recap", "Questions to ask", "Showcase notes"]
        let topic = topics[i % topics.count]
        let title = school.map { "\(topic): \($0.name)" } ?? topic
        let slugPart = topic.lowercased().replacingOccurrences(of: " ", with: "-")
        var s = "---\ntitle: \(YAMLText.quote(title))\ndate: \(day.iso)\n"
        s += "tags: [\(i % 2 == 0 ? "visit, " : "")private]\n"
        if let school { s += "school: \(school.id)\n" }
        s += "visibility: private\n---\n\n"
        s += "Private notes — **not** for coaches.\n\n"
        s += "- Scholarship talk: they mentioned a partial offer, maybe 40%.\n"
        s += "- Coach's cell is in my phone; don't post it.\n"
        if let school { s += "- Website: <https://www.\(school.domain)>\n" }
        s += "\n> \"We like what we see,\" said the pitching coach.\n"
        return ("notes/\(day.iso)-\(slugPart)-\(i + 1).md", s)
    }

    /// The `n`th public note: a season update, where to see the athlete play, the off-season's work.
    func publicNote(_ n: Int, day: LocalDate) -> (String, String) {
        let notes = [
            ("Season update", "season-update", """
                ## Season update

                Thank you for taking a look. This season I worked on three things:

                1. Consistency: the same approach every at-bat and every rep
                2. Strength and speed, three mornings a week with our trainer
                3. Leading the younger players on my team

                My latest numbers, verified where marked, are on my profile. *Thanks for reading!*

                """),
            ("Where to see me play", "where-to-see-me-play", """
                ## Where to see me play

                My upcoming tournaments, showcases and camps are listed on my profile with their dates
                and places. If you are at one of them, I would be glad to meet you and answer any
                questions. My highlight video is on the profile too.

                """),
            ("Off-season plan", "off-season-plan", """
                ## Off-season plan

                - Lifting and conditioning four days a week
                - Video review with my coach every Sunday
                - Keeping my grades up: my transcript and test scores are on my profile

                I will post an update after the first tournament of the spring.

                """),
        ]
        let (title, slugPart, body) = notes[n % notes.count]
        let s = "---\ntitle: \(YAMLText.quote(title))\ndate: \(day.iso)\ntags: [update, public]\nvisibility: public\n---\n\n" + body
        return ("notes/\(day.iso)-\(slugPart)-\(n * 3 + 1).md", s)
    }
}
