/// What a change to the watched folders means for the preview: some athletes' own files
/// changed (`content/athletes/<slug>/…`), so only they are rendered again, or anything else
/// changed (site.yml, the theme, `content/pages/`, an athlete folder added or removed, paths
/// unknown), so the site is loaded again.
enum SiteChange: Equatable {
    case athletes([String])
    case everything

    /// `paths`: what changed (nil: unknown); `content`: the content folder's absolute path;
    /// `slugs`: the athletes of the site as loaded.
    init(_ paths: [String]?, content: String, slugs: Set<String>) {
        guard let paths, !paths.isEmpty else { self = .everything; return }
        let prefix = content.hasSuffix("/") ? content + "athletes/" : content + "/athletes/"
        var changed: Set<String> = []
        for path in paths {
            guard path.hasPrefix(prefix) else { self = .everything; return }
            let rest = path.dropFirst(prefix.count).split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
            // The athlete folder itself (made, moved or deleted) changes the list of athletes.
            guard rest.count == 2, slugs.contains(String(rest[0])) else { self = .everything; return }
            changed.insert(String(rest[0]))
        }
        self = .athletes(changed.sorted(by: <))
    }
}
