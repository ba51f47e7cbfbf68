import Foundation
import SiteOutput

extension InputFingerprint {
    /// What the file system says about an athlete's files (path, size, inode, modification and
    /// change times), hashed: when it is what the cache recorded, the files are the ones hashed
    /// then and are not read again (as Git's index does). The change time moves on every write,
    /// even one that puts the old modification time back. Nil as for `files(in:)`: a symbolic
    /// link to a folder.
    static func stamp(of folder: URL) -> String? {
        guard let found = FileTree.walk(folder, root: "") else { return nil }
        var text = "stamp 1\n"
        for file in found.sorted(by: { $0.relative.unicodeScalars.lexicographicallyPrecedes($1.relative.unicodeScalars) }) {
            let st = file.stat
            #if os(Linux)
            let times = "\(st.st_mtim.tv_sec).\(st.st_mtim.tv_nsec) \(st.st_ctim.tv_sec).\(st.st_ctim.tv_nsec)"
            #else
            let times = "\(st.st_mtimespec.tv_sec).\(st.st_mtimespec.tv_nsec) \(st.st_ctimespec.tv_sec).\(st.st_ctimespec.tv_nsec)"
            #endif
            text += "\(file.relative.utf8.count):\(file.relative) \(st.st_size) \(st.st_dev) \(st.st_ino) \(times)\n"
        }
        return SHA256.hex(Array(text.utf8))
    }
}
