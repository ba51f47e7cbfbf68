import SiteData

extension GettingStartedStep {
    /// The step's title ("Add your first schools") and its hint, as the dashboard says them.
    var label: (title: StringKey, hint: StringKey) {
        switch self {
        case .addSchools: (.gettingStartedAddSchools, .gettingStartedAddSchoolsHint)
        case .addCoach: (.gettingStartedAddCoach, .gettingStartedAddCoachHint)
        case .logMetric: (.gettingStartedLogMetric, .gettingStartedLogMetricHint)
        case .completeProfile: (.gettingStartedCompleteProfile, .gettingStartedCompleteProfileHint)
        }
    }
}
