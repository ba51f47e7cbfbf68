import Foundation
import Testing
@testable import SiteData

/// Every field of the data that holds an address takes it by the one rule (`WebLink`): the
/// tables' `website`, `url` and `action_url`, the profile's `video` URLs and `social` addresses,
/// and `base_url` in site.yml. (Notes have no address in their front matter; links in a note's
/// Markdown are cmark's, in SiteGen.)
@Suite struct WebLinkFieldsTests {
    static let accepted: [(String, String)] = [
        ("HTTPS://example.org/x", "HTTPS://example.org/x"),
        ("https://example.org/x", "https://example.org/x"),
        ("example.org/x", "https://example.org/x"),
    ]
    static let refused = [
        "javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,hi", "DATA:text/html,hi", "vbscript:msgbox(1)",
        "VBScript:msgbox(1)", "javascript&#58;alert(1)", "&#106;avascript:alert(1)", "jav&#x09;ascript:alert(1)",
    ]

    struct Loaded {
        var links: [String: WebLink?] = [:]
        var problems: [String] = []
    }

    /// One athlete whose every address field holds `text`.
    static func load(_ text: String) throws -> Loaded {
        let f = try ContentFolderFixture("weblink")
        defer { f.remove() }
        let cell = "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        let yaml = "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
        try f.write("id,name,website\ns1,Rice,\(cell)\n", to: "schools.csv")
        try f.write("id,name,start_date,url\ne1,Camp,2026-03-01,\(cell)\n", to: "events.csv")
        try f.write("id,platform,post_date,url\np1,twitter,2026-03-01,\(cell)\n", to: "social_media_posts.csv")
        try f.write("id,title,action_url\ng1,Apply,\(cell)\n", to: "suggestions.csv")
        try f.write("name: Kim Lee\nsocial:\n  hudl: \(yaml)\nvideo:\n  - title: Clip\n    url: \(yaml)\n", to: "athlete.yml")
        let data = try #require(f.data())
        var out = Loaded(problems: f.problems())
        out.links["schools.website"] = data.schools.first?.websiteLink
        out.links["events.url"] = data.events.first?.link
        out.links["social_media_posts.url"] = data.posts.first?.link
        out.links["suggestions.action_url"] = data.suggestions.first?.actionLink
        out.links["video.url"] = data.profile.video.first?.link
        out.links["social.hudl"] = data.profile.social.first.map { SocialAccount(platform: $0.key, value: $0.value).link }
        // The text is kept as written.
        #expect(data.schools.first?.website == text && data.events.first?.url == text && data.posts.first?.url == text
                && data.suggestions.first?.actionURL == text && data.profile.video.first?.url == text
                && data.profile.social.first?.value == text)
        return out
    }

    static let fields = ["events.url", "schools.website", "social.hudl", "social_media_posts.url", "suggestions.action_url",
                         "video.url"]

    @Test(arguments: accepted)
    func everyFieldLinksTheSame(_ text: String, _ url: String) throws {
        let loaded = try Self.load(text)
        #expect(loaded.problems == [])
        #expect(loaded.links.keys.sorted(by: codePointLess) == Self.fields)
        for field in Self.fields {
            #expect(loaded.links[field]??.url == url, "\(field)")
        }
        let (config, problems) = SiteConfigLoader.load(text: "base_url: '\(text)'\n", file: "site.yml")
        #expect(problems.items.map(\.description) == [])
        #expect(config.baseURL == "https://example.org/x/")  // base_url stores scheme and host lowercased
    }

    @Test(arguments: refused)
    func everyFieldRefusesTheSame(_ text: String) throws {
        let loaded = try Self.load(text)
        for field in Self.fields {
            #expect(loaded.links[field] == .some(nil), "\(field)")
        }
        let q = Quote.text(text)
        let kept = "is not a web address (https://…, a site such as example.org, mailto: or tel:); the text is kept but not linked"
        let p = "content/athletes/kim-lee/"
        #expect(loaded.problems == [
            "\(p)athlete.yml:3:9: warning: social.hudl: \(q) \(kept)",
            "\(p)athlete.yml:6:10: warning: video.url: \(q) \(kept)",
            "\(p)events.csv:2:20: warning: url: \(q) \(kept)",
            "\(p)schools.csv:2:9: warning: website: \(q) \(kept)",
            "\(p)social_media_posts.csv:2:23: warning: url: \(q) \(kept)",
            "\(p)suggestions.csv:2:10: warning: action_url: \(q) \(kept)",
        ])
        let (config, problems) = SiteConfigLoader.load(text: "base_url: '\(text)'\n", file: "site.yml")
        #expect(config.baseURL == nil)
        #expect(problems.items.map(\.description) == ["site.yml:1:11: error: base_url \(q) must be a web address starting with "
                                                       + "https:// or http:// (or a site such as example.org)"])
    }
}
