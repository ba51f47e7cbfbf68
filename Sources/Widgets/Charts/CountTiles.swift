/// Large tiles, one per category: an icon, the count, the label and its share, in the
/// category's colour ("Platform Distribution": Twitter 19, Instagram 18), with the numbers also
/// in the "Show data" table every chart has.
public struct CountTiles: Component {
    public struct Tile: Sendable {
        public var label: String
        /// The count as shown ("1,234").
        public var value: String
        /// Its share as shown ("51%"), when there is one.
        public var share: String?
        public var color: ColorToken
        /// Drawn beside the label; its name is the label (a platform's icon is `Icon.platform`).
        public var icon: Icon?

        public init(label: String, value: String, share: String? = nil, color: ColorToken, icon: Icon? = nil) {
            self.label = label; self.value = value; self.share = share; self.color = color; self.icon = icon
        }
    }

    public var text: ChartText
    public var tiles: [Tile]

    public init(text: ChartText, tiles: [Tile]) {
        self.text = text
        self.tiles = tiles
    }

    public var node: Node {
        let items = tiles.map { t in
            Node.element("li", [.class("w-tile"), .attr("style", "--w-tile:" + t.color.css)], [
                .element("span", [.class("w-tile-head")], [t.icon.map(\.node) ?? .empty, .element("span", [], [.text(t.label)])]),
                .element("span", [.class("w-tile-value")], [.text(t.value)]),
                t.share.map { .element("span", [.class("w-tile-share")], [.text($0)]) } ?? .empty,
            ])
        }
        return .element("div", [.class("w-count-tiles")], [
            .element("ul", [.class("w-tiles")], items),
            ChartFrame.table(text: text, rows: tiles.map { ($0.label, $0.value) }),
        ])
    }
}
