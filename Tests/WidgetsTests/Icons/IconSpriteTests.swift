import Testing
@testable import Widgets

/// Each icon drawn once per page: a `<symbol>` in the page's sprite, a `<use>` per row.
@Suite struct IconSpriteTests {
    @Test func anIconIsAUseOfItsSymbol() {
        #expect(Icon.chart.render() == ##"<svg class="w-icon" aria-hidden="true"><use href="#i-chart"/></svg>"##)
        #expect(IconSprite.node([.chart]).render() == ##"<svg class="w-sprite" width="0" height="0" aria-hidden="true">"##
                + ##"<symbol id="i-chart" viewBox="0 0 24 24"><path d="M4 20h16M7 20v-6M12 20V8M17 20v-10"/></symbol></svg>"##)
    }

    @Test func theSpriteHoldsTheUsedIconsOnceInCaseOrder() {
        let body = Array((Icon.star.render() + "<p>a</p>" + Icon.chart.render() + Icon.star.render() + Icon.chart.render()).utf8)
        #expect(IconSprite.icons(usedIn: body[...]) == [.star, .chart])
        #expect(IconSprite.icons(usedIn: Array("<p>no icon</p>".utf8)[...]) == [])
    }

    /// Other `#`s (fragment links, a marker cut short, one in a slice that starts mid-page) are
    /// passed over; a use at the very start or end of the bytes is found.
    @Test func otherHashesAreNotUses() {
        let page = ##"<a href="#main">#</a><use href="#i-"##
        #expect(IconSprite.icons(usedIn: Array(page.utf8)[...]) == [])
        let edges = ##"<use href="#i-mail"/><a href="#x">#1</a><use href="#i-star"/>"##
        #expect(IconSprite.icons(usedIn: Array(edges.utf8)[...]) == [.star, .mail])
        let bytes = Array(("<p>#</p>" + Icon.chart.render()).utf8)
        #expect(IconSprite.icons(usedIn: bytes[3...]) == [.chart])
        #expect(IconSprite.icons(usedIn: bytes[(bytes.count - 10)...]) == [])
    }

    /// Escaped text never makes a use: `<use href="#i-star">` typed by a user is text.
    @Test func textThatLooksLikeAUseIsNotOne() {
        let text = Node.text(##"<use href="#i-star"/>"##).render()
        #expect(IconSprite.icons(usedIn: Array(text.utf8)[...]) == [])
    }

    @Test func insertPutsTheSymbolsAtTheOffsetOnlyForIconsAfterIt() {
        var page = Array(("<body>" + Icon.mail.render() + "</body>").utf8)
        IconSprite.insert(into: &page, at: 6)
        #expect(String(decoding: page, as: UTF8.self)
                == ##"<body><svg class="w-sprite" width="0" height="0" aria-hidden="true"><symbol id="i-mail" viewBox="0 0 24 24">"##
                + ##"<path d="M3 5h18v14H3zM3 6l9 7 9-7"/></symbol></svg><svg class="w-icon" aria-hidden="true"><use href="#i-mail"/></svg></body>"##)
        var none = Array("<body><p>x</p></body>".utf8)
        IconSprite.insert(into: &none, at: 6)
        #expect(String(decoding: none, as: UTF8.self) == "<body><p>x</p></body>")
        #expect(XMLCheck.parse(IconSprite.node(Icon.allCases).render()).error == nil)
    }
}
