import Foundation
import SiteData

// Scalar values: strings, booleans, choices, texts.
extension PageSpecLoader.Parser {
    func describe(_ node: YAMLNode) -> String {
        if let s = node.scalar?.string { return "\"\(s)\"" }
        return node.kindName
    }

    mutating func string(_ key: String, _ node: YAMLNode) -> String? {
        guard let s = node.scalar?.string, !s.isEmpty else {
            error("\"\(key)\" must be a text, found \(node.scalar != nil ? "nothing" : node.kindName)", node)
            return nil
        }
        return s
    }

    mutating func bool(_ key: String, _ node: YAMLNode) -> Bool? {
        switch node.scalar.map({ $0.style == .plain ? $0.string : "\"" + $0.string + "\"" }) {
        case "true": return true
        case "false": return false
        default:
            error("\"\(key)\" must be true or false, found \(describe(node))", node)
            return nil
        }
    }

    mutating func choice(_ key: String, _ node: YAMLNode, _ choices: [String]) -> String? {
        guard let s = string(key, node) else { return nil }
        guard choices.contains(s) else {
            error("\"\(key)\" must be one of \(choices.joined(separator: ", ")), found \"\(s)\"", node)
            return nil
        }
        return s
    }

    /// A string key when the value is one; text that looks like a key (dotted lowercase
    /// words, no spaces) but is not one is an error; anything else is literal text.
    mutating func text(_ key: String, _ node: YAMLNode) -> PageSpec.Text? {
        guard let s = string(key, node) else { return nil }
        if loader.stringKeys.contains(s) { return .key(s) }
        if looksLikeKey(s) {
            error("unknown string key \"\(s)\" (write literal text with a space, or use a key of the string tables)", node)
            return nil
        }
        return .literal(s)
    }

    func looksLikeKey(_ s: String) -> Bool {
        let parts = s.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts.allSatisfy { part in
            !part.isEmpty && part.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
            }
        }
    }

    func isSlug(_ s: String) -> Bool { TokenParser.isTokenName(s) }
}
