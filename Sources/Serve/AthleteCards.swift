import Foundation
import SiteData
import SiteGen

/// The family index's cards, worked out in the background once the preview listens: each is a
/// load of the athlete's data and the dashboard's numbers, no pages, on every core but one (the
/// one left answers requests), below the priority of requests. Nothing waits for them: the
/// index is answered at once with what is worked out (`available()`), the rest marked as being
/// counted, and reloads when `ready` (docs/decisions.md, "The family index at once").
final class AthleteCards: @unchecked Sendable {
    /// One athlete's card (nil: its data has errors) and its problems.
    typealias Work = @Sendable (String) -> (card: PreviewCard?, diagnostics: [Diagnostic])

    private let condition = NSCondition()
    private let slugs: [String]
    private var cards: [String: PreviewCard] = [:]
    /// Athletes whose card is worked out (with errors or not).
    private var done: Set<String> = []
    private var cancelled = false
    /// Athletes whose card `update` set.
    private var updated: Set<String> = []

    /// Starts working out the cards of `slugs` with `site.card`; `report` gets each athlete's
    /// problems.
    convenience init(site: PreviewSite, slugs: [String], report: @escaping @Sendable (String, [Diagnostic]) -> Void) {
        self.init(slugs: slugs, work: { site.card($0) }, report: report)
    }

    /// Starts working out the cards of `slugs` with `work`, in order.
    init(slugs: [String], work: @escaping Work, report: @escaping @Sendable (String, [Diagnostic]) -> Void) {
        self.slugs = slugs
        let next = Counter()
        BackgroundWork.start("sitegen-serve-cards", threads: ProcessInfo.processInfo.activeProcessorCount - 1,
                             nice: BackgroundWork.cardsNice) { [self] in
            while let i = next.take(below: slugs.count), !isCancelled {
                let (card, diagnostics) = work(slugs[i])
                report(slugs[i], diagnostics)
                condition.lock()
                // A change during the load already put the newer card.
                if !updated.contains(slugs[i]) { cards[slugs[i]] = card }
                done.insert(slugs[i])
                if done.count == slugs.count { condition.broadcast() }
                condition.unlock()
            }
        }
    }

    private var isCancelled: Bool {
        condition.lock(); defer { condition.unlock() }
        return cancelled
    }

    /// Stops working out cards (the site was loaded again, or the preview stops); `all()`
    /// returns what there is.
    func cancel() {
        condition.lock(); defer { condition.unlock() }
        cancelled = true
        condition.broadcast()
    }

    /// Every athlete's card, once all are worked out (athletes with errors have none).
    func all() -> [PreviewCard] {
        condition.lock(); defer { condition.unlock() }
        while done.count < slugs.count && !cancelled { condition.wait() }
        return Array(cards.values)
    }

    /// The cards worked out so far (or set by `update`), and the athletes still being counted,
    /// in slug order; without waiting.
    func available() -> (cards: [PreviewCard], counting: [String]) {
        condition.lock(); defer { condition.unlock() }
        let counting = slugs.filter { !done.contains($0) && !updated.contains($0) }
        return (Array(cards.values), counting)
    }

    /// Whether some athlete's numbers are still being counted (the family index marks them).
    var counting: Bool {
        condition.lock(); defer { condition.unlock() }
        return slugs.contains { !done.contains($0) && !updated.contains($0) }
    }

    /// Whether every card is worked out.
    var ready: Bool {
        condition.lock(); defer { condition.unlock() }
        return done.count == slugs.count
    }

    /// The athlete's card after its inputs changed; true when it differs from the one before.
    func update(_ slug: String, _ card: PreviewCard?) -> Bool {
        condition.lock(); defer { condition.unlock() }
        updated.insert(slug)
        let before = cards[slug]
        cards[slug] = card
        return before != card
    }
}
