import Testing
@testable import Widgets

/// The blocks the site's page widgets are made of (cards, rows, facts), each as exact HTML.
@Suite struct PageBlockTests {
    @Test func cardWithHeaderAndDescription() {
        #expect(Card(title: "Offers", headingLevel: 2, description: "By school", body: .text("x")).render()
            == "<div class=\"card\"><h2>Offers</h2>"
            + "<p class=\"card-description muted\">By school</p>x</div>")
        #expect(Card(title: nil, body: .text("<b>")).render() == "<div class=\"card\">&lt;b&gt;</div>")
    }

    @Test func emptyMessageWithAndWithoutHint() {
        #expect(EmptyMessage("No posts", hint: "Add social.csv").render()
            == "<div class=\"empty-state\"><p>No posts</p><p class=\"empty-hint\">Add social.csv</p></div>")
        #expect(EmptyMessage("No posts").render() == "<div class=\"empty-state\"><p>No posts</p></div>")
    }

    @Test func factListPairsLabelsAndValues() {
        let facts = FactList([.init("Count", "3"), .init("School", .element("a", [.href("rice/index.html")], [.text("Rice")]))])
        #expect(facts.render() == "<dl class=\"facts\"><dt>Count</dt><dd>3</dd><dt>School</dt>"
            + "<dd><a href=\"rice/index.html\">Rice</a></dd></dl>")
    }

    @Test func metricCardBadgeTone() {
        #expect(MetricCard(name: "Exit velocity", value: "88.5 mph", date: "Nov 3, 2026", badge: "Verified", verified: true).render()
            == "<div class=\"metric-card\"><p class=\"metric-name muted\">Exit velocity</p><p class=\"metric-value\">88.5 mph</p>"
            + "<p class=\"metric-meta\"><span class=\"muted\">Nov 3, 2026</span> "
            + "<span class=\"w-badge w-badge-verified\"><i class=\"w-icon i-checkCircle\"></i>"
            + "Verified</span></p></div>")
        #expect(MetricCard(name: "a", value: "b", date: "c", badge: "Self-reported", verified: false).render()
            .contains("<span class=\"w-badge\">Self-reported</span>"))
    }

    @Test func noteRowLinkedOrNot() {
        #expect(NoteRow(title: "Visit", href: "notes/visit/index.html", meta: "Nov 3 · #rice", excerpt: "Met the coach").render()
            == "<li class=\"note-item\"><a class=\"note-title\" href=\"notes/visit/index.html\">Visit</a>"
            + "<p class=\"muted\">Nov 3 · #rice</p><p class=\"note-excerpt\">Met the coach</p></li>")
        #expect(NoteRow(title: "Visit", meta: "").render()
            == "<li class=\"note-item\"><span class=\"note-title\">Visit</span><p class=\"muted\"></p></li>")
    }

    @Test func athleteCardWithPhotoAndFigures() {
        let card = AthleteCard(name: "Ana", detail: "Softball", href: "ana/index.html", figures: [("Schools", "4")],
                               photo: ("ana/photo.jpg", "Photo of Ana"))
        #expect(card.render() == "<a class=\"card athlete-card\" href=\"ana/index.html\">"
            + "<img class=\"athlete-card-photo\" src=\"ana/photo.jpg\" alt=\"Photo of Ana\"/>"
            + "<h2 class=\"card-title\">Ana</h2><p class=\"muted\">Softball</p>"
            + "<dl class=\"facts\"><dt>Schools</dt><dd>4</dd></dl></a>")
    }

    @Test func postRowLinksItsContent() {
        #expect(PostRow(platform: "Instagram", platformKey: "instagram", meta: "@ana · Nov 3", content: "Visit!",
                        href: "https://instagram.com/p/1").render()
            == "<li><i class=\"ig\">Instagram</i> @ana · Nov 3<a href=\"https://instagram.com/p/1\">Visit!</a></li>")
        let x = PostRow(platform: "X", platformKey: "twitter", meta: "Nov 3", content: "Hi").render()
        #expect(x == "<li><i class=\"x\">X</i> Nov 3<p>Hi</p></li>")
        // Hidden by a recruiting filter: the rarer rows carry the class.
        let other = PostRow(platform: "X", platformKey: "twitter", meta: "<Nov 3>", other: true).render()
        #expect(other == "<li class=\"other\"><i class=\"x\">X</i> &lt;Nov 3&gt;</li>")
    }

    /// A row written from its parts (the meta line in pieces, the icon written once) is the
    /// row with its meta joined, on texts that need escaping and non-ASCII.
    @Test func postRowFromPartsIsTheJoinedRow() {
        let texts = ["", "@ana", "<b>&amp;</b>", #""quoted" 'x'"#, "Zoë Łódź 中文 👍🏽", "a\u{0}b\u{7F}"]
        for (key, name) in [("twitter", "X"), ("instagram", "Instagram"), ("web", "<Web & co>")] {
            let icon = PostRow.platformIcon(key, name: name)
            for lead in [nil] + texts {
                for date in texts {
                    for (content, href) in [(nil, nil), ("Hi <there>", nil), ("Zoë", "https://example.org/?a=1&b=\"2\"")] as [(String?, String?)] {
                        let joined = PostRow(platform: name, platformKey: key, meta: lead.map { $0 + " · " + date } ?? date,
                                             content: content, href: href, other: lead == nil).render()
                        let parts = Node.written { w in
                            PostRow.write(platform: name, platformKey: key, metaLead: lead, meta: date, content: content,
                                          href: href, other: lead == nil, icon: icon, into: &w)
                        }
                        #expect(parts.render() == joined)
                    }
                }
            }
        }
    }

    @Test func showAllAndDownloadLinks() {
        #expect(ShowAllLink("Show all 120", href: "tasks/index.html").render()
            == "<p class=\"show-all\"><a href=\"tasks/index.html\">Show all 120</a></p>")
        let download = DownloadLink("Download CSV", href: "reports/last-30-days.csv").render()
        #expect(download.hasPrefix("<p><a class=\"download-link\" href=\"reports/last-30-days.csv\" download=\"\"><i class=\"w-icon i-link\"></i>"))
        #expect(download.hasSuffix("</i> Download CSV</a></p>"))
        let calendar = DownloadLink("Add to your calendar", href: "calendar.ics", icon: .calendar, fileName: "ana.ics", type: "text/calendar").render()
        #expect(calendar.hasPrefix("<p><a class=\"download-link\" href=\"calendar.ics\" download=\"ana.ics\" type=\"text/calendar\"><i class=\"w-icon i-calendar\"></i>"))
        #expect(calendar.hasSuffix("</i> Add to your calendar</a></p>"))
    }

    @Test func rankCountAndLinkRows() {
        #expect(RankRow(name: "Rice", href: "rice/index.html", countLabel: "3 posts").render()
            == "<li><a href=\"rice/index.html\">Rice</a> <span class=\"muted\">3 posts</span></li>")
        #expect(RankRow(name: "Rice", countLabel: "1 post").render() == "<li>Rice <span class=\"muted\">1 post</span></li>")
        #expect(CountRow(label: "Division I", count: "12").render()
            == "<li class=\"w-row\" title=\"Division I\"><div class=\"w-row-main\"><span class=\"w-row-title\">Division I</span></div>"
            + "<div class=\"w-row-end\"><strong>12</strong></div></li>")
        #expect(CountRow(label: "A", href: "a.html", count: "1").render().contains("<a class=\"w-row-title\" href=\"a.html\">A</a>"))
        #expect(LinkRow(title: "Hudl", text: "hudl.com/x", href: "https://hudl.com/x").render()
            == "<li><a href=\"https://hudl.com/x\">Hudl</a></li>")
        #expect(LinkRow(title: "Hudl", text: "hudl.com/x", href: nil).render()
            == "<li>Hudl <span class=\"muted\">hudl.com/x</span></li>")
        // A thumbnail is decorative (the title names the video); its address is escaped.
        #expect(LinkRow(title: "Pop <times>", text: "x", href: "https://e.org/v2", image: "video-2.png?a=1&b=\"2\"").render()
            == "<li class=\"link-with-thumb\"><img class=\"link-thumb\" src=\"video-2.png?a=1&amp;b=&quot;2&quot;\" alt=\"\" loading=\"lazy\"/>"
            + "<a href=\"https://e.org/v2\">Pop &lt;times&gt;</a></li>")
    }
}
