import Foundation

extension InputFingerprint {
    /// What the file system says about an athlete's files (path, size, inode, modification and
    /// change times), hashed: when it is what the cache recorded, the files are the ones hashed
    /// then and are not read again (as Git's index does). The change time moves on every write,
    /// even one that puts the old modification time back. Nil as for `paths(in:)`: a symbolic
    /// link to a folder, or a file that cannot be looked at.
    ///
    /// Every build asks this of every athlete, so the walk works on open folders (`openat`,
    /// `fstatat` by name: one system call per file, no path looked up from the root again).
    static func stamp(of folder: URL) -> String? {
        let top = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard top >= 0 else { return nil }
        var entries: [(relative: String, stat: stat)] = []
        guard walk(top, root: "", into: &entries) else { return nil }
        var text = "stamp 1\n"
        for (relative, st) in entries.sorted(by: { $0.relative.unicodeScalars.lexicographicallyPrecedes($1.relative.unicodeScalars) }) {
            #if os(Linux)
            let times = "\(st.st_mtim.tv_sec).\(st.st_mtim.tv_nsec) \(st.st_ctim.tv_sec).\(st.st_ctim.tv_nsec)"
            #else
            let times = "\(st.st_mtimespec.tv_sec).\(st.st_mtimespec.tv_nsec) \(st.st_ctimespec.tv_sec).\(st.st_ctimespec.tv_nsec)"
            #endif
            text += "\(relative.utf8.count):\(relative) \(st.st_size) \(st.st_dev) \(st.st_ino) \(times)\n"
        }
        return SHA256.hex(Array(text.utf8))
    }

    /// Adds the files of the open folder `fd` (closed here) and of its folders to `entries`,
    /// as `paths(in:)` finds them: links followed to files, a dangling link left out, false
    /// for a link to a folder.
    private static func walk(_ fd: Int32, root: String, into entries: inout [(relative: String, stat: stat)]) -> Bool {
        guard let dir = fdopendir(fd) else { close(fd); return false }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name == "." || name == ".." { continue }
            var st = stat()
            guard fstatat(fd, name, &st, 0) == 0 else { continue }  // a dangling link
            let relative = root.isEmpty ? name : root + "/" + name
            if st.st_mode & S_IFMT == S_IFDIR {
                var link = stat()
                guard fstatat(fd, name, &link, AT_SYMLINK_NOFOLLOW) == 0, link.st_mode & S_IFMT != S_IFLNK else { return false }
                let inner = openat(fd, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                guard inner >= 0, walk(inner, root: relative, into: &entries) else { return false }
            } else {
                entries.append((relative, st))
            }
        }
        return true
    }
}
