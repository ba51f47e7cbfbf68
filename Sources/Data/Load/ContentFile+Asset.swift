import Foundation

extension ContentFile {
    /// `<contentFolder>/athletes/<slug>/<path>` as an `AssetFile`: never read from outside the
    /// content folder (symbolic links are resolved first), and only when it is a regular file.
    public static func asset(_ path: String, athlete slug: String, contentFolder: URL, display: String) -> AssetFile {
        let url = contentFolder.appendingPathComponent("athletes").appendingPathComponent(slug).appendingPathComponent(path)
        if isMissing(url.path) { return .missing }
        switch read(url, root: contentFolder, display: display) {
        case .success(let bytes): return .bytes(bytes)
        case .failure(let problem): return .unreadable(problem)
        }
    }
}
