import Foundation

/// The default `DataSource`: a content folder laid out as in docs/content.md.
///
/// Paths in messages start with `displayRoot`, the content folder as the user typed it
/// (`content`, `../club/content`), e.g. `content/athletes/maya-lopez/schools.csv:7:12: …`.
public struct ContentFolderSource: DataSource {
    public let contentFolder: URL
    public let displayRoot: String

    /// `displayRoot` defaults to the folder's last path component.
    public init(contentFolder: URL, displayRoot: String? = nil) {
        self.contentFolder = contentFolder
        self.displayRoot = displayRoot ?? contentFolder.lastPathComponent
    }

    /// `site.yml` → `SiteConfig`; a missing file gives the defaults.
    public static func loadConfig(contentFolder: URL, displayRoot: String? = nil) -> (SiteConfig, Diagnostics) {
        let root = displayRoot ?? contentFolder.lastPathComponent
        let file = root + "/site.yml"
        let url = contentFolder.appendingPathComponent("site.yml")
        guard !ContentFile.isMissing(url.path) else { return (SiteConfig(), Diagnostics()) }
        switch readText(url, display: file, resolver: ContentFile.Resolver(root: contentFolder), required: true) {
        case .failure(let d): return (SiteConfig(), Diagnostics([d]))
        case .success(let text):
            let (config, diagnostics) = SiteConfigLoader.load(text: text, file: file)
            return (config, diagnostics.sortedAndCapped(limit: 100))
        }
    }

    /// The file in the athlete's folder (`athletes/<slug>/<path>`).
    public func asset(_ path: String, athlete slug: String, display: String) -> AssetFile {
        ContentFile.asset(path, athlete: slug, contentFolder: contentFolder, display: display)
    }

    /// Folder names in `athletes/`, sorted; hidden entries, plain files and the files of
    /// `ContentFile.isIgnored` are skipped; a folder name that is not a valid slug (or is a
    /// name Windows reserves) is an error naming it, and so is a folder that cannot be read.
    public func athleteSlugs() throws(InputError) -> [String] {
        let folder = contentFolder.appendingPathComponent("athletes")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: contentFolder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw InputError(Diagnostics([.error("content folder not found", at: SourceLocation(file: displayRoot))]))
        }
        let names: [String]
        switch ContentFile.list(folder.path) {
        case .names(let found): names = found
        case .missing, .notAFolder:
            throw InputError(Diagnostics([.error(
                "no athletes folder: put each athlete in athletes/<name>/athlete.yml",
                at: SourceLocation(file: displayRoot))]))
        case let other:
            throw InputError(Diagnostics([.error(ContentFile.folderMessage(denied: other == .denied),
                                                 at: SourceLocation(file: displayRoot + "/athletes"))]))
        }
        var slugs: [String] = []
        var diagnostics = Diagnostics()
        for name in names where !name.hasPrefix(".") && !ContentFile.isIgnored(name) {
            var info = stat()
            guard stat(folder.appendingPathComponent(name).path, &info) == 0 else {
                if errno == EACCES || errno == EPERM {
                    diagnostics.error(ContentFile.folderMessage(denied: true),
                                      at: SourceLocation(file: displayRoot + "/athletes/" + name))
                }
                continue
            }
            guard info.st_mode & S_IFMT == S_IFDIR else { continue }
            if Slug.isValidAthleteSlug(name) {
                slugs.append(name)
            } else if let reserved = Slug.reservedAthleteSlugMessage(name) {
                diagnostics.error(reserved, at: SourceLocation(file: displayRoot + "/athletes/" + name))
            } else {
                diagnostics.error("athlete folder name \(Quote.text(name)) must be lowercase letters, digits and single "
                                  + "dashes, at most 64 characters, e.g. \"\(Slug.make(from: name, fallback: "athlete"))\"",
                                  at: SourceLocation(file: displayRoot + "/athletes/" + name))
            }
        }
        if diagnostics.hasErrors { throw InputError(diagnostics.sortedAndCapped(limit: 100)) }
        return slugs.sorted(by: codePointLess)
    }

    public func loadAthlete(_ slug: String, config: SiteConfig) throws(InputError) -> (AthleteData, Diagnostics) {
        // `isDirectory:` given, so that no path is looked up on disk to find out (Foundation asks
        // the file system for every path appended without it: a stat per note).
        let folder = contentFolder.appendingPathComponent("athletes", isDirectory: true).appendingPathComponent(slug, isDirectory: true)
        let display = displayRoot + "/athletes/" + slug
        var diagnostics = Diagnostics()
        var isDir: ObjCBool = false
        guard Slug.isValidAthleteSlug(slug),
              FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDir), isDir.boolValue else {
            throw InputError(Diagnostics([.error("no athlete \(Quote.text(slug))", at: SourceLocation(file: display))]))
        }
        // The folder's names, once: which tables are there, and which files are no table.
        let names: [String]
        switch ContentFile.list(folder.path) {
        case .names(let found): names = found.filter { !ContentFile.isIgnored($0) }
        case let other:
            throw InputError(Diagnostics([.error(ContentFile.folderMessage(denied: other == .denied), at: SourceLocation(file: display))]))
        }
        let present = Set(names)
        // Resolves the content folder and the athlete's folders once for all their files.
        let resolver = ContentFile.Resolver(root: contentFolder)
        // Profile.
        var profile: AthleteProfile?
        let profileURL = folder.appendingPathComponent("athlete.yml", isDirectory: false)
        if !present.contains("athlete.yml") {
            diagnostics.error("athlete.yml is missing (it needs at least \"name: …\")", at: SourceLocation(file: display))
        } else {
            switch Self.readText(profileURL, display: display + "/athlete.yml", resolver: resolver, required: true) {
            case .failure(let d): diagnostics.append(d)
            case .success(let text):
                let (p, d) = AthleteProfileLoader.load(text: text, slug: slug, file: display + "/athlete.yml", folder: folder)
                profile = p
                diagnostics.append(contentsOf: d)
            }
        }
        // Tables.
        var tables: [String: RawTable] = [:]
        var unreadable: Set<String> = []
        for schema in TableSchema.all {
            let csv = folder.appendingPathComponent(schema.name + ".csv", isDirectory: false)
            let json = folder.appendingPathComponent(schema.name + ".json", isDirectory: false)
            let hasCSV = present.contains(schema.name + ".csv")
            let hasJSON = present.contains(schema.name + ".json")
            if hasCSV && hasJSON {
                diagnostics.error("both \(schema.name).csv and \(schema.name).json exist; keep only one",
                                  at: SourceLocation(file: display + "/" + schema.name + ".csv"))
                unreadable.insert(schema.name)
                continue
            }
            guard hasCSV || hasJSON else { continue }
            let url = hasCSV ? csv : json
            let file = display + "/" + url.lastPathComponent
            let data: [UInt8]
            switch ContentFile.read(url, resolver: resolver, display: file) {
            case .failure(let d): diagnostics.append(d); unreadable.insert(schema.name); continue
            case .success(let bytes): data = bytes
            }
            let (table, d) = hasCSV ? CSVReader.read(data, file: file) : JSONReader.read(data, file: file)
            diagnostics.append(contentsOf: d)
            if d.hasErrors { unreadable.insert(schema.name) }
            tables[schema.name] = table
        }
        let (misnamedFiles, meant) = Self.unknownTableFiles(names, in: folder, display: display)
        diagnostics.append(contentsOf: misnamedFiles)
        // A table that is there only under a wrong name is not read: references into it are
        // not checked either (one error, not a warning at every row that names it).
        unreadable.formUnion(meant.filter { tables[$0] == nil })
        // Notes.
        let (notes, noteProblems) = NotesLoader.load(folder: folder.appendingPathComponent("notes", isDirectory: true),
                                                     displayRoot: display + "/notes", resolver: resolver)
        diagnostics.append(contentsOf: noteProblems)

        // Assemble even without a profile, so table problems are reported in the same run.
        let zone = TimeZone(identifier: config.timezone) ?? TimeZone(identifier: "UTC")!
        let (data, assembled) = AthleteAssembler.assemble(profile: profile ?? AthleteProfile(slug: slug, name: ""),
                                                          tables: consume tables, notes: notes,
                                                          timeZone: zone, limit: Int.max, unreadable: unreadable,
                                                          dateOrder: config.dateOrder, metricTypes: config.metricTypes)
        diagnostics.append(contentsOf: assembled)
        let result = diagnostics.sortedAndCapped(limit: 100)
        guard let data, profile != nil, !result.hasErrors else { throw InputError(result, profile: profile) }
        return (data, result)
    }

    /// `.csv`/`.json` files in an athlete folder that are no table: an error when a table's file
    /// name is a few edits away (`school.csv`: did you mean `schools.csv`?), else a warning.
    /// Also returns the tables suggested. `names`: the folder's entries, ignored files left out.
    static func unknownTableFiles(_ names: [String], in folder: URL, display: String) -> (Diagnostics, Set<String>) {
        var diagnostics = Diagnostics()
        var meant: Set<String> = []
        let tables = TableSchema.all.map(\.name)
        for name in names.sorted(by: codePointLess) where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name, isDirectory: false)
            let ext = url.pathExtension.lowercased()
            guard ext == "csv" || ext == "json" else { continue }
            let base = url.deletingPathExtension().lastPathComponent
            if tables.contains(base) && url.pathExtension == ext { continue }
            let at = SourceLocation(file: display + "/" + name)
            if let guess = ClosestName.suggest(base, among: tables) {
                diagnostics.error("unknown table file \(Quote.text(name)): did you mean \(Quote.text(guess + "." + ext))?", at: at)
                meant.insert(guess)
            } else {
                diagnostics.warning("unknown table file \(Quote.text(name)) ignored (table files are "
                                    + tables.map { $0 + ".csv" }.joined(separator: ", ") + ", or .json)", at: at)
            }
        }
        return (diagnostics, meant)
    }

    static func readText(_ url: URL, display: String, root: URL?) -> Result<String, Diagnostic> {
        readText(url, display: display, resolver: root.map(ContentFile.Resolver.init(root:)))
    }

    static func readText(_ url: URL, display: String, resolver: ContentFile.Resolver?,
                         required: Bool = false) -> Result<String, Diagnostic> {
        let data: [UInt8]
        switch ContentFile.read(url, resolver: resolver, display: display, required: required) {
        case .failure(let d): return .failure(d)
        case .success(let bytes): data = bytes
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            return .failure(.error("the file is not valid UTF-8 text", at: SourceLocation(file: display)))
        }
        return .success(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
    }
}
