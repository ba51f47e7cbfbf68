import ArgumentParser
import Foundation
import SiteGen

@main
struct SiteGenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sitegen",
        abstract: "Build an offline recruiting dashboard site from an athlete's data.",
        version: SiteGenVersion.current,
        subcommands: [BuildCommand.self, CheckCommand.self, NewCommand.self, PacketCommand.self, ServeCommand.self, ThemeCommand.self, ExportSQLCommand.self],
        defaultSubcommand: BuildCommand.self
    )

    /// Like ArgumentParser's `main()`, but usage errors exit with 1 (docs/decisions.md, "Exit codes": 0 success,
    /// 1 bad input or usage, 2 internal error) instead of 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            var message = fullMessage(for: error)
            // ArgumentParser writes "Error: "; every other problem line says "error: ".
            if message.hasPrefix("Error: ") { message = "error: " + message.dropFirst("Error: ".count) }
            if !message.isEmpty {
                if code == .success {
                    print(message)
                } else {
                    let color = requestedColor().enabled(isTTY: Terminal.isTTY, environment: ProcessInfo.processInfo.environment)
                    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    Terminal.printLines(lines.map(DiagnosticPrinter(color: color).styled))
                }
            }
            let raw = code.rawValue
            Foundation.exit(code == .success ? 0 : raw == 2 || raw == 128 + SIGINT || raw == 128 + SIGTERM ? raw : 1)
        }
    }

    /// `--color` as typed, for a command line that did not parse.
    static func requestedColor() -> ColorChoice {
        let args = CommandLine.arguments
        for (i, a) in args.enumerated() {
            if a.hasPrefix("--color="), let c = ColorChoice(rawValue: String(a.dropFirst(8))) { return c }
            if a == "--color", i + 1 < args.count, let c = ColorChoice(rawValue: args[i + 1]) { return c }
        }
        return .auto
    }
}
