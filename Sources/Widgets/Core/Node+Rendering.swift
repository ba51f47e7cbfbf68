extension Node {
    /// The markup: HTML5 that is also well-formed XML (void elements and childless SVG
    /// elements self-close).
    public func render() -> String {
        var out = ""
        out.reserveCapacity(4096)
        render(into: &out)
        return out
    }

    /// Appends the markup to `out`.
    public func render(into out: inout String) {
        render(into: &out, inSVG: false)
    }

    func render(into out: inout String, inSVG: Bool) {
        switch storage {
        case .text(let text):
            if inSVG { out.appendEscapedSVGText(text) } else { out.appendEscapedText(text) }
        case .trusted(let html):
            out.append(html)
        case .fragment(let nodes):
            for node in nodes { node.render(into: &out, inSVG: inSVG) }
        case .element(let element):
            let svg = inSVG || element.name == "svg"
            out.append("<")
            out.append(element.name)
            for attribute in element.attributes {
                out.append(" ")
                out.append(attribute.name)
                out.append("=\"")
                switch attribute.value {
                case .text(let value): out.appendEscapedAttribute(value)
                case .url(let value): out.appendEscapedAttribute(value.sanitizedURL)
                case .number(let value): out.appendNumber(value)
                case .safe(let value): out.append(value)
                }
                out.append("\"")
            }
            if element.children.isEmpty && (svg || Node.voidElements.contains(element.name)) {
                out.append("/>")
                return
            }
            out.append(">")
            for child in element.children { child.render(into: &out, inSVG: svg) }
            out.append("</")
            out.append(element.name)
            out.append(">")
        }
    }

    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]
}
