import Foundation
import SiteData
import SiteOutput

/// `--athlete X` into an existing site: every other athlete keeps its folder, and the family
/// index and athlete switcher still list them. The new site is the old one with X's folder
/// (and the site-wide files) replaced, swapped in whole like any build.
///
/// "Other athletes" are the content's athletes that already have a dashboard in the existing
/// site; a folder of an athlete no longer in the content goes, as in a full build, and an
/// athlete never built is not added. Their cards need headline numbers: they come from a load
/// of the athlete's data (no pages are rendered), so the index matches a full build's.
enum KeptAthletes {
    /// The candidates whose `<slug>/index.html` exists in a site sitegen wrote.
    static func find(in outputFolder: URL, candidates: [String]) -> [String] {
        let fm = FileManager.default
        guard fm.fileExists(atPath: outputFolder.appendingPathComponent(OutputFolder.markerName).path) else { return [] }
        return candidates.filter { fm.fileExists(atPath: outputFolder.appendingPathComponent(SitePath.dashboard($0)).path) }
    }

    /// The family-index card of a kept athlete. It is the cached card when the athlete's files
    /// are as the last build found them (their stamp), else the athlete's data must still load:
    /// a card with old numbers would be a lie. With errors, the athlete is held back
    /// (`SiteBuilder+HeldBack`).
    /// `entry`: the athlete's in the cache (nil with a database source: no files, no stamp).
    static func headline(build: BuildContext, slug: String, entry: BuildCache.Entry? = nil) -> AthleteResult {
        let folder = build.contentURL.appendingPathComponent("athletes").appendingPathComponent(slug)
        if let entry, InputFingerprint.stamp(of: folder) == entry.stamp {
            return AthleteResult(diagnostics: Diagnostics(), headline: entry.card)
        }
        do {
            let (data, _, _) = try AthleteBuild(build: build, slug: slug).load()
            let stats = Dashboard.compute(data, today: build.today).stats
            return AthleteResult(diagnostics: Diagnostics(),
                                 headline: AthleteHeadline(slug: slug, data: data, edition: build.edition(of: data), stats: stats))
        } catch {
            return AthleteResult(diagnostics: error.diagnostics)
        }
    }
}

extension SiteBuilder {
    /// A kept athlete's folder goes into the new site whole: moved at commit when the cache
    /// knows how many files it holds (one rename, however many files), else linked file by file.
    func keepAthlete(_ slug: String, plan: ReusePlan, output: OutputFolder) throws {
        if let entry = plan.keptEntries[slug] { try output.keep(slug, files: entry.files) } else { try output.carryOver(slug) }
    }
}
