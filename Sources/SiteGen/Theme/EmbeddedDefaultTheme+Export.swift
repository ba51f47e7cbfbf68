import Foundation
import SiteData
import SiteOutput

extension EmbeddedDefaultTheme {
    /// `sitegen theme export DIR`: writes the theme built into sitegen (the default theme) to
    /// `DIR` as a starting point for a theme of one's own. `DIR` must not exist or be empty, so
    /// nothing is ever overwritten. Returns the confirmation to print.
    public static func export(to directory: String) throws -> String {
        let folder = URL(fileURLWithPath: directory)
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDir) {
            guard isDir.boolValue else { throw UsageError("\(directory) is a file; name a new folder to export the theme to") }
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            guard entries.isEmpty else {
                throw UsageError("\(directory) is not empty; name a new folder so nothing is overwritten")
            }
        }
        let files = Self.files
        for path in files.keys.sorted(by: codePointLess) {
            let url = folder.appendingPathComponent(path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Foundation.Data(files[path]!.utf8).write(to: url)
            } catch {
                throw UsageError("cannot write \(directory)/\(path): \(FileProblem.reason(of: error))")
            }
        }
        return """
        Wrote the default theme (\(files.count) files) to \(directory).
        Use it with `--theme-dir \(directory)`, or put it in a themes/ folder beside your content folder \
        (themes/NAME) and set `theme: NAME` in site.yml.
        """
    }
}
