import Foundation
import SiteData
import Widgets
import CoachDocuments

extension SiteBuilder {
    /// Step "load" for the site as a whole: settings, today, the data source, the athletes.
    /// `keepingOthersIn`: with `--athlete`, the output folder being rebuilt, whose other athletes stay.
    func loadSite(keepingOthersIn outputFolder: URL? = nil) throws -> BuildContext {
        let displayRoot = SiteBuilder.displayPath(options.contentFolder)
        let contentURL = URL(fileURLWithPath: options.contentFolder)
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: contentURL.path, isDirectory: &isDir), isDir.boolValue else {
            throw UsageError(
                "the content folder \"\(displayRoot)\" does not exist; create one with `sitegen new \(displayRoot)` or name another with --content DIR")
        }
        var (config, initial) = ContentFolderSource.loadConfig(contentFolder: contentURL, displayRoot: displayRoot)
        var diagnostics = initial
        if diagnostics.hasErrors { throw InputError(diagnostics) }
        let overrides = try applyFlags(to: &config)
        // Stored once, in the build context (`BuildContext.today`); `config.today` stays what
        // site.yml says.
        let timeZone = TimeZone(identifier: config.timezone) ?? TimeZone(identifier: "UTC")!
        let today = try options.resolveToday(config: config.today, timeZone: timeZone)

        var ranges = config.customReports
        if options.from != nil || options.to != nil {
            ranges.append(try commandLineRange())
        }
        for r in ranges {
            do {
                if let warning = try Reports.validate(r.range) { diagnostics.append(warning) }
            } catch {
                diagnostics.append(.error("report range \"\(r.name)\": \(error.message)"))
            }
        }
        if diagnostics.hasErrors { throw InputError(diagnostics) }

        let source = try makeSource(config: config, contentURL: contentURL, displayRoot: displayRoot)
        let all = try source.athleteSlugs()
        var slugs = options.shard?.select(all) ?? all
        if !options.athletes.isEmpty {
            let unknown = options.athletes.filter { !all.contains($0) }
            if !unknown.isEmpty {
                let known = all.isEmpty ? "none" : all.joined(separator: ", ")
                throw UsageError("unknown athlete \(unknown.map { "\"\($0)\"" }.joined(separator: ", ")) (known: \(known))")
            }
            slugs = all.filter { options.athletes.contains($0) }
        }
        let kept = outputFolder.map { KeptAthletes.find(in: $0, candidates: all.filter { !slugs.contains($0) }) } ?? []
        // A shard's pages list every athlete, as the whole site's do.
        let listed = options.shard != nil ? all : kept.isEmpty ? slugs : all.filter { slugs.contains($0) || kept.contains($0) }
        let theme = try loadTheme(config: config, contentURL: contentURL, displayRoot: displayRoot,
                                  source: source, slugs: listed, diagnostics: &diagnostics)
        var build = BuildContext(contentURL: contentURL, displayRoot: displayRoot, config: config,
                            timeZone: timeZone, source: source, slugs: slugs, allSlugs: all, keptSlugs: kept, customRanges: ranges,
                            warnings: diagnostics, stylesheet: theme.stylesheet, themeFiles: theme.files,
                            siteTitle: config.title, strings: theme.strings, specs: theme.specs, today: today,
                            isPublic: config.isPublic, canonicalRoot: PublicEdition.root(config), athletes: theme.athletes,
                            mapOutline: theme.mapOutline,
                            packetParts: Set(config.packetInclude.compactMap(CoachEdition.Part.init(rawValue:))))
        build.publishesCoachDocuments = options.documents ?? config.documents
        build.flagOverrides = overrides
        return build
    }


    /// Theme, strings in the site's language, page specs (theme's, or content/pages overrides).
    func loadTheme(config: SiteConfig, contentURL: URL, displayRoot: String,
                   source: any DataSource, slugs: [String], diagnostics: inout Diagnostics) throws
        -> (strings: Strings, specs: [PageKind: PageSpec], athletes: [BuildContext.AthleteLink],
            mapOutline: [[SchoolMap.Coordinate]], stylesheet: String, files: [InputFingerprint.Input]?) {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "sitegen", relativeTo: cwd)
        let theme = try Theme.find(name: config.theme, themeDirectory: options.themeDirectory.map { URL(fileURLWithPath: $0) },
                                   contentDirectory: contentURL, executable: executable, currentDirectory: cwd)
            .applying(config.themeTokens)
        let language = Language(identifier: config.locale) ?? .en
        let (strings, stringWarnings) = try theme.strings(language)
        diagnostics.append(contentsOf: stringWarnings)
        let (css, cssWarnings) = theme.stylesheet()
        diagnostics.append(contentsOf: cssWarnings)
        let specs = try PageSpecLoader(theme: theme, strings: strings)
            .loadAll(theme: theme, contentDirectory: contentURL, contentDisplayPath: displayRoot)
        let names = source.athleteNames(slugs, config: config)
        let athletes = slugs.map { BuildContext.AthleteLink(slug: $0, name: names[$0] ?? $0) }
        return (strings, specs, athletes, try theme.mapOutline() ?? [], css, InputFingerprint.files(of: theme))
    }

    /// `--from/--to` as a custom report range named `from-<from>-to-<to>`.
    func commandLineRange() throws -> SiteConfig.CustomRange {
        guard let fromText = options.from, let toText = options.to else {
            throw UsageError("--from and --to go together")
        }
        guard let from = LocalDate(iso: fromText) else { throw UsageError("--from \"\(fromText)\" is not a date (YYYY-MM-DD)") }
        guard let to = LocalDate(iso: toText) else { throw UsageError("--to \"\(toText)\" is not a date (YYYY-MM-DD)") }
        guard to >= from else { throw UsageError("End date must be after start date") }
        return SiteConfig.CustomRange(name: "from-\(from.iso)-to-\(to.iso)", range: DateRange(from: from, to: to))
    }

    func makeSource(config: SiteConfig, contentURL: URL, displayRoot: String) throws -> any DataSource {
        guard let url = options.source ?? config.source else {
            return ContentFolderSource(contentFolder: contentURL, displayRoot: displayRoot)
        }
        return try DataSourceScheme.factory(for: url, among: options.sources)(url, contentURL, displayRoot, options.environment)
    }

    /// The content folder as the user typed it, without a trailing slash or a leading `./`.
    static func displayPath(_ path: String) -> String {
        var p = path
        while p.count > 1 && p.hasSuffix("/") { p.removeLast() }
        if p.hasPrefix("./") && p.count > 2 { p.removeFirst(2) }
        return p
    }
}

