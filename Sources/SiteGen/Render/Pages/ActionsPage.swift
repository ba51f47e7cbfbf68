import SiteData

/// `<athlete>/actions/index.html`: every action item, most urgent first (docs/numbers.md, "Action items page").
struct ActionsPage: PageDatasets {
    let athlete: AthleteContext

    func render() -> OutputFile {
        athlete.renderSpecPage(.actions, path: SitePath.actions(athlete.slug), tab: .actions, datasets: self)
    }

    func value(for dataset: ActionsPage.Dataset, in page: Page) -> DatasetValue {
        switch dataset {
        case .actionItems:
            // No "Show all" link: this page is the whole list.
            return .actionItems(ActionItemsValue(items: page.actionItemsOrFirstSteps(athlete), allHref: nil))
        }
    }
}

extension ActionsPage {
    typealias Dataset = ActionsDataset
}

extension ActionsPage: PageFiles {
    static let kind = PageKind.actions
    static func files(_ athlete: AthleteContext) -> OutputFiles {
        [ActionsPage(athlete: athlete).render()]
    }
}
