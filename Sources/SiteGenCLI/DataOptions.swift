import ArgumentParser
import SiteGen

/// Options shared by every command that reads athletes' data.
struct DataOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The content folder.", valueName: "dir"), completion: .directory)
    var content: String = "content"

    @Option(help: ArgumentHelp("The build's \"today\" (YYYY-MM-DD); default: site.yml, SOURCE_DATE_EPOCH, the clock.",
                               valueName: "date"))
    var today: DateArgument?

    @Option(help: ArgumentHelp("Read the tables from a PostgreSQL database (postgres://user@host:port/db?sslmode=require).",
                               valueName: "url"))
    var source: String?

    @Option(name: .customLong("theme-dir"),
            help: ArgumentHelp("A theme folder (holding theme.yml), or a folder of themes (NAME/theme.yml).", valueName: "dir"), completion: .directory)
    var themeDirectory: String?

    func validate() throws {
        try DateArgument.check(today, option: "today")
    }

    func apply(to options: inout BuildOptions) {
        options.themeDirectory = themeDirectory
        options.contentFolder = content
        options.today = today?.iso
        options.source = source
        options.sources = DataSources.all
    }
}
