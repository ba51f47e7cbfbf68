import ArgumentParser
import SiteGen

struct ThemeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme", abstract: "Work with themes.", subcommands: [Export.self, Pages.self, Shapes.self, Widgets.self])

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export", abstract: "Write the built-in theme to a new folder, as a starting point for your own.")

        @Argument(help: ArgumentHelp("A new (or empty) folder.", valueName: "dir"), completion: .directory)
        var directory: String

        func run() throws {
            try CLI.run { print(try EmbeddedDefaultTheme.export(to: directory)) }
        }
    }

    struct Pages: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "pages",
            abstract: "List the pages a page spec can describe, with their datasets: name, shape, what each holds.")

        @Argument(help: ArgumentHelp("Only this page (e.g. dashboard).", valueName: "page"), completion: Completions.pages)
        var page: String?

        func run() throws {
            try CLI.run { print(try PageKind.listing(page), terminator: "") }
        }
    }

    struct Shapes: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "shapes",
            abstract: "List the dataset shapes: what each holds and the widgets that draw it.")

        @Argument(help: ArgumentHelp("Only this shape (e.g. category_counts).", valueName: "shape"), completion: Completions.shapes)
        var shape: String?

        func run() throws {
            try CLI.run { print(try DatasetShape.listing(shape), terminator: "") }
        }
    }

    struct Widgets: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "widgets",
            abstract: "List the widgets a page spec can name: what each draws, its shapes and options.")

        @Argument(help: ArgumentHelp("Only this widget (e.g. donut).", valueName: "widget"), completion: Completions.widgets)
        var widget: String?

        func run() throws {
            try CLI.run { print(try WidgetKind.listing(widget), terminator: "") }
        }
    }
}
