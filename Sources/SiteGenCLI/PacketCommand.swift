import ArgumentParser
import Foundation
import SiteData
import SiteGen
import SiteOutput

struct PacketCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "packet",
        abstract: "Zip the coach edition of one athlete: profile, performance, public notes.")

    @Argument(help: ArgumentHelp("The athlete's folder name (slug).", valueName: "athlete"), completion: Completions.athletes)
    var athlete: String

    @OptionGroup var data: DataOptions

    @Option(help: ArgumentHelp("The zip file to write (default: <athlete>-packet.zip here).", valueName: "file"), completion: .file(extensions: ["zip"]))
    var output: String?

    @Flag(help: "Fail on any warning (exit 1; no packet is written).")
    var strict = false

    @OptionGroup var color: ColorOption

    func run() throws {
        try CLI.run(color: color.enabled, outcome: "no packet was written") {
            Interruption.install()
            var options = BuildOptions()
            data.apply(to: &options)
            options.strict = strict
            let summary = try PacketBuilder(options: options, athlete: athlete, outputFile: output).build()
            Terminal.printWarnings(summary.warnings, DiagnosticPrinter(color: color.enabled))
            print(summary.confirmation)
        }
    }
}
