import ArgumentParser
import Foundation
import SiteData
import SiteGen
import SiteOutput

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build", abstract: "Build the site (the default command).")

    @OptionGroup var data: DataOptions

    @Option(help: ArgumentHelp("The output folder, replaced atomically.", valueName: "dir"), completion: .directory)
    var output: String = "_site"

    @Option(help: ArgumentHelp("Build only this athlete (repeatable).", valueName: "slug"), completion: Completions.athletes)
    var athlete: [String] = []

    @Option(help: ArgumentHelp("Start of an extra report range (with --to).", valueName: "date"))
    var from: DateArgument?

    @Option(help: ArgumentHelp("End of an extra report range (with --from).", valueName: "date"))
    var to: DateArgument?

    @Option(help: "Athletes built at once (default: the number of cores).")
    var jobs: Int?

    @Flag(help: "Print only problems (errors and warnings): no progress, no summary.")
    var quiet = false

    @Flag(help: "Fail on any warning (exit 1; the site is left as it was).")
    var strict = false

    @Flag(help: "Render every athlete, even those whose inputs did not change since the last build.")
    var force = false

    @Option(help: ArgumentHelp("Build only shard I of N (counted from 0): every Nth athlete, no family index.",
                               valueName: "i/n"))
    var shard: String?

    @Option(help: ArgumentHelp("Take unchanged athletes from this --shard build's output (repeatable).", valueName: "dir"), completion: .directory)
    var merge: [String] = []

    @Flag(inversion: .prefixedNo,
          help: "Write the coach's documents (résumé and report PDFs, packet zips) into the site (default: site.yml's documents, else yes).")
    var documents: Bool?

    @Flag(name: .customLong("public"),
          help: "Build the public site (the coach's pages only), whatever site.yml's public says.")
    var publicSite = false

    @Option(help: ArgumentHelp("The address the site is published at, over site.yml's base_url.", valueName: "url"))
    var baseURL: String?

    @Option(help: ArgumentHelp("Warn when the site passes this host's limits: github-pages, cloudflare-pages, gitlab-pages, netlify (over site.yml's host).",
                               valueName: "name"),
            completion: .list(["github-pages", "cloudflare-pages", "gitlab-pages", "netlify"]))
    var host: String?

    @OptionGroup var color: ColorOption

    func validate() throws {
        try DateArgument.check(from, option: "from")
        try DateArgument.check(to, option: "to")
    }

    func run() throws {
        try CLI.run(color: color.enabled, outcome: CLI.buildOutcome(output)) {
            Interruption.install()  // Ctrl-C removes the staging folder (build and packet only)
            var options = BuildOptions()
            data.apply(to: &options)
            options.outputFolder = output
            options.athletes = athlete
            options.from = from?.iso
            options.to = to?.iso
            options.strict = strict
            options.force = force
            options.shard = try shard.map { s throws(UsageError) in try BuildShard(parsing: s) }
            options.merge = merge
            options.documents = documents
            options.publicSite = publicSite ? true : nil
            options.baseURL = baseURL
            options.host = host
            if let jobs {
                guard jobs >= 1 else { throw UsageError("--jobs must be at least 1") }
                options.jobs = jobs
            }
            let start = Date()
            let progress = quiet ? nil : Terminal.progress(label: "Building")
            let summary: BuildSummary
            do {
                // Also on failure: the problems start on a clean line.
                defer { Terminal.clearProgress(enabled: progress != nil) }
                summary = try SiteBuilder(options: options).build(progress: progress)
            }
            let printer = DiagnosticPrinter(color: color.enabled)
            Terminal.printWarnings(summary.errors + summary.warnings, printer)
            if !quiet { print(summary.line(seconds: Date().timeIntervalSince(start))) }
            // Athletes held back for their errors: the others were built, the run fails.
            if !summary.heldBack.isEmpty {
                Terminal.printLines(summary.heldBackLines.map(printer.styled))
                throw ExitCode(1)
            }
        }
    }
}
