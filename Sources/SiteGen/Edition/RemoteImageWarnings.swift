import Foundation
import SiteData

/// Warnings for the images in a bio or note that load from the network: `Markdown.html` shows
/// them as links, and the family should know why the picture is not on the page.
enum RemoteImageWarnings {
    static func message(_ url: String) -> String {
        "image \"\(url)\" would load from the network; it is shown as a link instead"
    }

    /// For the bio of `profile` and every note in `notes`. `profileFile` is the display path of
    /// `athlete.yml`; `profileURL` the file itself, read only to find the bio's line (nil, or a
    /// file that is not there, as with a database source: no line).
    static func diagnostics(profile: AthleteProfile, notes: [Note], profileFile: String, profileURL: URL?) -> Diagnostics {
        var out = Diagnostics()
        if let bio = profile.bio {
            let images = Markdown.remoteImages(bio)
            let lines = images.isEmpty ? [] : profileLines(profileURL)
            for image in images {
                // The first place athlete.yml holds the address as written.
                var location = SourceLocation(file: profileFile)
                if let i = lines.firstIndex(where: { $0.contains(image.url) }), let r = lines[i].range(of: image.url) {
                    location.line = i + 1
                    location.column = lines[i].utf8.distance(from: lines[i].startIndex, to: r.lowerBound) + 1
                }
                out.warning("bio: " + message(image.url), at: location)
            }
        }
        for note in notes {
            for image in Markdown.remoteImages(note.body) {
                // The body starts at note.location's line of the .md file.
                let location = SourceLocation(file: note.location.file, line: note.location.line + image.line - 1,
                                              column: image.column)
                out.warning(message(image.url), at: location)
            }
        }
        return out
    }

    static func profileLines(_ url: URL?) -> [Substring] {
        guard let url, let data = FileManager.default.contents(atPath: url.path) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    }
}
