import Testing
@testable import SiteData

@Suite struct AthleteProfileLoaderTests {
    func load(_ text: String) -> (AthleteProfile?, [String]) {
        let (p, d) = AthleteProfileLoader.load(text: text, slug: "maya-lopez", file: "athlete.yml")
        return (p, d.items.map(\.description))
    }

    /// The blank template's name left as it is (issue 43 §6).
    @Test func aPlaceholderNameIsAWarning() {
        let (p, d) = load("name: Your Name\n")
        #expect(p?.name == "Your Name")
        #expect(d == [#"athlete.yml:1:7: warning: name "Your Name" is the template's placeholder; write the athlete's own name (the pages would greet "Welcome back, Your!")"#])
        #expect(load("name: Maya Lopez\n").1 == [])
    }

    @Test func allKeys() {
        let (p, d) = load("""
        name: Maya Lopez
        sport: Baseball
        positions: [Pitcher, Outfield]
        grad_year: 2027
        high_school: Lincoln High
        club_team: Bay Area Hawks
        hometown: Oakland, CA
        height: 6'1"
        gpa: 3.85
        test_scores:
          SAT: 1380
          ACT: 31
        intended_major: Biology
        email: maya@example.com
        phone: "555-0100"
        social:
          twitter: "@maya"
          hudl: https://hudl.com/maya
        video:
          - title: Junior highlights
            url: https://youtube.com/watch?v=1
        bio: |
          Two-way player.
        photo: photo.jpg
        """)
        #expect(d == [])
        #expect(p == AthleteProfile(
            slug: "maya-lopez", name: "Maya Lopez", sport: "Baseball", positions: ["Pitcher", "Outfield"],
            graduationDate: LocalDate(iso: "2027-06-01"), highSchool: "Lincoln High", clubTeam: "Bay Area Hawks",
            hometown: "Oakland, CA", height: "6'1\"", gpa: 3.85, testScores: [KeyValue("ACT", "31"), KeyValue("SAT", "1380")],
            intendedMajor: "Biology", email: "maya@example.com", phone: "555-0100",
            social: [KeyValue("hudl", "https://hudl.com/maya"), KeyValue("twitter", "@maya")],
            video: [.init(title: "Junior highlights", url: "https://youtube.com/watch?v=1")],
            bio: "Two-way player.\n", photo: "photo.jpg"))
    }

    @Test func graduationDateWinsOverGradYear() {
        let (p, _) = load("name: M\ngraduation_date: 2027-05-20\ngrad_year: 2027\n")
        #expect(p?.graduationDate?.iso == "2027-05-20")
    }

    @Test(arguments: [
        ("sport: Baseball\n", "athlete.yml:1:1: error: name is required: add a line such as name: Maya Lopez at the top of the file"),
        ("", "athlete.yml:1:1: error: name is required: add a line such as name: Maya Lopez at the top of the file"),
        ("# just a comment\n", "athlete.yml:1:1: error: name is required: add a line such as name: Maya Lopez at the top of the file"),
        ("name:\n", "athlete.yml:1:6: error: name is required"),
        // Hostile round 4, item 8: zero-width characters only were accepted as a name.
        ("name: \"\u{200B}\u{200C}\u{200D}\u{FEFF}\"\n",
         "athlete.yml:1:7: error: name has only invisible characters (such as zero-width spaces): write the athlete's name"),
        ("name: \"\u{2060}\u{00AD} \u{202E}\"\n",
         "athlete.yml:1:7: error: name has only invisible characters (such as zero-width spaces): write the athlete's name"),
        ("name: M\ngpa: high\n", "athlete.yml:2:6: error: gpa \"high\" is not a number"),
        ("name: M\ngrad_year: soon\n", "athlete.yml:2:12: error: grad_year \"soon\" is not a whole number"),
        ("name: M\ngraduation_date: June\n", "athlete.yml:2:18: error: graduation_date \"June\" is not a date (YYYY-MM-DD)"),
        ("name: M\npositions: {a: b}\n", "athlete.yml:2:12: error: positions must be a list of text, not a map"),
        ("name: M\nphoto: ../x.jpg\n", "athlete.yml:2:8: error: photo \"../x.jpg\" must be a path inside the athlete folder, e.g. photo.jpg"),
        ("name: M\nvideo:\n  - title: x\n", "athlete.yml:3:5: error: video is missing \"url\""),
    ])
    func errors(text: String, message: String) {
        let (p, d) = load(text)
        #expect(p == nil)
        #expect(d == [message])
    }

    /// A video's `length` and `thumbnail` (the coach page's highlight video), trimmed; blank is none.
    @Test func videoLengthAndThumbnail() {
        let (p, d) = load("name: M\nvideo:\n  - title: A\n    url: https://example.com/a\n    length: \" 3:42 \"\n    thumbnail: a.jpg\n"
                          + "  - title: B\n    url: https://example.com/b\n    length: \"\"\n")
        #expect(d == [])
        #expect(p?.video.map(\.length) == ["3:42", nil])
        #expect(p?.video.map(\.thumbnail) == ["a.jpg", nil])
    }

    @Test func shortBioIsTrimmedAndBlankIsNone() {
        #expect(load("name: M\nshort_bio: \"  Catcher, 3.9 GPA.  \"\n").0?.shortBio == "Catcher, 3.9 GPA.")
        #expect(load("name: M\nshort_bio: \"\"\n").0?.shortBio == nil)
        #expect(load("name: M\ncommitted_to: Rice University\n").0?.committedTo == "Rice University")
    }

    /// A misspelt key names the key it was probably meant to be (`nme:` → name).
    @Test func misspeltKeysSuggestTheKnownOne() {
        let (p, d) = load("name: M\nnme: Mo\nsocial:\n  twiter: x\n")
        #expect(p?.name == "M")
        #expect(d == ["athlete.yml:2:1: warning: unknown keys ignored: nme (did you mean name?), social.twiter (did you mean social.twitter?)"])
    }

    @Test func unknownKeysWarnOnce() {
        let (p, d) = load("name: M\nnickname: Mo\nsocial:\n  tiktok: x\n")
        #expect(p?.name == "M")
        #expect(d == ["athlete.yml:2:1: warning: unknown keys ignored: nickname, social.tiktok; athlete.yml keys are: name, "
                      + "sport, positions, graduation_date, grad_year, high_school, club_team, hometown, height, weight, "
                      + "gpa, test_scores, intended_major, email, phone, social, video, bio, photo, bats, throws, primary_position, "
                      + "secondary_position, ncaa_id, academics, references, parent, short_bio, committed_to; social keys are: hudl, "
                      + "instagram, twitter, youtube"])
    }
}
