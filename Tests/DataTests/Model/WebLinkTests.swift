import FileTestSupport
import Testing
@testable import SiteData

@Suite struct WebLinkTests {
    @Test(arguments: [
        ("https://rice.edu/baseball", "https://rice.edu/baseball", WebLink.Scheme.https),
        ("HTTPS://Rice.edu", "HTTPS://Rice.edu", .https),
        ("Http://x", "Http://x", .http),
        ("mailto:coach@rice.edu", "mailto:coach@rice.edu", .mailto),
        ("MailTo:a@b", "MailTo:a@b", .mailto),
        ("TEL:1", "TEL:1", .tel),
        ("  https://x.org\t", "https://x.org", .https),
        (" \u{3000}https://rice.edu/x\u{A0}", "https://rice.edu/x", .https),
        ("https://ünï.example/ü", "https://ünï.example/ü", .https),
        ("rice.edu", "https://rice.edu", .https),
        (" trinity.edu/athletics?x=1 ", "https://trinity.edu/athletics?x=1", .https),
        ("Łódź.pl/wydział", "https://Łódź.pl/wydział", .https),
    ] as [(String, String, WebLink.Scheme)])
    func linksAsTypedOrWithHTTPS(_ text: String, _ url: String, _ scheme: WebLink.Scheme) throws {
        let link = try #require(WebLink(text))
        #expect(link.url == url)
        #expect(link.scheme == scheme)
    }

    @Test(arguments: [
        "javascript:alert(1)", "JAVASCRIPT:x", "JaVaScRiPt:alert(1)", " javascript:alert(1)",
        "data:text/html,<script>alert(1)</script>", "DATA:text/html,hi", "vbscript:msgbox(1)", "VBScript:x",
        "javascript&#58;alert(1)", "javascript&colon;alert(1)", "&#106;avascript:alert(1)", "jav&#x09;ascript:alert(1)",
        "java\tscript:alert(1)", "java\nscript:alert(1)", "java\u{0}script:x", "https://x\u{202E}gro.live",
        "ftp://x.org", "httpss://x", "http:/x", "http//x", "https://", "https:///x", "mailto:", "tel:",
        "www", "localhost", "/etc/passwd", "../x.html", "not a url", "rice.edu/a b", ".rice.edu", "rice.", "",
        "   ", "ｈttp://x", "x.org:8080/a",
    ])
    func refuses(_ text: String) {
        #expect(WebLink(text) == nil)
    }

    @Test func isWebOnlyForHTTPAndHTTPS() {
        #expect(WebLink("https://x.org")?.isWeb == true)
        #expect(WebLink("http://x.org")?.isWeb == true)
        #expect(WebLink("x.org")?.isWeb == true)
        #expect(WebLink("mailto:a@x.org")?.isWeb == false)
        #expect(WebLink("tel:+15550100")?.isWeb == false)
    }

    @Test func modelsMakeTheirLinkWhenTheTextChanges() {
        var school = School(id: "s", name: "S", website: "rice.edu")
        #expect(school.websiteLink?.url == "https://rice.edu")
        school.website = "javascript:x"
        #expect(school.websiteLink == nil)
        school.website = "HTTPS://Rice.edu"
        #expect(school.websiteLink?.url == "HTTPS://Rice.edu")
        var video = AthleteProfile.Link(title: "Clip", url: "data:x")
        #expect(video.link == nil)
        video.url = "youtu.be/abc"
        #expect(video.link?.url == "https://youtu.be/abc")
    }

    @Test(arguments: [
        ("twitter", "@maya.lopez", "maya.lopez", "https://x.com/maya.lopez"),
        ("instagram", "maya_lopez-1", "maya_lopez-1", "https://www.instagram.com/maya_lopez-1/"),
        ("instagram", "zoë", "zoë", "https://www.instagram.com/zo%C3%AB/"),
        ("youtube", "@@maya", "maya", "https://www.youtube.com/@maya"),
        ("hudl", "123", "123", "https://www.hudl.com/profile/123"),
        ("hudl", "HTTPS://www.hudl.com/profile/1", nil, "HTTPS://www.hudl.com/profile/1"),
        ("twitter", "x.com/maya", nil, "https://x.com/maya"),
    ] as [(String, String, String?, String)])
    func socialAccounts(_ platform: String, _ value: String, _ handle: String?, _ url: String) {
        let account = SocialAccount(platform: platform, value: value)
        #expect(account.handle == handle)
        #expect(account.link?.url == url)
    }

    @Test func socialAddressesFollowTheOneRule() {
        #expect(SocialAccount(platform: "twitter", value: "javascript:alert(1)").link == nil)
        #expect(SocialAccount(platform: "twitter", value: "javascript:alert(1)").handle == nil)
        #expect(SocialAccount(platform: "twitter", value: "javascript&#58;alert(1)").link == nil)
        #expect(SocialAccount(platform: "twitter", value: "maya lopez").link == nil)
        #expect(SocialAccount(platform: "tiktok", value: "maya").link == nil)
    }
}

/// The byte rule for ASCII texts gives what the scalar rule gives, for every case above and for
/// texts made of the characters the rule looks at.
@Suite struct WebLinkASCIITests {
    static let pieces = ["http", "HTTPS", "mailto", "tel", "javascript", ":", "//", "/", "?", "#", ".", "-", "a", "Z",
                         "9", " ", "\t", "\n", "\u{7F}", "\u{1}", "x.org", "&#58;", "_", "@"]

    @Test func sameAsTheScalarRule() throws {
        var random = SplitMix(seed: 0x5EED)
        func next() -> Int { Int(random.next() >> 33) }
        var texts = ["https://rice.edu/baseball", "  https://x.org\t", "rice.edu", "http:/x", "https://", "https:///x",
                     "mailto:", "tel:", "x.org:8080/a", ".rice.edu", "rice.", "", "   ", "a b.org", "HTTP://a", "Http://?x"]
        for _ in 0..<20_000 {
            texts.append((0..<(1 + next() % 7)).map { _ in Self.pieces[next() % Self.pieces.count] }.joined())
        }
        var linked = 0
        for text in texts {
            let fast = try #require(WebLink.asciiRule(text), "\(text.debugDescription) is ASCII")
            let slow = WebLink.scalarRule(text)
            #expect(fast?.url == slow?.url && fast?.scheme == slow?.scheme, "\(text.debugDescription)")
            if fast != nil { linked += 1 }
        }
        #expect(linked == 780)  // the mix makes links, not only refusals (fixed seed)
    }

    /// `makesLink` (the decoder's check) says what `WebLink(text) != nil` says.
    @Test func makesLinkSameAsTheInit() {
        var random = SplitMix(seed: 0x11AC)
        func next() -> Int { Int(random.next() >> 33) }
        var texts = ["https://ünï.example", "\u{A0}x.org", "Łódź.pl/wydział", "https://x\u{202E}gro.live", "ｈttp://x"]
        for _ in 0..<5_000 {
            texts.append((0..<(1 + next() % 7)).map { _ in (Self.pieces + ["é", "\u{A0}"])[next() % (Self.pieces.count + 2)] }.joined())
        }
        var linked = 0
        for text in texts {
            #expect(WebLink.makesLink(text) == (WebLink(text) != nil), "\(text.debugDescription)")
            if WebLink.makesLink(text) { linked += 1 }
        }
        #expect(linked > 100)
    }

    @Test func notASCIIIsLeftToTheScalarRule() {
        #expect(WebLink.asciiRule("https://ünï.example") == nil)
        #expect(WebLink.asciiRule("\u{A0}x.org") == nil)
        #expect(WebLink("\u{A0}x.org\u{3000}")?.url == "https://x.org")
    }
}
