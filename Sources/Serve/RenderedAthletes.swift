import Foundation

/// The athletes rendered so far, kept in memory until their inputs change: at most `capacity`
/// of them and at most `budget` bytes of files, the least recently asked for going first (an
/// athlete's files are a few megabytes at the sample's size, and a big one tens). The athlete
/// rendered last always stays, even alone over the budget: its next page is the likely request.
/// Requests for an athlete being rendered wait for that render instead of starting another.
final class RenderedAthletes: @unchecked Sendable {
    typealias Files = [String: [UInt8]]

    /// The byte budget of the preview's athletes: with the rest of the preview (the program,
    /// the theme, one render's working memory) it keeps the process under 150 MB
    /// (docs/performance.md, "The preview at a club's scale").
    static let defaultBudget = 40 << 20

    let capacity: Int
    let budget: Int
    private let condition = NSCondition()
    private var files: [String: Files] = [:]
    /// The bytes of each athlete's files in `files`, and their sum.
    private var sizes: [String: Int] = [:]
    private var totalBytes = 0
    /// Slugs by last use, most recent last.
    private var recent: [String] = []
    private var rendering: Set<String> = []
    /// Athletes whose last render failed and that have no good files to show.
    private var failed: Set<String> = []
    /// How often each athlete was rendered (the invalidation tests read it).
    private var counts: [String: Int] = [:]

    /// Called (outside the lock) after athletes were dropped to stay within the bounds.
    private let dropped: @Sendable () -> Void

    /// `dropped`: called after athletes were dropped to stay within the bounds (the preview gives
    /// their memory back then: `AllocatorTuning`).
    init(capacity: Int = 8, budget: Int = RenderedAthletes.defaultBudget, dropped: @escaping @Sendable () -> Void = {}) {
        self.capacity = capacity
        self.budget = budget
        self.dropped = dropped
    }

    /// The bytes of an athlete's files.
    static func size(of files: Files) -> Int {
        files.reduce(0) { $0 + $1.value.count + $1.key.utf8.count }
    }

    /// The bytes of the files kept.
    var bytes: Int {
        condition.lock(); defer { condition.unlock() }
        return totalBytes
    }

    /// The athlete's files: kept ones, or rendered now by `render` (nil: it failed).
    func files(of slug: String, render: () -> Files?) -> Files? {
        condition.lock()
        while rendering.contains(slug) { condition.wait() }
        if let kept = files[slug] {
            touch(slug)
            condition.unlock()
            return kept
        }
        if failed.contains(slug) {
            condition.unlock()
            return nil
        }
        rendering.insert(slug)
        condition.unlock()
        return finish(slug, render())
    }

    /// Renders the athlete again after its inputs changed (after any render under way). When
    /// this render fails, the last good files stay. Returns whether it succeeded.
    @discardableResult
    func rerender(_ slug: String, render: () -> Files?) -> Bool {
        condition.lock()
        while rendering.contains(slug) { condition.wait() }
        rendering.insert(slug)
        condition.unlock()
        return finish(slug, render()) != nil
    }

    private func finish(_ slug: String, _ made: Files?) -> Files? {
        condition.lock()
        rendering.remove(slug)
        counts[slug, default: 0] += 1
        guard let made else {
            if files[slug] == nil { failed.insert(slug) }
            condition.broadcast(); condition.unlock()
            return nil
        }
        failed.remove(slug)
        store(slug, made)
        touch(slug)
        var evicted = false
        while recent.count > 1 && (recent.count > capacity || totalBytes > budget) {
            store(recent.removeFirst(), nil)
            evicted = true
        }
        condition.broadcast(); condition.unlock()
        if evicted { dropped() }
        return made
    }

    /// Puts (or with nil, drops) an athlete's files, keeping `totalBytes` (under `condition`).
    private func store(_ slug: String, _ made: Files?) {
        totalBytes -= sizes[slug] ?? 0
        files[slug] = made
        sizes[slug] = made.map(Self.size)
        totalBytes += sizes[slug] ?? 0
    }

    private func touch(_ slug: String) {
        recent.removeAll { $0 == slug }
        recent.append(slug)
    }

    /// Drops what is kept of `slug` (after a render under way), so the next request renders it.
    func forget(_ slug: String) {
        condition.lock()
        defer { condition.unlock() }
        while rendering.contains(slug) { condition.wait() }
        store(slug, nil)
        failed.remove(slug)
        recent.removeAll { $0 == slug }
    }

    /// Whether good files of `slug` are in memory.
    func has(_ slug: String) -> Bool {
        condition.lock(); defer { condition.unlock() }
        return files[slug] != nil
    }

    /// Whether the last render of `slug` failed with no good files to show.
    func hasFailed(_ slug: String) -> Bool {
        condition.lock(); defer { condition.unlock() }
        return failed.contains(slug)
    }

    /// Every athlete's files in memory (to keep showing them when the site is loaded again).
    func snapshot() -> [String: Files] {
        condition.lock(); defer { condition.unlock() }
        return files
    }

    /// The athletes in memory, least recently used first.
    var kept: [String] {
        condition.lock(); defer { condition.unlock() }
        return recent
    }

    /// How many times `slug` was rendered.
    func renders(of slug: String) -> Int {
        condition.lock(); defer { condition.unlock() }
        return counts[slug, default: 0]
    }
}
