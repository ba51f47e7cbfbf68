import Foundation
import Testing

/// `sitegen theme widgets`: the widgets a page spec can name, with their shapes and options.
@Suite struct ThemeWidgetsCLITests {
    @Test func listsOneWidget() throws {
        let r = try CLIRunner.run(["theme", "widgets", "heatmap"])
        #expect(r.status == 0)
        #expect(r.err == "")
        #expect(r.out == """
            heatmap: SVG calendar heatmap, weeks as columns, weekday initials, `heat-0…4` tokens, legend Less/More
              shapes: calendar
              options: dataset, description, empty, empty_hint, full_width, hidden, title

            """)
    }

    @Test func unknownWidgetFails() throws {
        let r = try CLIRunner.run(["theme", "widgets", "heat_map"])
        #expect(r.status == 1)
        #expect(r.out == "")
        #expect(r.err.hasPrefix("error: unknown widget \"heat_map\" (known: action_items, activity_feed, at_a_glance, athlete_cards,"))
    }
}
