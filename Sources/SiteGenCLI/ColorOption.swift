import ArgumentParser
import Foundation
import SiteGen

extension ColorChoice: ExpressibleByArgument {}

/// `--color`, shared by the commands that print problems.
struct ColorOption: ParsableArguments {
    @Option(help: ArgumentHelp("Colour in messages: auto (on a terminal, unless NO_COLOR is set), always or never.",
                               valueName: "when"))
    var color: ColorChoice = .auto

    var enabled: Bool { color.enabled(isTTY: Terminal.isTTY, environment: ProcessInfo.processInfo.environment) }
}
