import Testing
@testable import Widgets

/// A platform's icon carries its name as its text (the theme draws the icon and moves the name
/// out of the box, for screen readers only): one short element, as a feed draws thousands.
@Suite struct PlatformIconTests {
    @Test func twitterIconWithItsNameForScreenReaders() {
        #expect(Icon.platform("twitter", name: "Twitter").render()
                == ##"<i class="x">Twitter</i>"##)
    }

    @Test func instagramIcon() {
        #expect(Icon.platform("instagram", name: "Instagram").render()
                == ##"<i class="ig">Instagram</i>"##)
    }

    @Test func xIsTwitterAndAnythingElseGetsTheGenericIcon() {
        #expect(Icon.platform("x", name: "X").render() == ##"<i class="x">X</i>"##)
        let other = Icon.platform("tiktok", name: "<b>\"TikTok\"</b>").render()
        #expect(other == ##"<i class="web">&lt;b&gt;"TikTok"&lt;/b&gt;</i>"##)
        #expect(XMLCheck.parse("<p>" + other + "</p>").error == nil)
    }
}
