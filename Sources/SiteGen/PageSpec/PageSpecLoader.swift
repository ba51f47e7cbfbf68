import Foundation
import SiteData

/// Reads page specs (`pages/<page>.yml`) and checks them against the vocabulary: every
/// problem is reported as `file:line:column: message`, all at once.
public struct PageSpecLoader: Sendable {
    /// Colour token names a `color` option may name.
    public let colorTokens: Set<String>
    /// String keys a text option may name.
    public let stringKeys: Set<String>

    public init(colorTokens: Set<String>, stringKeys: Set<String>) {
        self.colorTokens = colorTokens
        self.stringKeys = stringKeys
    }

    /// A loader checking against `theme`'s colour tokens and `strings`' keys.
    public init(theme: Theme, strings: Strings) {
        self.init(colorTokens: Set(theme.tokens.colors.keys), stringKeys: Set(strings.keys))
    }

    static let pageKeys = ["page", "sections", "subtitle", "title", "variants"]
    static let sectionKeys = ["hidden", "id", "layout", "show_when", "title", "widgets"]
    static let variantKeys = ["custom", "default", "presets"]

    /// Every page's spec: `<content>/pages/<page>.yml` when it exists (replacing the theme's
    /// file whole), else the theme's `pages/<page>.yml`. A file in `<content>/pages` whose
    /// name is not a page is an error; files not ending in `.yml` there are ignored, and so are
    /// lock files and backups (`ContentFile.isIgnored`: `~$dashboard.yml`).
    /// `contentDisplayPath` is how messages name the content folder (e.g. `content`).
    public func loadAll(theme: Theme, contentDirectory: URL?, contentDisplayPath: String = "content")
        throws(InputError) -> [PageKind: PageSpec] {
        var diagnostics = Diagnostics()
        var specs: [PageKind: PageSpec] = [:]
        var overrides: [PageKind: (path: String, text: String)] = [:]
        if let contentDirectory {
            let folder = contentDirectory.appendingPathComponent("pages")
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".yml") && !ContentFile.isIgnored($0) }.sorted(by: codePointLess)
            for name in names {
                let display = contentDisplayPath + "/pages/" + name
                guard let kind = PageKind(rawValue: String(name.dropLast(4))) else {
                    diagnostics.error("unknown page \"\(name.dropLast(4))\" (known: \(Self.known(PageKind.allCases.map(\.rawValue))))",
                                      at: SourceLocation(file: display))
                    continue
                }
                switch ContentFile.read(folder.appendingPathComponent(name), root: contentDirectory, display: display) {
                case .failure(let d): diagnostics.append(d)
                case .success(let data): overrides[kind] = (display, String(decoding: data, as: UTF8.self))
                }
            }
        }
        for kind in PageKind.allCases {
            guard let source = overrides[kind] ?? theme.pageSpecSource(kind.rawValue) else {
                diagnostics.error("the theme has no page spec for \"\(kind.rawValue)\"",
                                  at: SourceLocation(file: theme.location + "/" + theme.pagesFolder + "/" + kind.rawValue + ".yml"))
                continue
            }
            do { specs[kind] = try parse(source.text, file: source.path, kind: kind) }
            catch { diagnostics.append(contentsOf: error.diagnostics) }
        }
        if diagnostics.hasErrors { throw InputError(diagnostics) }
        return specs
    }

    /// Parses one spec for page `kind`; `file` is the path shown in messages.
    public func parse(_ yaml: String, file: String, kind: PageKind) throws(InputError) -> PageSpec {
        var parser = Parser(loader: self, pageKind: kind)
        let document: YAMLDocument
        do { document = try YAMLDocument(yaml, path: file) } catch { throw InputError(Diagnostics([error])) }
        parser.file = document
        let spec = parser.spec(document.root)
        if parser.diagnostics.hasErrors || spec == nil { throw InputError(parser.diagnostics) }
        return spec!
    }

    static func known(_ names: [String]) -> String { names.sorted(by: codePointLess).joined(separator: ", ") }

}
