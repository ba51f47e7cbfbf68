import Foundation
import SiteData
import SiteOutput

/// What a build leaves for the next one, beside the output folder in `.<name>.sitegen-cache`
/// (JSON; `OutputFolder.cacheFile(for:)`): per athlete, the fingerprint of its inputs
/// (`InputFingerprint`) and what the rest of the build needs from it (its family-index card,
/// page and chart counts, warnings). A later build whose fingerprint for the athlete is the
/// same takes the athlete's folder from the old site instead of rendering it again
/// (`ReusePlan`). Never inside the output folder, which gets published: warnings name files
/// (a private note's among them) and quote them.
struct BuildCache: Codable, Sendable, Equatable {
    /// Where sitegen before 0.x kept the cache: inside the output folder. Still read (the next
    /// build reuses it), and gone with the old site when the new one replaces it.
    static let legacyFileName = ".sitegen-cache"
    static let currentFormat = 3

    struct Entry: Codable, Sendable, Equatable {
        /// The athlete's fingerprint (`InputFingerprint.athlete`).
        var inputs: String
        /// The hash of the athlete's own files, and the file-system stamp they had then.
        var content: String
        var stamp: String
        var card: AthleteHeadline
        var pages: Int
        var charts: Int
        /// Files in the athlete's folder (the summary counts them without reading the folder).
        var files: Int
        var warnings: [CachedWarning]
    }

    var format = BuildCache.currentFormat
    /// `OutputFolder.markerStamp` of the site it describes; nil in a cache an older sitegen kept
    /// inside the site (it moved with the folder).
    var marker: String?
    var athletes: [String: Entry] = [:]

    /// The cache of the sitegen output folder `outputFolder` (beside it, or an older sitegen's inside it);
    /// empty when there is none or it cannot be read (damaged, another format), or, with
    /// `sameFolder`, when it describes another folder than the one there now (a backup put back
    /// in its place): then every athlete is built. A `--merge` folder is not checked: it is
    /// an input, and a shard's output is a copy on the machine that merges.
    static func read(outputFolder: URL, sameFolder: Bool = true) -> BuildCache {
        let fm = FileManager.default
        guard fm.fileExists(atPath: outputFolder.appendingPathComponent(OutputFolder.markerName).path) else { return BuildCache() }
        if let data = fm.contents(atPath: OutputFolder.cacheFile(for: outputFolder).path) {
            guard let cache = decode(data), cache.marker != nil,
                  !sameFolder || cache.marker == OutputFolder.markerStamp(of: outputFolder) else { return BuildCache() }
            return cache
        }
        guard let data = fm.contents(atPath: outputFolder.appendingPathComponent(legacyFileName).path),
              let cache = decode(data) else { return BuildCache() }
        return cache
    }

    static func decode(_ data: Foundation.Data) -> BuildCache? {
        guard let cache = try? JSONDecoder().decode(BuildCache.self, from: data), cache.format == currentFormat else { return nil }
        return cache
    }

    /// Sorted keys: the same cache for the same site, byte for byte. `<`, `>` and `&` (which
    /// JSON has only inside strings) are written `\u003c` etc., so warnings quoting hostile
    /// content never put markup into a file of the site, even one no browser should open.
    func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let json = Array((try? encoder.encode(self)) ?? Foundation.Data("{}".utf8))
        var out: [UInt8] = []
        out.reserveCapacity(json.count + 1)
        for b in json {
            switch b {
            case UInt8(ascii: "<"): out += Array("\\u003c".utf8)
            case UInt8(ascii: ">"): out += Array("\\u003e".utf8)
            case UInt8(ascii: "&"): out += Array("\\u0026".utf8)
            default: out.append(b)
            }
        }
        return out + [UInt8(ascii: "\n")]
    }
}

/// A warning of a reused athlete, shown again as a full build would show it.
struct CachedWarning: Codable, Sendable, Equatable {
    var file: String?
    var line: Int
    var column: Int
    var message: String

    init(_ d: Diagnostic) {
        file = d.location?.file
        line = d.location?.line ?? 0
        column = d.location?.column ?? 0
        message = d.message
    }

    var diagnostic: Diagnostic {
        Diagnostic(.warning, message, at: file.map { SourceLocation(file: $0, line: line, column: column) })
    }
}
