import Foundation
import SiteData

/// The "Email to a coach" link: a `mailto:` with the subject "Recruiting Packet - {athlete}"
/// and a short body that greets the coach by name and, when `base_url` is set, links the
/// athlete's coach page (`SitePath.coach`: video, best marks, résumé; docs/packet.md, "Email to
/// a coach"). Only the family's own site has it: a
/// public site is not where the family writes to coaches.
struct PacketEmail {
    let page: Page
    let athlete: AthleteProfile
    let slug: String

    /// `to`: the coach's `mailto:` link (nil: an empty address, for the packet card);
    /// `coach`: the coach's name, for the greeting. `greetingOnly`: the body is the greeting and
    /// an empty line, for the family to write on (the coaches page's rows: a hundred coaches'
    /// links each repeating the whole message weighed about 45 KB; the packet card's button
    /// keeps it in full).
    func href(to: WebLink?, coach: String?, greetingOnly: Bool = false) -> String {
        let subject = page.t(.packetEmailSubject, ["name": athlete.name])
        var lines = [coach.flatMap(Self.surname).map { page.t(.packetEmailGreeting, ["name": $0]) } ?? page.t(.packetEmailGreetingPlain), ""]
        if greetingOnly {
            lines.append("")
        } else {
            lines.append(page.t(.packetEmailBody, ["name": athlete.name]))
            if let root = PublicEdition.root(page.build.config, evenIfPrivate: true) {
                lines.append(page.t(.packetEmailOnline, ["url": PublicEdition.url(root: root, path: SitePath.coach(slug))]))
            }
            lines += ["", page.t(.packetEmailClosing), athlete.name]
        }
        let address = to?.scheme == .mailto ? to!.url : "mailto:"
        let separator = address.contains("?") ? "&" : "?"
        return address + separator + "subject=" + Self.encode(subject) + "&body=" + Self.encode(lines.joined(separator: "\r\n"))
    }

    /// The last word of a name ("Johnson" of "Mike Johnson"), for "Dear Coach Johnson,".
    static func surname(_ name: String) -> String? {
        name.split(whereSeparator: { $0.isWhitespace }).last.map(String.init)
    }

    /// Percent-encoded for a `mailto:` header value (RFC 6068): all but the unreserved characters.
    static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
