import Foundation
import Yams

/// `site.yml` → `SiteConfig`. See docs/content.md for the keys; the checks here: `locale` is `en` or
/// `pl` (case-insensitive), `timezone` a known IANA zone, `today` a date, `date_order` `mdy` or `dmy`, `theme` a plain folder
/// name or `{name, tokens}` (SiteConfigLoader+Theme), `base_url` an http(s) URL without query or
/// fragment, stored percent-encoded and ending in `/` (SiteConfigLoader+BaseURL), `reports.custom`
/// entries `{name, from, to}` with `name` a slug (it becomes a folder name, unique among the
/// custom reports, not a Windows device name) and `to` not before `from`.
public enum SiteConfigLoader {
    static let keys = ["title", "locale", "timezone", "today", "theme", "base_url", "public", "public_contacts", "publish", "reports",
                       "packet", "source", "paper", "date_order", "documents", "host", "metric_types"]

    /// Parses `text`; `file` is the display path used in messages.
    public static func load(text: String, file: String) -> (SiteConfig, Diagnostics) {
        var config = SiteConfig()
        var y = YAMLFile(file: file)
        guard let root = y.parse(text), !YAMLFile.isNull(root),
              let top = y.entries(root, known: keys, name: "site.yml") else {
            return (config, y.diagnostics)
        }
        if let title = y.string(top["title"]) { config.title = title }
        if let e = top["paper"], let paper = y.string(e) {
            let p = paper.trimmingSpaces.lowercased()
            if p == "letter" || p == "a4" {
                config.paper = p
            } else {
                y.diagnostics.error("paper \(Quote.text(paper)) is not one of letter, a4", at: y.at(e.value))
            }
        }
        if let e = top["locale"], let locale = y.string(e) {
            let l = locale.trimmingSpaces.lowercased()
            if l == "en" || l == "pl" {
                config.locale = l
            } else {
                y.diagnostics.error("locale \(Quote.text(locale)) is not one of en, pl"
                                    + TableDecoder.guess(l, among: ["en", "pl"]), at: y.at(e.value))
            }
        }
        if let e = top["timezone"], let zone = y.string(e) {
            let z = zone.trimmingSpaces
            if !z.isEmpty, TimeZone(identifier: z) != nil {
                config.timezone = z
            } else {
                y.diagnostics.error("timezone \(Quote.text(zone)) is not a known IANA time zone (such as Europe/Warsaw)"
                                    + TableDecoder.guess(z, among: TimeZone.knownTimeZoneIdentifiers.sorted(by: codePointLess)),
                                    at: y.at(e.value))
            }
        }
        config.today = y.date(top["today"])
        if let e = top["date_order"], let order = y.string(e) {
            let o = order.trimmingSpaces.lowercased()
            if SpreadsheetDates.Order(rawValue: o) != nil {
                config.dateOrder = o
            } else {
                y.diagnostics.error("date_order \(Quote.text(order)) is not one of mdy (month first: 9/28/2025), "
                                    + "dmy (day first: 28/9/2025)", at: y.at(e.value))
            }
        }
        if let e = top["theme"] { theme(e, &y, into: &config) }
        if let e = top["base_url"], let url = y.string(e) {
            switch baseURL(url.trimmingSpaces) {
            case .address(let address): config.baseURL = address
            case .refused(let why): y.diagnostics.error("base_url \(Quote.text(url)) \(why)", at: y.at(e.value))
            }
        }
        if let p = y.bool(top["public"]) { config.isPublic = p }
        if let p = y.bool(top["public_contacts"]) { config.publicContacts = p }
        if let e = top["publish"], !YAMLFile.isNull(e.value) { publish(e, &y, into: &config) }
        if let d = y.bool(top["documents"]) { config.documents = d }
        if let e = top["host"], let host = y.string(e) {
            switch SiteConfig.checkHost(host) {
            case .success(let h): config.host = h
            case .failure(let problem): y.diagnostics.error(problem.message, at: y.at(e.value))
            }
        }
        if let e = top["metric_types"], !YAMLFile.isNull(e.value) { metricTypes(e, &y, into: &config) }
        if let s = y.string(top["source"]) { config.source = s.trimmingSpaces }
        if let e = top["reports"], !YAMLFile.isNull(e.value),
           let reports = y.entries(e.value, known: ["custom", "pdf"], prefix: "reports.", name: "reports") {
            config.customReports = customReports(reports["custom"], &y)
            if let pdf = y.bool(reports["pdf"]) { config.reportPDFs = pdf }
        }
        if let e = top["packet"], !YAMLFile.isNull(e.value),
           let packet = y.entries(e.value, known: ["include"], prefix: "packet.", name: "packet") {
            config.packetInclude = y.stringList(packet["include"])
        }
        y.finish()
        return (config, y.diagnostics)
    }

    static func customReports(_ e: YAMLFile.Entry?, _ y: inout YAMLFile) -> [SiteConfig.CustomRange] {
        guard let e, !YAMLFile.isNull(e.value) else { return [] }
        guard case .sequence(let items) = e.value else {
            y.diagnostics.error("reports.custom must be a list of {name, from, to}, not \(YAMLFile.kindName(e.value))",
                                at: y.at(e.value))
            return []
        }
        var out: [SiteConfig.CustomRange] = []
        var names: Set<String> = []
        for item in items {
            guard let fields = y.entries(item, known: ["name", "from", "to"], prefix: "reports.custom.",
                                         name: "a custom report") else { continue }
            let name = y.string(fields["name"])
            let from = y.date(fields["from"])
            let to = y.date(fields["to"])
            var ok = true
            for key in ["name", "from", "to"] where fields[key] == nil || YAMLFile.isNull(fields[key]!.value) {
                y.diagnostics.error("custom report is missing \"\(key)\"", at: y.at(item))
                ok = false
            }
            if let name, let nameEntry = fields["name"] {
                if Slug.isSlugShaped(name), Slug.isWindowsReserved(name) {
                    y.diagnostics.error("custom report name \(Quote.text(name)) is a device name on Windows "
                                        + "(\(Slug.reservedList)); choose another name (it becomes a folder name)",
                                        at: y.at(nameEntry.value))
                    ok = false
                } else if !Slug.isValidAthleteSlug(name) {
                    y.diagnostics.error("custom report name \(Quote.text(name)) must be lowercase letters, digits and "
                                        + "single dashes, e.g. \"spring-2026\" (it becomes a folder name)",
                                        at: y.at(nameEntry.value))
                    ok = false
                } else if let preset = ReportPreset.standard.first(where: { $0.name == name }) {
                    y.diagnostics.error("custom report name \(Quote.text(name)) is taken by the preset \(Quote.text(preset.name)); "
                                        + "choose another name", at: y.at(nameEntry.value))
                    ok = false
                } else if name.hasPrefix("from-") {
                    y.diagnostics.error("custom report name \(Quote.text(name)) must not start with \"from-\" "
                                        + "(reserved for --from/--to ranges)", at: y.at(nameEntry.value))
                    ok = false
                } else if !names.insert(name).inserted {
                    y.diagnostics.error("custom report name \(Quote.text(name)) is used twice", at: y.at(nameEntry.value))
                    ok = false
                }
            }
            if let from, let to, let toEntry = fields["to"], to < from {
                y.diagnostics.error("End date must be after start date", at: y.at(toEntry.value))
                ok = false
            }
            if ok, let name, let from, let to {
                out.append(SiteConfig.CustomRange(name: name, range: DateRange(from: from, to: to)))
            }
        }
        return out
    }
}
