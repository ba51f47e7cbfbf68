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
    static func find(in build: URL, candidates: [String]) -> [String] {
        let fm = FileManager.default
        guard fm.fileExists(atPath: build.appendingPathComponent(OutputFolder.markerName).path) else { return [] }
        return candidates.filter { fm.fileExists(atPath: build.appendingPathComponent(SitePath.dashboard($0)).path) }
    }

    /// The family-index card of a kept athlete. Its data must still load: a full build would
    /// refuse it too, and a card with old numbers would be a lie.
    static func headline(build: BuildContext, slug: String) -> AthleteResult {
        do {
            let (data, _, _) = try AthleteBuild(build: build, slug: slug).load()
            let stats = Dashboard.compute(data, today: build.today).stats
            return AthleteResult(diagnostics: Diagnostics(),
                                 headline: AthleteHeadline(slug: slug, data: data, stats: stats))
        } catch {
            return AthleteResult(diagnostics: error.diagnostics)
        }
    }
}
