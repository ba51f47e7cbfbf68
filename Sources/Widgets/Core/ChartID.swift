/// Ids inside one widget, derived from the caller's prefix: `<prefix>-t`, `<prefix>-d`, …
///
/// The prefix is reduced to `[A-Za-z0-9_-]` and starts with a letter, so two widgets on a page
/// differ exactly when their prefixes do. No counters, no randomness.
struct ChartID: Sendable {
    let prefix: String

    init(_ prefix: String) {
        var out = ""
        for scalar in prefix.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_": out.unicodeScalars.append(scalar)
            default: continue
            }
        }
        if let first = out.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first) {
            self.prefix = out
        } else {
            self.prefix = "w" + out
        }
    }

    func callAsFunction(_ suffix: String) -> String { prefix + "-" + suffix }
}
