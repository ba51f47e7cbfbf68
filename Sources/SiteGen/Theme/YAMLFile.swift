import SiteData
import Yams

/// A YAML file composed into Yams nodes, keeping its display path for error locations.
struct YAMLFile {
    /// The path shown in messages, e.g. `content/pages/dashboard.yml`.
    let path: String
    /// The document's root; nil for an empty document.
    let root: Node?

    /// Composes `text`; a syntax error becomes one diagnostic with its line and column.
    init(_ text: String, path: String) throws(Diagnostic) {
        self.path = path
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw YAMLFile.diagnostic(error, path: path)
        } catch {
            throw Diagnostic.error("\(error)", at: SourceLocation(file: path))
        }
        if let root, let aliased = YAMLAnchors.firstAliased(in: root) {
            throw Diagnostic.error(YAMLAnchors.message, at: location(aliased))
        }
    }

    func location(_ node: Node) -> SourceLocation {
        guard let mark = node.mark else { return SourceLocation(file: path) }
        return SourceLocation(file: path, line: mark.line, column: mark.column)
    }

    static func diagnostic(_ error: YamlError, path: String) -> Diagnostic {
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _),
             let .composer(_, problem, mark, _):
            return .error("invalid YAML: \(problem)",
                          at: SourceLocation(file: path, line: mark.line, column: mark.column))
        case let .duplicatedKeysInMapping(duplicates, context):
            let names = duplicates.sorted(by: codePointLess)
                .map { "\"\($0)\"" }.joined(separator: ", ")
            return .error("duplicate key \(names)",
                          at: SourceLocation(file: path, line: context.mark.line, column: context.mark.column))
        case let .reader(problem, _, _, _):
            return .error("invalid YAML: \(problem)", at: SourceLocation(file: path))
        default:
            return .error("invalid YAML: \(error)", at: SourceLocation(file: path))
        }
    }
}

extension Node {
    /// A short name for the kind of node, for "expected … found …" messages.
    var kindName: String {
        switch self {
        case .scalar: "a value"
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }
}
