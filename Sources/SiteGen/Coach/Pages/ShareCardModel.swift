import CoachDocuments
import SiteData

/// The share image's text (`ShareCard`, drawn by `ShareImage` into `<athlete>/share.png`) from
/// the coach edition only: the name, "Class of 2027 · RHP, SS", the first headline mark (the
/// position's lead type, `BestMark.headline(of:)`) with whether it is verified, and the
/// site's title. Nothing else of the athlete reaches the picture.
enum ShareCardModel {
    /// `edition`: the coach edition (`AthleteContext.edition`), never the athlete's whole data.
    static func card(edition: AthleteData, page: Page) -> ShareCard {
        card(edition: edition, page: page, marks: BestMark.headline(of: edition))
    }

    /// `card` from the edition's headline marks (`BestMark.headline(of:)`), already found: the
    /// coach page finds them once for its subtitle, description, vCard and picture.
    static func card(edition: AthleteData, page: Page, marks: [BestMark]) -> ShareCard {
        let p = edition.profile
        let positions = p.positions.isEmpty ? p.primaryPosition.map { [$0] } ?? [] : p.positions
        let headline = [p.graduationDate.map { page.t(.profileClassOf, ["year": String($0.year)]) },
                        positions.isEmpty ? nil : positions.joined(separator: ", ")]
            .compactMap { $0 }.joined(separator: " · ")
        var card = ShareCard(name: p.name, headline: headline, footer: page.build.siteTitle)
        if let mark = marks.first?.best {
            card.markLabel = page.t(.coachBestMark, ["metric": page.metricName(mark.metricType),
                                                      "status": page.verifiedLabel(mark.verified)])
            card.markValue = page.metricValue(mark.value, type: mark.metricType, unit: mark.unit)
        }
        return card
    }

    /// The page's `og:description`: the card's headline, then each headline mark
    /// (`BestMark.headline(of:)`) with its status: "Class of 2027 · RHP, SS · Fastball Velocity
    /// 89.2 mph (Verified) · ERA 2.47 (Verified)".
    static func description(edition: AthleteData, page: Page) -> String {
        description(edition: edition, page: page, marks: BestMark.headline(of: edition))
    }

    /// `description` from the headline marks already found.
    static func description(edition: AthleteData, page: Page, marks headline: [BestMark]) -> String {
        let marks = headline.map { mark in
            page.t(.coachShareMark, ["metric": page.metricName(mark.metricType),
                                     "value": page.metricValue(mark.best.value, type: mark.metricType, unit: mark.best.unit),
                                     "status": page.verifiedLabel(mark.isVerified)])
        }
        let title = card(edition: edition, page: page, marks: headline).headline
        return ([title].filter { !$0.isEmpty } + marks).joined(separator: " · ")
    }
}
