import Foundation
import SiteData

/// Makes the data source that a `--source` URL (or `source:` in site.yml) names. SiteGen itself
/// reads only content folders; the command line hands it the kinds of source this sitegen was
/// built with, keyed by URL scheme (`DataSourceScheme`; `postgres://` with the `Postgres` package
/// trait, docs/database.md).
public typealias DataSourceFactory = @Sendable (_ url: String, _ contentFolder: URL, _ displayRoot: String,
                                                _ environment: [String: String]) throws -> any DataSource

/// One kind of `--source` URL: its schemes, an example for messages, and how to open it, or why
/// this sitegen cannot.
public struct DataSourceScheme: Sendable {
    /// Lowercase, without `://` (`["postgres", "postgresql"]`); the first is the one messages name.
    public var schemes: [String]
    /// A URL of this kind, shown when `--source` names no known scheme.
    public var example: String
    /// Nil when this sitegen was built without this kind; then `unavailable` is the message.
    public var open: DataSourceFactory?
    public var unavailable: String

    public init(schemes: [String], example: String, open: DataSourceFactory?, unavailable: String) {
        self.schemes = schemes; self.example = example; self.open = open; self.unavailable = unavailable
    }

    /// The factory for `url` among `kinds`, by its scheme (case-insensitive). Throws a
    /// `UsageError` naming the URLs sitegen reads when no kind has the scheme, and the kind's
    /// `unavailable` when it was left out of this build.
    static func factory(for url: String, among kinds: [DataSourceScheme]) throws(UsageError) -> DataSourceFactory {
        let scheme = url.range(of: "://").map { url[..<$0.lowerBound].lowercased() }
        guard let kind = kinds.first(where: { k in scheme.map { k.schemes.contains($0) } ?? false }) else {
            guard !kinds.isEmpty else { throw UsageError("--source is not available: this sitegen reads only content folders") }
            let names = kinds.map { "\($0.schemes[0])://" }.joined(separator: " or ")
            let examples = kinds.map(\.example).joined(separator: ", ")
            throw UsageError("--source must be a \(names) URL (e.g. \(examples))")
        }
        guard let open = kind.open else { throw UsageError(kind.unavailable) }
        return open
    }
}
