import SampleSite

/// The seeded generator of the tests' generated inputs: the sample content's own (one
/// implementation in the repository), so a failing input can be made again from its seed.
public typealias SplitMix = SplitMix64
