import Foundation

/// Unchanged athletes' folders, moved from the current site into the new one when it is
/// swapped in: one rename per folder, however many files it holds (hard-linking or copying
/// every file costs about as much as writing it).
///
/// The moves happen in `commit`, right before the swap, so the current site stays whole while
/// the build runs and if it fails. A run killed between the moves and the swap (a few
/// milliseconds) leaves the list of moved folders in the staging folder
/// (`OutputFolder.keptListName`); the next run on that output puts them back before it starts.
extension OutputFolder {
    package static let keptListName = ".sitegen-moving"

    /// Takes the folder `relativePath` of the current site into the new one as it is, at
    /// commit. `files`: how many files it holds (counted in `fileCount`).
    public func keep(_ relativePath: String, files: Int) throws(OutputError) {
        try OutputFolder.validate(relativePath)
        try registerKept(relativePath, files: files)
    }

    /// The files written so far, and those in kept folders.
    public var fileCount: Int { writtenPaths.count + keptFileCount }

    /// Every file path in the kept folders, read from the current site (for the sitemap).
    public var keptPaths: [String] {
        keptFolders.flatMap { folder in
            ((try? FileManager.default.subpathsOfDirectory(atPath: destination.appendingPathComponent(folder).path)) ?? [])
                .map { folder + "/" + $0 }
        }.sorted()
    }

    /// Moves the kept folders into the staging folder, listing them first so an interrupted run
    /// can be undone. On failure, every folder moved so far goes back.
    package func moveKeptFolders() throws(OutputError) {
        let folders = keptFolders
        guard !folders.isEmpty else { return }
        let fm = FileManager.default
        let list = staging.appendingPathComponent(OutputFolder.keptListName)
        try OutputFolder.writeFile(Array(folders.joined(separator: "\n").utf8), to: list.path)
        for folder in folders {
            let from = destination.appendingPathComponent(folder).path, to = staging.appendingPathComponent(folder).path
            if rename(from, to) != 0 {
                let code = errno
                do {
                    // The current site's folder is another user's (a build run with sudo) or on
                    // another disk: its files are linked or copied instead.
                    guard [EACCES, EPERM, EXDEV].contains(code) else { throw OutputError("") }
                    let before = writtenPaths.count
                    try carryOver(folder)
                    keptCopied(files: writtenPaths.count - before)
                } catch {
                    OutputFolder.restoreKept(staging: staging, destination: destination)
                    throw OutputError("cannot move \(from) into the new site: \(FileProblem.reason(code))")
                }
            }
        }
        try? fm.removeItem(at: list)
    }

    /// Puts folders moved by an unfinished commit back into the current site.
    package static func restoreKept(staging: URL, destination: URL) {
        let fm = FileManager.default
        let list = staging.appendingPathComponent(keptListName)
        guard let data = fm.contents(atPath: list.path) else { return }
        for folder in String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init) {
            guard (try? validate(folder)) != nil else { continue }
            let moved = staging.appendingPathComponent(folder).path, home = destination.appendingPathComponent(folder).path
            if fm.fileExists(atPath: moved), !fm.fileExists(atPath: home) { _ = rename(moved, home) }
        }
        try? fm.removeItem(at: list)
    }
}
