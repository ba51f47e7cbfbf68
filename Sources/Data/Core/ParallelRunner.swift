import Foundation

/// Runs work items on up to `jobs` threads at once and returns the results in input order: the
/// athletes of a build (SiteGen), and the profiles read for every athlete's name
/// (`ContentFolderSource.athleteNames`).
public enum ParallelRunner {
    public static func map<T: Sendable>(count: Int, jobs: Int, _ body: @Sendable (Int) -> T) -> [T] {
        guard count > 0 else { return [] }
        let box = ResultBox<T>(count: count)
        let workers = max(1, min(jobs, count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let i = box.nextIndex() {
                box.store(body(i), at: i)
            }
        }
        return box.results()
    }

    private final class ResultBox<T>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private var items: [T?]
        init(count: Int) { items = Array(repeating: nil, count: count) }

        func nextIndex() -> Int? {
            lock.lock(); defer { lock.unlock() }
            guard next < items.count else { return nil }
            next += 1
            return next - 1
        }

        func store(_ value: T, at i: Int) {
            lock.lock(); items[i] = value; lock.unlock()
        }

        func results() -> [T] { items.map { $0! } }
    }
}
