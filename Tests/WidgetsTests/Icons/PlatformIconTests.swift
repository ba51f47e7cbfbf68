import Testing
@testable import Widgets

/// A platform's icon is the image and carries its name (`role="img"`, `aria-label`): no class,
/// no hidden text, as a feed draws thousands.
@Suite struct PlatformIconTests {
    @Test func twitterIconWithItsNameForScreenReaders() {
        #expect(Icon.platform("twitter", name: "Twitter").render()
                == ##"<svg role="img" aria-label="Twitter"><use href="#i-x"/></svg>"##)
    }

    @Test func instagramIcon() {
        #expect(Icon.platform("instagram", name: "Instagram").render()
                == ##"<svg role="img" aria-label="Instagram"><use href="#i-ig"/></svg>"##)
    }

    @Test func xIsTwitterAndAnythingElseGetsTheGenericIcon() {
        #expect(Icon.platform("x", name: "X").render() == ##"<svg role="img" aria-label="X"><use href="#i-x"/></svg>"##)
        let other = Icon.platform("tiktok", name: "<b>\"TikTok\"</b>").render()
        #expect(other == ##"<svg role="img" aria-label="&lt;b&gt;&quot;TikTok&quot;&lt;/b&gt;"><use href="#i-web"/></svg>"##)
        #expect(XMLCheck.parse("<p>" + other + "</p>").error == nil)
    }
}
