import CoachDocuments
import SiteData

/// Warnings for the text the recruiting résumé prints that no PDF font draws (`PDFFonts`): in
/// the PDF it would be a box. Chinese, Japanese and Korean are drawn (WenQuanYi Micro Hei);
/// what is left is mostly emoji. One warning per field, at athlete.yml (or the events table),
/// naming the field and the characters.
enum ResumeFontWarnings {
    static func warnings(_ edition: AthleteData, slug: String, displayRoot: String) -> Diagnostics {
        let p = edition.profile
        var fields: [(String, String?)] = [
            ("name", p.name), ("sport", p.sport), ("positions", p.positions.joined(separator: " ")),
            ("high_school", p.highSchool), ("club_team", p.clubTeam), ("hometown", p.hometown), ("height", p.height),
            ("weight", p.weight), ("intended_major", p.intendedMajor), ("short_bio", p.shortBio),
        ]
        fields += p.testScores.map { ("test_scores", $0.key + " " + $0.value) }
        fields += p.video.map { ("video", $0.title) }
        var out = Diagnostics()
        let profile = SourceLocation(file: "\(displayRoot)/athletes/\(slug)/athlete.yml")
        var warned: Set<String> = []
        for (field, value) in fields {
            guard let value else { continue }
            let missing = PDFFonts.missing(in: value)
            guard !missing.isEmpty, warned.insert(field).inserted else { continue }
            out.warning(message(field: field, missing), at: profile)
        }
        for event in edition.events {
            for (field, value) in [("name", event.name), ("location", event.location ?? "")] {
                let missing = PDFFonts.missing(in: value)
                guard !missing.isEmpty else { continue }
                out.warning(message(field: "event \(Quote.text(event.id)) \(field)", missing),
                            at: SourceLocation(file: "\(displayRoot)/athletes/\(slug)/events.csv"))
            }
        }
        return out
    }

    static func message(field: String, _ missing: String) -> String {
        "\(field): the résumé PDF has no font for \(Quote.text(missing)) (most emoji), which prints as a box; "
            + "remove it from the field or write it in words"
    }
}
