/// The dashboard's Recruiting Packet card: the résumé and packet downloads, what the packet
/// holds, and the "Email to a coach" link (docs/packet.md, "On the dashboard").
struct PacketCardValue: Sendable {
    struct File: Sendable {
        var label: String
        var href: String
        /// The media type (`application/pdf`).
        var type: String
    }

    var files: [File]
    /// "Holds: the résumé, the profile, performance, 3 public notes".
    var holds: String
    var emailLabel: String
    /// The `mailto:` link; nil on a public site.
    var emailHref: String?
    /// Said when the build could not make the files (nil: they were made).
    var missing: String?
}
