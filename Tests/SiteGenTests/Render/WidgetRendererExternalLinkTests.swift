import Testing
@testable import SiteGen

@Suite struct WidgetRendererExternalLinkTests {
    static let inputs: [String] = [
        "https://rice.edu/baseball", "HTTPS://Rice.edu", "Http://x", "mailto:coach@rice.edu", "MailTo:a@b",
        "tel:+1-555-0100", "TEL:1", "https://", "tel:", "  https://x.org", "\thttp://x", "www.school.edu",
        "javascript:alert(1)", "JAVASCRIPT:x", "http:/x", "http//x", "htt", "", "ftp://x", "httpss://x",
        "http://\u{301}x", "tel:\u{301}1", "https://ünï.example/ü", "mailto:zoë@example.org", "ｈttp://x",
    ]

    @Test func keptSchemesLinkAsTyped() {
        #expect(WidgetRenderer.externalLink("https://rice.edu/baseball") == "https://rice.edu/baseball")
        #expect(WidgetRenderer.externalLink("HTTPS://Rice.edu") == "HTTPS://Rice.edu")
        #expect(WidgetRenderer.externalLink("MailTo:a@b") == "MailTo:a@b")
        #expect(WidgetRenderer.externalLink("TEL:1") == "TEL:1")
        #expect(WidgetRenderer.externalLink("https://ünï.example/ü") == "https://ünï.example/ü")
        #expect(WidgetRenderer.externalLink("  https://x.org") == "https://x.org")
        #expect(WidgetRenderer.externalLink(nil) == nil)
    }

    @Test func otherSchemesAndRelativeTextHaveNoLink() {
        for url in ["www.school.edu", "javascript:alert(1)", "http:/x", "ftp://x", "httpss://x", "", "ｈttp://x"] {
            #expect(WidgetRenderer.externalLink(url) == nil, "\(url)")
        }
    }

    /// A combining mark after the scheme's slash makes another character: the byte check
    /// leaves such URLs to the general path, which does not see the scheme.
    @Test func markAfterTheSchemeIsLeftToTheGeneralPath() {
        #expect(!WidgetRenderer.startsWithKeptScheme("http://\u{301}x"))
        #expect(WidgetRenderer.externalLink("http://\u{301}x") == nil)
        #expect(WidgetRenderer.startsWithKeptScheme("https://x.example/ü"))
        #expect(!WidgetRenderer.startsWithKeptScheme("https://ünï.example"))
        #expect(!WidgetRenderer.startsWithKeptScheme(" https://x"))
    }

    @Test func byteCheckAgreesWithTheGeneralPath() {
        for url in Self.inputs {
            #expect(WidgetRenderer.externalLink(url) == WidgetRenderer.checkedLink(url), "\(url)")
            if WidgetRenderer.startsWithKeptScheme(url) { #expect(WidgetRenderer.checkedLink(url) == url, "\(url)") }
        }
    }
}
