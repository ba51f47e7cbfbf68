import Foundation
import Testing
@testable import SiteData

/// A `photo` that is not there, with a file beside it of nearly that name.
@Suite struct AthleteProfileLoaderPhotoTests {
    func load(_ photo: String, files: [String]) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in files {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data([0xFF, 0xD8]).write(to: url)
        }
        let (_, d) = AthleteProfileLoader.load(text: "name: M\nphoto: \(photo)\n", slug: "m", file: "athlete.yml", folder: folder)
        return d.items.map(\.description)
    }

    @Test func aNameThatDiffersOnlyInCaseIsNamed() throws {
        #expect(try load("photo.jpg", files: ["Photo.JPG", "notes/a.md"]) == [
            #"athlete.yml:2:8: error: photo "photo.jpg" does not exist; did you mean "Photo.JPG"? (the name must match in "#
            + "capital and small letters too: write it as the file is named, or rename the file)",
        ])
        #expect(try load("img/ana.png", files: ["img/Ana.PNG"]) == [
            #"athlete.yml:2:8: error: photo "img/ana.png" does not exist; did you mean "img/Ana.PNG"? (the name must match in "#
            + "capital and small letters too: write it as the file is named, or rename the file)",
        ])
    }

    @Test func aTypoIsNamedAndNothingNearIsNot() throws {
        #expect(try load("phot.jpg", files: ["photo.jpg"]) == [#"athlete.yml:2:8: error: photo "phot.jpg" does not exist; did you mean "photo.jpg"?"#])
        #expect(try load("me.jpg", files: ["schools.csv"]) == [#"athlete.yml:2:8: error: photo "me.jpg" does not exist"#])
        #expect(try load("img/me.jpg", files: []) == [#"athlete.yml:2:8: error: photo "img/me.jpg" does not exist"#])
        #expect(try load("photo.jpg", files: ["photo.jpg"]) == [])
    }
}
