import CoachDocuments
import Widgets

/// Résumés used by the tests: the richest, an empty one and one with 300-character names.
enum ResumeSamples {
    static let info = PDFInfo(title: "Łucja Żółkiewska – recruiting résumé", author: "Łucja Żółkiewska", day: "2026-11-22")

    static func chart(_ id: String, _ values: [Double]) -> PrintChart {
        let data = values.enumerated().map { i, v in ChartDatum(label: "2026-0\(i + 1)-01", value: v, valueLabel: "\(v)") }
        let spark = Sparkline(id: id, text: ChartText(title: id, summary: "", labelHeader: "Date", valueHeader: "Value"), values: data)
        return PrintChart(spark.drawing)
    }

    static var rich: ResumeDocument {
        var doc = ResumeDocument(info: info, name: "Łucja Żółkiewska")
        doc.headline = "Class of 2027 · Pitcher, Outfield"
        doc.player = [
            .init(label: "Height", value: "5′9″"), .init(label: "Weight", value: "150 lb"),
            .init(label: "Bats / throws", value: "R / R"), .init(label: "High school", value: "Westlake High School"),
            .init(label: "Club team", value: "Austin Elite 18U"), .init(label: "Hometown", value: "Austin, TX"),
        ]
        doc.academics = [.init(label: "GPA", value: "3.85"), .init(label: "SAT", value: "1340"),
                         .init(label: "ACT", value: "29"), .init(label: "Intended major", value: "Kinesiology")]
        doc.metrics = [
            .init(name: "Pitch velocity", value: "61 mph", date: "12 Oct 2026", status: "Verified", verified: true),
            .init(name: "Exit velocity", value: "72 mph", date: "3 Oct 2026", status: "Self-reported", verified: false),
            .init(name: "60-yard dash", value: "7.41 s", date: "20 Sep 2026", status: "Verified", verified: true),
        ]
        doc.charts = [.init(title: "Pitch velocity (mph)", chart: chart("pv", [55, 57, 58, 60, 61])),
                      .init(title: "Exit velocity", chart: chart("ev", [66, 68, 67, 70, 72]))]
        doc.events = [.init(date: "5 Dec 2026", name: "Winter Showcase", place: "Round Rock, TX"),
                      .init(date: "10 Jan 2027", name: "Elite Camp", place: "Waco, TX")]
        doc.links = [.init(label: "Highlight video", url: "https://www.hudl.com/profile/123456"),
                     .init(label: "Website", url: "https://example.org/lucja/")]
        doc.contact = [.init(label: "lucja@example.org", url: "mailto:lucja@example.org"),
                       .init(label: "+1 512 555 0100", url: "tel:+15125550100")]
        doc.footer = "Updated 22 Nov 2026"
        return doc
    }

    static var empty: ResumeDocument {
        ResumeDocument(info: PDFInfo(title: "Résumé", author: "", day: "2026-11-22"), name: "Ann Lee")
    }

    static var long: ResumeDocument {
        var doc = rich
        let long = String(repeating: "Żółkiewska-Wiśniewska ", count: 14)  // 308 characters
        doc.name = long
        doc.headline = long
        doc.player = doc.player.map { .init(label: $0.label, value: long) }
        doc.academics = doc.academics.map { .init(label: $0.label, value: long) }
        doc.metrics = (0..<40).map { n in .init(name: long, value: "\(n) mph", date: "1 Oct 2026", status: "Verified", verified: true) }
        doc.events = (0..<40).map { _ in .init(date: "5 Dec 2026", name: long, place: long) }
        doc.links = doc.links.map { .init(label: long, url: $0.url) }
        return doc
    }
}
