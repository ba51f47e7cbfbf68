import Foundation

/// The file system's immutable flag, for the tests that need a file or folder this process
/// cannot change even as root (`chattr +i`; Debian's e2fsprogs).
public enum FileFlag {
    /// Runs `chattr flag path` (`+i` or `-i`); false when chattr is missing or refuses (not
    /// root, or a file system without the flag).
    public static func chattr(_ flag: String, _ path: String) -> Bool {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        p.arguments = [flag, path]
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return false }
        p.waitUntilExit()
        return p.terminationStatus == 0
    }
}
