import Foundation

extension AthleteProfileLoader {
    /// The message for a `photo` that is not in the athlete folder: with "did you mean" for a
    /// file beside it whose name differs only in case (`Photo.JPG` for `photo.jpg`: names are
    /// exact on Linux and on every web server, though not on a Mac or Windows), or else is a
    /// likely typo of it.
    static func missingPhotoMessage(_ photo: String, folder: URL) -> String {
        let missing = "photo \(Quote.text(photo)) does not exist"
        let path = photo.split(separator: "/", omittingEmptySubsequences: false)
        let name = String(path.last ?? "")
        let parent = path.dropLast().reduce(folder) { $0.appendingPathComponent(String($1)) }
        guard case .names(let names) = ContentFile.list(parent.path) else { return missing }
        let files = names.filter { !$0.hasPrefix(".") && !ContentFile.isIgnored($0) }.sorted(by: codePointLess)
        let prefix = path.dropLast().map { $0 + "/" }.joined()
        if let same = files.first(where: { $0.lowercased() == name.lowercased() }) {
            return missing + "; did you mean \(Quote.text(prefix + same))? (the name must match in capital and small "
                + "letters too: write it as the file is named, or rename the file)"
        }
        if name.count >= 3, let near = ClosestName.suggest(name, among: files) {
            return missing + "; did you mean \(Quote.text(prefix + near))?"
        }
        return missing
    }
}
