import Yams

extension SiteConfigLoader {
    /// `publish:` names what a public site carries beyond what a coach may see
    /// (`PublicEdition.Section`): a name or a list of names. An unknown name is an error at it,
    /// with the known ones and the closest.
    static func publish(_ e: YAMLFile.Entry, _ y: inout YAMLFile, into config: inout SiteConfig) {
        let names = y.stringList(e)
        let (sections, unknown) = PublicEdition.sections(names)
        let known = PublicEdition.Section.allCases.map(\.rawValue)
        for name in unknown {
            y.diagnostics.error("publish: unknown section \(Quote.text(name)) (known: \(known.joined(separator: ", ")))"
                                + TableDecoder.guess(name.trimmingSpaces.lowercased(), among: known), at: y.at(e.value))
        }
        config.publish = PublicEdition.Section.allCases.filter(sections.contains)
    }
}
