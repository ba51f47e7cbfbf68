import Foundation
import SiteData

/// Generates one athlete's folder from a recipe.
struct AthleteGenerator {
    let recipe: SampleRecipe
    let today: LocalDate
    var rng: SplitMix64
    var schoolRows: [(id: String, name: String, domain: String, status: String, place: String)] = []
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

    /// The athlete's pictures (`SampleRecipe.pictures`): path in its folder and PNG bytes.
    func pictures() -> [(String, [UInt8])] {
        guard recipe.pictures else { return [] }
        return [("highlights.png", SamplePicture.field().png), ("photo.png", SamplePicture.portrait(colour: (29, 78, 216)).png)]
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
        if r.pictures { s += "photo: photo.png\n" }
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
          - title: "\(highlightKind) highlights — summer \(today.year - (today.month < 8 ? 1 : 0))"
            url: "https://www.youtube.com/watch?v=\(handle.prefix(11))"\(r.pictures ? "\n    length: \"2:48\"\n    thumbnail: highlights.png" : "")
          - title: "Fall batting practice"
            url: "https://www.hudl.com/video/\(handle)/fall-bp"
        bio: |
          \(r.name.split(separator: " ").first!) is a \(r.positions.joined(separator: "/")) from \(r.hometown) who plays for \(r.highSchool)\(r.clubTeam.map { " and **\($0)**" } ?? "").

          - Two-way player, \(r.height)
          - Honor roll, intends to study engineering
          - Coachable, competitive, and a great teammate

        """
        return s + coachKeys()
    }

    /// What the first position plays in the highlight video's title.
    var highlightKind: String {
        switch recipe.positions.first ?? "" {
        case "RHP", "LHP", "P": "Pitching"
        case "C": "Catching"
        default: "Game"
        }
    }

    /// The keys coaches filter and verify on (docs/content.md): bats/throws, positions, NCAA
    /// ID, academics, references, a parent. Made from the recipe alone (no draws), so the other
    /// sample values stay as they were.
    func coachKeys() -> String {
        let r = recipe
        let n = r.slug.utf8.reduce(0) { ($0 * 31 + Int($1)) % 1_000_003 }
        func person(_ k: Int) -> (first: String, last: String) {
            (SampleNames.firstNames[(n + k * 7) % SampleNames.firstNames.count],
             SampleNames.lastNames[(n + k * 13) % SampleNames.lastNames.count])
        }
        let last = r.name.split(separator: " ").last.map(String.init) ?? r.name
        let (hsFirst, hsLast) = person(1), (clubFirst, clubLast) = person(2), (parentFirst, _) = person(3)
        var s = "bats: \(n % 4 == 0 ? "L" : "R")\nthrows: R\n"
        s += "primary_position: \(YAMLText.quote(r.positions[0]))\n"
        if r.positions.count > 1 { s += "secondary_position: \(YAMLText.quote(r.positions[1]))\n" }
        s += "ncaa_id: \"\(2_000_000_000 + n * 997 % 99_999_999)\"\n"
        s += """
        academics:
          Class rank: "\(12 + n % 30) of \(300 + n % 200)"
          Honors: "AP Calculus BC, AP Physics 1, National Honor Society"
        references:
          - name: "\(hsFirst) \(hsLast)"
            role: "Head Coach"
            team: \(YAMLText.quote(r.highSchool))
            email: "\(hsFirst.lowercased().prefix(1))\(hsLast.lowercased().filter(\.isLetter))@example.org"
            phone: "+1 555-01\(pad(n % 100))"

        """
        if let club = r.clubTeam {
            s += """
              - name: "\(clubFirst) \(clubLast)"
                role: "Club Coach"
                team: \(YAMLText.quote(club))
                email: "\(clubFirst.lowercased().prefix(1))\(clubLast.lowercased().filter(\.isLetter))@example.org"

            """
        }
        s += """
        parent:
          name: "\(parentFirst) \(last)"
          role: "Parent"
          email: "\(parentFirst.lowercased())\(last.lowercased().filter(\.isLetter))@example.com"
          phone: "+1 555-01\(pad((n / 100) % 100))"

        """
        return s
    }
}
