import Foundation
import SiteData

/// Makes the data source that a `--source` URL (or `source:` in site.yml) names. SiteGen itself
/// reads only content folders; the command line supplies a factory for `postgres://` URLs when
/// sitegen is built with the `Postgres` package trait (`docs/database.md`).
public typealias DataSourceFactory = @Sendable (_ url: String, _ contentFolder: URL, _ displayRoot: String,
                                                _ environment: [String: String]) throws -> any DataSource
