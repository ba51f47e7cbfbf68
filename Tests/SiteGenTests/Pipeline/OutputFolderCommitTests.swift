import FileTestSupport
import Foundation
import SiteData
import Testing
@testable import SiteGen
@testable import SiteOutput

/// A copy of an old site (`.<name>.sitegen-old`) that cannot be removed, as after a build run
/// with sudo: the build still replaces the site, and says where the copy is and how to remove it.
@Suite(.serialized) struct OutputFolderCommitTests {
    static func leftover(_ path: String) -> String {
        "\(path) holds a copy of an earlier site (private notes included) that could not be removed: "
            + "permission denied; remove it yourself: sudo rm -rf \(path)"
    }

    @Test(.enabled(if: Unremovable.supported)) func aLeftoverOldSiteThatCannotBeRemovedDoesNotBlockTheBuild() throws {
        let tmp = TestSupport.temporaryFolder()
        let content = TestSupport.copyFixture("site", to: tmp)
        let site = tmp.appendingPathComponent("public"), old = tmp.appendingPathComponent(".public.sitegen-old")
        let options = IncrementalBuildTests.options(content, site)
        _ = try SiteBuilder(options: options).build()
        // What an earlier run left, with a file this user cannot delete.
        try FileManager.default.createDirectory(at: old.appendingPathComponent("ana-diaz"), withIntermediateDirectories: true)
        let stuck = old.appendingPathComponent("ana-diaz/notes.html")
        try "private".write(to: stuck, atomically: false, encoding: .utf8)
        let undo = try #require(Unremovable.make(stuck))
        defer { undo(); try? FileManager.default.removeItem(at: tmp) }

        for _ in 1...2 {
            var o = options
            o.force = true
            let summary = try SiteBuilder(options: o).build()
            #expect(summary.warnings.map(\.message).last == Self.leftover(old.path))
            #expect(summary.warnings.last?.location == nil)
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("ana-diaz/index.html").path))
            // The site went aside under the next name and was removed from there.
            #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path).sorted()
                    == [".public.sitegen-cache", ".public.sitegen-old", "public", "site"])
        }
    }

    @Test(.enabled(if: Unremovable.supported)) func theOldSiteThatCannotBeRemovedAfterTheSwapIsNamed() throws {
        let tmp = TestSupport.temporaryFolder()
        let content = TestSupport.copyFixture("site", to: tmp)
        let site = tmp.appendingPathComponent("public"), old = tmp.appendingPathComponent(".public.sitegen-old")
        var options = IncrementalBuildTests.options(content, site)
        _ = try SiteBuilder(options: options).build()
        let stuck = site.appendingPathComponent("ana-diaz/index.html")
        let undo = try #require(Unremovable.make(stuck))
        defer { undo(); try? FileManager.default.removeItem(at: tmp) }
        let before = IncrementalBuildTests.inode(stuck)

        options.force = true
        let summary = try SiteBuilder(options: options).build()
        #expect(summary.warnings.map(\.message).last == Self.leftover(old.path))
        #expect(IncrementalBuildTests.inode(site.appendingPathComponent("ana-diaz/index.html")) != before)
        #expect(FileManager.default.fileExists(atPath: old.appendingPathComponent("ana-diaz/index.html").path))
    }

    @Test func aLeftoverThatCanBeRemovedGoesSilently() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let dest = tmp.appendingPathComponent("site"), old = tmp.appendingPathComponent(".site.sitegen-old")
        try FileManager.default.createDirectory(at: old.appendingPathComponent("a/b"), withIntermediateDirectories: true)
        try "x".write(to: old.appendingPathComponent("a/b/c.html"), atomically: false, encoding: .utf8)
        let out = try OutputFolder(destination: dest)
        try out.write("new", to: "index.html")
        try out.commit()
        #expect(out.leftoverWarnings == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path) == ["site"])
    }

    @Test(.enabled(if: Unremovable.supported)) func anOutputInAFolderItCannotWriteSaysSo() throws {
        let tmp = TestSupport.temporaryFolder()
        let locked = tmp.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
        let undo = try #require(getuid() == 0
            ? (FileFlag.chattr("+i", locked.path) ? { _ = FileFlag.chattr("-i", locked.path) } : nil)
            : (chmod(locked.path, 0o555) == 0 ? { chmod(locked.path, 0o755) } : nil))
        defer { undo(); try? FileManager.default.removeItem(at: tmp) }
        #expect {
            _ = try OutputFolder(destination: locked.appendingPathComponent("site"))
        } throws: { error in
            (error as? OutputError)?.description == "cannot create the lock file \(locked.path)/.site.sitegen-lock: "
                + "permission denied; choose an --output you can write to"
        }
    }

    @Test func removeTreeRemovesLinksNotWhatTheyPointTo() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let keep = tmp.appendingPathComponent("keep"), tree = tmp.appendingPathComponent("tree")
        try FileManager.default.createDirectory(at: keep, withIntermediateDirectories: true)
        try "precious".write(to: keep.appendingPathComponent("file"), atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(at: tree.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: tree.appendingPathComponent("sub/link"), withDestinationURL: keep)
        #expect(OutputFolder.removeTree(tree.path) == nil)
        #expect(!FileManager.default.fileExists(atPath: tree.path))
        #expect(TestSupport.read(keep.appendingPathComponent("file")) == "precious")
        #expect(OutputFolder.removeTree(tree.path) == nil)  // gone already: nothing to do
    }
}

/// A file this process cannot delete: `chattr +i` as root (root may delete anything else), a
/// read-only folder otherwise.
enum Unremovable {
    /// Makes `file` undeletable; returns the undo, or nil when this machine cannot.
    static func make(_ file: URL) -> (() -> Void)? {
        if getuid() != 0 {
            let folder = file.deletingLastPathComponent().path
            guard chmod(folder, 0o555) == 0 else { return nil }
            return { chmod(folder, 0o755) }
        }
        guard FileFlag.chattr("+i", file.path) else { return nil }
        return { _ = FileFlag.chattr("-i", file.path) }
    }

    /// Whether `make` works here (as root: chattr and a file system that has the flag).
    static let supported: Bool = {
        let tmp = TestSupport.temporaryFolder("unremovable-probe")
        defer { try? FileManager.default.removeItem(at: tmp) }
        let file = tmp.appendingPathComponent("f")
        FileManager.default.createFile(atPath: file.path, contents: nil)
        guard let undo = make(file) else { return false }
        let stuck = unlink(file.path) != 0
        undo()
        return stuck
    }()
}
