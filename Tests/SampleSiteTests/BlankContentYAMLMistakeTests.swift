import Foundation
import SiteData
import Testing
@testable import SampleSite

/// The template's own instruction, "remove the # in front of a line", followed as people do:
/// a space left where the `#` was, a tab, `key:value` without its space. Each is named in words
/// at its line, with the parser's words only as a detail.
@Suite struct BlankContentYAMLMistakeTests {
    static func athlete(_ from: String, _ to: String) -> [String] {
        let text = BlankContent.athleteYAML
        precondition(text.contains(from))
        let (_, d) = AthleteProfileLoader.load(text: text.replacingOccurrences(of: from, with: to), slug: "my-athlete",
                                               file: "athlete.yml")
        return d.items.map(\.description)
    }

    static func site(_ from: String, _ to: String) -> [String] {
        let text = BlankContent().siteYAML()
        precondition(text.contains(from))
        let (_, d) = SiteConfigLoader.load(text: text.replacingOccurrences(of: from, with: to), file: "site.yml")
        return d.items.map(\.description)
    }

    @Test func aSpaceLeftWhereTheHashWas() {
        #expect(Self.athlete("# sport:", " sport:") == [
            ##"athlete.yml:5:1: error: not valid YAML: this line starts with 1 space more than the line above (left when a "#" "##
            + ##"was removed?), so YAML reads "sport:" as part of "name:"; remove that space so that "sport:" lines up with "##
            + ##""name:" (the YAML parser says: did not find expected key)"##,
        ])
        #expect(Self.site("# today:", " today:") == [
            ##"site.yml:7:1: error: not valid YAML: this line starts with 1 space more than the line above (left when a "#" "##
            + ##"was removed?), so YAML reads "today:" as part of "public:"; remove that space so that "today:" lines up with "##
            + ##""public:" (the YAML parser says: mapping values are not allowed in this context)"##,
        ])
    }

    /// The reports block uncommented by removing only each "#": the first line is named; once
    /// its space is gone, the lines below it are inside it as they should be.
    @Test func aBlockUncommentedByRemovingOnlyTheHashes() {
        let block = "# reports:\n#   custom:\n#     - name: summer-showcases\n#       from: 2026-06-01\n#       to: 2026-08-31"
        let spaced = block.replacingOccurrences(of: "#", with: "")
        #expect(Self.site(block, spaced) == [
            ##"site.yml:9:1: error: not valid YAML: this line starts with 1 space more than the line above (left when a "#" "##
            + ##"was removed?), so YAML reads "reports:" as part of "public:"; remove that space so that "reports:" lines up "##
            + ##"with "public:" (the YAML parser says: did not find expected key)"##,
        ])
        #expect(Self.site(block, spaced.replacingOccurrences(of: " reports:", with: "reports:")) == [])
    }

    @Test func aTab() {
        #expect(Self.athlete("# sport:", "\tsport:") == [
            "athlete.yml:5:1: error: not valid YAML: this line starts with a tab, and YAML allows only spaces there: replace "
            + "the tab with spaces (or remove it, if the line is not meant to be inside the one above) (the YAML parser says: "
            + "found character that cannot start any token)",
        ])
        #expect(Self.site("# today:", "\ttoday:") == [
            "site.yml:7:1: error: not valid YAML: this line starts with a tab, and YAML allows only spaces there: replace "
            + "the tab with spaces (or remove it, if the line is not meant to be inside the one above) (the YAML parser says: "
            + "found a tab character that violates indentation)",
        ])
    }

    @Test func noSpaceAfterTheColon() {
        #expect(Self.athlete("# sport: Baseball", "sport:Baseball") == [
            ##"athlete.yml:5:7: error: not valid YAML: a space is missing after "sport:": write "sport: Baseball" "##
            + ##"(the YAML parser says: could not find expected ':')"##,
        ])
        #expect(Self.site("# base_url: https://example.org/recruiting/", "base_url:https://example.org/recruiting/") == [
            ##"site.yml:8:10: error: not valid YAML: a space is missing after "base_url:": write "##
            + ##""base_url: https://example.org/recruiting/" (the YAML parser says: could not find expected ':')"##,
        ])
    }
}
