import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The files below a folder, as the system lists them: what the build's fingerprints hash and
/// what the output folder measures.
package enum FileTree {
    /// A file below a folder: its path below `root` (what fingerprints name it), its path
    /// inside the folder, and what `stat` says of it.
    package struct Found {
        package var relative: String
        package var inFolder: String
        package var stat: stat
    }

    /// Every file below `folder`, in no particular order, leaving out the paths in `skipping`
    /// (relative to `root`) and, with `skipHidden`, names starting with `.`. Links are followed
    /// to files; a dangling link is left out; a folder that cannot be listed counts as empty.
    /// Nil when a symbolic link leads to a folder (what it holds could change with no file here
    /// changing, so such inputs are never reused).
    ///
    /// Every build asks this of every athlete, so it walks open folders (`openat`, then
    /// `fstatat` by name: one system call per file, no path looked up from the root again).
    package static func walk(_ folder: URL, root: String, skipping: Set<String> = [], skipHidden: Bool = false) -> [Found]? {
        var found: [Found] = []
        let top = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard top >= 0 else { return found }
        guard walk(top, inFolder: "", root: root, skipping: skipping, skipHidden: skipHidden, into: &found) else { return nil }
        return found
    }

    /// Adds the files of the open folder `fd` (closed here) and of its folders to `found`.
    private static func walk(_ fd: Int32, inFolder: String, root: String, skipping: Set<String>, skipHidden: Bool,
                             into found: inout [Found]) -> Bool {
        guard let dir = fdopendir(fd) else { close(fd); return true }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name == "." || name == ".." { continue }
            let path = inFolder.isEmpty ? name : inFolder + "/" + name
            let relative = root.isEmpty ? path : root + "/" + path
            if skipping.contains(relative) || (skipHidden && name.hasPrefix(".")) { continue }
            var st = stat()
            guard fstatat(fd, name, &st, 0) == 0 else { continue }  // a dangling link
            if st.st_mode & S_IFMT == S_IFDIR {
                var link = stat()
                guard fstatat(fd, name, &link, AT_SYMLINK_NOFOLLOW) == 0, link.st_mode & S_IFMT != S_IFLNK else { return false }
                let inner = openat(fd, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                guard inner < 0 || walk(inner, inFolder: path, root: root, skipping: skipping, skipHidden: skipHidden, into: &found) else {
                    return false
                }
            } else {
                found.append(Found(relative: relative, inFolder: path, stat: st))
            }
        }
        return true
    }
}
