import Foundation
import SiteData

/// Which athletes a build renders and which it takes, unchanged, from an earlier output (the
/// site being replaced, or with `--merge` the folders of `--shard` builds).
struct ReusePlan: Sendable {
    struct Reused: Sendable {
        var slug: String
        /// The output folder holding the athlete's folder: this build's, or a `--merge` folder.
        var outputFolder: URL
        var entry: BuildCache.Entry
    }

    /// An athlete's fingerprint, the hash of its files, and their stamp (`BuildCache.Entry`).
    struct Inputs: Sendable {
        var inputs: String
        var content: String
        var stamp: String
    }

    /// Each athlete's inputs; none for athletes that cannot be reused (a linked folder), nor
    /// with a PostgreSQL source.
    var fingerprints: [String: Inputs] = [:]
    var reused: [Reused] = []
    /// The athletes to render, sorted.
    var build: [String]
    /// The cache entries of the athletes `--athlete` keeps, from the site being replaced.
    var keptEntries: [String: BuildCache.Entry] = [:]
    /// The cache of the site being replaced (held-back athletes keep their entries from it).
    var previous = BuildCache()

    /// What the family index, the summary and the warnings need from a reused athlete.
    static func result(_ r: Reused) -> AthleteResult {
        AthleteResult(diagnostics: Diagnostics(r.entry.warnings.map(\.diagnostic)), headline: r.entry.card,
                      pages: r.entry.pages, charts: r.entry.charts, files: r.entry.files)
    }

    /// The cache the new site gets: every athlete built now, every
    /// reused athlete, and the kept ones as the old cache had them.
    func cache(built: [AthleteResult]) -> BuildCache {
        var cache = BuildCache()
        for (slug, entry) in keptEntries { cache.athletes[slug] = entry }
        for r in reused { cache.athletes[r.slug] = r.entry }
        for r in built {
            guard let card = r.headline, let i = fingerprints[card.slug] else { continue }
            cache.athletes[card.slug] = BuildCache.Entry(inputs: i.inputs, content: i.content, stamp: i.stamp,
                                                         card: card, pages: r.pages, charts: r.charts,
                                                         files: r.files, warnings: r.diagnostics.warnings.map(CachedWarning.init))
        }
        return cache
    }
}
