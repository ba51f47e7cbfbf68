import Foundation
import SiteData
import Testing
@testable import SiteGen
@testable import SiteOutput

/// A real full disk: a small tmpfs, mounted only where the tests run as root and may mount
/// (elsewhere `FileProblemTests` checks the same messages with an injected ENOSPC).
@Suite(.serialized) struct DiskFullTests {
    static func mount(_ arguments: [String]) -> Bool {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/mount")
        p.arguments = arguments
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return false }
        p.waitUntilExit()
        return p.terminationStatus == 0
    }

    static func unmount(_ folder: URL) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/umount")
        p.arguments = [folder.path]
        try? p.run()
        p.waitUntilExit()
    }

    static let supported: Bool = {
        guard getuid() == 0 else { return false }
        let tmp = TestSupport.temporaryFolder("tmpfs-probe")
        defer { try? FileManager.default.removeItem(at: tmp) }
        guard mount(["-t", "tmpfs", "-o", "size=64k", "tmpfs", tmp.path]) else { return false }
        unmount(tmp)
        return true
    }()

    /// Bytes in use on the file system at `path`.
    static func used(_ path: String) -> Int {
        var s = statvfs()
        statvfs(path, &s)
        return Int(s.f_blocks - s.f_bfree) * Int(s.f_frsize)
    }

    @Test(.enabled(if: supported)) func aFullDiskIsNamedAndTheSiteStays() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let content = TestSupport.copyFixture("site", to: tmp)
        let disk = tmp.appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: false)
        try #require(Self.mount(["-t", "tmpfs", "-o", "size=16m", "tmpfs", disk.path]))
        defer { Self.unmount(disk) }
        let site = disk.appendingPathComponent("site")
        var options = IncrementalBuildTests.options(content, site)
        _ = try SiteBuilder(options: options).build()
        let before = AthleteRebuildTests.bytes(site)
        // Room for a fifth of the site again.
        let room = (Self.used(disk.path) + 262_144) / 4096 * 4096
        try #require(Self.mount(["-o", "remount,size=\(room)", disk.path]))

        options.force = true
        do {
            _ = try SiteBuilder(options: options).build()
            Issue.record("the build succeeded")
        } catch let error as InputError {
            let messages = error.diagnostics.items.filter { $0.severity == .error }.map(\.message)
            #expect(!messages.isEmpty)
            for m in messages {
                #expect(m.hasPrefix("cannot write \(disk.path)/.site.sitegen-tmp/"), "\(m)")
                #expect(m.contains(": the disk is full ("), "\(m)")
                #expect(m.hasSuffix(" of the new site were written before it ran out; the old site stays until the new one is "
                                    + "complete); free some space or choose another --output"), "\(m)")
            }
        }
        #expect(AthleteRebuildTests.bytes(site) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path).sorted() == [".site.sitegen-cache", "site"])

        // The packet: its size and the space left.
        let zip = disk.appendingPathComponent("ana.zip")
        var packetOptions = BuildOptions()
        packetOptions.contentFolder = content.path
        packetOptions.environment = [:]
        let needed = try PacketBuilder(options: packetOptions, athlete: "ana-diaz", outputFile: tmp.appendingPathComponent("a.zip").path)
            .build().bytes
        // Fill the disk but for half the packet.
        let filler = disk.appendingPathComponent("filler")
        FileManager.default.createFile(atPath: filler.path, contents: nil)
        let handle = try FileHandle(forWritingTo: filler)
        let free = FileProblem.freeSpace(at: disk.path)! - needed / 2
        try handle.write(contentsOf: Foundation.Data(count: max(0, free / 4096 * 4096)))
        try handle.close()
        let left = FileProblem.freeSpace(at: disk.path)!
        #expect {
            _ = try PacketBuilder(options: packetOptions, athlete: "ana-diaz", outputFile: zip.path).build()
        } throws: { error in
            (error as? UsageError)?.message == "error: cannot write \(zip.path): the disk is full (the packet needs "
                + "\(FileProblem.size(needed)); \(FileProblem.size(left)) is free there); free some space or choose another --output"
        }
        #expect(!FileManager.default.fileExists(atPath: zip.path))
        #expect(!FileManager.default.fileExists(atPath: disk.appendingPathComponent(".ana.zip.sitegen-tmp").path))
    }
}
