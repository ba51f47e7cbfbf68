/// What the athlete's share image (`<athlete>/share.png`, the picture a shared link shows)
/// says: plain, already localised text made from the coach edition (SiteGen's
/// `ShareCardModel`), so a test can check every word it will draw.
public struct ShareCard: Sendable, Equatable {
    /// The athlete's name, the largest line.
    public var name: String
    /// "Class of 2027 · RHP, SS" (what is known).
    public var headline: String
    /// The best mark's name ("Fastball velocity") and value ("88 mph"); empty: no mark.
    public var markLabel: String
    public var markValue: String
    /// The smallest line, at the bottom: the site's title.
    public var footer: String
    /// The athlete's photo, drawn square at the right; nil: none (the text takes the width).
    public var photo: ResumeDocument.Photo? = nil

    public init(name: String, headline: String = "", markLabel: String = "", markValue: String = "", footer: String = "") {
        self.name = name
        self.headline = headline
        self.markLabel = markLabel
        self.markValue = markValue
        self.footer = footer
    }

    /// Every piece of text the image draws, in drawing order.
    public var texts: [String] { [name, headline, markLabel, markValue, footer].filter { !$0.isEmpty } }
}
