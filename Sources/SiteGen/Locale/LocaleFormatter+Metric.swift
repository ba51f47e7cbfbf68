import SiteData

extension LocaleFormatter {
    /// A metric value written as its type's rules say (`MetricType.display`, `.axisDisplay`):
    /// `91.5`, `6.85`, `.345`; pl `91,5`, `,345`.
    public func metric(_ value: Double, _ display: MetricDisplay) -> String {
        switch display {
        // A small value keeps two significant digits rather than printing 0 ("0.001 mph").
        case .decimal(let places): significantDecimal(value, maxFractionDigits: places)
        case .average: battingAverage(value)
        }
    }
}
