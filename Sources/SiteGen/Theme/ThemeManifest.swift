import SiteData

/// `theme.yml`.
struct ThemeManifest: Sendable, Hashable {
    var name: String
    var tokens: [String]
    var stylesheets: [String]
    var strings: String
    var pages: String

    static let keys = ["name", "pages", "strings", "stylesheets", "tokens"]

    static func parse(_ text: String, path: String) throws(InputError) -> ThemeManifest {
        var diagnostics = Diagnostics()
        let file: YAMLDocument
        do { file = try YAMLDocument(text, path: path) } catch { throw InputError(Diagnostics([error])) }
        guard let root = file.root, case .mapping(let mapping) = root.content else {
            throw InputError(Diagnostics([.error("expected a map with \(keys.joined(separator: ", "))",
                                                 at: file.root.map(file.location) ?? SourceLocation(file: path))]))
        }
        var manifest = ThemeManifest(name: "", tokens: ["tokens.yml"], stylesheets: [], strings: "strings", pages: "pages")
        var sawName = false
        for (keyNode, value) in mapping {
            let key = keyNode.scalar?.string ?? ""
            switch key {
            case "name":
                if let s = value.scalar?.string, !s.isEmpty { manifest.name = s; sawName = true }
                else { diagnostics.error("\"name\" must be a text", at: file.location(value)) }
            case "tokens", "stylesheets":
                guard case .sequence(let seq) = value.content else {
                    diagnostics.error("\"\(key)\" must be a list of paths", at: file.location(value))
                    continue
                }
                var paths: [String] = []
                for item in seq {
                    if let p = relativePath(item, file, &diagnostics) { paths.append(p) }
                }
                if key == "tokens" { manifest.tokens = paths } else { manifest.stylesheets = paths }
            case "strings", "pages":
                guard let p = relativePath(value, file, &diagnostics) else { continue }
                if key == "strings" { manifest.strings = p } else { manifest.pages = p }
            default:
                diagnostics.error("unknown key \"\(key)\" (known: \(keys.joined(separator: ", ")))", at: file.location(keyNode))
            }
        }
        if !sawName && !diagnostics.hasErrors {
            diagnostics.error("missing \"name\"", at: file.location(root))
        }
        if diagnostics.hasErrors { throw InputError(diagnostics) }
        return manifest
    }

    /// A path inside the theme: relative, no `..`, no empty parts.
    static func relativePath(_ node: YAMLNode, _ file: YAMLDocument, _ diagnostics: inout Diagnostics) -> String? {
        guard let p = node.scalar?.string,
              !p.isEmpty, !p.hasPrefix("/"),
              !p.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0.isEmpty || $0 == ".." || $0 == "." })
        else {
            diagnostics.error("expected a path inside the theme folder, found \"\(node.scalar?.string ?? node.kindName)\"",
                              at: file.location(node))
            return nil
        }
        return p
    }
}
