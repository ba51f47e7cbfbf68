import Foundation
import SiteData
import SiteOutput

/// Writes a content folder with realistic, deterministic sample data (`sitegen new`).
///
/// The same recipes and the same "today" always give the same files: every choice comes from a
/// `SplitMix64` seeded by the athlete's slug, and all dates are counted back from today.
public struct SampleGenerator {
    public var today: LocalDate
    /// Site timezone written to site.yml (timestamps are written in UTC, so some local dates differ).
    public var timezone = "America/Chicago"
    /// Write `today:` into site.yml so builds of the folder are reproducible.
    public var pinToday = false
    public var title = "Recruiting"

    public init(today: LocalDate) { self.today = today }

    /// Every file of the content folder, path → text, for the given athletes.
    public func files(for recipes: [SampleRecipe]) -> [(path: String, text: String)] {
        var files: [(String, String)] = [("site.yml", siteYAML())]
        for recipe in recipes {
            var g = AthleteGenerator(recipe: recipe, today: today)
            for (path, text) in g.files() { files.append(("athletes/\(recipe.slug)/\(path)", text)) }
        }
        return files.sorted { codePointLess($0.0, $1.0) }
    }

    /// The pictures of `recipes` (path → PNG bytes), in code-point order of their paths.
    public func pictures(for recipes: [SampleRecipe]) -> [(path: String, bytes: [UInt8])] {
        recipes.flatMap { recipe in
            AthleteGenerator(recipe: recipe, today: today).pictures().map { ("athletes/\(recipe.slug)/\($0.0)", $0.1) }
        }.sorted { codePointLess($0.0, $1.0) }
    }

    /// Writes the folder. Refuses a file, and a folder that exists and is not empty.
    public func write(to folder: URL, recipes: [SampleRecipe]) throws(OutputError) {
        try Self.prepare(folder)
        try Self.writeFiles(files(for: recipes).map { ($0.path, Array($0.text.utf8)) } + pictures(for: recipes), into: folder)
    }

    /// Makes the folder a new content folder goes into: refuses a file, and a folder that
    /// exists and is not empty.
    static func prepare(_ folder: URL) throws(OutputError) {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDir) {
            guard isDir.boolValue else { throw OutputError("\(folder.path) is a file; name a new folder for the content") }
            if let contents = try? FileManager.default.contentsOfDirectory(atPath: folder.path), !contents.isEmpty {
                throw OutputError("\(folder.path) already exists and is not empty; choose a new folder")
            }
        } else if mkdir(folder.path, 0o777) != 0 {
            let code = errno
            throw OutputError("cannot create the folder \(folder.path): \(FileProblem.reason(code)); "
                              + (code == ENOENT ? "create the folder it goes in first" : "choose another folder"))
        }
    }

    /// Writes each file, making the folders it goes in.
    static func writeFiles(_ files: [(path: String, bytes: [UInt8])], into folder: URL) throws(OutputError) {
        for (i, (path, bytes)) in files.enumerated() {
            let url = folder.appendingPathComponent(path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Foundation.Data(bytes).write(to: url)
            } catch {
                // The first file fails for the folder (permission, read-only disk): name the folder.
                let what = i == 0 ? "cannot write into \(folder.path)" : "cannot write \(url.path)"
                throw OutputError("\(what): \(FileProblem.reason(of: error)); choose another folder")
            }
        }
    }

    func siteYAML() -> String {
        var s = """
        # Site settings (see docs/content.md). Every key is optional.
        title: \(YAMLText.quote(title))
        locale: en
        timezone: \(timezone)
        public: false

        """
        s += pinToday ? "today: \(today.iso)\n" : "# today: \(today.iso)   # pin \"today\" for reproducible builds\n"
        s += """
        reports:
          custom:
            - name: summer-showcase-season
              from: \(LocalDate(year: today.year, month: 6, day: 1)!.adding(days: today.month < 6 ? -365 : 0).iso)
              to: \(LocalDate(year: today.year, month: 8, day: 31)!.adding(days: today.month < 9 ? -365 : 0).iso)
        packet:
          include: []

        """
        return s
    }
}

/// YAML double-quoted scalars for generated files.
enum YAMLText {
    static func quote(_ s: String) -> String {
        var out = "\""
        for ch in s.unicodeScalars {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out + "\""
    }
}
