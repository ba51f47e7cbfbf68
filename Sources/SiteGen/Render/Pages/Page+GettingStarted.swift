import SiteData

extension Page {
    /// The athlete's action items, or, while there are none, the getting-started steps its
    /// empty tables call for (add schools, a coach, a metric; complete the profile).
    func actionItemsOrFirstSteps(_ site: AthleteContext) -> [ActionItemsValue.Item] {
        let items = site.models.dashboard.actionItems
        guard items.isEmpty else { return items.map { actionItem($0, site: site) } }
        return GettingStartedStep.steps(for: site.data).map { gettingStarted($0, site: site) }
    }

    /// One step, worded in the page's language, linking the page where its data will show.
    func gettingStarted(_ step: GettingStartedStep, site: AthleteContext) -> ActionItemsValue.Item {
        let (target, path): (StringKey, String) = switch step {
        case .addSchools: (.navSchools, SitePath.schools(site.slug))
        case .addCoach: (.navCoaches, SitePath.coaches(site.slug))
        case .logMetric: (.navPerformance, SitePath.performance(site.slug))
        case .completeProfile: (.navProfile, SitePath.profile(site.slug))
        }
        return .init(title: t(dynamic: "getting_started.\(step.rawValue)"),
                     description: t(dynamic: "getting_started.\(step.rawValue)_hint"),
                     urgency: .low, urgencyLabel: t(.gettingStartedBadge), href: href(path),
                     linkLabel: t(.actionOpenTarget, ["target": t(target)]))
    }
}
