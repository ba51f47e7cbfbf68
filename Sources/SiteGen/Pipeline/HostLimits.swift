import Foundation
import SiteData
import SiteOutput

/// The free plans' limits of the hosts a family or a club publishes to (`host:` in site.yml,
/// `sitegen build --host`), checked against the finished output: a site over one is refused or
/// cut by the host, so the build says so and what to do (docs/publishing.md, "Host limits").
/// Figures as the hosts publish them (docs/decisions.md, "Host limits"); Netlify publishes none
/// for a site's files, so it has the 1 GB the others share.
struct HostLimits: Sendable, Equatable {
    var name: String
    var label: String
    var maxFiles: Int?
    var maxSiteBytes: Int?
    var maxFileBytes: Int?

    static let gigabyte = 1_000_000_000

    static func of(_ host: String) -> HostLimits? {
        switch host {
        case "github-pages": HostLimits(name: host, label: "GitHub Pages", maxSiteBytes: gigabyte, maxFileBytes: 100 * 1_048_576)
        case "cloudflare-pages": HostLimits(name: host, label: "Cloudflare Pages", maxFiles: 20_000, maxFileBytes: 25 * 1_048_576)
        case "gitlab-pages": HostLimits(name: host, label: "GitLab Pages", maxFiles: 200_000, maxSiteBytes: gigabyte)
        case "netlify": HostLimits(name: host, label: "Netlify", maxSiteBytes: gigabyte)
        default: nil
        }
    }

    /// What to do about a site that is too big, in the order a family or club would try it.
    static let advice = "build without the coach's documents (--no-documents), split the athletes into shards "
        + "(--shard, docs/publishing.md), or build one site per family"

    /// The warnings for the site in `outputFolder` (its files, their bytes, the biggest one).
    func warnings(outputFolder: URL, siteFile: String) -> [Diagnostic] {
        let files = (FileTree.walk(outputFolder, root: "") ?? []).filter { $0.inFolder != OutputFolder.markerName }
        return warnings(files: files.count, bytes: files.reduce(0) { $0 + Int($1.stat.st_size) },
                        biggest: files.max { $0.stat.st_size < $1.stat.st_size }.map { ($0.inFolder, Int($0.stat.st_size)) },
                        siteFile: siteFile)
    }

    /// `Cloudflare Pages'`, `Netlify's`.
    var owner: String { label.hasSuffix("s") ? label + "'" : label + "'s" }

    /// `20,000`.
    static func grouped(_ n: Int) -> String {
        var digits = String(n), out = ""
        while digits.count > 3 { out = "," + digits.suffix(3) + out; digits.removeLast(3) }
        return digits + out
    }

    /// `1.2 GB` from a gigabyte (1,000,000,000 bytes, as the hosts count), else as `FileProblem` says.
    static func size(_ bytes: Int) -> String {
        guard bytes >= gigabyte else { return FileProblem.size(bytes) }
        let tenths = (bytes + gigabyte / 20) / (gigabyte / 10)
        return "\(tenths / 10).\(tenths % 10) GB"
    }

    func warnings(files: Int, bytes: Int, biggest: (path: String, bytes: Int)?, siteFile: String) -> [Diagnostic] {
        let at = SourceLocation(file: siteFile)
        var out: [Diagnostic] = []
        let n = Self.grouped
        if let maxFiles, files > maxFiles {
            out.append(.warning("the site has \(n(files)) files, over \(owner) \(n(maxFiles)) per site: \(Self.advice)", at: at))
        }
        if let maxSiteBytes, bytes > maxSiteBytes {
            out.append(.warning("the site holds \(Self.size(bytes)), over \(owner) \(Self.size(maxSiteBytes)) per site: \(Self.advice)", at: at))
        }
        if let maxFileBytes, let biggest, biggest.bytes > maxFileBytes {
            out.append(.warning("\(biggest.path) is \(FileProblem.size(biggest.bytes)), over \(owner) \(FileProblem.size(maxFileBytes)) per file: "
                                + "make its pictures or videos smaller, or leave it out of the content", at: at))
        }
        return out
    }
}
