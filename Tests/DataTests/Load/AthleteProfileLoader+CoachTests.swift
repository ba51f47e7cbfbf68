import Testing
@testable import SiteData

/// The keys coaches filter and verify on, and the contact rule's warnings (docs/content.md).
@Suite struct AthleteProfileLoaderCoachTests {
    func load(_ text: String) -> (AthleteProfile?, [String]) {
        let (p, d) = AthleteProfileLoader.load(text: text, slug: "kim-lee", file: "athlete.yml")
        return (p, d.items.map(\.description))
    }

    @Test func coachKeys() throws {
        let (p, d) = load("""
        name: Kim Lee
        positions: [C, 1B]
        bats: R
        throws: L
        primary_position: C
        secondary_position: 1B
        ncaa_id: "2207184930"
        academics:
          Class rank: "12 of 340"
          AP courses: Calculus BC, Physics 1
        references:
          - name: Mark Delgado
            role: Head Coach
            team: Westlake High School
            email: mdelgado@example.org
            phone: "+1 512-555-0140"
          - name: Ann Roe
        parent:
          name: Dana Lee
          role: Mother
          phone: (512) 555-0177
        """)
        #expect(d == [])
        let profile = try #require(p)
        #expect(profile.bats == "R" && profile.throwsHand == "L")
        #expect(profile.primaryPosition == "C" && profile.secondaryPosition == "1B")
        #expect(profile.ncaaID == "2207184930")
        #expect(profile.academics == [KeyValue("Class rank", "12 of 340"), KeyValue("AP courses", "Calculus BC, Physics 1")])
        #expect(profile.references == [
            ContactPerson(name: "Mark Delgado", role: "Head Coach", team: "Westlake High School",
                          email: "mdelgado@example.org", phone: "+1 512-555-0140"),
            ContactPerson(name: "Ann Roe"),
        ])
        #expect(profile.references[0].phoneLink?.url == "tel:+15125550140")
        #expect(profile.parent?.phoneLink?.url == "tel:5125550177")
        #expect(profile.parent?.emailLink == nil)
    }

    /// `n/a` is kept as written, makes no link, and warns at its line, in every contact field.
    @Test func contactsThatMakeNoLinkWarnAtTheirLine() throws {
        let (p, d) = load("""
        name: Kim Lee
        email: kim at example
        phone: n/a
        references:
          - name: Mark Delgado
            phone: ask me
        parent:
          name: Dana Lee
          email: none
        """)
        let profile = try #require(p)
        #expect(profile.phone == "n/a" && profile.phoneLink == nil && profile.emailLink == nil)
        #expect(d == [
            #"athlete.yml:2:8: warning: email: "kim at example" is not an e-mail address (name@example.org); the text is kept but not linked"#,
            #"athlete.yml:3:8: warning: phone: "n/a" is not a phone number (digits, with spaces, dashes, dots, brackets or a leading +); the text is kept but not linked"#,
            #"athlete.yml:6:12: warning: references.phone: "ask me" is not a phone number (digits, with spaces, dashes, dots, brackets or a leading +); the text is kept but not linked"#,
            #"athlete.yml:9:10: warning: parent.email: "none" is not an e-mail address (name@example.org); the text is kept but not linked"#,
        ])
    }

    @Test func aReferenceNeedsAName() {
        let (p, d) = load("name: Kim Lee\nreferences:\n  - role: Coach\n")
        #expect(p == nil)
        #expect(d == ["athlete.yml:3:5: error: references needs a name: add a line such as name: Pat Moore"])
    }

    /// A coach's email and phone in coaches.csv follow the same rule, with the warning at the cell.
    @Test func coachCellsWarn() throws {
        let f = try ContentFolderFixture("contact-cells")
        defer { f.remove() }
        try f.write("id,name\ns1,Rice\n", to: "schools.csv")
        try f.write("id,school_id,name,email,phone\nc1,s1,Pat,pat@rice.edu,n/a\nc2,s1,Lou,lou(at)rice,615-555-0100\n", to: "coaches.csv")
        #expect(f.problems() == [
            #"content/athletes/kim-lee/coaches.csv:2:24: warning: phone: "n/a" is not a phone number (digits, with spaces, dashes, dots, brackets or a leading +); the text is kept but not linked"#,
            #"content/athletes/kim-lee/coaches.csv:3:11: warning: email: "lou(at)rice" is not an e-mail address (name@example.org); the text is kept but not linked"#,
        ])
        let data = try #require(f.data())
        #expect(data.coaches.map { $0.emailLink?.url } == ["mailto:pat@rice.edu", nil])
        #expect(data.coaches.map { $0.phoneLink?.url } == [nil, "tel:6155550100"])
    }

    /// Hostile round 4: a coach's, the athlete's, a reference's or the parent's email with a
    /// `?bcc=`, `?cc=`, `&body=` or an encoded line break is a warning at its cell and no link.
    @Test func mailLinksThatAddRecipientsAreRefused() throws {
        let f = try ContentFolderFixture("contact-mailto")
        defer { f.remove() }
        try f.write("id,name\ns1,Rice\n", to: "schools.csv")
        try f.write("id,school_id,name,email\nc1,s1,Pat,mailto:c1@x.edu?bcc=spy1@evil.example\n"
                    + "c2,s1,Lou,c2@x.edu%0ABcc%3Aspy2%40evil.example\nc3,s1,Al,MAILTO:c3@x.edu\n", to: "coaches.csv")
        #expect(f.problems() == [
            #"content/athletes/kim-lee/coaches.csv:2:11: warning: email: "mailto:c1@x.edu?bcc=spy1@evil.example" is not an e-mail address (name@example.org); the text is kept but not linked"#,
            #"content/athletes/kim-lee/coaches.csv:3:11: warning: email: "c2@x.edu%0ABcc%3Aspy2%40evil.example" is not an e-mail address (name@example.org); the text is kept but not linked"#,
        ])
        let data = try #require(f.data())
        #expect(data.coaches.map { $0.emailLink?.url } == [nil, nil, "mailto:c3@x.edu"])

        let (p, d) = load("""
        name: Kim Lee
        email: "mailto:kim@example.org?bcc=spy@evil.example"
        references:
          - name: Mark Delgado
            email: "MAILTO:mark@example.org?cc=spy@evil.example&body=x"
        """)
        let profile = try #require(p)
        #expect(profile.emailLink == nil && profile.references.map(\.emailLink) == [nil])
        #expect(d == [
            #"athlete.yml:2:8: warning: email: "mailto:kim@example.org?bcc=spy@evil.example" is not an e-mail address (name@example.org); the text is kept but not linked"#,
            #"athlete.yml:5:12: warning: references.email: "MAILTO:mark@example.org?cc=spy@evil.example&body=x" is not an e-mail address (name@example.org); the text is kept but not linked"#,
        ])
    }
}
