import SiteData

extension SchoolPages {
    /// One school's datasets: facts, coaches, interactions, offers, events, posts, notes.
    struct Detail: PageDatasets {
        let athlete: AthleteContext
        let school: School
        let log: ContactLog
        /// The school's interactions, newest instant first (time of day breaks a same-day
        /// tie), then id ascending.
        let interactions: [Interaction]
        /// Their timeline items, in the same order (made once: the school page and its
        /// interaction pages show the same items).
        let timeline: [TimelineItem]

        /// Posts about the school, newest first (`SocialPost.newestFirst`): all of them, or
        /// at least the ones the page shows (`PageSpec.itemsShown`).
        let posts: [SocialPost]
        /// How many posts there are about the school (`posts` may hold only the latest).
        let postCount: Int

        /// `interactions`: the school's, newest first (`InteractionLog`); `posts`: the school's,
        /// newest first (`AthleteModels.postsNewestFirst`), the latest ones of `postCount`
        /// (nil: all of them).
        init(athlete: AthleteContext, school: School, log: ContactLog, interactions: [Interaction], posts: [SocialPost],
             postCount: Int? = nil) {
            self.athlete = athlete
            self.school = school
            self.log = log
            self.posts = posts
            self.postCount = postCount ?? posts.count
            self.interactions = interactions
            self.timeline = Detail.timelineItems(self.interactions, athlete: athlete)
        }

        func value(for dataset: SchoolPages.Detail.Dataset, in page: Page) -> DatasetValue {
            let f = page.formatter
            let id = school.id
            switch dataset {
            case .schoolDetails:
                return .facts([
                    FactItem(label: page.t(.schoolsStatus), value: page.label("school_status", school.status)),
                    FactItem(label: page.t(.schoolsDivision), value: nonEmpty(school.division)),
                    FactItem(label: page.t(.schoolsTier), value: school.tier?.rawValue),
                    FactItem(label: page.t(.schoolsSize), value: page.label("size", school.size)),
                    FactItem(label: page.t(.schoolsLocation), value: page.location(school)),
                    FactItem(label: page.t(.schoolsWebsite), value: nonEmpty(school.website), href: school.websiteLink?.url),
                ])

            case .schoolCoaches:
                let coaches = athlete.data.coaches.filter { $0.schoolId == id }.sortedByIndices(by: Coach.byName)
                return .records(RecordsValue(
                    columns: [page.t(.coachesName), page.t(.coachesTitle), page.t(.coachesEmail),
                              page.t(.coachesPhone), page.t(.coachesLastContact)],
                    numericColumns: [],
                    rows: coaches.map { c in [
                        .init(c.name), .init(c.title ?? ""),
                        .init(c.email ?? "", href: c.emailLink?.url),
                        .init(c.phone ?? "", href: c.phoneLink?.url),
                        .init(page.lastContact(log.coach(c.id).lastContact)),
                    ] }))

            case .schoolInteractions:
                // With interaction pages, only the ones this page shows.
                let all = timeline
                let shown = hasInteractionPages(all.count) ? all.prefix(athlete.build.specs[.school]?.limit(of: SchoolPages.Detail.Dataset.schoolInteractions) ?? 0) : all[...]
                return .timeline(Array(shown))

            case .schoolOffers:
                let offers = athlete.data.offers.filter { $0.schoolId == id }.sorted(by: Offer.newestFirst)
                return .records(RecordsValue(
                    columns: [page.t(.offerType), page.t(.offerStatus), page.t(.offerOfferedAt), page.t(.offerDeadline)],
                    numericColumns: [],
                    rows: offers.map { o in [
                        .init(page.label("offer", o.offerType) ?? ""), .init(page.t(o.status.label)),
                        .init(page.date(o.offeredAt) ?? ""), .init(page.date(o.deadline) ?? ""),
                    ] }))

            case .schoolEvents:
                let events = athlete.data.events.filter { $0.schoolId == id }.sorted(by: Event.soonestFirstByID)
                return .events(events.map { e in
                    // The school is the page's own: not repeated on each event.
                    EventItem(name: e.name, date: eventDates(e, f), type: page.label("event", e.type),
                              location: nonEmpty(e.location), school: nil, schoolHref: nil, link: e.link,
                              anchor: SitePath.eventAnchor(e.id))
                })

            case .schoolPosts:
                // Only the posts the page shows (the latest 5 of maybe hundreds): the rest
                // are in the social feed, which "View all posts" opens.
                let shown = athlete.build.specs[.school]?.itemsShown(of: SchoolPages.Detail.Dataset.schoolPosts).map { posts.prefix(Swift.max($0, 1)) } ?? posts[...]
                return .posts(shown.map { p in
                    PostItem(platform: page.t(p.platform.label), platformKey: p.platform.rawValue,
                             handle: nonEmpty(p.authorHandle), date: f.date(p.postDate), content: nonEmpty(p.postContent),
                             link: p.link)
                })

            case .schoolNotes:
                return .notes(NotePages.ordered(athlete.data.notes.filter { $0.schoolId == id }).map { athlete.noteItem($0, page) })

            }
        }

        /// Title "Email · Tim Corbin", detail "By Coach · <the family's notes>",
        /// badge the sentiment. The texts that do not depend on the interaction are looked up
        /// once, not per item.
        static func timelineItems(_ interactions: [Interaction], athlete: AthleteContext) -> [TimelineItem] {
            guard !interactions.isEmpty else { return [] }
            let strings = athlete.build.strings, f = strings.formatter
            // A few cases each: found by comparing, not hashing, per interaction.
            let initiated = Initiator.allCases.map { who in (who, strings[.interactionInitiatedByWho, ["who": strings[who.label]]]) }
            let sentiments = Sentiment.allCases.map { s in (s, strings[s.label]) }
            let other = strings[.interactionOther]
            // The interaction types' table labels, looked up once per type (an athlete uses a
            // few), and the school's coaches' names: found by comparing, as the tables' keys
            // are (canonically equal Strings); a type with no label is humanized from its own
            // bytes, each time.
            var types: [(raw: String, label: String?)] = []
            var coaches: [(id: String, name: String?)] = []
            return interactions.map { i in
                let type: String
                if let raw = i.type, !raw.isEmpty {
                    let known: String?
                    if let found = types.first(where: { $0.raw == raw }) {
                        known = found.label
                    } else {
                        known = strings.label("interaction", raw)
                        types.append((raw, known))
                    }
                    type = known ?? Page.humanize(raw)
                } else {
                    type = other
                }
                var coach: String?
                if let id = i.coachId {
                    if let found = coaches.first(where: { $0.id == id }) {
                        coach = found.name
                    } else {
                        coach = athlete.coachesByID[id]?.name
                        coaches.append((id, coach))
                    }
                }
                let by = i.initiatedBy.flatMap { who in initiated.first { $0.0 == who }?.1 }
                return TimelineItem(date: f.date(i.occurredAt), titleLead: type, titleTail: coach,
                                    detailLead: by, detailTail: nonEmpty(i.notes),
                                    badge: i.sentiment.flatMap { s in sentiments.first { $0.0 == s }?.1 })
            }
        }

        /// "Apr 10, 2026", or "Mar 22, 2026 – Mar 23, 2026" for an event over several days.
        func eventDates(_ e: Event, _ f: LocaleFormatter) -> String {
            guard let end = e.endDate, end > e.startDate else { return f.date(e.startDate) }
            return f.dateRange(DateRange(from: e.startDate, to: end))
        }

        func nonEmpty(_ s: String?) -> String? { Detail.nonEmpty(s) }

        /// `s` when it has a character other than whitespace (`ExternalLink.trim` would leave
        /// something), nil otherwise: asked without making the trimmed String.
        static func nonEmpty(_ s: String?) -> String? {
            guard let s, s.unicodeScalars.contains(where: { !ExternalLink.isSpace($0) }) else { return nil }
            return s
        }
    }
}

extension SchoolPages.Detail {
    typealias Dataset = SchoolDataset
}
