import SiteData

extension Page {
    /// The athlete's action items, or, while there are none, the getting-started steps its
    /// empty tables call for (add schools, a coach, a metric; complete the profile).
    func actionItemsOrFirstSteps(_ athlete: AthleteContext) -> [ActionItemsValue.Item] {
        let items = athlete.models.dashboard.actionItems
        guard items.isEmpty else { return items.map { actionItem($0, athlete: athlete) } }
        return GettingStartedStep.steps(for: athlete.data).map { gettingStarted($0, athlete: athlete) }
    }

    /// One step, worded in the page's language, linking the page where its data will show.
    func gettingStarted(_ step: GettingStartedStep, athlete: AthleteContext) -> ActionItemsValue.Item {
        let (target, path): (StringKey, String) = switch step {
        case .addSchools: (.navSchools, SitePath.schools(athlete.slug))
        case .addCoach: (.navCoaches, SitePath.coaches(athlete.slug))
        case .logMetric: (.navPerformance, SitePath.performance(athlete.slug))
        case .completeProfile: (.navProfile, SitePath.profile(athlete.slug))
        }
        return .init(title: t(step.label.title),
                     description: t(step.label.hint),
                     urgency: .low, urgencyLabel: t(.gettingStartedBadge), href: href(path),
                     linkLabel: t(.actionOpenTarget, ["target": t(target)]))
    }
}
