extension GradientToken {
    /// One rule per gradient in `named` (`.w-g-blue { --w-g1: var(--gradient-blue-start); … }`),
    /// written once a site beside the icons' drawings: a stat card names its gradient as a class
    /// (`StatCard`), and any theme's stylesheet has the rule, from that theme's tokens.
    public static var stylesheet: String {
        named.map { "." + $0.className! + " { --w-g1: " + $0.startCSS + "; --w-g2: " + $0.endCSS + "; }\n" }.joined()
    }
}
