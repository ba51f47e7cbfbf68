import Foundation
@testable import SiteData

/// A throw-away content folder with one athlete, `kim-lee`, for the loader tests that need real
/// files (pipes, permissions, odd names).
struct ContentFolderFixture {
    let root: URL
    var content: URL { root.appendingPathComponent("content") }
    var athlete: URL { content.appendingPathComponent("athletes/kim-lee") }
    var notes: URL { athlete.appendingPathComponent("notes") }

    init(_ label: String) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("content/athletes/kim-lee/notes"),
                                                withIntermediateDirectories: true)
        try write("name: Kim Lee\n", to: "athlete.yml")
    }

    /// Writes `text` at `path` inside the athlete's folder.
    func write(_ text: String, to path: String) throws {
        try text.write(to: athlete.appendingPathComponent(path), atomically: false, encoding: .utf8)
    }

    /// Removes the folder (making every folder in it readable first).
    func remove() {
        if let walk = FileManager.default.enumerator(atPath: root.path) {
            chmod(root.path, 0o755)
            for case let path as String in walk { chmod(root.appendingPathComponent(path).path, 0o755) }
        }
        try? FileManager.default.removeItem(at: root)
    }

    /// Every problem of loading `kim-lee`, as printed; `[]` when there is none.
    func problems() -> [String] {
        let source = ContentFolderSource(contentFolder: content, displayRoot: "content")
        do {
            return try source.loadAthlete("kim-lee", config: SiteConfig()).1.items.map(\.description)
        } catch {
            return error.diagnostics.items.map(\.description)
        }
    }

    /// The loaded athlete; nil when it has errors.
    func data() -> AthleteData? {
        try? ContentFolderSource(contentFolder: content, displayRoot: "content").loadAthlete("kim-lee", config: SiteConfig()).0
    }
}
