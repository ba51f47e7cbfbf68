import Foundation
import SiteData
import Testing
@testable import SiteGen

@Suite struct DefaultPageSpecsTests {
    static func load(content: URL? = nil) throws -> [PageKind: PageSpec] {
        let theme = try Theme.load(directory: RepositoryPaths.defaultTheme, displayPath: "Themes/default")
        let strings = try theme.strings(.en).strings
        return try PageSpecLoader(theme: theme, strings: strings)
            .loadAll(theme: theme, contentDirectory: content)
    }

    @Test func everyPageHasASpecUsingEveryDatasetOfThePage() throws {
        let specs = try Self.load()
        #expect(specs.keys.map(\.rawValue).sorted() == PageKind.allCases.map(\.rawValue).sorted())
        for kind in PageKind.allCases {
            let spec = try #require(specs[kind])
            #expect(spec.file == "Themes/default/pages/\(kind.rawValue).yml")
            let used = Set(spec.sections.flatMap { $0.widgets.compactMap(\.dataset) })
            #expect(used == Set(kind.datasets), "page \(kind.rawValue) leaves out \(Set(kind.datasets).subtracting(used).map(\.rawValue).sorted())")
        }
    }

    @Test func overrideLinkedOutsideTheContentFolderIsAnError() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = tmp.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content.appendingPathComponent("pages"), withIntermediateDirectories: true)
        let outside = tmp.appendingPathComponent("dashboard.yml")
        try FileManager.default.copyItem(at: RepositoryPaths.defaultTheme.appendingPathComponent("pages/dashboard.yml"), to: outside)
        try FileManager.default.createSymbolicLink(at: content.appendingPathComponent("pages/dashboard.yml"), withDestinationURL: outside)
        do {
            _ = try Self.load(content: content)
            Issue.record("loaded")
        } catch let error as InputError {
            #expect(error.diagnostics.items.map(\.description) == [
                "content/pages/dashboard.yml: error: this is a symbolic link to \(ContentFile.realPath(outside.path)!), outside the content "
                    + "folder; copy the file into the content folder instead"])
        }
    }

    @Test func everyDatasetBelongsToAPageAndEveryShapeHasAWidget() {
        let offered = Set(PageKind.allCases.flatMap(\.datasets))
        #expect(Set(PageDataset.allCases).subtracting(offered).map(\.rawValue) == [])
        let drawn = Set(WidgetKind.allCases.flatMap(\.shapes))
        #expect(Set(DatasetShape.allCases).subtracting(drawn).map(\.rawValue) == [])
    }

    @Test func titlesAreStringKeysOfBothLanguages() throws {
        let theme = try Theme.load(directory: RepositoryPaths.defaultTheme, displayPath: "Themes/default")
        let pl = try theme.stringTable(.pl)
        for spec in try Self.load().values {
            var texts: [PageSpec.Text?] = [spec.title, spec.subtitle]
            for section in spec.sections {
                texts.append(section.title)
                for w in section.widgets { texts += [w.title, w.description, w.empty, w.emptyHint, w.text, w.hint] }
            }
            for case let .some(text) in texts {
                guard case .key(let key) = text else {
                    Issue.record("\(spec.file): literal text \(text) in a default spec")
                    continue
                }
                #expect(pl.entries[key] != nil, "\(key) missing from pl.yml")
            }
        }
    }

    @Test func contentOverridesReplaceWholeFiles() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-pagespec-\(#line)")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("pages"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "page: actions\ntitle: To do\nsections:\n  - widgets:\n      - widget: table\n        dataset: action_items\n"
            .write(to: dir.appendingPathComponent("pages/actions.yml"), atomically: true, encoding: .utf8)
        try "ignored".write(to: dir.appendingPathComponent("pages/README.txt"), atomically: true, encoding: .utf8)
        // Lock files and backups of editors are ignored too (`ContentFile.isIgnored`), not "unknown page".
        for junk in ["~$actions.yml", "._actions.yml"] {
            try "junk".write(to: dir.appendingPathComponent("pages/" + junk), atomically: true, encoding: .utf8)
        }
        let specs = try Self.load(content: dir)
        let actions = try #require(specs[.actions])
        #expect(actions.file == "content/pages/actions.yml")
        #expect(actions.title == .literal("To do"))
        #expect(actions.sections.flatMap(\.widgets).map(\.widget) == [.table])
        #expect(specs[.dashboard]?.file == "Themes/default/pages/dashboard.yml")

        try "page: dashbord\n".write(to: dir.appendingPathComponent("pages/dashbord.yml"), atomically: true, encoding: .utf8)
        try "page: notes\nsections:\n  - widgets:\n      - widget: pie\n        dataset: notes\n"
            .write(to: dir.appendingPathComponent("pages/notes.yml"), atomically: true, encoding: .utf8)
        do {
            _ = try Self.load(content: dir)
            Issue.record("expected errors")
        } catch {
            let messages = (error as? InputError)?.diagnostics.items.map(\.description) ?? []
            #expect(messages.count == 2)
            #expect(messages.first?.hasPrefix("content/pages/dashbord.yml: error: unknown page \"dashbord\" (known: actions, coach, coaches, dashboard,") == true)
            #expect(messages.last?.hasPrefix("content/pages/notes.yml:4:17: error: unknown widget \"pie\" (known: ") == true)
        }
    }
}
