import SiteData

/// The coach edition's view models (`AthleteModels(edition:today:)`), made once with the
/// athlete's context and shared by reference: the coach page and the family's profile page each
/// draw a context from the edition (`AthleteContext.editionContext`), and each made the
/// dashboard and performance models of the same rows again. A class, so that the context's
/// many copies share one reference instead of copying the models' arrays.
final class EditionModels: Sendable {
    let models: AthleteModels
    init(_ models: AthleteModels) { self.models = models }
}
