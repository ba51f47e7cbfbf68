import Foundation

/// A path as one word of a shell command, for the commands that messages suggest
/// (`rm -rf …`, `sitegen build --content …`).
package enum ShellWord {
    /// `path` as it is when it is plain, else in single quotes.
    package static func quoted(_ path: String) -> String {
        let plain = !path.isEmpty && path.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "-_./".unicodeScalars.contains($0)
        }
        return plain ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
