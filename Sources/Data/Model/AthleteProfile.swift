/// `athlete.yml`.
public struct AthleteProfile: Hashable, Sendable {
    public struct Link: Hashable, Sendable {
        public var title: String
        /// As written (shown, exported).
        public var url: String { didSet { link = WebLink(url) } }
        /// `url` as a link, when `WebLink` accepts it (made whenever `url` is set).
        public private(set) var link: WebLink?
        /// A video's `length` as written ("3:42"); nil for other links.
        public var length: String?
        /// A video's `thumbnail`: a picture in the athlete's folder (path relative to it), shown
        /// on the coach page; nil: the page draws a title card.
        public var thumbnail: String?
        public init(title: String, url: String, length: String? = nil, thumbnail: String? = nil) {
            self.title = title; self.url = url; self.link = WebLink(url); self.length = length; self.thumbnail = thumbnail
        }
    }

    public var slug: String
    public var name: String
    public var sport: String?
    public var positions: [String]
    /// `graduation_date`, or June 1 of `grad_year`.
    public var graduationDate: LocalDate?
    public var highSchool: String?
    public var clubTeam: String?
    public var hometown: String?
    public var height: String?
    public var weight: String?
    public var gpa: Double?
    /// Sorted by key.
    public var testScores: [KeyValue]
    public var intendedMajor: String?
    /// As written (shown, exported).
    public var email: String? { didSet { emailLink = email.flatMap { WebLink(.email, $0) } } }
    /// `email` as a `mailto:` link, when `WebLink`'s contact rule accepts it (made whenever `email` is set).
    public private(set) var emailLink: WebLink?
    /// As written (shown, exported).
    public var phone: String? { didSet { phoneLink = phone.flatMap { WebLink(.phone, $0) } } }
    /// `phone` as a `tel:` link, when `WebLink`'s contact rule accepts it (`n/a` makes none).
    public private(set) var phoneLink: WebLink?
    /// `bats`, `throws`: "R", "L", "S" (switch) or as written.
    public var bats: String?
    public var throwsHand: String?
    /// `primary_position`, `secondary_position`; nil: the first and second of `positions`.
    public var primaryPosition: String?
    public var secondaryPosition: String?
    /// `ncaa_id`: the NCAA Eligibility Center ID.
    public var ncaaID: String?
    /// `committed_to`: the college the athlete has committed to, as written; nil: not committed.
    public var committedTo: String?
    /// `academics`: further lines coaches ask for ("Class rank" – "12 of 340"), in file order.
    public var academics: [KeyValue] = []
    /// `references`: coaches and others who vouch for the athlete, in file order.
    public var references: [ContactPerson] = []
    /// `parent`: a parent or guardian to contact.
    public var parent: ContactPerson?
    /// twitter, instagram, hudl, youtube → handle or URL; sorted by key.
    public var social: [KeyValue]
    public var video: [Link]
    /// Markdown.
    public var bio: String?
    /// `short_bio`: a line or two of plain text under the name on the résumé.
    public var shortBio: String?
    /// Path relative to the athlete folder.
    public var photo: String?

    public init(slug: String, name: String, sport: String? = nil, positions: [String] = [],
                graduationDate: LocalDate? = nil, highSchool: String? = nil, clubTeam: String? = nil,
                hometown: String? = nil, height: String? = nil, weight: String? = nil,
                gpa: Double? = nil, testScores: [KeyValue] = [], intendedMajor: String? = nil,
                email: String? = nil, phone: String? = nil, social: [KeyValue] = [],
                video: [Link] = [], bio: String? = nil, photo: String? = nil) {
        self.slug = slug; self.name = name; self.sport = sport; self.positions = positions
        self.graduationDate = graduationDate; self.highSchool = highSchool; self.clubTeam = clubTeam
        self.hometown = hometown; self.height = height; self.weight = weight; self.gpa = gpa
        self.testScores = testScores; self.intendedMajor = intendedMajor; self.email = email
        self.phone = phone; self.emailLink = email.flatMap { WebLink(.email, $0) }
        self.phoneLink = phone.flatMap { WebLink(.phone, $0) }; self.social = social; self.video = video; self.bio = bio
        self.photo = photo
    }
}

/// An ordered key/value pair (dictionaries have no stable order).
public struct KeyValue: Hashable, Sendable {
    public var key: String
    public var value: String
    public init(_ key: String, _ value: String) { self.key = key; self.value = value }
}
