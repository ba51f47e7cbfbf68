import Foundation
import SiteData

/// A small athlete touching every table and every value type, with hostile text.
enum Fixture {
    static let timeZone = TimeZone(identifier: "America/Chicago")!

    static func d(_ iso: String) -> LocalDate { LocalDate(iso: iso)! }

    static let athlete = AthleteData(
        profile: AthleteProfile(
            slug: "ada-lopez", name: "Ada O'Lopez", sport: "Softball", positions: ["SS", "P"],
            graduationDate: d("2027-06-01"), highSchool: "Lincoln \"Lions\" HS", hometown: "Austin, TX",
            height: "5'7\"", gpa: 3.85, testScores: [KeyValue("ACT", "31"), KeyValue("SAT", "1380")],
            intendedMajor: "Biology", email: "ada@example.com", phone: "+1 512 555 0100",
            social: [KeyValue("instagram", "@ada"), KeyValue("twitter", "@ada_ss")],
            video: [.init(title: "Highlights \"2026\"", url: "https://youtu.be/x?a=1&b=2")],
            bio: "Line one\nLine <script>alert(1)</script> and back\\slash", photo: "photo.jpg"),
        schools: [
            School(id: "s1", name: "Texas State", status: "visited", division: "D1", tier: .A, size: "large",
                   city: "San Marcos", state: "TX", latitude: 29.8884, longitude: -97.9384,
                   website: "https://txst.edu", createdAt: d("2026-01-15")),
            School(id: "s2", name: "O'Neil College'); DROP TABLE schools;--", latitude: 0.00001, longitude: -120),
        ],
        coaches: [
            Coach(id: "c1", schoolId: "s1", name: "Pat Doe", title: "Head Coach", email: "pat@txst.edu",
                  createdAt: d("2026-01-16")),
        ],
        interactions: [
            Interaction(id: "i1", schoolId: "s1", coachId: "c1", type: "email", initiatedBy: .coach,
                        sentiment: .veryPositive, occurredAt: d("2026-02-10"), occurredTime: 18 * 3600, notes: "=HYPERLINK(\"x\")\nsecond line"),
            Interaction(id: "i2", schoolId: "s9", occurredAt: d("2026-07-04")),
        ],
        offers: [
            Offer(id: "o1", schoolId: "s1", offerType: "partial", status: .pending, offeredAt: d("2026-02-01"),
                  deadline: d("2026-04-01")),
        ],
        events: [
            Event(id: "e1", name: "Prospect Camp", type: "camp", startDate: d("2026-06-10"), endDate: d("2026-06-11"),
                  location: "San Marcos", schoolId: "s1", url: "https://camp.example"),
        ],
        metrics: [
            PerformanceMetric(id: "m1", metricType: .exitVelo, value: 72.5, unit: "mph", recordedDate: d("2026-02-01"),
                              eventId: "e1", verified: true),
            PerformanceMetric(id: "m2", metricType: .sixtyTime, value: 7.05, unit: "s", recordedDate: d("2026-02-02"),
                              notes: "wind"),
        ],
        posts: [
            SocialPost(id: "p1", schoolId: "s1", platform: .twitter, postDate: d("2026-02-11"), postTime: 22 * 3600 + 30 * 60,
                       isRecruitingRelated: true,
                       sentiment: .positive, postContent: "Great camp! 🥎 ‘quotes’", authorHandle: "@coachpat",
                       url: "https://x.com/1"),
        ],
        tasks: [TaskItem(id: "t1", text: "Send transcript", createdAt: d("2026-01-20"))],
        suggestions: [
            Suggestion(id: "g1", title: "Follow up", description: "Email Pat", urgency: .high,
                       actionURL: "https://txst.edu", status: .pending),
        ],
        notes: [
            Note(fileName: "2026-02-10-call", title: "Call with Pat's staff", date: d("2026-02-10"), tags: ["call", "a,b"],
                 schoolId: "s1", visibility: .public, body: "It's \"good\" news\\\n\n- one\n",
                 location: SourceLocation(file: "content/athletes/ada-lopez/notes/2026-02-10-call.md", line: 7, column: 1)),
            Note(fileName: "2026-02-10", title: "2026-02-10", body: "",
                 location: SourceLocation(file: "content/athletes/ada-lopez/notes/2026-02-10.md", line: 1, column: 1)),
        ])

    /// A second athlete whose rows share ids with the first: fetching must filter by athlete.
    static let other = AthleteData(
        profile: AthleteProfile(slug: "zed", name: "Zed"),
        schools: [School(id: "s1", name: "Zed School")])
}
