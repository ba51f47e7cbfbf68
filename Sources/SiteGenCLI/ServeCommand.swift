import ArgumentParser
import Foundation
import SiteData
import SiteGen
import SiteServe

struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the site on this computer, each page rendered in memory when first asked for; render again and reload on every change.")

    @OptionGroup var data: DataOptions

    @Option(help: "The port to listen on.")
    var port: UInt16 = 8000

    @Option(help: ArgumentHelp("The address to listen on (127.0.0.1 keeps the site on this computer).", valueName: "ip"))
    var host: String = "127.0.0.1"

    @Option(name: .customLong("allowed-host"),
            help: ArgumentHelp("Also answer requests addressed to this host name (repeatable). Others are refused: "
                               + "only localhost, 127.0.0.1, [::1] and --host are answered by default.", valueName: "name"))
    var allowedHosts: [String] = []

    @OptionGroup var color: ColorOption

    func run() throws {
        let printer = DiagnosticPrinter(color: color.enabled)
        try CLI.run(color: color.enabled) {
            var options = BuildOptions()
            data.apply(to: &options)
            let session = PreviewSession(options: options, host: host, port: port, allowedHosts: allowedHosts, log: { line in
                let styled = line.split(separator: "\n", omittingEmptySubsequences: false).map { printer.styled(String($0)) }
                FileHandle.standardError.write(Foundation.Data((styled.joined(separator: "\n") + "\n").utf8))
            })
            try session.runUntilInterrupted()
        }
    }
}
