import Foundation

/// What the preview server tells open pages: the build generation (bumped by every successful
/// build) and the last build's messages when it failed.
final class PreviewState: @unchecked Sendable {
    private let lock = NSLock()
    private var generation = 0
    private var error: String?

    var current: (generation: Int, error: String?) {
        lock.lock(); defer { lock.unlock() }
        return (generation, error)
    }

    func succeeded() {
        lock.lock(); defer { lock.unlock() }
        generation += 1
        error = nil
    }

    func failed(_ message: String) {
        lock.lock(); defer { lock.unlock() }
        error = message
    }
}
