// ThemeEmbedder THEME_DIR OUTPUT.swift [STRING_KEYS.swift]
//
// Run by the EmbedTheme build-tool plugin on every build: writes the theme folder's files as a
// Swift dictionary literal (`EmbeddedDefaultTheme.files`), keyed by path relative to the folder,
// in code-point order, so a copied `sitegen` binary works with no Themes/ folder beside it;
// and, from `strings/en.yml`, the `StringKey` type (one static member per string key).
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 || arguments.count == 4 else {
    FileHandle.standardError.write(Data("usage: ThemeEmbedder THEME_DIR OUTPUT.swift [STRING_KEYS.swift]\n".utf8))
    exit(1)
}
let root = URL(fileURLWithPath: arguments[1]).standardizedFileURL
let output = URL(fileURLWithPath: arguments[2])

var files: [String: String] = [:]
let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
while let url = walker?.nextObject() as? URL {
    guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true,
          !url.lastPathComponent.hasPrefix(".") else { continue }
    let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
        FileHandle.standardError.write(Data("error: \(url.path) is not UTF-8 text\n".utf8))
        exit(1)
    }
    files[relative] = text
}

var out = """
// Generated on every build from Themes/default by the EmbedTheme plugin. Do not edit.
// The default theme compiled into the binary, used when no Themes/default folder is found.

public enum EmbeddedDefaultTheme {
    static let files: [String: String] = [

"""
for path in files.keys.sorted(by: codePointLess) {
    let text = files[path]!
    // A raw string literal with enough `#`s that nothing in the text can end it early.
    var hashes = "#"
    while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
    out += "        \"\(path)\": \(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes),\n"
}
out += "    ]\n}\n"

writeIfChanged(out, to: output)

if arguments.count == 4 {
    guard let en = files["strings/en.yml"] else {
        FileHandle.standardError.write(Data("error: \(root.path)/strings/en.yml is missing\n".utf8))
        exit(1)
    }
    do {
        writeIfChanged(try StringKeySource.swift(keys: StringKeySource.keys(inYAML: en)), to: URL(fileURLWithPath: arguments[3]))
    } catch {
        FileHandle.standardError.write(Data("error: \(root.path)/strings/en.yml: \(error)\n".utf8))
        exit(1)
    }
}

/// Rewrites only when the text changed, so an unchanged theme does not recompile SiteGen.
func writeIfChanged(_ text: String, to url: URL) {
    guard (try? String(contentsOf: url, encoding: .utf8)) != text else { return }
    do {
        try text.write(to: url, atomically: true, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("error: cannot write \(url.path): \(error)\n".utf8))
        exit(1)
    }
}

/// Code-point order (the tool cannot import SiteData, which has its twin).
func codePointLess(_ a: String, _ b: String) -> Bool {
    a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
}
