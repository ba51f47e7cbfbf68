import Foundation
import Synchronization
import Testing
@testable import SiteOutput

@Suite struct OutputFolderTests {
    @Test func refusesAForeignNonEmptyFolder() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let dest = tmp.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: dest, withIntermediateDirectories: true)
        try "precious".write(to: dest.appendingPathComponent("thesis.docx"), atomically: true, encoding: .utf8)
        #expect {
            _ = try OutputFolder(destination: dest)
        } throws: { error in
            (error as? OutputError)?.description ==
                "\(dest.path) is not empty and was not made by sitegen; refusing to replace it (move it away or choose another --output)"
        }
        #expect(TestSupport.read(dest.appendingPathComponent("thesis.docx")) == "precious")
    }

    @Test func commitReplacesThePreviousSiteAndLeavesNoTemporaryFolder() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let dest = tmp.appendingPathComponent("site")
        let first = try OutputFolder(destination: dest)
        try first.write("old", to: "a/old.txt")
        try first.commit()
        let second = try OutputFolder(destination: dest)
        try second.write("new", to: "a/new.txt")
        #expect(TestSupport.files(under: dest) == [".sitegen", "a/old.txt"])  // untouched until commit
        try second.commit()
        #expect(TestSupport.files(under: dest) == [".sitegen", "a/new.txt"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path) == ["site"])
    }

    @Test func discardLeavesThePreviousSite() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let dest = tmp.appendingPathComponent("site")
        let first = try OutputFolder(destination: dest)
        try first.write("old", to: "index.html")
        try first.commit()
        let second = try OutputFolder(destination: dest)
        try second.write("broken", to: "index.html")
        second.discard()
        #expect(TestSupport.read(dest.appendingPathComponent("index.html")) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path) == ["site"])
    }

    @Test(arguments: ["../escape.html", "/etc/passwd", "a/../../b", "a//b", "", "a/./b", "a\\b",
                      ".", "..", "a/", "a/..", "a/.", "/", "x\0y", "ana/..\\b"])
    func refusesPathsOutsideTheFolder(path: String) throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let out = try OutputFolder(destination: tmp.appendingPathComponent("site"))
        defer { out.discard() }
        #expect(throws: OutputError.self) { try out.write("x", to: path) }
    }

    /// Accepted paths give their folder: the one `write` creates.
    @Test(arguments: [("index.html", ""), ("ana/index.html", "ana"), ("ana/schools/rice/index.html", "ana/schools/rice"),
                      ("...", ""), ("a/.../b", "a/..."), (".sitegen", ""), ("a/.b/c.d", "a/.b"), ("łódź/ś.html", "łódź")])
    func acceptedPathsGiveTheirFolder(path: String, folder: String) throws {
        #expect(try OutputFolder.validate(path) == folder)
    }

    @Test func createsNestedFoldersFromManyJobsOnce() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let dest = tmp.appendingPathComponent("site")
        let out = try OutputFolder(destination: dest)
        let paths = (0..<40).map { "a/\($0 % 4)/p\($0)/index.html" } + ["a/index.html", "b/c/d/e/f.txt"]
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: paths.count) { i in
            do { try out.write("\(i)", to: paths[i]) } catch { failures.withLock { $0.append("\(error)") } }
        }
        #expect(failures.withLock { $0 } == [])
        try out.commit()
        #expect(TestSupport.files(under: dest) == ([".sitegen"] + paths).sorted())
        #expect(TestSupport.read(dest.appendingPathComponent("a/3/p7/index.html")) == "7")
    }

    @Test func aFileInTheWayOfAFolderIsNamed() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let out = try OutputFolder(destination: tmp.appendingPathComponent("site"))
        defer { out.discard() }
        try out.write("file", to: "a")
        #expect {
            try out.write("x", to: "a/b/index.html")
        } throws: { error in
            (error as? OutputError)?.description == "cannot create the folder a/b: a file is in the way where a folder is needed"
        }
    }
}
