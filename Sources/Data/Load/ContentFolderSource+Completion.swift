import Foundation

extension ContentFolderSource {
    /// The athletes of `contentFolder` whose slug starts with `prefix`, sorted: the folders in
    /// `athletes/` with a valid athlete slug. Nothing (not an error) when there is no such
    /// folder: completion must never print a message into the user's command line.
    public static func athleteFolders(in contentFolder: String, prefix: String = "") -> [String] {
        let folder = URL(fileURLWithPath: contentFolder).appendingPathComponent("athletes")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.filter { name in
            guard name.hasPrefix(prefix), Slug.isValidAthleteSlug(name) else { return false }
            var info = stat()
            return stat(folder.appendingPathComponent(name).path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
        }.sorted(by: codePointLess)
    }
}
