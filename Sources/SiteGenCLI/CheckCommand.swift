import ArgumentParser
import SiteData
import SiteGen

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Validate the input and print every problem; write nothing.")

    @OptionGroup var data: DataOptions

    @Flag(help: "Fail on any warning (exit 1).")
    var strict = false

    @OptionGroup var color: ColorOption

    func run() throws {
        // Every warning, however many of one kind: `build` points here for the full list.
        try CLI.run(color: color.enabled, perKind: nil) {
            var options = BuildOptions()
            data.apply(to: &options)
            options.strict = strict
            let warnings = try SiteBuilder(options: options).check()
            Terminal.printWarnings(warnings, DiagnosticPrinter(color: color.enabled, perKind: nil))
            print(warnings.isEmpty ? "No problems found." : "No errors; \(FailureReport.count(warnings.count, "warning")).")
        }
    }
}
