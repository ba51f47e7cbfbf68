#if Postgres
import Foundation
import PostgresNIO
import SiteData

extension PostgresSource {
    /// The `athletes` row (columns in `PostgresSchema.athleteColumns` order) as a profile, with
    /// the same meaning as `athlete.yml`: `graduation_date`, else June 1 of `grad_year`;
    /// `test_scores` and `social` are JSON objects (sorted by key), `video` a JSON array of
    /// `{title, url}` (with `length` and `thumbnail` when given). Problems are reported at `postgres table athletes, row id X, column Y`.
    static func profile(from row: PostgresRow, diagnostics: inout Diagnostics) -> AthleteProfile? {
        let cells = Array(row)
        var byName: [String: PostgresCell] = [:]
        for (index, column) in PostgresSchema.athleteColumns.enumerated() { byName[column.name] = cells[index] }
        let idCell = byName["id"]!
        let id = idCell.bytes.flatMap { try? PostgresText.text($0, type: idCell.dataType) } ?? "NULL"
        var reader = ProfileReader(rowName: "postgres table athletes, row id \(id)", cells: byName)

        let slug = reader.text("slug")
        let name = reader.text("name")
        if name == nil && reader.isNull("name") { reader.error("name", "a name is required") }
        else if let name, name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { reader.error("name", "a name is required") }
        else if let name, AthleteProfileLoader.showsNothing(name) { reader.error("name", AthleteProfileLoader.invisibleName) }
        var graduation = reader.date("graduation_date")
        if graduation == nil, let year = reader.integer("grad_year") {
            graduation = LocalDate(year: year, month: 6, day: 1)
        }
        var profile = AthleteProfile(
            slug: slug ?? "", name: name ?? "", sport: reader.text("sport"),
            positions: reader.textArray("positions"), graduationDate: graduation,
            highSchool: reader.text("high_school"), clubTeam: reader.text("club_team"),
            hometown: reader.text("hometown"), height: reader.text("height"), weight: reader.text("weight"),
            gpa: reader.number("gpa"), testScores: reader.object("test_scores"),
            intendedMajor: reader.text("intended_major"), email: reader.text("email"),
            phone: reader.text("phone"), social: reader.object("social"), video: reader.links("video"),
            bio: reader.text("bio"), photo: reader.text("photo"))
        reader.coachFields(into: &profile)
        // The same rule and words as athlete.yml (AthleteProfileLoader): kept, not linked.
        for video in profile.video where video.link == nil {
            reader.warning("video", "video.url: \(Quote.text(video.url)) " + WebLink.refusal)
        }
        for entry in profile.social where SocialAccount(platform: entry.key, value: entry.value).link == nil {
            reader.warning("social", "social.\(entry.key): \(Quote.text(entry.value)) " + WebLink.refusal)
        }
        diagnostics.append(contentsOf: reader.diagnostics)
        return reader.diagnostics.hasErrors ? nil : profile
    }
}

/// Reads typed values out of the `athletes` row, collecting problems.
struct ProfileReader {
    let rowName: String
    let cells: [String: PostgresCell]
    var diagnostics = Diagnostics()

    mutating func error(_ column: String, _ message: String) {
        diagnostics.error(message, at: SourceLocation(file: "\(rowName), column \(column)"))
    }

    mutating func warning(_ column: String, _ message: String) {
        diagnostics.warning(message, at: SourceLocation(file: "\(rowName), column \(column)"))
    }

    func isNull(_ column: String) -> Bool { cells[column]?.bytes == nil }

    /// The non-null bytes of `column` when its type is one of `accepted`, else an error.
    private mutating func bytes(_ column: String, expected: String, _ accepts: (PostgresDataType) -> Bool) -> (ByteBuffer, PostgresDataType)? {
        guard let cell = cells[column], let bytes = cell.bytes else { return nil }
        guard accepts(cell.dataType) else {
            error(column, "expected \(expected), found \(PostgresText.name(of: cell.dataType))")
            return nil
        }
        return (bytes, cell.dataType)
    }

    mutating func text(_ column: String) -> String? {
        guard let (b, type) = bytes(column, expected: "text", { PostgresText.isTextLike($0) || $0 == .uuid || PostgresText.integerTypes.contains($0) && column == "id" })
        else { return nil }
        return decode(column, b, type)
    }

    private mutating func decode(_ column: String, _ b: ByteBuffer, _ type: PostgresDataType) -> String? {
        do { return try PostgresText.text(b, type: type) } catch {
            self.error(column, "cannot read this \(PostgresText.name(of: type)) value")
            return nil
        }
    }

    mutating func date(_ column: String) -> LocalDate? {
        guard let (b, type) = bytes(column, expected: "a date", { $0 == .date }), let text = decode(column, b, type) else { return nil }
        guard let date = LocalDate(iso: text) else { error(column, "\"\(text)\" is not a date"); return nil }
        return date
    }

    mutating func integer(_ column: String) -> Int? {
        guard let (b, type) = bytes(column, expected: "an integer", { PostgresText.integerTypes.contains($0) }),
              let text = decode(column, b, type) else { return nil }
        return Int(text)
    }

    mutating func number(_ column: String) -> Double? {
        guard let (b, type) = bytes(column, expected: PostgresText.Family.number.expected,
                                   { PostgresText.Family.number.accepts($0, idLike: false) }),
              let text = decode(column, b, type) else { return nil }
        guard let value = Double(text), value.isFinite else { error(column, "\"\(text)\" is not a number"); return nil }
        return value
    }

    mutating func textArray(_ column: String) -> [String] {
        guard let (b, _) = bytes(column, expected: "a text array (text[])", { $0 == .textArray || $0 == .varcharArray })
        else { return [] }
        do { return try PostgresText.textArray(b).compactMap { $0 } } catch {
            self.error(column, "cannot read this text[] value")
            return []
        }
    }

    fileprivate mutating func json(_ column: String) -> Data? {
        guard let (b, type) = bytes(column, expected: "json or jsonb", { $0 == .json || $0 == .jsonb }),
              let text = decode(column, b, type) else { return nil }
        return Data(text.utf8)
    }

    /// A JSON object of scalars → key/value pairs sorted by key (code points); null values are left out.
    mutating func object(_ column: String) -> [KeyValue] {
        guard let data = json(column) else { return [] }
        guard let object = try? JSONDecoder().decode([String: JSONScalar].self, from: data) else {
            error(column, "expected a JSON object of strings or numbers")
            return []
        }
        return object.compactMap { key, value in value.text.map { KeyValue(key, $0) } }
            .sorted { codePointLess($0.key, $1.key) }
    }

    /// A JSON array of `{"title": …, "url": …}`, in order.
    mutating func links(_ column: String) -> [AthleteProfile.Link] {
        guard let data = json(column) else { return [] }
        guard let links = try? JSONDecoder().decode([JSONLink].self, from: data) else {
            error(column, "expected a JSON array of {\"title\": …, \"url\": …} objects")
            return []
        }
        return links.map { AthleteProfile.Link(title: $0.title, url: $0.url, length: $0.length, thumbnail: $0.thumbnail) }
    }
}

extension ProfileReader {
    /// The keys coaches filter and verify on, as `athlete.yml` has them: `bats`, `throws`,
    /// `primary_position`, `secondary_position`, `ncaa_id` (text); `academics`, a JSON array of
    /// `{"label": …, "text": …}` in order; `reference_contacts` (athlete.yml's `references`; REFERENCES is an SQL keyword), a JSON array of `{name, role, team,
    /// email, phone}`; `parent`, one such object. A warning at each email or phone that makes no
    /// link, in `athlete.yml`'s words.
    mutating func coachFields(into p: inout AthleteProfile) {
        warnUnlinked("email", field: "email", p.email, p.emailLink, .email)
        warnUnlinked("phone", field: "phone", p.phone, p.phoneLink, .phone)
        p.bats = text("bats")
        p.throwsHand = text("throws")
        p.primaryPosition = text("primary_position")
        p.secondaryPosition = text("secondary_position")
        p.ncaaID = text("ncaa_id")
        p.shortBio = text("short_bio").map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
        if let data = json("academics") {
            if let lines = try? JSONDecoder().decode([JSONAcademicLine].self, from: data) {
                p.academics = lines.compactMap { line in
                    let text = line.text.trimmingCharacters(in: .whitespaces)
                    return text.isEmpty ? nil : KeyValue(line.label.trimmingCharacters(in: .whitespaces), text)
                }
            } else {
                error("academics", "expected a JSON array of {\"label\": …, \"text\": …} objects")
            }
        }
        if let data = json("reference_contacts") {
            if let people = try? JSONDecoder().decode([JSONPerson].self, from: data) {
                p.references = people.compactMap { person($0, column: "reference_contacts") }
            } else {
                error("reference_contacts", "expected a JSON array of {\"name\": …, \"role\": …, \"team\": …, \"email\": …, \"phone\": …} objects")
            }
        }
        if let data = json("parent") {
            if let one = try? JSONDecoder().decode(JSONPerson.self, from: data) {
                p.parent = person(one, column: "parent")
            } else {
                error("parent", "expected a JSON object {\"name\": …, \"role\": …, \"email\": …, \"phone\": …}")
            }
        }
    }

    private mutating func person(_ j: JSONPerson, column: String) -> ContactPerson? {
        guard let name = j.name?.trimmingCharacters(in: .whitespaces), !name.isEmpty else {
            error(column, "\(column) needs a name")
            return nil
        }
        let person = ContactPerson(name: name, role: j.role, team: j.team, email: j.email, phone: j.phone)
        warnUnlinked(column, field: column + ".email", j.email, person.emailLink, .email)
        warnUnlinked(column, field: column + ".phone", j.phone, person.phoneLink, .phone)
        return person
    }

    /// A warning at `column` when `text` is written but makes no link, in athlete.yml's words.
    private mutating func warnUnlinked(_ column: String, field: String, _ text: String?, _ link: WebLink?,
                                       _ contact: WebLink.Contact) {
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty, link == nil else { return }
        warning(column, "\(field): \(Quote.text(text)) " + WebLink.refusal(contact))
    }
}

struct JSONAcademicLine: Decodable {
    var label: String
    var text: String
}

struct JSONPerson: Decodable {
    var name: String?
    var role: String?
    var team: String?
    var email: String?
    var phone: String?
}

/// A JSON string, number, boolean or null, as text.
struct JSONScalar: Decodable {
    var text: String?

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { text = nil }
        else if let s = try? container.decode(String.self) { text = s }
        else if let b = try? container.decode(Bool.self) { text = b ? "true" : "false" }
        else { text = PlainDecimal.text(try container.decode(Double.self).description) }
    }
}

struct JSONLink: Decodable {
    var title: String
    var url: String
    /// A video's `length` and `thumbnail` (athlete.yml's keys), when the array has them.
    var length: String?
    var thumbnail: String?
}
#endif
