import Foundation

extension ContentFolderSource {
    /// Reads only each `athlete.yml`'s profile.
    public func athleteNames(_ slugs: [String], config: SiteConfig) -> [String: String] {
        var names: [String: String] = [:]
        for slug in slugs {
            let url = contentFolder.appendingPathComponent("athletes/\(slug)/athlete.yml")
            let text = (try? ContentFolderSource.readText(url, display: url.path, root: contentFolder).get()) ?? ""
            names[slug] = AthleteProfileLoader.load(text: text, slug: slug, file: url.path).0?.name ?? slug
        }
        return names
    }
}
