import Testing
@testable import SiteData

/// The roster's position groups: a fixed map of common abbreviations, the rest utility.
@Suite struct PositionGroupTests {
    @Test(arguments: [(["RHP", "ss"], [PositionGroup.pitchers, .infielders]), (["C"], [.catchers]), (["CF", "DH"], [.outfielders, .utility]),
                      (["Shortstop", "LHP", "P"], [.pitchers, .infielders]), ([], []), (["  "], [])])
    func groups(positions: [String], groups: [PositionGroup]) {
        #expect(PositionGroup.groups(positions) == groups)
    }
}
