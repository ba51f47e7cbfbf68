import Foundation
import SiteData

/// Makes the data source a `--source` URL names.
enum SourceFactory {
    static func make(url: String, contentURL: URL, displayRoot: String,
                     environment: [String: String]) throws -> any DataSource {
        throw UsageError("--source: PostgreSQL sources are not available in this build yet")
    }
}
