import Foundation
import SiteData
import SiteGen

/// One load of the site as the preview serves it: every file rendered when it is first asked
/// for and kept in memory until its inputs change. An athlete's files come from rendering that
/// athlete (`RenderedAthletes`, a bounded number kept); the family index from the athletes'
/// cards (`AthleteCards`: answered at once, the numbers not counted yet shown as such); the stylesheet and 404 page are made at once; `sitemap.xml` and
/// `robots.txt` (a public site with `base_url`) from every athlete's paths, which needs every
/// athlete rendered once, so only when they are asked for, once for every request that waits.
///
/// An athlete whose files do not render keeps its last good pages (from before, or from the
/// site loaded before this one: `lastGood`), under the overlay; with none, its pages are an
/// error page that names the problems.
final class LazySite: @unchecked Sendable {
    typealias Files = [String: [UInt8]]

    let site: PreviewSite
    let athletes: RenderedAthletes
    /// The coach documents (résumé, packet zip, report PDFs) of the athletes whose downloads
    /// were asked for: rendered then, not with the pages, so a save is not slowed by them.
    let documents: RenderedAthletes
    let cards: AthleteCards
    private let slugSet: Set<String>
    private let fixed: Files
    private let state: PreviewState
    private let log: @Sendable (String) -> Void

    private let lock = NSCondition()
    /// Good files of athletes from the site loaded before, shown while they fail to render here.
    private var lastGood: [String: Files]
    private var index: Files?
    /// Bumped when a card changes, so an index rendered from the cards before is not kept.
    private var cardsVersion = 0
    private var sitemap: Files?
    /// A sitemap is being worked out: other requests for it wait for that one.
    private var sitemapInFlight = false
    /// Bumped when the sitemap is dropped, so one worked out from older paths is not kept.
    private var sitemapVersion = 0
    /// Set by `close()`: background work stops.
    private var closed = false
    /// The paths of each athlete rendered so far (for the sitemap).
    private var paths: [String: [String]] = [:]
    /// How many times the family index was rendered (the invalidation tests read it).
    private(set) var indexRenders = 0
    /// How many athletes were rendered for their paths (the sitemap tests read it).
    private let pathRenders = Counter()
    var pathRenderCount: Int { pathRenders.taken }

    /// `lastGood`: athletes' files from the site loaded before (`carriedOver()`). `cardWork`
    /// works out one athlete's card (the tests hold it back); nil: `site.card`.
    /// `capacity` and `budget`: how many athletes, and how many bytes of their files, are kept
    /// (`RenderedAthletes`; their coach documents get half of each).
    init(site: PreviewSite, state: PreviewState, keep capacity: Int = 8, budget: Int = RenderedAthletes.defaultBudget,
         lastGood: [String: Files] = [:], cardWork: AthleteCards.Work? = nil, log: @escaping @Sendable (String) -> Void) {
        self.site = site
        self.state = state
        self.log = log
        self.lastGood = lastGood
        let athletes = RenderedAthletes(capacity: capacity, budget: budget, dropped: AllocatorTuning.releaseFreedMemorySoon)
        self.athletes = athletes
        documents = RenderedAthletes(capacity: max(1, capacity / 2), budget: budget / 2, dropped: AllocatorTuning.releaseFreedMemorySoon)
        slugSet = Set(site.slugs)
        fixed = site.fixedFiles()
        let kept = Set(lastGood.keys)
        cards = AthleteCards(slugs: site.slugs, work: cardWork ?? { site.card($0) }) { slug, diagnostics in
            // Only errors: an athlete's warnings are printed when its pages are rendered.
            LazySite.report(slug, diagnostics.filter { $0.severity == .error }, state: state, log: log,
                        keeping: athletes.has(slug) || kept.contains(slug), again: false)
        }
    }

    /// Stops the background work and releases the data source.
    func close() {
        lock.lock(); closed = true; lock.unlock()
        cards.cancel()
        site.close()
    }

    /// The athletes' good files to keep showing after the site is loaded again: those in memory,
    /// and those this site still shows from the one before because they fail here.
    func carriedOver() -> [String: Files] {
        var carried = athletes.snapshot()
        lock.lock(); defer { lock.unlock() }
        for (slug, files) in lastGood where carried[slug] == nil && athletes.hasFailed(slug) { carried[slug] = files }
        return carried
    }

    /// The bytes of the file at `path` (`index.html`, `ana/notes/index.html`), as `build`
    /// writes it; nil when the site has no such file (or its athlete has errors).
    func file(at path: String) -> [UInt8]? {
        page(at: path)?.bytes
    }

    /// The file at `path` as `file(at:)` gives it, and whether it is a page of the family index
    /// with numbers still being counted (it reloads when they are: `LiveReload`).
    func page(at path: String) -> (bytes: [UInt8], counting: Bool)? {
        if let bytes = fixed[path] { return (bytes, false) }
        let first = path.split(separator: "/", maxSplits: 1).first.map(String.init) ?? ""
        if slugSet.contains(first) {
            if PreviewSite.isCoachDocument(path) {
                return documents.files(of: first) { site.renderDocuments(first).files }?[path].map { ($0, false) }
            }
            if let files = athletes.files(of: first, render: { render(first) }) { return files[path].map { ($0, false) } }
            lock.lock(); defer { lock.unlock() }
            return lastGood[first]?[path].map { ($0, false) }
        }
        guard !path.contains("/") else { return nil }
        if path.hasPrefix("index") || path.hasPrefix("roster") {
            let index = indexPages()
            return index.files[path].map { ($0, index.counting) }
        }
        if site.hasSitemap { return sitemapFiles()[path].map { ($0, false) } }
        return nil
    }

    /// Renders the athlete again after a change to its inputs; the last good files (and card)
    /// stay when it fails. When it succeeds, the family index is rendered again if its card
    /// changed.
    /// Its problems are printed again even when they are the same as before (a save).
    /// `card`: the athlete's card after it (nil when it failed).
    func athleteChanged(_ slug: String) -> (ok: Bool, card: PreviewCard?) {
        documents.forget(slug)
        var card: PreviewCard?
        let ok = athletes.rerender(slug) {
            let (files, made) = renderReturningCard(slug, again: true)
            card = made
            return files
        }
        // A failed render keeps the last good card too.
        if ok, cards.update(slug, card) {
            lock.lock(); index = nil; dropSitemap(); cardsVersion += 1; lock.unlock()
        }
        return (ok, ok ? card : nil)
    }

    private func render(_ slug: String) -> Files? {
        renderReturningCard(slug, again: false).files
    }

    private func renderReturningCard(_ slug: String, again: Bool) -> (files: Files?, card: PreviewCard?) {
        let result = site.renderAthlete(slug)
        lock.lock()
        let keeping = lastGood[slug] != nil
        if result.files != nil { lastGood[slug] = nil }
        lock.unlock()
        let held = state.heldBack[slug]
        Self.report(slug, result.diagnostics, state: state, log: log, keeping: keeping || athletes.has(slug), again: again)
        // The family index's "not updated" line follows the athlete's errors.
        if state.heldBack[slug] != held { lock.lock(); index = nil; cardsVersion += 1; lock.unlock() }
        if let files = result.files {
            let list = Array(files.keys)
            lock.lock()
            if paths.updateValue(list, forKey: slug).map({ Set($0) != Set(list) }) ?? false { dropSitemap() }
            lock.unlock()
        }
        return (result.files, result.card)
    }

    /// Shows an athlete's problems as `build` prints them (`file:line:column: error: …`, then a
    /// count and what is served meanwhile) and in the overlay. Errors are printed when they are
    /// new (the cards and a page's render find the same ones) or `again`; warnings with them,
    /// or alone when the athlete rendered. `keeping`: its last good pages are shown meanwhile.
    static func report(_ slug: String, _ diagnostics: [Diagnostic], state: PreviewState, log: @Sendable (String) -> Void,
                       keeping: Bool, again: Bool) {
        let message = errorMessage(diagnostics)
        let changed = state.set(slug, message, errors: diagnostics.filter { $0.severity == .error })
        let printer = DiagnosticPrinter(color: false)
        if message != nil {
            guard changed || again else { return }
            let outcome = keeping ? "still serving \(slug)'s last good pages" : "\(slug)'s pages show these errors until they are fixed"
            log(FailureReport(diagnostics: diagnostics, strict: false, outcome: outcome).lines(printer).joined(separator: "\n"))
        } else if !diagnostics.isEmpty {
            log(printer.lines(diagnostics).joined(separator: "\n"))
        }
    }

    /// The page shown in place of a page of an athlete whose files have errors and who has no
    /// last good pages; nil for any other path.
    func errorPage(at path: String) -> [UInt8]? {
        let first = path.split(separator: "/", maxSplits: 1).first.map(String.init) ?? ""
        guard slugSet.contains(first), let message = state.error(of: first) else { return nil }
        return site.errorPage(slug: first, message: message)
    }

    /// The family index's pages.
    func indexFiles() -> Files { indexPages().files }

    /// The family index's pages, at once: while cards are being worked out, from those there
    /// are, the others marked as being counted (`counting`), rendered on each request; once
    /// every card is worked out, rendered once and kept until a card changes.
    func indexPages() -> (files: Files, counting: Bool) {
        lock.lock()
        if let index { lock.unlock(); return (index, false) }
        let version = cardsVersion
        lock.unlock()
        let (available, counting) = cards.available()
        let made = site.indexFiles(cards: available, counting: counting, heldBack: state.heldBack)
        lock.lock(); defer { lock.unlock() }
        indexRenders += 1
        if version == cardsVersion && counting.isEmpty { index = made }
        return (made, !counting.isEmpty)
    }

    /// Forgets the sitemap (under `lock`).
    private func dropSitemap() {
        sitemap = nil
        sitemapVersion += 1
    }

    /// `sitemap.xml` and `robots.txt`: every athlete not rendered yet is rendered once (its
    /// paths kept, its bytes not), on background threads below the family index's cards. One
    /// request works them out; the others asking meanwhile wait for it.
    private func sitemapFiles() -> Files {
        lock.lock()
        while sitemap == nil && sitemapInFlight { lock.wait() }
        if let sitemap { lock.unlock(); return sitemap }
        sitemapInFlight = true
        let known = paths
        let version = sitemapVersion
        lock.unlock()
        let slugs = site.slugs.filter { known[$0] == nil }
        let found = PathBox(count: slugs.count)
        let next = Counter()
        BackgroundWork.start("sitegen-serve-sitemap", threads: ProcessInfo.processInfo.activeProcessorCount,
                             nice: BackgroundWork.sitemapNice) { [self] in
            while !isClosed, let i = next.take(below: slugs.count) {
                _ = pathRenders.take(below: .max)
                found.set(i, site.athletePaths(slugs[i]))
            }
        }.wait()
        _ = cards.all()  // the index's pages with every card
        var all = Array(fixed.keys) + Array(indexFiles().keys)
        for list in known.values { all += list }
        for list in found.lists { all += list ?? [] }
        let made = site.sitemapFiles(paths: all)
        lock.lock(); defer { lock.unlock() }
        for (i, slug) in slugs.enumerated() where paths[slug] == nil { paths[slug] = found.lists[i] }
        sitemapInFlight = false
        if version == sitemapVersion && !closed { sitemap = made }
        lock.broadcast()
        return made
    }

    private var isClosed: Bool {
        lock.lock(); defer { lock.unlock() }
        return closed
    }

    /// The overlay's text for an athlete's problems: its errors as the build reports them
    /// (warnings are printed on the terminal only); nil without errors.
    static func errorMessage(_ diagnostics: [Diagnostic]) -> String? {
        let errors = diagnostics.filter { $0.severity == .error }
        return errors.isEmpty ? nil : InputError(Diagnostics(errors)).message
    }

    /// Paths found by several threads at once.
    private final class PathBox: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [[String]?]
        init(count: Int) { items = Array(repeating: nil, count: count) }
        func set(_ i: Int, _ value: [String]?) { lock.lock(); items[i] = value; lock.unlock() }
        var lists: [[String]?] { lock.lock(); defer { lock.unlock() }; return items }
    }
}
