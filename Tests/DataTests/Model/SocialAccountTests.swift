import FileTestSupport
import Testing
@testable import SiteData

/// `SocialAccount` reads ASCII values on bytes; on generated values (handles, addresses, `@`s,
/// spaces and tabs around, controls, non-ASCII letters and spaces) it gives exactly what the
/// Foundation reading gives.
@Suite struct SocialAccountTests {
    @Test func asciiReadingMatchesFoundation() {
        var random = SplitMix(seed: 0x50C1)
        let pieces = ["@", "@@", "maya", "Lopez", ".", "_", "-", "7", " ", "\t", "\n", "/", ":", "https://", "x.com/", "?", "%",
                      "é", "\u{A0}", "\u{3000}", "ß", "#", "hudl.com/profile/1", "javascript:", "", "+", "~"]
        var ascii = 0
        for _ in 0..<5_000 {
            let value = (0..<Int.random(in: 0...5, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let platform = ["twitter", "instagram", "youtube", "hudl", "tiktok"].randomElement(using: &random)!
            #expect(SocialAccount(platform: platform, value: value) == SocialAccount(platform: platform, foundationValue: value),
                    "\(platform) \(value.debugDescription)")
            if SocialAccount.asciiParts(value) != nil { ascii += 1 }
        }
        #expect(ascii > 1_500)
        #expect(SocialAccount(platform: "twitter", value: " @@maya.lopez\t").link?.url == "https://x.com/maya.lopez")
    }
}
