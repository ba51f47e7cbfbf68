import Foundation
import Yams

/// `athlete.yml` → `AthleteProfile`. `name` is required; `graduation_date` wins over
/// `grad_year` (which alone means June 1 of that year); `positions` and `video` accept a single
/// value as a list of one; `social` keys other than twitter, instagram, hudl, youtube are
/// unknown keys; `photo` must be a relative path inside the athlete folder and, when `folder`
/// is given, an existing file.
public enum AthleteProfileLoader {
    static let keys = ["name", "sport", "positions", "graduation_date", "grad_year", "high_school", "club_team",
                       "hometown", "height", "weight", "gpa", "test_scores", "intended_major", "email", "phone",
                       "social", "video", "bio", "photo", "bats", "throws", "primary_position", "secondary_position",
                       "ncaa_id", "academics", "references", "parent", "short_bio", "committed_to"]
    static let socialKeys = ["hudl", "instagram", "twitter", "youtube"]
    /// Names a template leaves for the family to replace (`sitegen new --blank`'s among them).
    static let placeholderNames: Set<String> = ["your name", "athlete name", "first last", "firstname lastname", "name"]
    static let missingName = "name is required: add a line such as name: Maya Lopez at the top of the file"
    /// A name of invisible characters only (zero-width spaces, joiners, U+FEFF).
    public static let invisibleName = "name has only invisible characters (such as zero-width spaces): write the athlete's name"

    /// Parses `text` for the athlete `slug`; `file` is the display path used in messages.
    public static func load(text: String, slug: String, file: String, folder: URL? = nil) -> (AthleteProfile?, Diagnostics) {
        var y = YAMLFile(file: file)
        let root = y.parse(text)
        if y.diagnostics.hasErrors { return (nil, y.diagnostics) }
        guard let root, !YAMLFile.isNull(root) else {
            y.diagnostics.error(missingName, at: SourceLocation(file: file, line: 1, column: 1))
            return (nil, y.diagnostics)
        }
        guard let top = y.entries(root, known: keys, name: "athlete.yml") else { return (nil, y.diagnostics) }
        let nameEntry = top["name"]
        let name = y.string(nameEntry)
        if let nameEntry, YAMLFile.isNull(nameEntry.value) || name?.trimmingSpaces.isEmpty == true {
            y.diagnostics.error("name is required", at: y.at(nameEntry.value))
        } else if let nameEntry, name?.showsNothing == true {
            y.diagnostics.error(AthleteProfileLoader.invisibleName, at: y.at(nameEntry.value))
        } else if nameEntry == nil {
            // Where the line would go: the top of the file (the first key).
            y.diagnostics.error(missingName, at: SourceLocation(file: file, line: 1, column: 1))
        }
        if let nameEntry, let name, placeholderNames.contains(name.trimmingSpaces.lowercased()) {
            y.diagnostics.warning("name \(Quote.text(name)) is the template's placeholder; write the athlete's own name "
                                  + "(the pages would greet \"Welcome back, \(name.trimmingSpaces.split(separator: " ").first ?? "")!\")",
                                  at: y.at(nameEntry.value))
        }
        var p = AthleteProfile(slug: slug, name: name ?? "")
        p.sport = y.string(top["sport"])
        p.positions = y.stringList(top["positions"])
        let graduation = y.date(top["graduation_date"])
        let year = y.integer(top["grad_year"])
        p.graduationDate = graduation ?? year.flatMap { LocalDate(year: $0, month: 6, day: 1) }
        p.highSchool = y.string(top["high_school"])
        p.clubTeam = y.string(top["club_team"])
        p.hometown = y.string(top["hometown"])
        p.height = y.string(top["height"])
        p.weight = y.string(top["weight"])
        p.gpa = y.number(top["gpa"])
        p.testScores = y.stringMap(top["test_scores"])
        p.intendedMajor = y.string(top["intended_major"])
        p.shortBio = y.string(top["short_bio"]).map(\.trimmingSpaces).flatMap { $0.isEmpty ? nil : $0 }
        p.email = y.string(top["email"])
        p.phone = y.string(top["phone"])
        coachFields(top, &y, into: &p)
        if let e = top["social"], !YAMLFile.isNull(e.value),
           let social = y.entries(e.value, known: socialKeys, prefix: "social.", name: "social") {
            p.social = socialKeys.compactMap { k in y.string(social[k]).map { KeyValue(k, $0) } }
            for entry in p.social where SocialAccount(platform: entry.key, value: entry.value).link == nil {
                if let e = social[entry.key] {
                    y.diagnostics.warning("social.\(entry.key): \(Quote.text(entry.value)) " + WebLink.refusal, at: y.at(e.value))
                }
            }
        }
        p.video = videos(top["video"], &y)
        p.bio = y.string(top["bio"])
        if let e = top["photo"], let photo = y.string(e) {
            let parts = photo.split(separator: "/", omittingEmptySubsequences: false)
            if photo.isEmpty || photo.hasPrefix("/") || photo.contains("\\") || parts.contains("..") || photo.contains(":") {
                y.diagnostics.error("photo \(Quote.text(photo)) must be a path inside the athlete folder, e.g. photo.jpg",
                                    at: y.at(e.value))
            } else if let folder, !FileManager.default.fileExists(atPath: folder.appendingPathComponent(photo).path) {
                y.diagnostics.error(missingPhotoMessage(photo, folder: folder), at: y.at(e.value))
            } else {
                p.photo = photo
            }
        }
        y.finish()
        return (y.diagnostics.hasErrors ? nil : p, y.diagnostics)
    }

    static func videos(_ e: YAMLFile.Entry?, _ y: inout YAMLFile) -> [AthleteProfile.Link] {
        guard let e, !YAMLFile.isNull(e.value) else { return [] }
        let items: [Node]
        switch e.value {
        case .sequence(let seq): items = Array(seq)
        case .mapping: items = [e.value]
        default:
            y.diagnostics.error("video must be a list of {title, url}, not \(YAMLFile.kindName(e.value))", at: y.at(e.value))
            return []
        }
        var out: [AthleteProfile.Link] = []
        for item in items {
            guard let f = y.entries(item, known: ["title", "url", "length", "thumbnail"], prefix: "video.", name: "a video") else { continue }
            let title = y.string(f["title"])
            let url = y.string(f["url"])
            guard let url, !url.trimmingSpaces.isEmpty else {
                y.diagnostics.error("video is missing \"url\"", at: y.at(item))
                continue
            }
            let length = y.string(f["length"]).map(\.trimmingSpaces).flatMap { $0.isEmpty ? nil : $0 }
            let thumbnail = y.string(f["thumbnail"]).map(\.trimmingSpaces).flatMap { $0.isEmpty ? nil : $0 }
            let link = AthleteProfile.Link(title: title ?? url, url: url.trimmingSpaces, length: length, thumbnail: thumbnail)
            if link.link == nil, let e = f["url"] {
                y.diagnostics.warning("video.url: \(Quote.text(url)) " + WebLink.refusal, at: y.at(e.value))
            }
            out.append(link)
        }
        return out
    }
}
