import ArgumentParser
import SiteGen

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Validate the input and print every problem; write nothing.")

    @OptionGroup var data: DataOptions

    func run() throws {
        try CLI.run {
            var options = BuildOptions()
            data.apply(to: &options)
            let warnings = try SiteBuilder(options: options).check()
            Terminal.printWarnings(warnings)
            print(warnings.isEmpty ? "No problems found." : "No errors; \(warnings.count) warning\(warnings.count == 1 ? "" : "s").")
        }
    }
}
