import Testing
@testable import Widgets

@Suite struct PlatformIconTests {
    @Test func twitterIconWithItsNameForScreenReaders() {
        #expect(Icon.platform("twitter", name: "Twitter").render()
                == ##"<svg class="w-icon" aria-hidden="true"><use href="#i-twitter"/></svg><span class="w-sr">Twitter</span>"##)
    }

    @Test func instagramIcon() {
        #expect(Icon.platform("instagram", name: "Instagram").render()
                == ##"<svg class="w-icon" aria-hidden="true"><use href="#i-instagram"/></svg><span class="w-sr">Instagram</span>"##)
    }

    @Test func xIsTwitterAndAnythingElseGetsTheGenericIcon() {
        #expect(Icon.platform("x", name: "X").render().hasPrefix(##"<svg class="w-icon" aria-hidden="true"><use href="#i-twitter"/></svg>"##))
        let other = Icon.platform("tiktok", name: "<b>TikTok</b>").render()
        #expect(other.hasPrefix(##"<svg class="w-icon" aria-hidden="true"><use href="#i-platform"/></svg>"##))
        #expect(other.hasSuffix(#"<span class="w-sr">&lt;b&gt;TikTok&lt;/b&gt;</span>"#))
        #expect(XMLCheck.parse("<p>" + other + "</p>").error == nil)
    }
}
