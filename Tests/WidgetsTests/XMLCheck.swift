#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation

/// Parses markup as XML and reports what a security check needs to see.
final class XMLCheck: NSObject, XMLParserDelegate {
    var elements: [String] = []
    var attributeNames: [String] = []
    var urls: [String] = []
    var error: String?

    /// Parses `markup` wrapped in a root element; nil error means well-formed.
    static func parse(_ markup: String) -> XMLCheck {
        let check = XMLCheck()
        let parser = XMLParser(data: Data(("<root>" + markup + "</root>").utf8))
        parser.delegate = check
        if !parser.parse() {
            check.error = parser.parserError.map { "\($0)" } ?? "parse failed"
        }
        return check
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        elements.append(elementName.lowercased())
        for (name, value) in attributeDict.sorted(by: { $0.key < $1.key }) {
            attributeNames.append(name.lowercased())
            if ["href", "src", "xlink:href", "action", "formaction"].contains(name.lowercased()) { urls.append(value) }
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        error = "\(parseError)"
    }

    /// True when nothing in the markup can run script.
    var isInert: Bool {
        !elements.contains("script") && !elements.contains("foreignobject")
            && !attributeNames.contains { $0.hasPrefix("on") }
            && !urls.contains { url in
                let squeezed = url.unicodeScalars.filter { $0.value > 0x20 }.map(String.init).joined().lowercased()
                return squeezed.hasPrefix("javascript:") || squeezed.hasPrefix("data:") || squeezed.hasPrefix("vbscript:")
            }
    }
}
