import Foundation
import SiteData
import SampleSite
import SiteOutput

/// What each subcommand does; the CLI's `run()` methods only call these.
public enum Commands {
    /// `sitegen new DIR`: writes sample content and returns the confirmation to print.
    public static func newContent(directory: String, athletes: Int?, today: String?, pinToday: Bool, title: String = "Recruiting",
                                  blank: Bool = false,
                                  environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        if blank { return try newBlankContent(directory: directory, athletes: athletes, today: today, pinToday: pinToday, title: title) }
        let day = try resolveToday(cli: today, config: nil, environment: environment)
        if let n = athletes, !(1...10_000).contains(n) {
            throw UsageError("--athletes must be between 1 and 10000" + (n == 0 ? "; for a folder without sample data, use --blank" : ""))
        }
        var generator = SampleGenerator(today: day)
        generator.pinToday = pinToday
        generator.title = title
        let recipes = athletes.map { n in (1...n).map(SampleRecipe.synthetic(index:)) } ?? SampleRecipe.bundled
        let folder = URL(fileURLWithPath: directory)
        try generator.write(to: folder, recipes: recipes)
        let word = ShellWord.quoted(directory)
        return """
            Wrote sample content for \(recipes.count) athlete\(recipes.count == 1 ? "" : "s") to \(directory) (dates counted back from \(day.iso)).
            Next, preview it while you edit:  sitegen serve --content \(word)
            or build the site into a folder:  sitegen build --content \(word) --output site
            """
    }

    /// `sitegen new DIR --blank` (`BlankContent`). The sample's options make no sense with it.
    static func newBlankContent(directory: String, athletes: Int?, today: String?, pinToday: Bool, title: String) throws -> String {
        let clash = [athletes.map { _ in "--athletes" }, today.map { _ in "--today" }, pinToday ? "--pin-today" : nil].compactMap { $0 }
        if let option = clash.first {
            throw UsageError("\(option) is for sample data; --blank writes no rows, so leave out \(option)")
        }
        try BlankContent(title: title).write(to: URL(fileURLWithPath: directory))
        let word = ShellWord.quoted(directory)
        let athlete = "\(directory)/athletes/\(BlankContent.athleteSlug)"
        return """
            Wrote a blank content folder to \(directory): site.yml, one athlete (\(athlete)) with athlete.yml and \(TableSchema.all.count) tables with their header rows, and COLUMNS.md, which says what each column takes.
            Next, write the athlete's name in \(athlete)/athlete.yml and rename the folder to it (like ana-diaz),
            then preview the site while you add rows:  sitegen serve --content \(word)
            """
    }

    /// Today (`TodayResolver`): without `--today` or `today:`, the date of `SOURCE_DATE_EPOCH`
    /// or of `now` in `timeZone`, the zone of `site.yml`.
    static func resolveToday(cli: String?, config: LocalDate?, environment: [String: String],
                             timeZone: TimeZone = TimeZone(identifier: "UTC")!,
                             now: () -> Date = { Date() }) throws -> LocalDate {
        try TodayResolver.resolve(cli: cli, config: config, sourceDateEpoch: environment["SOURCE_DATE_EPOCH"],
                                  timeZone: timeZone, now: now)
    }
}

extension Commands {
    /// `sitegen export-sql`: the content folder's athletes as SQL INSERT statements for a
    /// database created with `db/schema.sql`. Warnings (e.g. a reference to a row that does not
    /// exist, which is exported as written) go to `warn`, by default stderr.
    public static func exportSQL(contentFolder: String, environment: [String: String] = ProcessInfo.processInfo.environment,
                                 warn: (Diagnostic) -> Void = { FileHandle.standardError.write(Foundation.Data(($0.description + "\n").utf8)) })
        throws -> String {
        var options = BuildOptions()
        options.contentFolder = contentFolder
        options.environment = environment
        let builder = SiteBuilder(options: options)
        let site = try builder.loadSite()
        defer { site.source.close() }
        var athletes: [AthleteData] = []
        var diagnostics = Diagnostics()
        for slug in site.slugs {
            do {
                let (data, warnings) = try site.source.loadAthlete(slug, config: site.config)
                athletes.append(data)
                diagnostics.append(contentsOf: warnings)
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        if diagnostics.hasErrors { throw InputError(diagnostics) }
        for w in (site.warnings.items + diagnostics.items).sorted(by: { codePointLess($0.description, $1.description) }) { warn(w) }
        return SQLExporter.export(athletes: athletes, timeZone: site.timeZone)
    }
}
