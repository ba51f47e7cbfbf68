import Foundation

/// Hands out the numbers 0, 1, 2, … to the threads that share it.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0

    /// How many numbers were taken.
    var taken: Int {
        lock.lock(); defer { lock.unlock() }
        return next
    }

    func take(below end: Int) -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard next < end else { return nil }
        next += 1
        return next - 1
    }
}
