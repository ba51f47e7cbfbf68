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

    /// Like ArgumentParser's `main()`, but usage errors exit with 1 (output.md: 0 success,
    /// 1 bad input or usage, 2 internal error) instead of 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if !message.isEmpty {
                if code == .success {
                    print(message)
                } else {
                    FileHandle.standardError.write(Foundation.Data((message + "\n").utf8))
                }
            }
            let raw = code.rawValue
            Foundation.exit(code == .success ? 0 : raw == 2 || raw == 128 + SIGINT || raw == 128 + SIGTERM ? raw : 1)
        }
    }
}
