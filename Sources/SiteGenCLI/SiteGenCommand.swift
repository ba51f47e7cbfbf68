import ArgumentParser
import Foundation
import SiteData
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
        if let message = unknownCommand(Array(CommandLine.arguments.dropFirst())) {
            let color = requestedColor().enabled(isTTY: Terminal.isTTY, environment: ProcessInfo.processInfo.environment)
            Terminal.printLines([DiagnosticPrinter(color: color).styled(message)])
            Foundation.exit(1)
        }
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

    /// `sitegen biuld`: a first word that is no command. The default command (build) takes no
    /// word of its own, so such a word is a mistyped command, not "an unexpected argument".
    static func unknownCommand(_ arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        let names = configuration.subcommands.map { $0._commandName } + ["help"]
        guard !names.contains(first) else { return nil }
        if let guess = ClosestName.suggest(first, among: names) {
            return "error: unknown command '\(first)'; did you mean '\(guess)'?"
        }
        return "error: unknown command '\(first)' (the commands: \(names.joined(separator: ", ")))"
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
