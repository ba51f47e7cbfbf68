import SiteData
import Testing
import Widgets

/// The pages (Widgets' escapers) and the CSV files (SiteData's `CSVWriter`) drop the same bidi
/// controls: the rule is written in each module, so it is checked here on every scalar.
@Suite struct BidiRuleTests {
    @Test func csvAndMarkupDropTheSameControls() {
        var dropped: [UInt32] = [], disagree: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if CSVWriter.isBidiControl(scalar) != String.isBidiControl(scalar) { disagree.append(value) }
            if CSVWriter.isBidiControl(scalar) { dropped.append(value) }
        }
        #expect(disagree.isEmpty)
        #expect(dropped == [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069])
    }
}
