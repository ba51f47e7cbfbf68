import Foundation
import SiteData
import Testing
@testable import SiteGen

/// "Email to a coach": the `mailto:` link's decoded address, subject and body.
@Suite struct PacketEmailTests {
    /// The address and each header of a `mailto:` link, percent-decoded.
    static func decode(_ href: String) -> (to: String, headers: [String: String]) {
        let parts = href.split(separator: "?", maxSplits: 1).map(String.init)
        var headers: [String: String] = [:]
        for pair in (parts.count > 1 ? parts[1] : "").split(separator: "&") {
            let kv = pair.split(separator: "=", maxSplits: 1).map(String.init)
            headers[kv[0]] = kv.count > 1 ? kv[1].removingPercentEncoding : ""
        }
        return (String(parts[0].dropFirst("mailto:".count)), headers)
    }

    func email(baseURL: String?) throws -> PacketEmail {
        var site = try AnalyticsFixture.site("ana-diaz")
        site.build.config.baseURL = baseURL
        return PacketEmail(page: site.page(SitePath.coaches("ana-diaz"), tab: .coaches), athlete: site.data.profile, slug: "ana-diaz")
    }

    /// The body's one link is the athlete's coach page (video, best marks, résumé).
    @Test func toACoachWithTheCoachPage() throws {
        let href = try email(baseURL: "https://example.org/ana/").href(to: WebLink(.email, "corbin@example.edu"), coach: "Tim Corbin")
        let (to, headers) = Self.decode(href)
        #expect(to == "corbin@example.edu")
        #expect(headers["subject"] == "Recruiting Packet - Ana Díaz")
        #expect(headers["body"] == """
            Dear Coach Corbin,\r
            \r
            My name is Ana Díaz. I have attached my recruiting packet: my résumé, profile and performance.\r
            My coach page: https://example.org/ana/ana-diaz/coach/\r
            \r
            Thank you for your time,\r
            Ana Díaz
            """)
        // Only unreserved characters stay raw: no space, line break, `&` or `#` can end the header.
        #expect(!href.contains(" ") && !href.contains("\n") && !href.contains("#"))
    }

    /// A coaches page row: the address, the subject and the greeting, the whole link exact.
    @Test func aCoachRowCarriesTheGreetingOnly() throws {
        let href = try email(baseURL: "https://example.org/ana/").href(to: WebLink(.email, "corbin@example.edu"), coach: "Tim Corbin", greetingOnly: true)
        #expect(href == "mailto:corbin@example.edu?subject=Recruiting%20Packet%20-%20Ana%20D%C3%ADaz&body=Dear%20Coach%20Corbin%2C%0D%0A%0D%0A")
        #expect(Self.decode(href).headers["body"] == "Dear Coach Corbin,\r\n\r\n")
    }

    @Test func fromTheCardWithoutAnAddressOrBaseURL() throws {
        let href = try email(baseURL: nil).href(to: nil, coach: nil)
        #expect(href.hasPrefix("mailto:?subject=Recruiting%20Packet%20-%20Ana%20D%C3%ADaz&body=Dear%20Coach%2C%0D%0A"))
        let (to, headers) = Self.decode(href)
        #expect(to == "")
        #expect(headers["body"]?.contains("coach page") == false)
        #expect(headers["body"]?.contains("http") == false)
        #expect(headers["body"]?.hasPrefix("Dear Coach,\r\n\r\nMy name is Ana Díaz.") == true)
    }

    /// Generated texts: every ASCII byte, Latin and Polish letters, a CJK character, an emoji
    /// with a modifier, a combining accent, the Unicode spaces, markup and header characters.
    static func generated(_ count: Int) -> [String] {
        let pieces = ["a", "Z", "0", "9", "-", ".", "_", "~", " ", "\t", "\r\n", "\n", "\u{0B}", "\u{0C}", "\u{1C}",
                      "&", "?", "=", "#", "%", "+", "/", ":", "@", "<script>", "\"", "'", "é", "Ł", "ż", "ñ", "中",
                      "👍🏽", "e\u{301}", " \u{301}", "\u{00A0}", "\u{2003}", "\u{3000}", "\u{85}", "\u{7F}", "\u{0}", "Coach"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        var texts = [""] + pieces
        for _ in 0..<count {
            texts.append((0..<(1 + next() % 12)).map { _ in pieces[next() % pieces.count] }.joined())
        }
        texts.append(String((0..<128).map { Character(Unicode.Scalar(UInt8($0))) }))
        return texts
    }

    /// The byte loop writes what Foundation's `addingPercentEncoding` wrote, on every text.
    @Test func encodingIsFoundations() {
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        for text in Self.generated(3_000) {
            #expect(PacketEmail.encode(text) == text.addingPercentEncoding(withAllowedCharacters: unreserved), "\(text.debugDescription)")
        }
        #expect(PacketEmail.encode("Ana Díaz <a&b>") == "Ana%20D%C3%ADaz%20%3Ca%26b%3E")
    }

    /// An ASCII name's last word, found on bytes, is the one splitting on Characters finds.
    @Test func surnameIsTheLastWord() {
        for name in Self.generated(3_000) {
            let characters = name.split(whereSeparator: { $0.isWhitespace }).last.map(String.init)
            #expect(PacketEmail.surname(name) == characters, "\(name.debugDescription)")
        }
        #expect(PacketEmail.surname(" Mike\tJohnson \r\n") == "Johnson")
        #expect(PacketEmail.surname(" \t ") == nil)
        #expect(PacketEmail.surname("Łukasz Żak") == "Żak")
    }
}
