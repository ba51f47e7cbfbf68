import Foundation
import SiteData
import SiteOutput

/// What an athlete's pages are made from, as one SHA-256 (the build cache's key, `BuildCache`).
///
/// An athlete's fingerprint covers every file in its content folder (`athletes/<slug>/`, read
/// in sorted order) and the site's fingerprint: every other file of the content folder
/// (site.yml, page spec overrides, a theme kept there), the theme's files, sitegen's version
/// today, `--from/--to`, how the content folder is named in messages, and the
/// athletes the header's switcher lists (only while it lists them: beyond
/// `PageLayout.maxSwitcherAthletes` it is one link, and adding an athlete changes no page).
enum InputFingerprint {
    /// One file's bytes and path, in the order hashed.
    typealias Input = (path: String, bytes: [UInt8])

    /// The site's fingerprint, from the parts listed above (`lines`) and the files.
    static func site(lines: [String], files: [Input]) -> String {
        var text = "sitegen-inputs 1\n"
        for line in lines { text += line.replacingOccurrences(of: "\n", with: "\\n") + "\n" }
        return hash(prefix: text, files: files)
    }

    /// The hash of an athlete's own files.
    static func content(files: [Input]) -> String {
        hash(prefix: "athlete-files 1\n", files: files)
    }

    /// An athlete's fingerprint: the site's, and the hash of the athlete's own files.
    static func athlete(site: String, content: String) -> String {
        SHA256.hex(Array("site \(site)\ncontent \(content)\n".utf8))
    }

    static func hash(prefix: String, files: [Input]) -> String {
        // Fed file by file: the same digest as of all of it in one buffer, without the copy.
        var hasher = SHA256()
        hasher.update(prefix.utf8)
        for f in files.sorted(by: { codePointLess($0.path, $1.path) }) {
            hasher.update("file \(f.path.utf8.count):\(f.path) \(f.bytes.count)\n".utf8)
            hasher.update(f.bytes)
        }
        return SHA256.hex(digest: hasher.finalize())
    }

    /// Every file below `folder` with its path relative to `root`, leaving out the folders
    /// whose relative paths are in `skipping`, and with `skipHidden` names starting with `.`
    /// (`.git` of a content folder kept in Git: no loader reads them). Nil when a symbolic link
    /// leads to a folder (what it holds could change with no file here changing, so such inputs
    /// are never reused) or a file cannot be read.
    static func files(in folder: URL, root: String, skipping: Set<String> = [], skipHidden: Bool = false) -> [Input]? {
        guard let found = FileTree.walk(folder, root: root, skipping: skipping, skipHidden: skipHidden) else { return nil }
        var out: [Input] = []
        for file in found {
            guard let bytes = ContentFile.contents(folder.path + "/" + file.inFolder) else { return nil }
            out.append((path: file.relative, bytes: bytes))
        }
        return out
    }
}

extension InputFingerprint {
    /// Every file of a theme: a folder's files, or the built-in theme's.
    static func files(of theme: Theme) -> [Input]? {
        switch theme.storage {
        case let folder as DirectoryThemeStorage:
            return files(in: folder.url, root: "theme", skipHidden: true)
        case let memory as MemoryThemeStorage:
            return memory.files.map { (path: "theme/" + $0.key, bytes: Array($0.value.utf8)) }
        default:
            return nil
        }
    }
}
