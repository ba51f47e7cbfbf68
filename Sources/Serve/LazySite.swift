import Foundation
import SiteData
import SiteGen

/// One load of the site as the preview serves it: every file rendered when it is first asked
/// for and kept in memory until its inputs change. An athlete's files come from rendering that
/// athlete (`RenderedAthletes`, a bounded number kept); the family index from the athletes'
/// cards (`AthleteCards`); the stylesheet and 404 page are made at once; `sitemap.xml` and
/// `robots.txt` (a public site with `base_url`) from every athlete's paths, which needs every
/// athlete rendered once, so only when they are asked for.
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

    private let lock = NSLock()
    private var index: Files?
    /// Bumped when a card changes, so an index rendered from the cards before is not kept.
    private var cardsVersion = 0
    private var sitemap: Files?
    /// The paths of each athlete rendered so far (for the sitemap).
    private var paths: [String: [String]] = [:]
    /// How many times the family index was rendered (the invalidation tests read it).
    private(set) var indexRenders = 0

    init(site: PreviewSite, state: PreviewState, keep capacity: Int = 8, log: @escaping @Sendable (String) -> Void) {
        self.site = site
        self.state = state
        self.log = log
        athletes = RenderedAthletes(capacity: capacity)
        documents = RenderedAthletes(capacity: max(1, capacity / 2))
        slugSet = Set(site.slugs)
        fixed = site.fixedFiles()
        cards = AthleteCards(site: site, slugs: site.slugs) { slug, diagnostics in
            // Only errors: an athlete's warnings are printed when its pages are rendered.
            state.set(slug, Self.errorMessage(diagnostics))
        }
    }

    /// Stops the background work and releases the data source.
    func close() {
        cards.cancel()
        site.close()
    }

    /// The bytes of the file at `path` (`index.html`, `ana/notes/index.html`), as `build`
    /// writes it; nil when the site has no such file (or its athlete has errors).
    func file(at path: String) -> [UInt8]? {
        if let bytes = fixed[path] { return bytes }
        let first = path.split(separator: "/", maxSplits: 1).first.map(String.init) ?? ""
        if slugSet.contains(first) {
            if PreviewSite.isCoachDocument(path) {
                return documents.files(of: first) { site.renderDocuments(first).files }?[path]
            }
            return athletes.files(of: first) { render(first) }?[path]
        }
        guard !path.contains("/") else { return nil }
        if path.hasPrefix("index") { return indexFiles()[path] }
        if site.hasSitemap { return sitemapFiles()[path] }
        return nil
    }

    /// Renders the athlete again after a change to its inputs; the last good files stay when
    /// it fails. Returns whether it succeeded; its card is updated either way, and the family
    /// index is rendered again when the card changed.
    func athleteChanged(_ slug: String) -> Bool {
        documents.forget(slug)
        var card: PreviewCard?
        let ok = athletes.rerender(slug) {
            let (files, made) = renderReturningCard(slug)
            card = made
            return files
        }
        if !ok { card = site.card(slug).card }
        if cards.update(slug, card) {
            lock.lock(); index = nil; sitemap = nil; cardsVersion += 1; lock.unlock()
        }
        return ok
    }

    private func render(_ slug: String) -> Files? {
        renderReturningCard(slug).files
    }

    private func renderReturningCard(_ slug: String) -> (files: Files?, card: PreviewCard?) {
        let result = site.renderAthlete(slug)
        state.set(slug, Self.errorMessage(result.diagnostics))
        for warning in result.diagnostics where warning.severity == .warning { log(warning.description) }
        if let files = result.files {
            let list = Array(files.keys)
            lock.lock()
            if paths.updateValue(list, forKey: slug).map({ Set($0) != Set(list) }) ?? false { sitemap = nil }
            lock.unlock()
        }
        return (result.files, result.card)
    }

    /// The family index's pages, rendered when first asked for after the cards are all worked
    /// out or one changed.
    func indexFiles() -> Files {
        lock.lock()
        if let index { lock.unlock(); return index }
        let version = cardsVersion
        lock.unlock()
        let made = site.indexFiles(cards: cards.all())
        lock.lock(); defer { lock.unlock() }
        indexRenders += 1
        if version == cardsVersion && cards.ready { index = made }
        return made
    }

    /// `sitemap.xml` and `robots.txt`: every athlete not rendered yet is rendered once (its
    /// paths kept, its bytes not).
    private func sitemapFiles() -> Files {
        lock.lock()
        if let sitemap { lock.unlock(); return sitemap }
        let known = paths
        lock.unlock()
        let slugs = site.slugs.filter { known[$0] == nil }
        let found = PathBox(count: slugs.count)
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: max(1, ProcessInfo.processInfo.activeProcessorCount)) { _ in
            while let i = next.take(below: slugs.count) { found.set(i, site.athletePaths(slugs[i])) }
        }
        var all = Array(fixed.keys) + Array(indexFiles().keys)
        for list in known.values { all += list }
        for list in found.lists { all += list ?? [] }
        let made = site.sitemapFiles(paths: all)
        lock.lock(); defer { lock.unlock() }
        for (i, slug) in slugs.enumerated() where paths[slug] == nil { paths[slug] = found.lists[i] }
        sitemap = made
        return made
    }

    /// The overlay's text for an athlete's problems: the build's report, when there are errors.
    static func errorMessage(_ diagnostics: [Diagnostic]) -> String? {
        guard diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        return InputError(Diagnostics(diagnostics)).message
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
