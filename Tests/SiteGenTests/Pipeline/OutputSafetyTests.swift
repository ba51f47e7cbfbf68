import Foundation
import SiteData
import Testing
@testable import SiteGen
@testable import SiteOutput

/// Where a build may write: the lock, content and output apart, no symbolic-link output.
@Suite struct OutputSafetyTests {
    let fm = FileManager.default

    func options(content: String, output: String) -> BuildOptions {
        var o = BuildOptions()
        o.contentFolder = content
        o.outputFolder = output
        o.environment = [:]
        o.jobs = 2
        return o
    }

    func outputError(_ body: () throws -> Void) -> String? {
        do { try body(); return nil } catch let e as OutputError { return e.description } catch { return "\(error)" }
    }

    @Test func secondOutputFolderOnTheSameDestinationFailsAtOnce() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? fm.removeItem(at: tmp) }
        let dest = tmp.appendingPathComponent("site")
        let first = try OutputFolder(destination: dest)
        try first.write("first", to: "index.html")
        #expect(outputError { _ = try OutputFolder(destination: dest) }
                == "another sitegen is writing \(dest.path) right now; wait for it to finish, then run this again")
        // The second one did not take the first one's staging folder for a crash leftover.
        #expect(TestSupport.read(first.staging.appendingPathComponent("index.html")) == "first")
        try first.commit()
        #expect(TestSupport.files(under: dest) == [".sitegen", "index.html"])
        // Released on commit (and the lock file removed): the next one may start.
        #expect(try fm.contentsOfDirectory(atPath: tmp.path) == ["site"])
        let third = try OutputFolder(destination: dest)
        third.discard()
        #expect(try fm.contentsOfDirectory(atPath: tmp.path) == ["site"])
    }

    @Test func twoBuildsAtOnceNeverBothSucceedAndTheSiteIsWhole() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? fm.removeItem(at: tmp) }
        let content = TestSupport.fixtures.appendingPathComponent("site").path
        let out = tmp.appendingPathComponent("_site")
        // One holds the output (as a running build does); a whole build started meanwhile fails.
        let holder = try OutputFolder(destination: out)
        #expect(outputError { _ = try SiteBuilder(options: options(content: content, output: out.path)).build() }
                == "another sitegen is writing \(out.path) right now; wait for it to finish, then run this again")
        holder.discard()
        let summary = try SiteBuilder(options: options(content: content, output: out.path)).build()
        #expect(summary.athletes == 2)
        #expect(fm.fileExists(atPath: out.appendingPathComponent("ana-diaz/index.html").path))
        #expect(fm.fileExists(atPath: out.appendingPathComponent("empty-one/index.html").path))
    }

    @Test func contentInsideTheOutputIsRefusedAndKept() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? fm.removeItem(at: tmp) }
        let site = tmp.appendingPathComponent("site")
        _ = try SiteBuilder(options: options(content: TestSupport.fixtures.appendingPathComponent("site").path,
                                             output: site.path)).build()
        // The user moved the content into the last build's output, as in `--content site/content --output site`.
        let contentPath = TestSupport.copyFixture("site", to: site).path
        let before = TestSupport.files(under: URL(fileURLWithPath: contentPath))
        #expect(outputError { _ = try SiteBuilder(options: options(content: contentPath, output: site.path)).build() }
                == "the content folder \(contentPath) is inside the output folder \(site.path), which every build replaces; "
                + "choose an --output outside the content folder")
        #expect(TestSupport.files(under: URL(fileURLWithPath: contentPath)) == before)
        #expect(before.count == 13)
    }

    @Test func outputInsideTheContentIsRefused() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? fm.removeItem(at: tmp) }
        let content = TestSupport.copyFixture("site", to: tmp)
        let out = content.appendingPathComponent("_site").path
        #expect(outputError { _ = try SiteBuilder(options: options(content: content.path, output: out)).build() }
                == "the output folder \(out) is inside the content folder \(content.path); choose an --output outside the content folder")
        #expect(try fm.contentsOfDirectory(atPath: content.path).sorted() == ["athletes", "site.yml"])
        // The same folder for both counts as inside.
        #expect(outputError { _ = try SiteBuilder(options: options(content: content.path, output: content.path)).build() }
                == "the content folder \(content.path) is inside the output folder \(content.path), which every build replaces; "
                + "choose an --output outside the content folder")
    }

    @Test func nestingIsSeenThroughSymbolicLinks() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? fm.removeItem(at: tmp) }
        let content = TestSupport.copyFixture("site", to: tmp)
        let link = tmp.appendingPathComponent("link")
        try fm.createSymbolicLink(at: link, withDestinationURL: content)
        // `link/_site` is `site/_site`: inside the content folder although the paths differ.
        let out = link.appendingPathComponent("_site").path
        #expect(outputError { _ = try SiteBuilder(options: options(content: content.path, output: out)).build() }
                == "the output folder \(out) is inside the content folder \(content.path); choose an --output outside the content folder")
        #expect(!fm.fileExists(atPath: content.appendingPathComponent("_site").path))
    }

    @Test func symbolicLinkOutputIsRefusedAndBothStay() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? fm.removeItem(at: tmp) }
        let content = TestSupport.fixtures.appendingPathComponent("site").path
        let real = tmp.appendingPathComponent("real")
        _ = try SiteBuilder(options: options(content: content, output: real.path)).build()
        let files = TestSupport.files(under: real)
        let link = tmp.appendingPathComponent("public")
        try fm.createSymbolicLink(atPath: link.path, withDestinationPath: "real")
        #expect(outputError { _ = try SiteBuilder(options: options(content: content, output: link.path)).build() }
                == "\(link.path) is a symbolic link (to real); name the folder itself with --output")
        #expect(try fm.destinationOfSymbolicLink(atPath: link.path) == "real")
        #expect(TestSupport.files(under: real) == files)
        #expect(try fm.contentsOfDirectory(atPath: tmp.path).sorted() == [".real.sitegen-cache", "public", "real"])
    }
}
