import Foundation
import Testing

/// `sitegen theme shapes`: the dataset shapes, listed from their files, with their widgets.
@Suite struct ThemeShapesCLITests {
    @Test func listsOneShape() throws {
        let r = try CLIRunner.run(["theme", "shapes", "category_shares"])
        #expect(r.status == 0)
        #expect(r.err == "")
        #expect(r.out == """
            category_shares: (label, count, percentage of the total, one decimal or null)
              widgets: horizontal_bars, donut, table

            """)
    }

    @Test func unknownShapeFails() throws {
        let r = try CLIRunner.run(["theme", "shapes", "category_count"])
        #expect(r.status == 1)
        #expect(r.out == "")
        #expect(r.err.hasPrefix("error: unknown shape \"category_count\" (known: action_items, activity, athletes, calendar,"))
    }
}
