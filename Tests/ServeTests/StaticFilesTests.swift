import Foundation
import Testing
@testable import SiteServe

@Suite struct StaticFilesTests {
    static func site() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("serve-static-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("ethan/dashboard"), withIntermediateDirectories: true)
        try Data("home".utf8).write(to: root.appendingPathComponent("index.html"))
        try Data("dash".utf8).write(to: root.appendingPathComponent("ethan/dashboard/index.html"))
        try Data("css".utf8).write(to: root.appendingPathComponent("site.css"))
        try Data("{}".utf8).write(to: root.appendingPathComponent(".sitegen-cache"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("ethan/.git"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: root.appendingPathComponent("ethan/.git/config"))
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("out.html"),
                                                   withDestinationURL: URL(fileURLWithPath: "/etc/hostname"))
        return root
    }

    @Test(arguments: [
        ("/", "index.html"),
        ("/index.html", "index.html"),
        ("/ethan/dashboard/", "ethan/dashboard/index.html"),
        ("/ethan/dashboard", "ethan/dashboard/index.html"),
        ("/ethan/./dashboard/index.html?x=1", "ethan/dashboard/index.html"),
        ("/site.css", "site.css"),
        ("/%73ite.css", "site.css"),
    ])
    func pathsMapToFilesOfTheSite(path: String, file: String) throws {
        let root = try Self.site()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(StaticFiles(root: root).file(for: path)?.path == root.appendingPathComponent(file).path)
    }

    @Test(arguments: ["/../etc/passwd", "/ethan/../../etc/passwd", "/%2e%2e/etc/passwd", "/ethan/%2E%2E/%2E%2E/x",
                      "/missing.html", "/ethan/", "/out.html", "/a%00b",
                      "/.sitegen-cache", "/%2esitegen-cache", "/ethan/.git/config", "/ethan/%2Egit/config", "/ethan/../.sitegen-cache"])
    func nothingOutsideTheSiteOrMissingIsServed(path: String) throws {
        let root = try Self.site()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(StaticFiles(root: root).file(for: path) == nil)
    }

    @Test func contentTypes() {
        #expect(StaticFiles.contentType(for: URL(fileURLWithPath: "/a/b.HTML")) == "text/html; charset=utf-8")
        #expect(StaticFiles.contentType(for: URL(fileURLWithPath: "/a/b.csv")) == "text/csv; charset=utf-8")
        #expect(StaticFiles.contentType(for: URL(fileURLWithPath: "/a/b")) == "application/octet-stream")
    }
}
