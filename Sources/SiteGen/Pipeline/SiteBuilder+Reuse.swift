import Foundation
import SiteData
import SiteOutput

extension SiteBuilder {
    /// Fingerprints every athlete and finds the ones an earlier output already holds as they
    /// would be built now: in the site being replaced, or in a `--merge` folder.
    func reusePlan(build: BuildContext, outputFolder: URL) -> ReusePlan {
        var plan = ReusePlan(build: build.slugs)
        let old = BuildCache.read(outputFolder: outputFolder)
        plan.previous = old
        for slug in build.keptSlugs { plan.keptEntries[slug] = old.athletes[slug] }
        guard let siteFingerprint = siteFingerprint(build) else { return plan }
        var sources = [(outputFolder, old)]
        for folder in options.merge {
            let url = URL(fileURLWithPath: folder).standardizedFileURL
            sources.append((url, BuildCache.read(outputFolder: url)))
        }
        let athletes = URL(fileURLWithPath: build.contentURL.path).appendingPathComponent("athletes")
        let caches = sources.map(\.1)
        let inputs = ParallelRunner.map(count: build.slugs.count, jobs: options.jobs) { i -> ReusePlan.Inputs? in
            let slug = build.slugs[i], folder = athletes.appendingPathComponent(slug)
            guard let stamp = InputFingerprint.stamp(of: folder) else { return nil }
            // Files with the stamp the cache recorded are not read again.
            let known = caches.lazy.compactMap { $0.athletes[slug] }.first { $0.stamp == stamp }?.content
            guard let content = known ?? InputFingerprint.files(in: folder, root: "").map(InputFingerprint.content) else { return nil }
            return ReusePlan.Inputs(inputs: InputFingerprint.athlete(site: siteFingerprint, content: content), content: content, stamp: stamp)
        }
        for (slug, i) in zip(build.slugs, inputs) { plan.fingerprints[slug] = i }
        guard !options.force, options.athletes.isEmpty else { return plan }
        let fm = FileManager.default
        plan.build = []
        for slug in build.slugs {
            let found = plan.fingerprints[slug].flatMap { print in
                sources.first { folder, cache in
                    cache.athletes[slug]?.inputs == print.inputs
                        && fm.fileExists(atPath: folder.appendingPathComponent(SitePath.dashboard(slug)).path)
                }
            }
            if let (folder, cache) = found {
                plan.reused.append(ReusePlan.Reused(slug: slug, outputFolder: folder, entry: cache.athletes[slug]!))
            } else {
                plan.build.append(slug)
            }
        }
        return plan
    }

    /// The site's part of every athlete's fingerprint (`InputFingerprint`); nil when athletes
    /// are never reused: a PostgreSQL source (its rows have no files to fingerprint), or a
    /// content folder whose other files cannot all be read.
    func siteFingerprint(_ build: BuildContext) -> String? {
        guard options.source == nil, build.config.source == nil else { return nil }
        let skipping = Set(build.allSlugs.map { "athletes/" + $0 })
        guard let content = InputFingerprint.files(in: build.contentURL, root: "content", skipping: Set(skipping.map { "content/" + $0 }),
                                                     skipHidden: true),
              let theme = build.themeFiles else { return nil }
        let listed = build.athletes.count > PageLayout.maxSwitcherAthletes
            ? ["switcher: many"] : build.athletes.map { "switcher: \($0.slug) \($0.name)" }
        var lines = ["version: \(options.buildStamp)", "today: \(build.today.iso)", "content: \(build.displayRoot)",
                     "from: \(options.from ?? "")", "to: \(options.to ?? "")"]
        lines += listed
        // A flag that makes the site public (or gives it another address) makes another site.
        lines += build.flagOverrides.map { "flag: " + $0 }
        // A site without the coach documents is another site (every athlete's pages change).
        if !build.publishesCoachDocuments { lines.append("documents: none") }
        return InputFingerprint.site(lines: lines, files: content + theme)
    }
}

extension SiteBuilder {
    /// `--shard` and `--merge` do not mix with each other or with `--athlete`, and a `--merge`
    /// folder must be a sitegen output.
    func checkMergeFolders() throws {
        if options.shard != nil, !options.athletes.isEmpty { throw UsageError("--shard and --athlete cannot be used together") }
        if options.shard != nil, !options.merge.isEmpty { throw UsageError("--shard and --merge cannot be used together") }
        if !options.athletes.isEmpty, !options.merge.isEmpty { throw UsageError("--merge and --athlete cannot be used together") }
        for folder in options.merge {
            let marker = URL(fileURLWithPath: folder).appendingPathComponent(OutputFolder.markerName)
            guard FileManager.default.fileExists(atPath: marker.path) else {
                throw UsageError("--merge \(folder) is not the output of a sitegen build (it has no \(OutputFolder.markerName) file)")
            }
        }
    }
}
