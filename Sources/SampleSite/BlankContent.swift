import Foundation
import SiteData
import SiteOutput

/// `sitegen new DIR --blank`: a content folder to fill in by hand. `site.yml`, one athlete
/// folder with `athlete.yml` (every key shown, all but `name` commented out), every table as a
/// CSV file with its header row and no rows, an empty `notes/` folder, and `COLUMNS.md`: what
/// each column takes, made from the tables' schema (`ColumnGuide`), so it cannot drift from
/// what the loader accepts. sitegen reads nothing at the content folder's top but `site.yml`,
/// `athletes/` and `pages/`, so the guide can sit there.
public struct BlankContent: Sendable {
    /// The athlete folder it writes; the printed next step says to rename it.
    public static let athleteSlug = "my-athlete"
    public var title: String

    public init(title: String = "Recruiting") { self.title = title }

    /// Every file, path → text, sorted by path. `notes/` is made by `write(to:)`.
    public func files() -> [(path: String, text: String)] {
        let athlete = "athletes/\(Self.athleteSlug)/"
        var files: [(String, String)] = [
            ("site.yml", siteYAML()),
            ("COLUMNS.md", ColumnGuide.markdown()),
            (athlete + "athlete.yml", Self.athleteYAML),
        ]
        for table in TableSchema.all {
            files.append((athlete + table.name + ".csv", table.columns.map(\.name).joined(separator: ",") + "\n"))
        }
        return files.sorted { codePointLess($0.0, $1.0) }
    }

    func siteYAML() -> String {
        """
        # Site settings. Every key is optional; remove the # in front of a line to use it.
        # What each key means: COLUMNS.md, "site.yml".
        title: \(YAMLText.quote(title))
        locale: en
        timezone: America/Chicago
        public: false
        # today: 2026-11-25            # pin "today" so every build of this folder gives the same site
        # base_url: https://example.org/recruiting/
        # reports:
        #   custom:
        #     - name: summer-showcases
        #       from: 2026-06-01
        #       to: 2026-08-31
        # packet:
        #   include: [offers]

        """
    }

    static let athleteYAML = #"""
        # The athlete's profile. Only name is required; remove the # in front of a line to use it.
        # Rename this folder (athletes/my-athlete) to the athlete's name: lowercase letters, digits
        # and dashes, like ana-diaz. It becomes part of the site's addresses.
        name: "Your Name"
        # sport: Baseball
        # positions: [RHP, OF]
        # grad_year: 2028                # or graduation_date: 2028-06-01
        # high_school: "Lincoln High School"
        # club_team: "Portland Pirates 17U"
        # hometown: "Portland, OR"
        # height: "6'1\""
        # weight: "185 lb"
        # gpa: 3.8
        # test_scores: {SAT: "1350", ACT: "29"}
        # intended_major: "Engineering"
        # email: you@example.com
        # phone: "+1 503 555 0100"
        # social: {twitter: yourname, instagram: yourname, hudl: "https://www.hudl.com/profile/123"}
        # bats: R                        # what coaches filter on: R, L or S
        # throws: R
        # primary_position: RHP
        # secondary_position: OF
        # ncaa_id: "2209876543"          # NCAA Eligibility Center ID
        # committed_to: "Rice University"  # once committed: the coach page says "Committed to …"
        # academics: {Class rank: "12 of 340", AP courses: "Calculus BC, Physics 1"}
        # video:                         # the first one leads the coach page
        #   - {title: "Pitching, spring 2026", url: "https://www.youtube.com/watch?v=abc", length: "2:45", thumbnail: video.jpg}
        # references:                    # coaches who will vouch for you
        #   - {name: "Coach Dan Ruiz", role: "Head coach", team: "Lincoln High School", email: dan@example.com, phone: "+1 503 555 0101"}
        # parent: {name: "Ana Lopez", role: Mother, email: ana@example.com, phone: "+1 503 555 0102"}
        # photo: photo.jpg               # a JPEG, PNG, GIF or WebP file in this folder
        # short_bio: "Two-way player; 3.8 GPA; wants to study engineering."   # a line or two for the résumé
        # bio: |
        #   A few sentences about you. Markdown works here.

        """#

    /// Writes the folder (as `SampleGenerator.write` does: refuses a file, and a folder that
    /// exists and is not empty).
    public func write(to folder: URL) throws(OutputError) {
        try SampleGenerator.prepare(folder)
        try SampleGenerator.writeFiles(files().map { ($0.0, Array($0.1.utf8)) }, into: folder)
        let notes = folder.appendingPathComponent("athletes/\(Self.athleteSlug)/notes")
        if mkdir(notes.path, 0o777) != 0 {
            throw OutputError("cannot write \(notes.path): \(FileProblem.reason(errno)); choose another folder")
        }
    }
}
