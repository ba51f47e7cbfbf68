import FileTestSupport
import Testing
@testable import SiteData

/// The ASCII contact rules answer as the general rules do, on generated texts.
@Suite struct WebLinkASCIIContactTests {
    static let pieces = ["a", "Z", "9", "@", ".", "-", "_", "+", "'", " ", "(", ")", "?", "&", "%", "\r\n", "\t", ":",
                         "mailto:", "MAILTO:", "x.org", "555", "+1", "\u{7F}", ",", "@@", ".."]

    static func texts(seed: UInt64) -> [String] {
        var random = SplitMix(seed: seed)
        return (0..<20_000).map { _ in
            (0..<(1 + random.next() % 8)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
        }
    }

    @Test func emailSameAsTheScalarRule() throws {
        var yes = 0
        // Mostly address-shaped: pieces on each side of an `@`.
        let shaped = zip(Self.texts(seed: 0xE3A1), Self.texts(seed: 0xE3A2)).map { a, b in
            a.replacingOccurrences(of: "@", with: "") + "@" + b.replacingOccurrences(of: "@", with: ".")
        }
        for text in Self.texts(seed: 0xE3A1) + shaped + ["coach@rice.edu", "a@b@c", "@x", "x@", "a@b.", "a@.b", "o'b+r@s-m.k12.us"] {
            let fast = try #require(Substring(text).utf8.withContiguousStorageIfAvailable { WebLink.asciiEmail($0) })
            let slow = WebLink.scalarEmail(Substring(text))
            #expect(fast == slow, "\(text.debugDescription)")
            if slow { yes += 1 }
        }
        #expect(yes > 50)  // the mix makes addresses, not only refusals (104 with these seeds)
    }

    @Test func phoneSameAsTheCharacterRule() {
        var yes = 0
        for text in Self.texts(seed: 0x9E01) + ["(615) 555-0100", "+48 600.100.200", "12", "+12", "5+55", "555\r\n1"] {
            let trimmed = text.trimmingSpaces
            let fast = WebLink.asciiPhone(trimmed)
            #expect(fast != nil, "\(text.debugDescription) is ASCII")
            #expect(fast! == WebLink.phoneDigits(trimmed), "\(text.debugDescription)")
            if WebLink.phoneDigits(trimmed) != nil { yes += 1 }
        }
        #expect(yes > 200)
    }

    @Test func notASCIIIsLeftToTheGeneralRule() {
        #expect(WebLink.asciiPhone("61٥ 555 0100") == nil)
        #expect(WebLink(.phone, "61٥ 555 0100") == nil)
        #expect(Substring("józef@szkoła.pl").utf8.withContiguousStorageIfAvailable { WebLink.asciiEmail($0) }! == nil)
        #expect(WebLink(.email, "józef@szkoła.pl")?.url == "mailto:józef@szkoła.pl")
    }
}
