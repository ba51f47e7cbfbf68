import Testing
@testable import SiteGen

/// `OutputFiles`: drawn files and lazily drawn ones read as one array, in order.
@Suite struct PageFilesTests {
    static func file(_ name: String) -> OutputFile { OutputFile(path: name, text: name) }

    @Test func partsReadInOrderAndEmptyPartsAreSkipped() {
        let lazy = OutputFiles(count: 3) { Self.file("lazy-\($0)") }
        let files = [Self.file("a")] + OutputFiles() + lazy + OutputFiles(count: 0) { _ in Self.file("never") } + [Self.file("z")]
        #expect(files.count == 5)
        #expect(files.map(\.path) == ["a", "lazy-0", "lazy-1", "lazy-2", "z"])
        #expect(files[3].text == "lazy-2" && files.last?.path == "z")
        var grown: OutputFiles = []
        #expect(grown.isEmpty)
        grown += [Self.file("b")]
        grown += lazy
        #expect(grown.map(\.path) == ["b", "lazy-0", "lazy-1", "lazy-2"])
    }
}
