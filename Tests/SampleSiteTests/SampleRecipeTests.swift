import SiteData
import Testing
@testable import SampleSite

/// `sitegen new --athletes N` writes realistic athletes with names of their own; `--heavy`
/// the benchmark's (issue 43 §6).
@Suite struct SampleRecipeTests {
    @Test func realisticAthletesHaveUniqueNamesAndSlugs() {
        let recipes = (1...2_200).map(SampleRecipe.realistic(index:))
        #expect(Set(recipes.map(\.name)).count == recipes.count)
        #expect(Set(recipes.map(\.slug)).count == recipes.count)
        #expect(recipes.allSatisfy { Slug.isValidAthleteSlug($0.slug) })
        #expect(recipes.prefix(3).map(\.name) == ["James Smith", "Maria Smith", "Robert Smith"])
        #expect(recipes[0].slug == "james-smith")
        #expect(recipes[1_050].name == "James A. Smith")
        // Three sizes in turn, none of them the benchmark's.
        #expect(recipes.prefix(3).map(\.interactions) == [300, 70, 26])
        #expect(recipes.allSatisfy { $0.interactions < 1_500 && $0.posts < 2_000 })
    }

    @Test func heavyAthletesAreTheBenchmarks() {
        let heavy = SampleRecipe.synthetic(index: 42)
        #expect(heavy.slug == "athlete-042")
        #expect([heavy.schools, heavy.coaches, heavy.interactions, heavy.metrics, heavy.posts, heavy.notes] == [40, 120, 1_500, 300, 2_000, 30])
    }
}
