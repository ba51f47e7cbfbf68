import SiteGen
#if Postgres
import SiteDataPostgres
#endif

/// The data sources this build of sitegen can open besides a content folder, by URL scheme. The
/// choice is made here, at the edge: SiteGen knows only the `DataSourceScheme`s it is handed.
enum DataSources {
    static let all = [postgres]

    static let postgres = DataSourceScheme(
        schemes: ["postgres", "postgresql"],
        example: "postgres://user@localhost:5432/recruiting?sslmode=require",
        open: openPostgres,
        unavailable: "--source needs PostgreSQL support, which this sitegen was built without; "
            + "build it with `swift build -c release --traits Postgres` (docs/database.md)")

    #if Postgres
    static let openPostgres: DataSourceFactory? = { url, folder, root, environment in
        try PostgresSource(url: url, contentFolder: folder, displayRoot: root, environment: environment)
    }
    #else
    static let openPostgres: DataSourceFactory? = nil
    #endif
}
