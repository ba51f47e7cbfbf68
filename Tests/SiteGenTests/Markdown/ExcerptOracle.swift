@testable import SiteGen

/// The excerpt as the simple path makes it, for the tests of the faster one: every paragraph's
/// plain text, joined, collapsed and cut by Characters.
enum ExcerptOracle {
    static func everyParagraph(_ md: String, _ limit: Int) -> String {
        var parts: [String] = []
        Markdown.withDocument(md) { document in
            Markdown.walk(document) { node, entering in
                if entering, Markdown.isParagraph(node) { parts.append(Markdown.plainText(of: node)) }
                return true
            }
        }
        return Markdown.truncate(Markdown.collapse(parts.joined(separator: " ")), to: limit)
    }
}
