import Foundation
import SiteData

/// What shell completion offers (`sitegen --generate-completion-script bash|zsh|fish`): the
/// CLI finds the words, these list the candidates.
extension Commands {
    /// The athletes of `contentFolder` whose slug starts with `prefix`, sorted: the folders in
    /// `athletes/` with a valid athlete slug. Nothing (not an error) when there is no such
    /// folder: completion must never print a message into the user's command line.
    public static func athleteSlugs(contentFolder: String, prefix: String = "") -> [String] {
        let folder = URL(fileURLWithPath: contentFolder).appendingPathComponent("athletes")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.filter { name in
            guard name.hasPrefix(prefix), Slug.isValidAthleteSlug(name) else { return false }
            var info = stat()
            return stat(folder.appendingPathComponent(name).path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
        }.sorted(by: codePointLess)
    }

    /// The page names `sitegen theme pages PAGE` takes, starting with `prefix`.
    public static func pageNames(prefix: String = "") -> [String] {
        PageKind.allCases.map(\.rawValue).filter { $0.hasPrefix(prefix) }.sorted(by: codePointLess)
    }

    /// The shape names `sitegen theme shapes SHAPE` takes, starting with `prefix`.
    public static func shapeNames(prefix: String = "") -> [String] {
        DatasetShape.allCases.map(\.rawValue).filter { $0.hasPrefix(prefix) }.sorted(by: codePointLess)
    }

    /// The widget names `sitegen theme widgets WIDGET` takes, starting with `prefix`.
    public static func widgetNames(prefix: String = "") -> [String] {
        WidgetKind.allCases.map(\.rawValue).filter { $0.hasPrefix(prefix) }.sorted(by: codePointLess)
    }
}
