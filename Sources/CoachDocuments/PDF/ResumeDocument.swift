/// Everything the one-page recruiting résumé shows, as plain values: strings already localised
/// and numbers already formatted by the caller (SiteGen, from the coach edition only). CoachDocuments
/// never sees an athlete's data, only this.
public struct ResumeDocument: Sendable {
    /// A labelled value ("Height" – "6′1″").
    public struct Fact: Sendable, Equatable {
        public var label: String
        public var value: String
        public init(label: String, value: String) {
            self.label = label
            self.value = value
        }
    }

    /// The latest value of one metric type.
    public struct Metric: Sendable, Equatable {
        public var name: String
        public var value: String
        public var date: String
        /// "Verified" or "Self-reported", localised.
        public var status: String
        public var verified: Bool
        public init(name: String, value: String, date: String, status: String, verified: Bool) {
            self.name = name
            self.value = value
            self.date = date
            self.status = status
            self.verified = verified
        }
    }

    /// An upcoming event where a coach can watch.
    public struct Event: Sendable, Equatable {
        public var date: String
        public var name: String
        public var place: String
        public init(date: String, name: String, place: String) {
            self.date = date
            self.name = name
            self.place = place
        }
    }

    /// A link, printed as text and as a QR code, and clickable.
    public struct Link: Sendable, Equatable {
        public var label: String
        public var url: String
        public init(label: String, url: String) {
            self.label = label
            self.url = url
        }
    }

    /// A small trend chart: a Widgets chart's markup and its caption.
    public struct Chart: Sendable, Equatable {
        public var title: String
        public var chart: PrintChart
        public init(title: String, chart: PrintChart) {
            self.title = title
            self.chart = chart
        }
    }

    /// A photo's bytes; only JPEG and PNG are drawn.
    public struct Photo: Sendable, Equatable {
        public var bytes: [UInt8]
        public var mime: String
        /// nil unless the bytes start like a JPEG or a PNG.
        public init?(bytes: [UInt8]) {
            if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { mime = "image/jpeg" }
            else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { mime = "image/png" }
            else { return nil }
            self.bytes = bytes
        }
    }

    /// The section headings and fixed words, localised.
    public struct Labels: Sendable, Equatable {
        public var player = "Player"
        public var academics = "Academics"
        public var athletics = "Athletics"
        public var trends = "Trends"
        public var events = "Where to see me play"
        public var links = "Links"
        public var contact = "Contact"
        public init() {}
    }

    public var info: PDFInfo
    public var paper: PaperSize = .letter
    public var labels = Labels()
    public var name: String
    /// Under the name: "Class of 2027 · Pitcher, Outfield".
    public var headline: String = ""
    public var photo: Photo?
    public var player: [Fact] = []
    public var academics: [Fact] = []
    public var metrics: [Metric] = []
    public var charts: [Chart] = []
    public var events: [Event] = []
    public var links: [Link] = []
    public var contact: [Link] = []
    /// The small print at the foot of the page ("Updated 22 Nov 2026").
    public var footer: String = ""

    public init(info: PDFInfo, name: String) {
        self.info = info
        self.name = name
    }
}
