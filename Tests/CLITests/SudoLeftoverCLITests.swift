import Foundation
import Testing

/// The site was built once as root (with sudo), then the family builds as themselves: the build
/// works, takes the unchanged athletes over (copied: root's folders cannot be moved), and says
/// where the root-owned copy of the old site is and how to remove it. Runs where the tests run
/// as root and `setpriv` can become user 65534 (nobody).
@Suite struct SudoLeftoverCLITests {
    static let setpriv = "/usr/bin/setpriv"
    static let supported = getuid() == 0 && FileManager.default.isExecutableFile(atPath: setpriv)

    static func asNobody(_ arguments: [String], in folder: URL) throws -> (status: Int32, err: String) {
        let sitegen = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("sitegen")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: setpriv)
        p.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", sitegen.path] + arguments
        p.currentDirectoryURL = folder
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        p.environment = env
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(.enabled(if: supported)) func aBuildAfterOneRunAsRootWorksAndNamesTheLeftover() throws {
        let tmp = try CLIRunner.fixtureSite()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let fm = FileManager.default
        for path in [tmp.path] + (fm.subpaths(atPath: tmp.path) ?? []).map({ tmp.path + "/" + $0 }) {
            #expect(chown(path, 65534, 65534) == 0)
        }
        let root = try CLIRunner.run(["build", "--content", "content", "--output", "site", "--quiet"], in: tmp)
        #expect(root.status == 0)
        let old = tmp.appendingPathComponent(".site.sitegen-old").path
        let warning = "warning: \(old) holds a copy of an earlier site (private notes included) that could not be removed: "
            + "permission denied; remove it yourself: sudo rm -rf \(old)\n"
        for _ in 1...2 {
            let user = try Self.asNobody(["build", "--content", "content", "--output", "site", "--quiet"], in: tmp)
            #expect(user.status == 0)
            #expect(user.err.hasSuffix(warning), "\(user.err)")
            let owner = try fm.attributesOfItem(atPath: tmp.appendingPathComponent("site/ana-diaz/index.html").path)[.ownerAccountID]
            #expect((owner as? NSNumber)?.intValue == 65534 || (owner as? UInt) == 65534 || (owner as? Int) == 65534)
        }
        #expect(try fm.contentsOfDirectory(atPath: tmp.path).sorted() == [".site.sitegen-cache", ".site.sitegen-old", "content", "site"])
    }
}
