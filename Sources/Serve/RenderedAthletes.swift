import Foundation

/// The athletes rendered so far, kept in memory until their inputs change: at most `capacity`,
/// the least recently asked for goes first (an athlete's files are a few megabytes). Requests
/// for an athlete being rendered wait for that render instead of starting another.
final class RenderedAthletes: @unchecked Sendable {
    typealias Files = [String: [UInt8]]

    let capacity: Int
    private let condition = NSCondition()
    private var files: [String: Files] = [:]
    /// Slugs by last use, most recent last.
    private var recent: [String] = []
    private var rendering: Set<String> = []
    /// Athletes whose last render failed and that have no good files to show.
    private var failed: Set<String> = []
    /// How often each athlete was rendered (the invalidation tests read it).
    private var counts: [String: Int] = [:]

    init(capacity: Int = 8) { self.capacity = capacity }

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
        defer { condition.broadcast(); condition.unlock() }
        rendering.remove(slug)
        counts[slug, default: 0] += 1
        guard let made else {
            if files[slug] == nil { failed.insert(slug) }
            return nil
        }
        failed.remove(slug)
        files[slug] = made
        touch(slug)
        while recent.count > capacity {
            files[recent.removeFirst()] = nil
        }
        return made
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
        files[slug] = nil
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
