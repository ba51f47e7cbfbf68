import SiteData

extension BuildContext {
    /// The coach edition (`CoachEdition`) of `data`, the athlete as this site publishes it,
    /// under this build's `packet.include` and `today`. A site build makes it once per athlete,
    /// with the athlete's context (`AthleteContext.edition`); every coach-side output reads that.
    func edition(of data: AthleteData) -> AthleteData {
        CoachEdition.make(from: data, parts: packetParts, today: today)
    }
}
