import Testing
@testable import Widgets

@Suite struct PlatformIconTests {
    @Test func twitterIconWithItsNameForScreenReaders() {
        #expect(Icon.platform("twitter", name: "Twitter").render()
                == #"<span class="w-platform w-platform-twitter"><svg class="w-icon w-icon-twitter" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M4 4h4.5L20 20h-4.5zM20 4l-6.6 7.4M4 20l6.6-7.4"/></svg><span class="w-sr">Twitter</span></span>"#)
    }

    @Test func instagramIcon() {
        #expect(Icon.platform("instagram", name: "Instagram").render()
                == #"<span class="w-platform w-platform-instagram"><svg class="w-icon w-icon-instagram" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17.5 6.5h.01"/></svg><span class="w-sr">Instagram</span></span>"#)
    }

    @Test func xIsTwitterAndAnythingElseGetsTheGenericIcon() {
        #expect(Icon.platform("x", name: "X").render().hasPrefix(#"<span class="w-platform w-platform-twitter"><svg class="w-icon w-icon-twitter""#))
        let other = Icon.platform("tiktok", name: "<b>TikTok</b>").render()
        #expect(other.hasPrefix(#"<span class="w-platform w-platform-platform"><svg class="w-icon w-icon-platform""#))
        #expect(other.hasSuffix(#"<span class="w-sr">&lt;b&gt;TikTok&lt;/b&gt;</span></span>"#))
        #expect(XMLCheck.parse(other).error == nil)
    }
}
