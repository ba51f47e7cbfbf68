import SiteData

/// The Open Graph and Twitter card tags of a page: what a link to it shows when it is shared
/// (docs/publishing.md, "Sharing"). The coach page has them on every site (it is made to be
/// sent); every other page only on a public site. An athlete's page is shared as the athlete's
/// coach page: its title, its address and the athlete's `share.png`; the family index names
/// itself and has no picture.
///
/// Addresses in these tags must be absolute, so `og:url`, `og:image` and `twitter:image` are
/// written only when site.yml has `base_url`; without it a page has only its title and card type.
struct ShareTags {
    /// `property` (Open Graph) or `name` (Twitter), its value, and the content.
    struct Tag: Equatable {
        var attribute: String
        var key: String
        var content: String
    }

    let page: Page
    /// The document's `<title>` (used for a page that is no athlete's).
    let title: String
    /// A page that is no athlete's but is made to be shared (the roster): its description and picture.
    var summary: Summary? = nil

    struct Summary: Equatable {
        var description: String
        /// A site path of a 1200×630 PNG; nil: none.
        var image: String?
        var imageAlt: String
    }

    /// The athlete's class, positions and headline marks (`ShareCardModel.description`), when given.
    var description: String? = nil

    var tags: [Tag] { tags(page.build) }

    /// The tags, `r` being the page's build, borrowed (a `let` copy of it retained each of its
    /// fields, once a page).
    func tags(_ r: BuildContext) -> [Tag] {
        guard page.address.linkRoot == nil, r.sharesPages else { return [] }
        let athlete = page.address.athlete
        let isCoachPage = athlete.map { page.address.path == SitePath.coach($0.slug) } ?? false
        guard r.isPublic || isCoachPage else { return [] }
        // An athlete's page is shared as the coach page: its title too ("Ana Díaz · Site").
        let title = athlete.map { "\($0.name) · \(r.siteTitle)" } ?? self.title
        var out = [Tag(attribute: "property", key: "og:type", content: "website"),
                   Tag(attribute: "property", key: "og:site_name", content: r.siteTitle),
                   Tag(attribute: "property", key: "og:title", content: title)]
        if let summary {
            out.append(Tag(attribute: "property", key: "og:description", content: summary.description))
        } else if let description, !description.isEmpty {
            out.append(Tag(attribute: "property", key: "og:description", content: description))
        }
        var image: String?
        if let root = PublicEdition.root(r.config, evenIfPrivate: isCoachPage) {
            // On a public site the coach page is the athlete's home.
            let target = athlete.map { r.isPublic ? SitePath.dashboard($0.slug) : SitePath.coach($0.slug) } ?? page.address.path
            out.append(Tag(attribute: "property", key: "og:url", content: PublicEdition.url(root: root, path: target)))
            if let athlete {
                let url = PublicEdition.url(root: root, path: SitePath.shareImage(athlete.slug))
                image = url
                out += [Tag(attribute: "property", key: "og:image", content: url),
                        Tag(attribute: "property", key: "og:image:type", content: "image/png"),
                        Tag(attribute: "property", key: "og:image:width", content: String(1200)),
                        Tag(attribute: "property", key: "og:image:height", content: String(630)),
                        Tag(attribute: "property", key: "og:image:alt", content: page.t(.coachShareAlt, ["name": athlete.name]))]
            } else if let summary, let picture = summary.image {
                let url = PublicEdition.url(root: root, path: picture)
                image = url
                out += [Tag(attribute: "property", key: "og:image", content: url),
                        Tag(attribute: "property", key: "og:image:type", content: "image/png"),
                        Tag(attribute: "property", key: "og:image:width", content: String(1200)),
                        Tag(attribute: "property", key: "og:image:height", content: String(630)),
                        Tag(attribute: "property", key: "og:image:alt", content: summary.imageAlt)]
            }
        }
        out += [Tag(attribute: "name", key: "twitter:card", content: image == nil ? "summary" : "summary_large_image"),
                Tag(attribute: "name", key: "twitter:title", content: title)]
        if let summary { out.append(Tag(attribute: "name", key: "twitter:description", content: summary.description)) }
        if let image { out.append(Tag(attribute: "name", key: "twitter:image", content: image)) }
        return out
    }
}
