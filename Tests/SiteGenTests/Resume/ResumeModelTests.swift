import CoachDocuments
import Testing
@testable import SiteGen
import SiteData

@Suite struct ResumeModelTests {
    @Test func paperFollowsSiteYMLThenTheLanguage() {
        var config = SiteConfig()
        #expect(ResumeModel.paper(config) == .letter)
        config.locale = "pl"
        #expect(ResumeModel.paper(config) == .a4)
        config.paper = "letter"
        #expect(ResumeModel.paper(config) == .letter)
        config.locale = "en"
        config.paper = "a4"
        #expect(ResumeModel.paper(config) == .a4)
    }
}
