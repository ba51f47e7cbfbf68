import Testing
@testable import Widgets

/// Token names are reduced to `[a-z0-9-]` (lower-cased first), "primary" when nothing is left:
/// a name from a page spec can never break out of an attribute or the CSS.
@Suite struct ColorTokenTests {
    @Test(arguments: [
        ("primary", "primary"), ("sentiment-very-positive", "sentiment-very-positive"), ("a1-2", "a1-2"),
        ("Primary", "primary"), ("red\"; background:url(x)", "redbackgroundurlx"), ("</style>", "style"),
        ("", "primary"), ("!!!", "primary"), ("ÄMBER", "mber"), ("amber_2", "amber2"), ("-", "-"),
    ])
    func reducedToLettersDigitsAndHyphens(name: String, expected: String) {
        #expect(ColorToken(name).name == expected)
        #expect(GradientToken(name).name == expected)
    }
}
