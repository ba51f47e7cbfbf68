import Foundation
import Testing
@testable import SiteGen

/// Every string key the renderer asks for by a literal (`t("dashboard.action_items")`) exists
/// in both string tables: a missing key would show the key itself on the page.
@Suite struct StringKeysUsedTests {
    static var sources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/SiteGen")
    }

    /// `t("a.b")` and `t("a.b", …)` literals in the SiteGen sources (interpolated keys excluded).
    static func literalKeys() throws -> [String] {
        var keys = Set<String>()
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
        let pattern = try Regex(#"[^A-Za-z0-9_]t\("([a-z_]+(?:\.[a-z0-9_-]+)+)""#)
        for case let url as URL in files where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let key = match.output[1].substring { keys.insert(String(key)) }
            }
        }
        return keys.sorted()
    }

    @Test(arguments: [Language.en, Language.pl])
    func everyLiteralKeyExists(language: Language) throws {
        let strings = try Theme.builtInDefault().strings(language).strings
        let keys = try Self.literalKeys()
        #expect(keys.count > 100)
        #expect(keys.filter { !strings.contains($0) } == [])
    }
}
