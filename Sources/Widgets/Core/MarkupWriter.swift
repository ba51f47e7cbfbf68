/// HTML written straight to bytes, for the components a page draws by the hundred (a feed's
/// posts, a log's rows, a table's cells): the same markup a `Node` tree gives, without making
/// and freeing the tree. Text and attribute values go through the same escaping as `Node`
/// (`MarkupBuffer`), so this is not a way around it.
///
/// ```swift
/// Node.written { w in
///     w.open("li", .class("post"))
///     w.text(title)
///     w.close("li")
/// }
/// ```
/// Inside `<svg>`, text is written with `svgText` and an element without content with `void`
/// (SVG text does not wrap, and every childless SVG element self-closes).
public struct MarkupWriter {
    var buffer: MarkupBuffer

    init(capacity: Int) { buffer = MarkupBuffer(capacity: capacity) }

    /// How many bytes are written so far.
    public var count: Int { buffer.count }

    /// `<name>`.
    public mutating func open(_ name: String) {
        buffer.appendTag(name)
    }

    /// `<name a>`.
    public mutating func open(_ name: String, _ a: Attribute) {
        buffer.appendTagStart(name)
        buffer.append(a)
        buffer.append(UInt8(ascii: ">"))
    }

    /// `<name a b>`.
    public mutating func open(_ name: String, _ a: Attribute, _ b: Attribute) {
        buffer.appendTagStart(name)
        buffer.append(a)
        buffer.append(b)
        buffer.append(UInt8(ascii: ">"))
    }

    /// `<name a b c>`.
    public mutating func open(_ name: String, _ a: Attribute, _ b: Attribute, _ c: Attribute) {
        buffer.appendTagStart(name)
        buffer.append(a)
        buffer.append(b)
        buffer.append(c)
        buffer.append(UInt8(ascii: ">"))
    }

    /// `<name …>` with any number of attributes.
    public mutating func open(_ name: String, attributes: [Attribute]) {
        buffer.appendTagStart(name)
        buffer.append(attributes: attributes)
        buffer.append(UInt8(ascii: ">"))
    }

    /// `<name …/>`: an element that has no content (`meta`, `link`), written as `Node` writes it.
    public mutating func void(_ name: String, attributes: [Attribute]) {
        buffer.appendTagStart(name)
        buffer.append(attributes: attributes)
        buffer.append(UInt8(ascii: "/"))
        buffer.append(UInt8(ascii: ">"))
    }

    /// `<!DOCTYPE html>` and a line break: how a document starts (as `Node.document`).
    public mutating func doctype() {
        buffer.append("<!DOCTYPE html>\n")
    }

    /// `</name>`.
    public mutating func close(_ name: String) {
        buffer.appendEndTag(name)
    }

    /// Text, escaped as HTML text.
    public mutating func text(_ text: String) {
        buffer.appendEscaped(text, quotes: false, flattenWhitespace: false)
    }

    /// Text inside `<svg>` (`<text>`, `<title>`): escaped as text, line breaks and tabs
    /// written as spaces, as `Node.text` is written there. With `void` for an SVG element that
    /// has no content (`<path …/>`), this writes the SVG a chart's marks are.
    public mutating func svgText(_ text: String) {
        buffer.appendEscaped(text, quotes: false, flattenWhitespace: true)
    }

    /// `<name>text</name>`.
    public mutating func element(_ name: String, text: String) {
        open(name)
        self.text(text)
        close(name)
    }

    /// `<name a>text</name>`: the most common element of a row.
    public mutating func element(_ name: String, _ a: Attribute, text: String) {
        open(name, a)
        self.text(text)
        close(name)
    }

    /// `<name a b>text</name>`.
    public mutating func element(_ name: String, _ a: Attribute, _ b: Attribute, text: String) {
        open(name, a, b)
        self.text(text)
        close(name)
    }

    /// Bytes an earlier `MarkupWriter` wrote (`bytes(capacity:_:)`), as they are: markup
    /// written once and repeated (a page header shared by the pages of a folder).
    public mutating func append(written bytes: [UInt8]) {
        buffer.append(bytes)
    }

    /// A node, rendered in place.
    public mutating func node(_ node: Node) {
        node.render(into: &buffer, inSVG: false)
    }

    /// A node inside `<svg>`, rendered in place as it is there (its text as `svgText`, its
    /// childless elements self-closed).
    public mutating func svgNode(_ node: Node) {
        node.render(into: &buffer, inSVG: true)
    }
}

extension MarkupWriter {
    /// The bytes `write` writes: a whole document, with no `Node` tree around it. `capacity`
    /// is a guess of its size in bytes.
    public static func bytes(capacity: Int, _ write: (inout MarkupWriter) -> Void) -> [UInt8] {
        var writer = MarkupWriter(capacity: capacity)
        write(&writer)
        return writer.buffer.takeBytes()
    }
}

extension Node {
    /// A piece of HTML written by `write` (see `MarkupWriter`). `capacity` is a guess of its
    /// size in bytes.
    public static func written(capacity: Int = 256, _ write: (inout MarkupWriter) -> Void) -> Node {
        var writer = MarkupWriter(capacity: capacity)
        write(&writer)
        return Node(.markup(writer.buffer.takeBytes()))
    }
}
