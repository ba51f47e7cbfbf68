import Foundation
import Testing

/// Shell completion as bash runs it: the script `sitegen --generate-completion-script bash`
/// prints, sourced into a real bash, asked for the words of a command line.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")))
struct CompletionCLITests {
    /// A folder with a content folder `club` holding two athletes, a folder that is not a valid
    /// slug, a plain file, and beside it an output folder and a file.
    static func folder(_ name: String = #function) throws -> URL {
        let safe = name.filter { $0.isLetter || $0.isNumber }
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-cli-\(safe)-\(UUID().uuidString)")
        let fm = FileManager.default
        for dir in ["club/athletes/ana-diaz", "club/athletes/ben-ortiz", "club/athletes/Not A Slug", "site-old"] {
            try fm.createDirectory(at: tmp.appendingPathComponent(dir), withIntermediateDirectories: true)
        }
        try "x".write(to: tmp.appendingPathComponent("club/athletes/notes.txt"), atomically: false, encoding: .utf8)
        try "x".write(to: tmp.appendingPathComponent("site-list.txt"), atomically: false, encoding: .utf8)
        return tmp
    }

    /// What bash offers for `sitegen <words>` with the cursor at the end of the last word.
    static func complete(_ words: [String], in folder: URL) throws -> [String] {
        let sitegen = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("sitegen").path
        let script = """
            source <("$SITEGEN" --generate-completion-script bash)
            COMP_WORDS=("$SITEGEN" "$@"); COMP_CWORD=$#
            COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
            prev=""; [ $# -ge 2 ] && prev="${@: -2:1}"
            _sitegen "$SITEGEN" "${@: -1}" "$prev"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script, "bash"] + words
        process.currentDirectoryURL = folder
        process.environment = ["SITEGEN": sitegen, "PATH": "/usr/bin:/bin"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    @Test func packetOffersTheAthletesOfTheContentFolderNamed() throws {
        let tmp = try Self.folder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        #expect(try Self.complete(["packet", "--content", "club", ""], in: tmp) == ["ana-diaz", "ben-ortiz"])
        #expect(try Self.complete(["packet", "--content=club", "b"], in: tmp) == ["ben-ortiz"])
        // No content folder: nothing offered, and nothing printed into the command line.
        #expect(try Self.complete(["packet", ""], in: tmp) == [])
    }

    @Test func athleteOptionOffersSlugs() throws {
        let tmp = try Self.folder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        #expect(try Self.complete(["build", "--content", "club", "--athlete", "a"], in: tmp) == ["ana-diaz"])
        #expect(try Self.complete(["build", "--content", "club", "--athlete", ""], in: tmp) == ["ana-diaz", "ben-ortiz"])
    }

    @Test func contentAndOutputOfferFoldersOnly() throws {
        let tmp = try Self.folder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        #expect(try Self.complete(["build", "--output", "site"], in: tmp) == ["site-old"])
        #expect(try Self.complete(["serve", "--content", "cl"], in: tmp) == ["club"])
    }

    @Test func themePagesOffersPageNames() throws {
        let tmp = try Self.folder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        #expect(try Self.complete(["theme", "pages", "d"], in: tmp) == ["dashboard"])
    }

    @Test func themeShapesAndWidgetsOfferTheirNames() throws {
        let tmp = try Self.folder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        #expect(try Self.complete(["theme", "shapes", "metric_"], in: tmp) == ["metric_history", "metric_series", "metric_types"])
        #expect(try Self.complete(["theme", "widgets", "h"], in: tmp) == ["heatmap", "history_table", "horizontal_bars"])
    }
}
