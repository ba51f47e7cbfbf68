import CoachDocuments
import Foundation
import PDFTestSupport
import PhotoTestSupport
import Testing
@testable import SitePhotos
@testable import SiteGen

/// What decoding a picture may cost (`PreparedPhoto.limits`): memory estimated from the header
/// before anything is allocated, the blocks a progressive JPEG's scans visit, the colour
/// profile kept; and the résumé is still made with the biggest photos.
@Suite struct PreparedPhotoLimitTests {
    /// The PNG of 49,999,999 × 1 pixels passed the 50-megapixel check and peaked at
    /// 1.41 GB: its rows alone need about 1.35 GB, so it is refused before decoding.
    @Test func aWidePNGIsRefusedByTheMemoryItsRowsNeed() {
        let png = TestImages.png(TestImages.png(width: 1, height: 1), claiming: 49_999_999, 1)
        #expect(throws: ImageCodec.Failure.tooMuchMemory(width: 49_999_999, height: 1, bytes: 1_351_138_557)) {
            try ImageCodec.decode(png, as: .png, limits: PreparedPhoto.limits)
        }
        #expect(throws: PhotoProblem.tooMuchMemory(width: 49_999_999, height: 1, megabytes: 1352)) {
            try PreparedPhoto.prepare(png)
        }
        #expect(PhotoProblem.tooMuchMemory(width: 49_999_999, height: 1, megabytes: 1352).what(ext: "png", noun: "photo")
                == "is 49999999 × 1 pixels by its header and would need about 1352 MB of memory to read, more than the 200 MB sitegen allows for a picture")
        #expect(PhotoProblem.tooMuchMemory(width: 1, height: 1, megabytes: 1).fix(thing: "photo")
                == "export it at a smaller size (a picture's long side needs no more than 1200 pixels), not interlaced")
    }

    /// A 50-megapixel photo as phones take them (8,660 × 5,773, one row at a time) is within the budget.
    @Test func aFiftyMegapixelPhotoFitsTheBudget() throws {
        let jpeg = TestImages.jpeg(TestImages.jpeg(width: 16, height: 16), claiming: 8660, 5773)
        // Its data ends early: decoding starts (so the budget let it through) and fails on the data.
        #expect(throws: ImageCodec.Failure.broken(width: 8660, height: 5773, reason: "Corrupt JPEG data: premature end of data segment")) {
            try ImageCodec.decode(jpeg, as: .jpeg, limits: PreparedPhoto.limits)
        }
    }

    /// The 7,000 × 7,000 progressive JPEG with 986 scans (31 s to decode): every scan
    /// visits 765,625 blocks, so the budget of 40 million stops it before scan 53 is read.
    @Test func aProgressiveJPEGWithTooManyScansIsRefused() {
        let jpeg = TestImages.progressive(side: 7000, scans: 986)
        #expect(jpeg.count < 80_000)
        #expect(throws: ImageCodec.Failure.tooMuchWork(width: 7000, height: 7000, scan: 53)) {
            try ImageCodec.decode(jpeg, as: .jpeg, limits: PreparedPhoto.limits)
        }
        #expect(throws: PhotoProblem.tooMuchWork(width: 7000, height: 7000, scan: 53)) { try PreparedPhoto.prepare(jpeg) }
        let problem = PhotoProblem.tooMuchWork(width: 7000, height: 7000, scan: 53)
        #expect(NoteImages.message("x.jpg", problem, ext: "jpg") == "image \"x.jpg\" is a progressive JPEG of 7000 × 7000 pixels "
                + "whose scans would take too long to read (stopped at scan 53); it is not shown; save it again as a standard "
                + "(baseline, not progressive) JPEG, or export it at a smaller size")
    }

    /// Within the budget the same kind of file decodes (and is scaled to 1,200 px).
    @Test func aProgressiveJPEGWithFewScansDecodes() throws {
        let decoded = try ImageCodec.decode(TestImages.progressive(side: 7000, scans: 12), as: .jpeg, limits: PreparedPhoto.limits)
        #expect(decoded.width == 7000 && decoded.pixels.width == 1200 && decoded.pixels.height == 1200 && decoded.pixels.channels == 1)
    }

    /// A profile over 256 KB is dropped; a small one is written back (PNG and JPEG).
    @Test func aLongColourProfileIsDroppedAShortOneKept() throws {
        let small = TestImages.iccProfile(padding: TestImages.noise(1000, seed: 1))
        let big = TestImages.iccProfile(padding: TestImages.noise(10_000_000, seed: 2))
        let base = TestImages.jpeg(width: 64, height: 48)
        let kept = try PreparedPhoto.prepare(TestImages.jpeg(base, inserting: TestImages.iccSegments(small)))
        #expect(try ImageCodec.decode(kept.bytes, as: .jpeg, limits: PreparedPhoto.limits).icc == small)
        let dropped = try PreparedPhoto.prepare(TestImages.jpeg(base, inserting: TestImages.iccSegments(big)))
        #expect(try ImageCodec.decode(dropped.bytes, as: .jpeg, limits: PreparedPhoto.limits).icc == [])
        #expect(dropped.bytes.count < 20_000)
    }

    /// The photos that broke the résumé (then drawn through librsvg, which reads at most
    /// 10 MB of XML): a 1200 × 1200 16-bit PNG of 8.6 MB and a JPEG with a 10 MB colour profile.
    /// Encoded again they are under 7.5 MB, and the résumé (now drawn by cairo) is made with them.
    @Test(arguments: ["png16", "jpegICC"])
    func aBigPhotoStillGivesAResume(_ kind: String) throws {
        let original = kind == "png16"
            ? TestImages.png16(width: 1200, height: 1200, seed: 7)
            : TestImages.jpeg(TestImages.jpeg(width: 1200, height: 1200), inserting: TestImages.iccSegments(TestImages.iccProfile(padding: TestImages.noise(10_000_000, seed: 3))))
        #expect(original.count > 8_600_000)
        let prepared = try PreparedPhoto.prepare(original)
        #expect(prepared.bytes.count < 7_500_000)
        var doc = ResumeDocument(info: PDFInfo(title: "Kim", author: "Kim", day: "2026-11-27"), name: "Kim Lee")
        doc.photo = ResumeDocument.Photo(bytes: prepared.bytes)
        let pdf = try ResumePDF.render(doc)
        #expect(try PDFTool.pages(pdf) == 1)
        let images = try PDFTool.run("pdfimages", ["-list"], pdf: pdf).text
        #expect(images.split(separator: "\n").count >= 3, "\(images)")
    }

    /// The worst case the budget allows: 16 bytes a pixel of libpng's rows, so no picture the
    /// checks accept needs more than `maxMemory` (docs/security.md has the measured peaks).
    @Test func theWidestAcceptedPNGIsUnderTheBudget() {
        // 7,000,000 × 1 RGBA: 16 + 4 + 8 (scaler) bytes a pixel ≈ 197 MB.
        let png = TestImages.png(TestImages.png(width: 1, height: 1, channels: 4), claiming: 7_000_000, 1)
        #expect(throws: ImageCodec.Failure.broken(width: 7_000_000, height: 1, reason: "Not enough image data")) {
            try ImageCodec.decode(png, as: .png, limits: PreparedPhoto.limits)
        }
        let wider = TestImages.png(TestImages.png(width: 1, height: 1, channels: 4), claiming: 7_200_000, 1)
        #expect(throws: ImageCodec.Failure.tooMuchMemory(width: 7_200_000, height: 1, bytes: 202_768_584)) {
            try ImageCodec.decode(wider, as: .png, limits: PreparedPhoto.limits)
        }
    }
}
