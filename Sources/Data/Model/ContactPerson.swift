/// Someone a coach can call about the athlete: a reference (a high-school or club coach) or a
/// parent or guardian (`athlete.yml`'s `references` and `parent`; docs/content.md).
public struct ContactPerson: Hashable, Sendable {
    public var name: String
    /// "Head Coach", "Mother".
    public var role: String?
    /// The team or school (a reference's).
    public var team: String?
    /// As written (shown, exported).
    public var email: String? { didSet { emailLink = email.flatMap { WebLink(.email, $0) } } }
    /// `email` as a `mailto:` link (`WebLink`'s contact rule), made whenever `email` is set.
    public private(set) var emailLink: WebLink?
    public var phone: String? { didSet { phoneLink = phone.flatMap { WebLink(.phone, $0) } } }
    /// `phone` as a `tel:` link (`WebLink`'s contact rule), made whenever `phone` is set.
    public private(set) var phoneLink: WebLink?

    public init(name: String, role: String? = nil, team: String? = nil, email: String? = nil, phone: String? = nil) {
        self.name = name; self.role = role; self.team = team; self.email = email; self.phone = phone
        self.emailLink = email.flatMap { WebLink(.email, $0) }
        self.phoneLink = phone.flatMap { WebLink(.phone, $0) }
    }

    /// Without the email and phone (for a public site without `public_contacts: true`).
    public var withoutContacts: ContactPerson { ContactPerson(name: name, role: role, team: team) }
}
