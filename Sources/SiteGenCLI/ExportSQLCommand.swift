import ArgumentParser
import SiteGen

struct ExportSQLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export-sql",
        abstract: "Print the content folder's tables as SQL for a database made with db/schema.sql.")

    @Option(name: .long, help: ArgumentHelp("The content folder.", valueName: "dir"), completion: .directory)
    var content: String = "content"

    func run() throws {
        try CLI.run { print(try SiteBuilder.exportSQL(contentFolder: content), terminator: "") }
    }
}
