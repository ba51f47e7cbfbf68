import Testing
@testable import SiteData

@Suite struct WebLinkContactTests {
    @Test(arguments: [
        ("coach@rice.edu", "mailto:coach@rice.edu"),
        ("  coach@rice.edu\t", "mailto:coach@rice.edu"),
        ("mailto:coach@rice.edu", "mailto:coach@rice.edu"),
        ("@rice.edu", nil),
        ("coach@", nil),
        ("two words@rice.edu", nil),
        ("javascript:x@y", nil),
        ("MAILTO:Coach@Rice.edu", "mailto:Coach@Rice.edu"),
        ("o'brien+recruit@st-mary.k12.oh.us", "mailto:o'brien+recruit@st-mary.k12.oh.us"),
        ("józef@szkoła.pl", "mailto:józef@szkoła.pl"),
        // Hostile round 4: a link may not add a recipient, a header or a line to the mail.
        ("mailto:c1@x.edu?bcc=spy1@evil.example", nil),
        ("MAILTO:c1@x.edu?cc=spy@evil.example&body=hi", nil),
        ("c1@x.edu?bcc=spy1@evil.example", nil),
        ("c2@x.edu%0ABcc%3Aspy2%40evil.example", nil),
        ("mailto:c8@x.edu%0D%0ABcc:spy8@evil.example", nil),
        ("c@x.edu\r\nBcc: spy@evil.example", nil),
        ("a@b@c.edu", nil),
        ("c@x.edu,spy@evil.example", nil),
        ("c@x.edu;spy@evil.example", nil),
        ("mailto:", nil),
        ("mailto:?bcc=spy@evil.example", nil),
        ("c@.edu", nil),
        ("c@x..edu", nil),
        ("c@x.edu.", nil),
        ("c@x.edu#x", nil),
        ("c@x.edu\u{202E}", nil),
        ("n/a", nil),
        ("", nil),
    ] as [(String, String?)])
    func email(_ raw: String, _ expected: String?) {
        #expect(WebLink(.email, raw)?.url == expected)
        #expect(WebLink(.email, raw).map(\.scheme) == expected.map { _ in .mailto })
    }

    @Test(arguments: [
        ("(615) 555-0100", "tel:6155550100"),
        ("+48 600.100.200", "tel:+48600100200"),
        (" 615-555-0100 ", "tel:6155550100"),
        ("12", nil),
        ("+12", nil),
        ("555-0100 ext 2", nil),
        ("javascript:1", nil),
        ("n/a", nil),
        ("N/A", nil),
        ("none", nil),
        ("", nil),
    ] as [(String, String?)])
    func phone(_ raw: String, _ expected: String?) {
        #expect(WebLink(.phone, raw)?.url == expected)
    }

    /// The models make the links when the text is set, by the same rule.
    @Test func modelsLinkOnSet() {
        var p = AthleteProfile(slug: "a", name: "A", email: "a@b.org", phone: "n/a")
        #expect(p.emailLink?.url == "mailto:a@b.org")
        #expect(p.phoneLink == nil)
        p.phone = "555 0100"
        #expect(p.phoneLink?.url == "tel:5550100")
        var c = Coach(id: "c", name: "C", email: "nope", phone: "(615) 555-0100")
        #expect(c.emailLink == nil)
        #expect(c.phoneLink?.url == "tel:6155550100")
        c.email = "c@rice.edu"
        #expect(c.emailLink?.url == "mailto:c@rice.edu")
    }
}
