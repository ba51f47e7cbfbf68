import Foundation
import SiteData

/// What `public: true` changes in an athlete's data before anything is computed from it, so
/// no page, list, CSV, JSON or calendar file can carry what a public site must not: the site
/// is made from the public edition (`PublicEdition` in SiteData: the profile, performance,
/// public notes and the events where the athlete plays, plus what `publish` names), and the
/// links to the notes it left out are dropped from the notes that stay (`WithheldNotes`).
extension PublicEdition {
    /// Whether a note may leave the family: appear on a public site or in the coach packet.
    /// One rule for both (docs/content.md, "Public sites").
    static func isPublishable(_ note: Note) -> Bool { !note.isPrivate }

    /// `data` as a site with `config` may publish it, the notes it left out, and a warning when
    /// a public site will carry coach contacts (`siteFile`: the display path of site.yml).
    static func prepare(_ data: AthleteData, slug: String, config: SiteConfig,
                        siteFile: String) -> (AthleteData, WithheldNotes, Diagnostics) {
        guard config.isPublic else { return (data, .none, Diagnostics()) }
        var diagnostics = Diagnostics()
        let contacts = config.publicContacts == true
        let out = PublicEdition.make(from: data, publishing: Set(config.publish), contacts: contacts)
        let withheld = WithheldNotes(all: data.notes, kept: out.notes)
        let emails = out.coaches.filter { !($0.email ?? "").isEmpty }.count
        let phones = out.coaches.filter { !($0.phone ?? "").isEmpty }.count
        if contacts && emails + phones > 0 {
            let what = [emails > 0 ? FailureReport.count(emails, "coach email") : nil,
                        phones > 0 ? FailureReport.count(phones, "coach phone number") : nil]
                .compactMap { $0 }.joined(separator: " and ")
            diagnostics.warning("athlete \"\(slug)\": this public site publishes \(what) (public_contacts: true); "
                                + "search engines will index them", at: SourceLocation(file: siteFile))
        }
        return (out, withheld, diagnostics)
    }

    /// The site-wide warning of a public site without `base_url`.
    static func siteWarnings(_ config: SiteConfig, siteFile: String) -> Diagnostics {
        var d = Diagnostics()
        let named = config.publish.map(\.rawValue).joined(separator: ", ")
        if config.isPublic && !config.publish.isEmpty {
            d.warning("this public site publishes \(named) (publish: in site.yml): anyone with the address, "
                      + "and search engines, can read them; remove them from publish: to keep them for the family",
                      at: SourceLocation(file: siteFile))
        } else if !config.isPublic && !config.publish.isEmpty {
            d.warning("publish: \(named) changes nothing on a site that is not public (public: true); "
                      + "the family's own site carries everything", at: SourceLocation(file: siteFile))
        }
        if config.isPublic && config.baseURL == nil {
            d.warning("public: true without base_url: sitemap.xml, robots.txt and canonical links were not written "
                      + "(set base_url to the address the site is published at)", at: SourceLocation(file: siteFile))
        }
        return d
    }

    /// `base_url` ending in `/`, when the site is public (or `evenIfPrivate`) and has one.
    static func root(_ config: SiteConfig, evenIfPrivate: Bool = false) -> String? {
        guard config.isPublic || evenIfPrivate, let base = config.baseURL else { return nil }
        return base.hasSuffix("/") ? base : base + "/"
    }

    /// Whether `root` (`base_url` ending in `/`) is a host's root, `https://example.org/`, and
    /// not a sub-folder such as `https://example.org/ana/`.
    static func isHostRoot(_ root: String) -> Bool {
        guard let scheme = root.range(of: "://") else { return false }
        let rest = root[scheme.upperBound...]
        return rest.firstIndex(of: "/") == rest.index(before: rest.endIndex)
    }

    /// The address of a file of the site, given its path: `ana-diaz/index.html` → `https://example.org/ana-diaz/`.
    static func url(root: String, path: String) -> String {
        let shown = path == "index.html" ? "" : path.hasSuffix("/index.html") ? String(path.dropLast("index.html".count)) : path
        return root + (shown.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? shown)
    }
}
