import Foundation
import SiteData
import SiteGen

/// The family index's cards, worked out in the background once the preview listens: each is a
/// load of the athlete's data and the dashboard's numbers, no pages, on every core but one (the
/// one left answers requests), below the priority of requests. A request for the index waits
/// for them; nothing else does.
final class AthleteCards: @unchecked Sendable {
    private let condition = NSCondition()
    private var cards: [String: PreviewCard] = [:]
    private var left: Int
    private var cancelled = false
    /// Athletes whose card `update` set.
    private var updated: Set<String> = []

    /// Starts working out the cards of `slugs`; `report` gets each athlete's problems.
    init(site: PreviewSite, slugs: [String], report: @escaping @Sendable (String, [Diagnostic]) -> Void) {
        left = slugs.count
        let next = Counter()
        BackgroundWork.start("sitegen-serve-cards", threads: ProcessInfo.processInfo.activeProcessorCount - 1,
                             nice: BackgroundWork.cardsNice) { [self] in
            while let i = next.take(below: slugs.count), !isCancelled {
                let (card, diagnostics) = site.card(slugs[i])
                report(slugs[i], diagnostics)
                condition.lock()
                // A change during the load already put the newer card.
                if !updated.contains(slugs[i]) { cards[slugs[i]] = card }
                left -= 1
                if left == 0 { condition.broadcast() }
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
        while left > 0 && !cancelled { condition.wait() }
        return Array(cards.values)
    }

    /// Whether every card is worked out.
    var ready: Bool {
        condition.lock(); defer { condition.unlock() }
        return left == 0
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
