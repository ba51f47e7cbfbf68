import SiteData

/// How much data a generated sample athlete has, and who it is.
public struct SampleRecipe: Sendable {
    public var slug: String
    public var name: String
    public var sport: String
    public var positions: [String]
    public var gradYear: Int
    public var highSchool: String
    public var clubTeam: String?
    public var hometown: String
    public var height: String
    public var weight: String?
    public var gpa: Double?
    /// Years of history before today.
    public var years: Int
    public var schools: Int
    public var coaches: Int
    public var interactions: Int
    public var offers: Int
    public var events: Int
    public var metrics: Int
    public var posts: Int
    public var tasks: Int
    public var suggestions: Int
    public var notes: Int
    /// A drawn photo (`photo.png`) and highlight-video thumbnail (`highlights.png`,
    /// `SamplePicture`), so the sample's coach page, résumé and packet show them.
    public var pictures = false

    /// The three athletes of the bundled sample: rich, in between, nearly empty.
    public static let bundled: [SampleRecipe] = [
        SampleRecipe(
            slug: "ethan-carter", name: "Ethan Carter", sport: "Baseball", positions: ["RHP", "SS"],
            gradYear: 2027, highSchool: "Westlake High School", clubTeam: "Texas Prospects 17U",
            hometown: "Austin, TX", height: "6'2\"", weight: "185 lb", gpa: 3.78, years: 3,
            schools: 24, coaches: 48, interactions: 420, offers: 5, events: 18, metrics: 140,
            posts: 360, tasks: 8, suggestions: 3, notes: 7, pictures: true),
        SampleRecipe(
            slug: "sofia-nowak", name: "Sofia Nowak", sport: "Softball", positions: ["C", "1B"],
            gradYear: 2028, highSchool: "Naperville North High School", clubTeam: "Illinois Chill 16U",
            hometown: "Naperville, IL", height: "5'8\"", weight: nil, gpa: 3.92, years: 1,
            schools: 9, coaches: 14, interactions: 45, offers: 1, events: 6, metrics: 24,
            posts: 40, tasks: 4, suggestions: 1, notes: 3),
        SampleRecipe(
            slug: "liam-brooks", name: "Liam Brooks", sport: "Baseball", positions: ["OF"],
            gradYear: 2029, highSchool: "Lincoln High School", clubTeam: nil,
            hometown: "Portland, OR", height: "5'11\"", weight: nil, gpa: nil, years: 0,
            schools: 0, coaches: 0, interactions: 0, offers: 0, events: 0, metrics: 0,
            posts: 0, tasks: 0, suggestions: 0, notes: 0),
    ]

    /// A made-up athlete as a family logs one (`sitegen new --athletes N`): a name no other index
    /// below 27,300 has (first name × last name, then a middle initial), its slug from the name,
    /// and from nearly nothing to a few years of recruiting, varying with the index.
    public static func realistic(index: Int) -> SampleRecipe {
        let firsts = SampleNames.firstNames, lasts = SampleNames.lastNames
        let i = index - 1, pairs = firsts.count * lasts.count
        let first = firsts[i % firsts.count], last = lasts[(i / firsts.count) % lasts.count]
        let middle = i < pairs ? "" : " " + String(UnicodeScalar(UInt8(64 + (i / pairs - 1) % 26 + 1))) + "."
        let name = "\(first)\(middle) \(last)"
        // Three sizes in turn, as in a club: busy, in between, just started.
        let size = [(3, 20, 300, 4, 14, 100, 250, 8, 3, 6), (1, 8, 60, 1, 6, 30, 50, 4, 1, 3),
                    (1, 2, 6, 0, 2, 6, 0, 1, 0, 1)][i % 3]
        let vary = i % 5
        return SampleRecipe(
            slug: Slug.make(from: name, fallback: "athlete-\(index)"), name: name, sport: index % 3 == 0 ? "Softball" : "Baseball",
            positions: [["RHP", "LHP", "C", "SS", "CF", "2B", "3B", "1B"][index % 8]],
            gradYear: 2027 + index % 3, highSchool: "\(SampleNames.towns[index % SampleNames.towns.count]) High School",
            clubTeam: index % 4 == 0 ? nil : "Prospects \(16 + index % 3)U", hometown: SampleNames.towns[(index + 5) % SampleNames.towns.count],
            height: "5'\(8 + index % 4)\"", weight: index % 2 == 0 ? "\(160 + index % 30) lb" : nil,
            gpa: index % 6 == 0 ? nil : 3.0 + Double(index % 10) / 10,
            years: size.0, schools: size.1 + vary, coaches: 2 * (size.1 + vary), interactions: size.2 + 10 * vary,
            offers: size.3, events: size.4, metrics: size.5, posts: size.6, tasks: size.7, suggestions: size.8, notes: size.9)
    }

    /// A synthetic athlete of the size used by the benchmark (40 schools, 120 coaches, 1,500
    /// interactions, 300 metrics, 2,000 posts, 30 notes): `sitegen new --athletes N --heavy`.
    /// Slugs `athlete-001` …; names repeat past 1,050 athletes.
    public static func synthetic(index: Int) -> SampleRecipe {
        let first = SampleNames.firstNames[index % SampleNames.firstNames.count]
        let last = SampleNames.lastNames[(index * 7 + 3) % SampleNames.lastNames.count]
        return SampleRecipe(
            slug: "athlete-" + String(repeating: "0", count: max(0, 3 - String(index).count)) + String(index),
            name: "\(first) \(last)", sport: index % 3 == 0 ? "Softball" : "Baseball",
            positions: [["RHP", "LHP", "C", "SS", "CF", "2B", "3B", "1B"][index % 8]],
            gradYear: 2027 + index % 3, highSchool: "\(SampleNames.towns[index % SampleNames.towns.count]) High School",
            clubTeam: "Prospects \(16 + index % 3)U", hometown: SampleNames.towns[(index + 5) % SampleNames.towns.count],
            height: "6'\(index % 4)\"", weight: "\(170 + index % 30) lb", gpa: 3.0 + Double(index % 10) / 10,
            years: 3, schools: 40, coaches: 120, interactions: 1500, offers: 6, events: 24, metrics: 300,
            posts: 2000, tasks: 10, suggestions: 4, notes: 30)
    }
}
