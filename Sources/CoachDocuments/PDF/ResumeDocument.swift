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

    /// The best value of one metric type (by the type's better direction), with where it
    /// comes from, and the latest value when that differs.
    public struct Metric: Sendable, Equatable {
        public var name: String
        public var value: String
        public var date: String
        /// Who measured it (the metric's notes: "PBR verified", "Trackman"); may be empty.
        public var source: String
        /// "Verified" or "Self-reported", localised.
        public var status: String
        public var verified: Bool
        /// "89.6 mph · 14 Nov 2026"; empty when the latest value is the best.
        public var latest: String
        /// Where a verified mark was measured (its event's page): the source is a link to it.
        public var sourceURL: String?
        public init(name: String, value: String, date: String, source: String = "", status: String, verified: Bool,
                    latest: String = "", sourceURL: String? = nil) {
            self.sourceURL = sourceURL
            self.name = name
            self.value = value
            self.date = date
            self.source = source
            self.status = status
            self.verified = verified
            self.latest = latest
        }
    }

    /// Someone a coach can call: a reference, or the parent or guardian.
    public struct Person: Sendable, Equatable {
        public var name: String
        /// "Head Coach · Lincoln High School".
        public var detail: String
        /// The email and phone as clickable links (only those that make one).
        public var contact: [Link]
        public init(name: String, detail: String, contact: [Link]) {
            self.name = name
            self.detail = detail
            self.contact = contact
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

    /// A small trend chart: a Widgets chart's markup (drawn so that up is better), its caption,
    /// the progress in words ("81.1 → 90.3 mph since Nov 2023") and the first and best values
    /// with their dates, printed at the chart's two ends.
    public struct Chart: Sendable, Equatable {
        public var title: String
        public var chart: PrintChart
        public var summary: String
        public var start: String
        public var end: String
        public init(title: String, chart: PrintChart, summary: String = "", start: String = "", end: String = "") {
            self.title = title
            self.chart = chart
            self.summary = summary
            self.start = start
            self.end = end
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
        public var references = "References"
        /// The athletics table's column headings.
        public var metricColumn = "Metric"
        public var bestColumn = "Best"
        public var dateColumn = "Date"
        public var sourceColumn = "Source"
        public var statusColumn = "Status"
        public var latestColumn = "Latest"
        public init() {}
    }

    public var info: PDFInfo
    public var paper: PaperSize = .letter
    public var labels = Labels()
    public var name: String
    /// Under the name: "Class of 2027 · Pitcher, Outfield".
    public var headline: String = ""
    /// A line or two about the athlete, under the headline (`short_bio`); empty for none.
    public var bio: String = ""
    public var photo: Photo?
    public var player: [Fact] = []
    public var academics: [Fact] = []
    public var metrics: [Metric] = []
    public var charts: [Chart] = []
    public var events: [Event] = []
    public var links: [Link] = []
    public var contact: [Link] = []
    /// The parent or guardian, under Contact.
    public var parent: Person?
    public var references: [Person] = []
    /// The small print at the foot of the page ("Updated 22 Nov 2026").
    public var footer: String = ""

    public init(info: PDFInfo, name: String) {
        self.info = info
        self.name = name
    }
}
