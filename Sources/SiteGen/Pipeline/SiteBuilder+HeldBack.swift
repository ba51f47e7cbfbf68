import Foundation
import SiteData
import SiteOutput

/// One athlete's errors hold back that athlete only (docs/decisions.md, "One athlete's error
/// holds back one athlete"): the others are built and the site is swapped in as usual; the
/// held-back athlete keeps the folder the last build gave it (moved into the new site whole, so
/// it is never half new), and its card from then. Errors of the site as a whole (`site.yml`, the
/// theme, page specs) and `--strict` still stop the whole build.
extension SiteBuilder {
    /// The athletes among `slugs` whose result has errors, in slug order; a result of theirs
    /// is replaced by what the site keeps of them (their old card and counts, no diagnostics).
    func heldBack(slugs: [String], results: inout [AthleteResult], build: BuildContext,
                  previous: BuildCache, outputFolder: URL) -> [HeldBackAthlete] {
        var held: [HeldBackAthlete] = []
        let hasOldSite = FileManager.default.fileExists(atPath: outputFolder.appendingPathComponent(OutputFolder.markerName).path)
        for (i, slug) in slugs.enumerated() where results[i].diagnostics.hasErrors {
            let name = build.athletes.first { $0.slug == slug }?.name ?? slug
            let kept = hasOldSite && FileManager.default.fileExists(atPath: outputFolder.appendingPathComponent(SitePath.dashboard(slug)).path)
            let entry = kept ? previous.athletes[slug] : nil
            held.append(HeldBackAthlete(slug: slug, name: name, errors: results[i].diagnostics.errors.sortedForDisplay(), keptPages: kept))
            results[i] = AthleteResult(diagnostics: Diagnostics(results[i].diagnostics.warnings), headline: entry?.card,
                                       pages: entry?.pages ?? 0, charts: entry?.charts ?? 0, files: entry?.files ?? 0)
        }
        return held
    }

    /// Puts the held-back athletes' old folders into the new site (moved at commit when the
    /// cache knows their files, else linked), and their old cache entries into `plan`, so the
    /// next build tries them again and keeps them until they build.
    func keepHeldBack(_ held: [HeldBackAthlete], previous: BuildCache, plan: inout ReusePlan, output: OutputFolder) throws {
        for h in held where h.keptPages {
            if let entry = previous.athletes[h.slug] {
                try output.keep(h.slug, files: entry.files)
                plan.keptEntries[h.slug] = entry
            } else {
                try output.carryOver(h.slug)
            }
        }
    }
}
