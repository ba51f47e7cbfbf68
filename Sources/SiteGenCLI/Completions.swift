import ArgumentParser
import SiteData
import SiteGen

/// Shell completion for values that are not plain files: athlete slugs from the content folder
/// the command line names (`--content DIR`, `--content=DIR`, else `content`), and page, shape
/// and widget names.
enum Completions {
    static let athletes = CompletionKind.custom { words, _, prefix in
        ContentFolderSource.athleteFolders(in: contentFolder(in: words), prefix: prefix)
    }

    static let pages = CompletionKind.custom { _, _, prefix in PageKind.names(prefix: prefix) }
    static let shapes = CompletionKind.custom { _, _, prefix in DatasetShape.names(prefix: prefix) }
    static let widgets = CompletionKind.custom { _, _, prefix in WidgetKind.names(prefix: prefix) }

    /// The last `--content` value on the command line, as typed (`~` is left to the shell).
    static func contentFolder(in words: [String]) -> String {
        var folder = "content"
        for (i, word) in words.enumerated() {
            if word == "--content", i + 1 < words.count { folder = words[i + 1] }
            if word.hasPrefix("--content=") { folder = String(word.dropFirst("--content=".count)) }
        }
        return folder
    }
}
