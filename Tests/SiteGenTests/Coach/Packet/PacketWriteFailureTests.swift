import Foundation
import Testing
@testable import SiteGen
import SiteOutput

/// What a packet that cannot be written says.
@Suite struct PacketWriteFailureTests {
    /// An injected ENOSPC while the packet is written: the packet's size and the space free.
    @Test func aFullDiskWhileWritingThePacketSaysHowMuchIsNeeded() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let zip = tmp.appendingPathComponent("a.zip")
        #expect(PacketBuilder.writeFailure(zip, ENOSPC, needed: 40_055_603, free: 1_100_000)
                == "cannot write \(zip.path): the disk is full (the packet needs 38.2 MB; 1.0 MB is free there); "
                + "free some space or choose another --output")
        #expect(FileProblem.freeSpace(at: tmp.path).map { $0 > 0 } == true)
        #expect(PacketBuilder.writeFailure(zip, EDQUOT, needed: 16_688)
                == "cannot write \(zip.path): your disk quota is used up (the packet needs 16.3 KB); free some space or choose another --output")
    }
}
