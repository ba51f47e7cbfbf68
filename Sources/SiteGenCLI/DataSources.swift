import SiteGen
#if Postgres
import SiteDataPostgres
#endif

/// The data sources this build of sitegen can open besides a content folder. The choice is made
/// here, at the edge: SiteGen knows only the `DataSourceFactory` it is handed.
enum DataSources {
    #if Postgres
    static let factory: DataSourceFactory? = { url, folder, root, environment in
        try PostgresSource(url: url, contentFolder: folder, displayRoot: root, environment: environment)
    }
    #else
    static let factory: DataSourceFactory? = nil
    #endif
}
