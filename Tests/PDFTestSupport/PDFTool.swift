import Foundation

/// Runs poppler's and qpdf's command-line tools on PDF bytes (Debian: poppler-utils, qpdf), for
/// the tests of CoachDocuments and of the PDFs a build writes.
public enum PDFTool {
    public struct Result {
        public var status: Int32
        public var output: [UInt8]
        public var text: String { String(decoding: output, as: UTF8.self) }
    }

    /// Runs `tool arguments… FILE [-]` with the PDF written to a temporary file.
    public static func run(_ tool: String, _ arguments: [String], pdf: [UInt8], stdout: Bool = false) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coachpdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("doc.pdf")
        try Data(pdf).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments + [file.path] + (stdout ? ["-"] : [])
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: Array(data))
    }

    public static func text(_ pdf: [UInt8]) throws -> String { try run("pdftotext", ["-enc", "UTF-8"], pdf: pdf, stdout: true).text }

    public static func pages(_ pdf: [UInt8]) throws -> Int? {
        let info = try run("pdfinfo", [], pdf: pdf).text
        return info.split(separator: "\n").first { $0.hasPrefix("Pages:") }
            .flatMap { Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces)) }
    }

    public static func info(_ pdf: [UInt8]) throws -> [String: String] {
        var out: [String: String] = [:]
        for line in try run("pdfinfo", [], pdf: pdf).text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            out[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return out
    }

    /// pdffonts' rows: (name, embedded, subset).
    public static func fonts(_ pdf: [UInt8]) throws -> [(name: String, embedded: Bool, subset: Bool)] {
        let lines = try run("pdffonts", [], pdf: pdf).text.split(separator: "\n").dropFirst(2)
        return lines.map { line in
            let f = line.split(separator: " ", omittingEmptySubsequences: true)
            // name type… encoding emb sub uni object ID
            let n = f.count
            return (String(f[0]), f[n - 5] == "yes", f[n - 4] == "yes")
        }
    }

    /// The page rendered grey at `dpi`: (width, height, pixels 0 black … 255 white).
    public static func gray(_ pdf: [UInt8], dpi: Int) throws -> (width: Int, height: Int, pixels: [UInt8]) {
        let bytes = try run("pdftoppm", ["-gray", "-r", "\(dpi)", "-singlefile"], pdf: pdf).output
        // P5\n<w> <h>\n255\n<data>
        var fields: [Int] = []
        var i = 2
        while fields.count < 3 {
            while bytes[i] == 0x20 || bytes[i] == 0x0A { i += 1 }
            var n = 0
            while bytes[i] >= 0x30 && bytes[i] <= 0x39 { n = n * 10 + Int(bytes[i] - 0x30); i += 1 }
            fields.append(n)
        }
        i += 1
        return (fields[0], fields[1], Array(bytes[i...]))
    }
}
