import Foundation

/// Scratch folders and file listings for the tests of every module that writes files.
public enum ScratchFiles {
    /// A fresh empty folder under the system temporary folder.
    public static func temporaryFolder(_ name: String = #function) -> URL {
        let safe = name.filter { $0.isLetter || $0.isNumber }
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("sitegen-tests-\(safe)-\(UUID().uuidString)", isDirectory: true)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Every file below `root`, as sorted relative paths.
    public static func files(under root: URL) -> [String] {
        let base = root.standardizedFileURL.path
        let e = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])!
        var out: [String] = []
        for case let url as URL in e where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            out.append(String(url.standardizedFileURL.path.dropFirst(base.count + 1)))
        }
        return out.sorted()
    }

    /// The file's bytes, nil when it cannot be read.
    public static func bytes(_ url: URL) -> [UInt8]? {
        FileManager.default.contents(atPath: url.path).map { [UInt8]($0) }
    }
}
