import Yams

extension AthleteProfileLoader {
    /// The keys coaches filter and verify on (docs/content.md, "athlete.yml"): `bats`, `throws`,
    /// `primary_position`, `secondary_position`, `ncaa_id`, `committed_to`, `academics`, `references`,
    /// `parent`; and a warning at each email or phone that makes no link (`WebLink`'s contact
    /// rule), the athlete's own included.
    static func coachFields(_ top: [String: YAMLFile.Entry], _ y: inout YAMLFile, into p: inout AthleteProfile) {
        contactWarnings(top, prefix: "", &y)
        p.bats = y.string(top["bats"])
        p.throwsHand = y.string(top["throws"])
        p.primaryPosition = y.string(top["primary_position"])
        p.secondaryPosition = y.string(top["secondary_position"])
        p.ncaaID = y.string(top["ncaa_id"])
        p.committedTo = y.string(top["committed_to"])
        p.academics = academics(top["academics"], &y)
        if let e = top["references"], !YAMLFile.isNull(e.value) {
            switch e.value {
            case .sequence(let seq): p.references = seq.compactMap { person($0, key: "references", &y) }
            case .mapping: p.references = person(e.value, key: "references", &y).map { [$0] } ?? []
            default:
                y.diagnostics.error("references must be a list of {name, role, team, email, phone}, not \(YAMLFile.kindName(e.value))",
                                    at: y.at(e.value))
            }
        }
        if let e = top["parent"], !YAMLFile.isNull(e.value) { p.parent = person(e.value, key: "parent", &y) }
    }

    static let personKeys = ["name", "role", "team", "email", "phone"]

    /// One `{name, role, team, email, phone}`; `name` is required.
    static func person(_ node: Node, key: String, _ y: inout YAMLFile) -> ContactPerson? {
        guard let f = y.entries(node, known: personKeys, prefix: key + ".", name: key) else { return nil }
        guard let name = y.string(f["name"]), !name.trimmingSpaces.isEmpty else {
            y.diagnostics.error("\(key) needs a name: add a line such as name: Pat Moore", at: y.at(node))
            return nil
        }
        contactWarnings(f, prefix: key + ".", &y)
        return ContactPerson(name: name.trimmingSpaces, role: y.string(f["role"]), team: y.string(f["team"]),
                             email: y.string(f["email"]), phone: y.string(f["phone"]))
    }

    /// A warning at an `email` or `phone` whose text makes no link.
    static func contactWarnings(_ f: [String: YAMLFile.Entry], prefix: String, _ y: inout YAMLFile) {
        for (key, contact) in [("email", WebLink.Contact.email), ("phone", .phone)] {
            guard let e = f[key], case .scalar(let s) = e.value, !s.string.trimmingSpaces.isEmpty,
                  WebLink(contact, s.string) == nil else { continue }
            y.diagnostics.warning("\(prefix)\(key): \(Quote.text(s.string)) " + WebLink.refusal(contact), at: y.at(e.value))
        }
    }

    /// `academics`: a map of label to text, in file order.
    static func academics(_ e: YAMLFile.Entry?, _ y: inout YAMLFile) -> [KeyValue] {
        guard let e, !YAMLFile.isNull(e.value) else { return [] }
        guard case .mapping(let mapping) = e.value else {
            y.diagnostics.error("academics must be a map of \"label: text\" lines (class_rank: 12 of 340), not \(YAMLFile.kindName(e.value))",
                                at: y.at(e.value))
            return []
        }
        var out: [KeyValue] = []
        for (k, v) in mapping {
            guard case .scalar(let key) = k else { continue }
            let entry: YAMLFile.Entry = ("academics." + key.string, k, v)
            if let text = y.string(entry), !text.trimmingSpaces.isEmpty {
                out.append(KeyValue(key.string.trimmingSpaces, text.trimmingSpaces))
            }
        }
        return out
    }
}
