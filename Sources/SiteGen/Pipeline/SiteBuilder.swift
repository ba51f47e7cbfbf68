import Foundation
import SiteData
import SiteOutput

/// The build pipeline: load → validate → aggregate → render → write, as named steps.
///
/// Each athlete goes through the steps on its own (athletes in parallel), so memory does not
/// grow with the number of athletes. Nothing reaches the output folder until every athlete
/// is done; then the staging folder is swapped in. An athlete with errors is held back, the
/// others are built (`SiteBuilder+HeldBack`); with `--strict`, any problem stops the build.
public struct SiteBuilder: Sendable {
    public var options: BuildOptions

    public init(options: BuildOptions) { self.options = options }

    /// Builds the site. Throws `InputError` (the site's own errors; with `--strict`, every problem
    /// of every athlete) or `OutputError`. Athletes with errors are in the summary's `heldBack`.
    ///
    /// An athlete whose inputs are those of the previous build (`ReusePlan`) is not rendered:
    /// its folder moves from the old site into the new one when the new one is swapped in.
    public func build(progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) throws -> BuildSummary {
        try OutputPaths.checkSite(output: options.outputFolder, content: options.contentFolder)
        try checkMergeFolders()
        let outputFolder = URL(fileURLWithPath: options.outputFolder)
        let build = try loadSite(keepingOthersIn: options.athletes.isEmpty ? nil : outputFolder)
        defer { build.source.close() }
        let output = try OutputFolder(destination: outputFolder)
        let plan = reusePlan(build: build, outputFolder: outputFolder)
        let counter = ProgressCounter(total: plan.build.count, report: progress)
        let results = ParallelRunner.map(count: plan.build.count, jobs: options.jobs) { i in
            if i == 0 { stallForTests() }
            let result = AthleteBuild(build: build, slug: plan.build[i]).run(writingTo: output)
            counter.tick()
            return result
        }
        try stopIfInterrupted(output)
        var kept = ParallelRunner.map(count: build.keptSlugs.count, jobs: options.jobs) { i in
            KeptAthletes.headline(build: build, slug: build.keptSlugs[i],
                                  entry: build.config.source == nil && options.source == nil ? plan.keptEntries[build.keptSlugs[i]] : nil)
        }
        let reused = plan.reused.map(ReusePlan.result)
        var siteDiagnostics = build.warnings
        siteDiagnostics.append(contentsOf: PublicEdition.siteWarnings(build.config, siteFile: build.displayRoot + "/site.yml"))
        var diagnostics = siteDiagnostics
        for r in results + reused + kept { diagnostics.append(contentsOf: r.diagnostics) }
        // Errors of the site as a whole, a file that could not be written, and any error with
        // --strict stop everything.
        guard !siteDiagnostics.hasErrors, !results.contains(where: \.outputFailed), !options.strict || !diagnostics.hasErrors else {
            output.discard()
            throw InputError(Diagnostics(diagnostics.items.sortedForDisplay()))
        }
        if options.strict, !diagnostics.warnings.isEmpty {
            output.discard()
            throw StrictError(diagnostics.warnings.sortedForDisplay())
        }
        // An athlete with errors is held back: the others go on (SiteBuilder+HeldBack).
        var built = results
        let held = heldBack(slugs: plan.build, results: &built, build: build, previous: plan.previous, outputFolder: outputFolder)
            + heldBack(slugs: build.keptSlugs, results: &kept, build: build, previous: plan.previous, outputFolder: outputFolder)
        let heldSlugs = Set(held.map(\.slug))
        var warnings = siteDiagnostics
        for r in built + reused + kept { warnings.append(contentsOf: Diagnostics(r.diagnostics.warnings)) }
        var finalPlan = plan
        do {
            for slug in build.keptSlugs where !heldSlugs.contains(slug) { try keepAthlete(slug, plan: plan, output: output) }
            try keepHeldBack(held, previous: plan.previous, plan: &finalPlan, output: output)
            for r in plan.reused {
                // The old site's folder moves into the new site; a `--merge` folder stays as it is.
                if r.outputFolder == output.destination { try output.keep(r.slug, files: r.entry.files) } else { try output.carryOver(r.slug, from: r.outputFolder) }
            }
            let athletes = zip(plan.build, built).filter { !heldSlugs.contains($0.0) }.map(\.1) + reused
            let headlines = (built + reused + kept).compactMap(\.headline).sorted { codePointLess($0.slug, $1.slug) }
            var site = build
            site.heldBack = held.sorted { codePointLess($0.slug, $1.slug) }
            // A shard writes its athletes only; the `--merge` build writes the rest.
            let shared = options.shard == nil ? try SiteFiles.write(build: site, athletes: headlines, to: output).pages : 0
            pauseForTests(at: "before-commit")
            try stopIfInterrupted(output)
            var cache = finalPlan.cache(built: results)
            try output.commit(cache: { cache.marker = $0; return cache.encoded() }, beforeSwap: { pauseForTests(at: "before-swap") })
            // Copies of old sites that could not be removed come after the content's warnings.
            let leftovers = output.leftoverWarnings.map { Diagnostic(.warning, $0, at: nil) }
            var summary = BuildSummary(
                athletes: athletes.count, pages: athletes.reduce(shared) { $0 + $1.pages },
                charts: athletes.reduce(0) { $0 + $1.charts }, files: output.fileCount,
                output: options.outputFolder, today: build.today, warnings: warnings.warnings.sortedForDisplay() + leftovers,
                unchanged: reused.count, scaledPhotos: results.reduce(0) { $0 + $1.scaledPhotos })
            summary.heldBack = site.heldBack
            summary.overrides = build.flagOverrides
            if let host = build.config.host, let limits = HostLimits.of(host) {
                summary.warnings += limits.warnings(outputFolder: output.destination, siteFile: build.displayRoot + "/site.yml")
            }
            return summary
        } catch {
            try stopIfInterrupted(output)
            output.discard()
            throw error
        }
    }

    /// After SIGINT or SIGTERM: the staging folder goes, the old site stays.
    func stopIfInterrupted(_ output: OutputFolder) throws {
        guard let signal = Interruption.requested else { return }
        output.discard()
        throw Interrupted(signal: signal, output: options.outputFolder)
    }

    /// Test hook, off unless `SITEGEN_TEST_PAUSE` names this point: `before-commit` (the whole
    /// site in the staging folder) or `before-swap` (inside the commit, the unchanged athletes
    /// moved into it): say so on stderr and wait (up to 60 s) for a signal, so a test can
    /// interrupt a build or start a second one at a known point.
    func pauseForTests(at point: String) {
        guard options.environment["SITEGEN_TEST_PAUSE"] == point else { return }
        FileHandle.standardError.write(Foundation.Data("sitegen: paused \(point.replacingOccurrences(of: "-", with: " "))\n".utf8))
        var waited = 0
        while Interruption.requested == nil && waited < 6000 { usleep(10_000); waited += 1 }
    }

    /// Test hook, off unless `SITEGEN_TEST_PAUSE` is `while-rendering`: the first athlete's
    /// work says so on stderr and then takes 30 s without looking at signals, as a long render
    /// does, so a test can check that Ctrl-C still ends the build at once (`Interruption.unwindLimit`).
    func stallForTests() {
        guard options.environment["SITEGEN_TEST_PAUSE"] == "while-rendering" else { return }
        FileHandle.standardError.write(Foundation.Data("sitegen: paused while rendering\n".utf8))
        usleep(30_000_000)
    }

    /// Loads and validates every athlete without writing anything. Returns the warnings;
    /// throws `InputError` when there are errors.
    public func check() throws -> [Diagnostic] {
        let build = try loadSite()
        defer { build.source.close() }
        let results = ParallelRunner.map(count: build.slugs.count, jobs: options.jobs) { i in
            AthleteBuild(build: build, slug: build.slugs[i]).validate()
        }
        var diagnostics = build.warnings
        diagnostics.append(contentsOf: PublicEdition.siteWarnings(build.config, siteFile: build.displayRoot + "/site.yml"))
        for d in results { diagnostics.append(contentsOf: d) }
        guard !diagnostics.hasErrors else { throw InputError(Diagnostics(diagnostics.items.sortedForDisplay())) }
        if options.strict, !diagnostics.warnings.isEmpty { throw StrictError(diagnostics.warnings.sortedForDisplay()) }
        return diagnostics.warnings.sortedForDisplay()
    }
}

/// Counts finished athletes for the progress display.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let report: (@Sendable (Int, Int) -> Void)?

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) { self.total = total; self.report = report }

    func tick() {
        lock.lock(); done += 1; let d = done; lock.unlock()
        report?(d, total)
    }
}

extension Array where Element == Diagnostic {
    /// Errors first, then by file, line, column and message, so output never depends on timing;
    /// a problem found the same way by several athletes (a database that stopped answering) is
    /// shown once.
    func sortedForDisplay() -> [Diagnostic] {
        let sorted = sorted { a, b in
            if a.severity != b.severity { return a.severity < b.severity }
            let la = a.location ?? SourceLocation(file: ""), lb = b.location ?? SourceLocation(file: "")
            if la.file != lb.file { return codePointLess(la.file, lb.file) }
            if la.line != lb.line { return la.line < lb.line }
            if la.column != lb.column { return la.column < lb.column }
            return codePointLess(a.message, b.message)
        }
        return sorted.enumerated().filter { i, d in i == 0 || sorted[i - 1] != d }.map(\.element)
    }
}
