import Foundation
import Testing
@testable import SiteOutput

/// Failed file operations in plain words, never Foundation's text.
@Suite struct FileProblemTests {
    @Test(arguments: [
        (ENOSPC, "the disk is full"), (EDQUOT, "your disk quota is used up"), (EACCES, "permission denied"),
        (EPERM, "permission denied"), (EROFS, "the disk is read-only"), (ENOENT, "no such file or folder"),
        (ENOTDIR, "a file is in the way where a folder is needed"), (EEXIST, "a file or folder of that name is already there"),
        (EIO, "the disk reported a read or write error"), (12345, "the system refused it (error number 12345)"),
    ])
    func reasons(_ code: Int32, _ text: String) {
        #expect(FileProblem.reason(code) == text)
    }

    @Test(arguments: [
        (ENOSPC, "free some space or choose another --output"), (EDQUOT, "free some space or choose another --output"),
        (EACCES, "choose an --output you can write to"), (EPERM, "choose an --output you can write to"),
        (EROFS, "choose an --output on a disk you can write to"), (EIO, "choose another --output"),
    ])
    func advice(_ code: Int32, _ text: String) {
        #expect(FileProblem.outputAdvice(code) == text)
    }

    /// What FileManager throws for a folder where a file is: Foundation's "error 512" becomes the cause.
    @Test func aFoundationErrorGetsItsCause() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let file = tmp.appendingPathComponent("file")
        try "x".write(to: file, atomically: false, encoding: .utf8)
        do {
            try FileManager.default.createDirectory(at: file.appendingPathComponent("sub"), withIntermediateDirectories: true)
            Issue.record("no error")
        } catch {
            #expect(FileProblem.isFileError(error))
            #expect(["a file is in the way where a folder is needed", "a file or folder of that name is already there"]
                .contains(FileProblem.reason(of: error)))
            #expect(!FileProblem.reason(of: error).contains("NSCocoaErrorDomain"))
        }
        do {
            try Foundation.Data("x".utf8).write(to: tmp.appendingPathComponent("missing/file"))
            Issue.record("no error")
        } catch {
            #expect(FileProblem.message(of: error, action: "cannot write", path: "missing/file")
                    == "cannot write missing/file: no such file or folder")
        }
    }

    @Test func cocoaCodesWithoutAnUnderlyingError() {
        let cases: [(Int, String)] = [
            (CocoaError.fileWriteOutOfSpace.rawValue, "the disk is full"),
            (CocoaError.fileWriteNoPermission.rawValue, "permission denied"),
            (CocoaError.fileWriteVolumeReadOnly.rawValue, "the disk is read-only"),
            (CocoaError.fileWriteUnknown.rawValue, "the system gave no reason"),
        ]
        for (code, text) in cases {
            #expect(FileProblem.reason(of: NSError(domain: NSCocoaErrorDomain, code: code)) == text)
        }
        let wrapped = NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileWriteUnknown.rawValue,
                              userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))])
        #expect(FileProblem.reason(of: wrapped) == "the disk is full")
        #expect(FileProblem.reason(of: POSIXError(.EROFS)) == "the disk is read-only")
    }

    @Test(arguments: [(0, "0.0 MB"), (52_428, "0.0 MB"), (52_429, "0.1 MB"), (1_048_576, "1.0 MB"),
                      (40_055_603, "38.2 MB"), (20 * 1_048_576 + 1, "20.0 MB")])
    func megabytes(_ bytes: Int, _ text: String) {
        #expect(FileProblem.megabytes(bytes) == text)
    }

    @Test(arguments: [(0, "0.0 KB"), (16_688, "16.3 KB"), (1_048_064, "1023.5 KB"), (1_048_575, "1.0 MB"), (40_055_603, "38.2 MB")])
    func sizes(_ bytes: Int, _ text: String) {
        #expect(FileProblem.size(bytes) == text)
    }

    /// An injected ENOSPC while the site is written: the cause, how much was written, what to do.
    @Test func aFullDiskWhileWritingTheSiteSaysSo() throws {
        let tmp = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let out = try OutputFolder(destination: tmp.appendingPathComponent("site"))
        defer { out.discard() }
        try out.write([UInt8](repeating: 65, count: 1_572_864), to: "a/big.html")
        #expect(out.writeFailure("/x/page.html", ENOSPC).description
                == "cannot write /x/page.html: the disk is full (1.5 MB of the new site were written before it ran out; "
                + "the old site stays until the new one is complete); free some space or choose another --output")
        #expect(out.writeFailure("/x/page.html", EROFS).description
                == "cannot write /x/page.html: the disk is read-only; choose an --output on a disk you can write to")
        #expect(out.writeFailure("/x/page.html", EACCES).description
                == "cannot write /x/page.html: permission denied; choose an --output you can write to")
    }
}
