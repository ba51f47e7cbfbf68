import Foundation
import SiteData

/// What `public: true` changes in an athlete's data before anything is computed from it, so
/// no page, list, CSV or JSON file can carry what a public site must not: notes that are not
/// `visibility: public` (or are tagged `private`) are dropped, and so are the links to them
/// from the notes that stay (`WithheldNotes`); interactions lose their `notes` (private free
/// text); coaches lose their emails and phone numbers unless `public_contacts: true`.
enum PublicSite {
    /// Whether a note may leave the family: appear on a public site or in the coach packet.
    /// One rule for both (docs/content.md, "Public sites").
    static func isPublishable(_ note: Note) -> Bool { !note.isPrivate }

    /// `data` as a site with `config` may publish it, the notes it left out, and a warning when
    /// a public site will carry coach contacts (`siteFile`: the display path of site.yml).
    static func prepare(_ data: AthleteData, slug: String, config: SiteConfig,
                        siteFile: String) -> (AthleteData, WithheldNotes, Diagnostics) {
        guard config.isPublic else { return (data, .none, Diagnostics()) }
        var out = data
        var diagnostics = Diagnostics()
        out.notes = data.notes.filter(isPublishable)
        let withheld = WithheldNotes(all: data.notes, kept: out.notes)
        out.interactions = data.interactions.map { i in
            var i = i
            i.notes = nil
            return i
        }
        let emails = data.coaches.filter { !($0.email ?? "").isEmpty }.count
        let phones = data.coaches.filter { !($0.phone ?? "").isEmpty }.count
        if config.publicContacts == true {
            if emails + phones > 0 {
                let what = [emails > 0 ? FailureReport.count(emails, "coach email") : nil,
                            phones > 0 ? FailureReport.count(phones, "coach phone number") : nil]
                    .compactMap { $0 }.joined(separator: " and ")
                diagnostics.warning("athlete \"\(slug)\": this public site publishes \(what) (public_contacts: true); "
                                    + "search engines will index them", at: SourceLocation(file: siteFile))
            }
        } else {
            out.coaches = data.coaches.map { c in
                var c = c
                c.email = nil
                c.phone = nil
                return c
            }
        }
        return (out, withheld, diagnostics)
    }

    /// The site-wide warning of a public site without `base_url`.
    static func siteWarnings(_ config: SiteConfig, siteFile: String) -> Diagnostics {
        var d = Diagnostics()
        if config.isPublic && config.baseURL == nil {
            d.warning("public: true without base_url: sitemap.xml, robots.txt and canonical links were not written "
                      + "(set base_url to the address the site is published at)", at: SourceLocation(file: siteFile))
        }
        return d
    }

    /// `base_url` ending in `/`, when the site is public and has one.
    static func root(_ config: SiteConfig) -> String? {
        guard config.isPublic, let base = config.baseURL else { return nil }
        return base.hasSuffix("/") ? base : base + "/"
    }

    /// Whether `root` (`base_url` ending in `/`) is a host's root, `https://example.org/`, and
    /// not a sub-folder such as `https://example.org/ana/`.
    static func isHostRoot(_ root: String) -> Bool {
        guard let scheme = root.range(of: "://") else { return false }
        let rest = root[scheme.upperBound...]
        return rest.firstIndex(of: "/") == rest.index(before: rest.endIndex)
    }

    /// The address of a page: `ana-diaz/index.html` → `https://example.org/ana-diaz/`.
    static func url(root: String, page: String) -> String {
        let path = page == "index.html" ? "" : page.hasSuffix("/index.html") ? String(page.dropLast("index.html".count)) : page
        return root + (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)
    }
}
