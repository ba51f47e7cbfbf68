/// A first step shown in place of action items while an athlete has none: one per part of the
/// data that is still empty (docs/numbers.md, "Getting started"). They are suggestions for
/// the page only; `dashboard.json`'s `action_items` stay the computed ones.
public enum GettingStartedStep: String, CaseIterable, Hashable, Sendable {
    /// No row in `schools`.
    case addSchools = "add_schools"
    /// No row in `coaches`.
    case addCoach = "add_coach"
    /// No row in `performance_metrics`.
    case logMetric = "log_metric"
    /// `athlete.yml` lacks the graduation year, positions, high school, or both email and phone.
    case completeProfile = "complete_profile"

    /// The steps `data` still needs, in the order above; empty once every part has data.
    public static func steps(for data: AthleteData) -> [GettingStartedStep] {
        let p = data.profile
        let profileComplete = p.graduationDate != nil && !p.positions.isEmpty && !(p.highSchool ?? "").isEmpty
            && !((p.email ?? "").isEmpty && (p.phone ?? "").isEmpty)
        return allCases.filter { step in
            switch step {
            case .addSchools: data.schools.isEmpty
            case .addCoach: data.coaches.isEmpty
            case .logMetric: data.metrics.isEmpty
            case .completeProfile: !profileComplete
            }
        }
    }
}
