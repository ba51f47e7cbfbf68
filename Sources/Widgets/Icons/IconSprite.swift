#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A page's icons, each drawn once: a hidden `<svg class="w-sprite">` holding one `<symbol>` for
/// every icon the page uses, which each `Icon.node` (`<use href="#i-…"/>`) draws. A feed page
/// with a hundred rows carries one drawing of each icon instead of a hundred.
///
/// The symbols are in the page itself, not in a file beside it: Chrome does not draw
/// `<use href="icons.svg#i-chart">` from a page opened from disk (file://), and the sites are
/// opened that way.
public enum IconSprite {
    /// `<use href="#i-`: how every use of an icon starts (`Icon.node`). Escaped text and
    /// attribute values never hold `<`, so only an icon writes it.
    private static let marker = Array(##"<use href="#i-"##.utf8)

    /// The icons that `bytes` draws (a `<use>` of their symbol), in `Icon.allCases` order.
    ///
    /// Found by `memchr` from one `#` to the next (a page has few: icon uses, the skip link, a
    /// table's fragment links), each checked for the marker before it, rather than by comparing
    /// every byte with `<`: a heavy athlete's pages are about 1.9 MB, and the byte loop was 4 % of
    /// their build.
    public static func icons(usedIn bytes: ArraySlice<UInt8>) -> [Icon] {
        var names = Set<[UInt8]>()
        bytes.withUnsafeBufferPointer { p in
            guard let base = p.baseAddress else { return }
            let m = marker, n = p.count, hash = m.count - 3  // the marker's `#`, before `i-`
            var i = hash
            while i < n, let found = memchr(base + i, Int32(UInt8(ascii: "#")), n - i) {
                let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                i = at + 1
                let start = at - hash
                guard start >= 0, at + 3 <= n else { continue }
                var match = true
                for k in 0..<m.count where p[start + k] != m[k] { match = false; break }
                guard match else { continue }
                var end = start + m.count
                let nameStart = end
                while end < n, p[end] != UInt8(ascii: "\"") { end += 1 }
                names.insert(Array(p[nameStart..<end]))
                i = end
            }
        }
        return Icon.allCases.filter { names.contains(Array($0.symbolName.utf8)) }
    }

    /// The hidden `<svg>` with the symbols of `icons`, in their order; nothing for none.
    public static func node(_ icons: [Icon]) -> Node {
        guard !icons.isEmpty else { return .empty }
        // width and height 0 also without the stylesheet (an <svg> is 300×150 by default).
        return .element("svg", [.class("w-sprite"), Attribute(name: "width", value: .safe("0")), Attribute(name: "height", value: .safe("0")),
                                Attribute(name: "aria-hidden", value: .safe("true"))], icons.map(\.symbol))
    }

    /// Puts into `page`, at `offset` (just after `<body>`), the symbols of every icon used
    /// after it.
    public static func insert(into page: inout [UInt8], at offset: Int) {
        let icons = icons(usedIn: page[offset...])
        guard !icons.isEmpty else { return }
        page.insert(contentsOf: node(icons).renderUTF8(), at: offset)
    }
}
