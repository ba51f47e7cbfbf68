import ArgumentParser
import Foundation
import SiteGen

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new", abstract: "Write a new content folder: realistic sample data, or with --blank empty tables to fill in.")

    @Argument(help: "The folder to create (must not exist or be empty).", completion: .directory)
    var directory: String

    @Option(help: "How many made-up athletes to write instead of the three sample ones (each with its own name).")
    var athletes: Int?

    @Flag(help: "With --athletes: the benchmark's heavy athletes (40 schools, 1,500 interactions, 2,000 posts each).")
    var heavy = false

    @Option(help: "The date the sample data is counted back from (YYYY-MM-DD). Default: today.")
    var today: DateArgument?

    @Flag(help: "Write `today:` into site.yml so every build of the folder gives the same site.")
    var pinToday = false

    @Flag(help: "Write one athlete with empty tables (header rows only) and COLUMNS.md, to fill in by hand.")
    var blank = false

    @Option(help: "The site title written to site.yml.")
    var title: String = "Recruiting"

    func validate() throws {
        try DateArgument.check(today, option: "today")
    }

    func run() throws {
        try CLI.run {
            let report = try NewContent.write(
                directory: directory, athletes: athletes, heavy: heavy, today: today?.iso, pinToday: pinToday, title: title, blank: blank)
            print(report)
        }
    }
}
