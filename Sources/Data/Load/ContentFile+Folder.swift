import Foundation

extension ContentFile {
    /// What listing a folder gave.
    enum Listing: Equatable {
        /// The entries' names, without `.` and `..`, in the order the file system gives them.
        case names([String])
        case missing
        /// Permission denied: the folder cannot be listed (docs/content.md, "When something is wrong").
        case denied
        case notAFolder
        case failed
    }

    /// The names in the folder at `path` (symbolic links followed).
    static func list(_ path: String) -> Listing {
        guard let dir = opendir(path) else {
            switch errno {
            case ENOENT: return .missing
            case EACCES, EPERM: return .denied
            case ENOTDIR: return .notAFolder
            default: return .failed
            }
        }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return .names(names)
    }

    /// The error for a folder that cannot be listed.
    static func folderMessage(denied: Bool) -> String {
        denied ? "cannot read the folder: permission denied" : "cannot read the folder"
    }

    /// Whether nothing is at `path` (ENOENT, ENOTDIR); false when something is there, even if
    /// it cannot be read (that is for the read to report).
    static func isMissing(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) != 0 && (errno == ENOENT || errno == ENOTDIR)
    }

    /// Files that programs leave beside the ones they edit, which sitegen never reads and never
    /// mentions: Office's owner files while a file is open (`~$schools.csv`), LibreOffice's lock
    /// files (`.~lock.schools.csv#`), `.DS_Store` and `._*` (macOS, the second on USB sticks and
    /// network drives), `Thumbs.db` (Windows), editor backups (`notes.md~`) and Vim's swap
    /// files (`.notes.md.swp`, `.notes.md.swo`).
    /// Applied to every folder sitegen lists: `athletes/`, an athlete's folder, `notes/`, `pages/`.
    public static func isIgnored(_ name: String) -> Bool {
        if name.hasPrefix("~$") || name.hasSuffix("~") || name == ".DS_Store" || name.hasPrefix("._") { return true }
        if name.hasPrefix(".~lock.") && name.hasSuffix("#") { return true }
        if name.hasPrefix(".") && (name.hasSuffix(".swp") || name.hasSuffix(".swo")) { return true }
        return name.lowercased() == "thumbs.db"
    }
}
