import Foundation
import SiteData
import SiteDataPostgres

/// Makes the data source a `--source` URL (or `source:` in site.yml) names.
enum SourceFactory {
    static func make(url: String, contentURL: URL, displayRoot: String,
                     environment: [String: String]) throws -> any DataSource {
        guard url.hasPrefix("postgres://") || url.hasPrefix("postgresql://") else {
            throw UsageError("--source must be a postgres:// URL (e.g. postgres://user@localhost:5432/recruiting?sslmode=require)")
        }
        return try PostgresSource(url: url, contentFolder: contentURL, displayRoot: displayRoot, environment: environment)
    }
}
