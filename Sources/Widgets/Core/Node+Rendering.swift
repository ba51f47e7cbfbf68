extension Node {
    /// The markup: HTML5 that is also well-formed XML (void elements and childless SVG
    /// elements self-close).
    public func render() -> String {
        var buffer = MarkupBuffer()
        render(into: &buffer, inSVG: false)
        return buffer.string
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
        case .fragment(let nodes):
            for node in nodes { node.render(into: &out, inSVG: inSVG) }
        case .element(let element):
            let svg = inSVG || element.name == "svg"
            out.append(UInt8(ascii: "<"))
            out.append(element.name)
            for attribute in element.attributes {
                out.append(UInt8(ascii: " "))
                out.append(attribute.name)
                out.append(UInt8(ascii: "="))
                out.append(UInt8(ascii: "\""))
                switch attribute.value {
                case .text(let value): out.appendEscaped(value, quotes: true, flattenWhitespace: false)
                case .url(let value): out.appendEscaped(value.sanitizedURL, quotes: true, flattenWhitespace: false)
                case .number(let value): out.appendNumber(value)
                case .safe(let value): out.append(value)
                }
                out.append(UInt8(ascii: "\""))
            }
            if element.children.isEmpty && (svg || Node.isVoid(element.name)) {
                out.append(UInt8(ascii: "/"))
                out.append(UInt8(ascii: ">"))
                return
            }
            out.append(UInt8(ascii: ">"))
            for child in element.children { child.render(into: &out, inSVG: svg) }
            out.append(UInt8(ascii: "<"))
            out.append(UInt8(ascii: "/"))
            out.append(element.name)
            out.append(UInt8(ascii: ">"))
        }
    }

    static func isVoid(_ name: String) -> Bool {
        switch name {
        case "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr": return true
        default: return false
        }
    }
}
