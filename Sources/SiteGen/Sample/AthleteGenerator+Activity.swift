import Foundation
import SiteData

/// Social posts, tasks, suggestions and notes.
extension AthleteGenerator {
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
