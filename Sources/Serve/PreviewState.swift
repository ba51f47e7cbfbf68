import Foundation
import SiteData

/// What the preview server tells open pages: the generation (bumped when a change's new pages
/// are ready) and the problems known now: the site's own (settings, theme) and each athlete's
/// that failed to load or render. Shown in the overlay in that order: the site first, then the
/// athletes by slug.
final class PreviewState: @unchecked Sendable {
    /// The key of the site's own problems; athletes use their slug (never empty).
    static let site = ""

    private let lock = NSLock()
    private var generation = 0
    private var errors: [String: String] = [:]
    /// Each athlete's errors behind its message (for the family index's "not updated" line).
    private var athleteErrors: [String: [Diagnostic]] = [:]

    var current: (generation: Int, error: String?) {
        lock.lock(); defer { lock.unlock() }
        let keys = errors.keys.sorted(by: codePointLess)
        return (generation, keys.isEmpty ? nil : keys.map { errors[$0]! }.joined(separator: "\n\n"))
    }

    /// New pages are ready: open pages reload.
    func succeeded() {
        lock.lock(); defer { lock.unlock() }
        generation += 1
    }

    /// `key` (the site or an athlete) has these problems now, or none (`message` nil).
    /// Returns whether that differs from what it had.
    /// `errors`: an athlete's errors behind `message` (`heldBack`).
    @discardableResult
    func set(_ key: String, _ message: String?, errors athlete: [Diagnostic] = []) -> Bool {
        lock.lock(); defer { lock.unlock() }
        if key != Self.site { athleteErrors[key] = message == nil || athlete.isEmpty ? nil : athlete }
        let before = message.map { errors.updateValue($0, forKey: key) } ?? errors.removeValue(forKey: key)
        return before != message
    }

    /// The problems of `key` (the site or an athlete) now.
    func error(of key: String) -> String? {
        lock.lock(); defer { lock.unlock() }
        return errors[key]
    }

    /// Forgets every athlete's problems (the site is loaded again, and they are found again).
    func clearAthletes() {
        lock.lock(); defer { lock.unlock() }
        errors = errors.filter { $0.key == Self.site }
        athleteErrors = [:]
    }

    /// The athletes with errors now, and their errors: held back as `build` holds them back.
    var heldBack: [String: [Diagnostic]] {
        lock.lock(); defer { lock.unlock() }
        return athleteErrors
    }
}
