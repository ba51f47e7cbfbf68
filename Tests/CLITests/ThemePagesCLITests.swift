import Foundation
import Testing

/// `sitegen theme pages`: the pages and datasets theme authors write specs with.
@Suite struct ThemePagesCLITests {
    @Test func listsOnePage() throws {
        let r = try CLIRunner.run(["theme", "pages", "coaches"])
        #expect(r.status == 0)
        #expect(r.err == "")
        #expect(r.out == """
            coaches: coaches list
              output: `<athlete>/coaches/index.html`
              dataset  shape    content
              coaches  records  name, school (linked; unknown as `common.unknown_school`), title, last contact, interaction count, and on a site that is not public an "Email packet" `mailto:` for coaches with an email

            """)
    }

    @Test func unknownPageFails() throws {
        let r = try CLIRunner.run(["theme", "pages", "dashbord"])
        #expect(r.status == 1)
        #expect(r.out == "")
        #expect(r.err.hasPrefix("error: unknown page \"dashbord\" (known: actions, coach, coaches, dashboard,"))
    }
}
