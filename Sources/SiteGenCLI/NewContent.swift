import Foundation
import SampleSite
import SiteData
import SiteGen
import SiteOutput

/// `sitegen new`: the sample or blank content folder (SampleSite) and the lines that say what
/// to do next. Here, in the command line, so that SiteGen (the site) does not depend on the
/// sample generator.
enum NewContent {
    /// `sitegen new DIR`: writes sample content and returns the confirmation to print.
    static func write(directory: String, athletes: Int?, heavy: Bool = false, today: String?, pinToday: Bool, title: String = "Recruiting",
                      blank: Bool = false,
                      environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        if heavy, athletes == nil || blank { throw UsageError("--heavy goes with --athletes N (the benchmark's heavy athletes)") }
        if blank { return try writeBlank(directory: directory, athletes: athletes, today: today, pinToday: pinToday, title: title) }
        let day = try TodayResolver.resolve(cli: today, config: nil, sourceDateEpoch: environment["SOURCE_DATE_EPOCH"],
                                            timeZone: TimeZone(identifier: "UTC")!, now: { Date() })
        if let n = athletes, !(1...10_000).contains(n) {
            throw UsageError("--athletes must be between 1 and 10000" + (n == 0 ? "; for a folder without sample data, use --blank" : ""))
        }
        var generator = SampleGenerator(today: day)
        generator.pinToday = pinToday
        generator.title = title
        let recipes = athletes.map { n in (1...n).map(heavy ? SampleRecipe.synthetic(index:) : SampleRecipe.realistic(index:)) }
            ?? SampleRecipe.bundled
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
    static func writeBlank(directory: String, athletes: Int?, today: String?, pinToday: Bool, title: String) throws -> String {
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
}
