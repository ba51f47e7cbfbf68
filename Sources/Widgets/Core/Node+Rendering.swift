extension Node {
    /// The markup: HTML5 that is also well-formed XML (void elements and childless SVG
    /// elements self-close).
    public func render() -> String {
        var buffer = MarkupBuffer(capacity: 32 * 1024)  // most pages fit: no regrowing
        render(into: &buffer, inSVG: false)
        return buffer.string
    }

    /// The markup followed by `suffix`, as UTF-8 bytes: what a file is written from, without
    /// the String (whose creation checks every byte for valid UTF-8) and without a second copy
    /// to add the suffix.
    public func renderUTF8(appending suffix: String = "") -> [UInt8] {
        var buffer = MarkupBuffer(capacity: 32 * 1024)
        render(into: &buffer, inSVG: false)
        buffer.append(suffix)
        return buffer.takeBytes()
    }

    /// Appends the markup to `out`.
    public func render(into out: inout String) {
        out.append(render())
    }

    func render(into out: inout MarkupBuffer, inSVG: Bool) {
        switch storage {
        case .text(let text):
            out.appendEscaped(text, quotes: false, flattenWhitespace: inSVG)
        case .trusted(let html):
            out.append(html)
        case .markup(let bytes):
            out.append(bytes)
        case .fragment(let nodes):
            Node.render(nodes, into: &out, inSVG: inSVG)
        case .element(let element):
            let svg = inSVG || element.name == "svg"
            out.appendTagStart(element.name)
            out.append(attributes: element.attributes)
            if element.children.isEmpty && (svg || Node.isVoid(element.name)) {
                out.append(UInt8(ascii: "/"))
                out.append(UInt8(ascii: ">"))
                return
            }
            out.append(UInt8(ascii: ">"))
            Node.render(element.children, into: &out, inSVG: svg)
            out.appendEndTag(element.name)
        }
    }

    /// Renders `nodes` in order, reading them in place (see above).
    static func render(_ nodes: [Node], into out: inout MarkupBuffer, inSVG: Bool) {
        nodes.withUnsafeBufferPointer { nodes in
            for index in nodes.indices { nodes[index].render(into: &out, inSVG: inSVG) }
        }
    }

    static func isVoid(_ name: String) -> Bool {
        switch name {
        case "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr": return true
        default: return false
        }
    }
}
