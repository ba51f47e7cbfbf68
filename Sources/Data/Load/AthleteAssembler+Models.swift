/// Typed rows → models. Rows reaching here passed `TableDecoder`, so required values exist.
extension AthleteAssembler {
    static func makeSchools(_ t: consuming TableDecoder.Table) -> [School] {
        let id = t.column("id"), name = t.column("name"), status = t.column("status"),
            division = t.column("division"), tier = t.column("tier"), size = t.column("size"),
            city = t.column("city"), state = t.column("state"), lat = t.column("latitude"),
            lon = t.column("longitude"), website = t.column("website"), created = t.column("created_at")
        return t.drain { r in
            School(id: r.text(id)!, name: r.text(name)!, status: r.text(status), division: r.text(division),
                   tier: r.text(tier).flatMap(SchoolTier.init(rawValue:)), size: r.text(size),
                   city: r.text(city), state: r.text(state), latitude: r.number(lat),
                   longitude: r.number(lon), website: r.text(website), createdAt: r.date(created),
                   createdTime: r.seconds(created))
        }
    }

    static func makeCoaches(_ t: consuming TableDecoder.Table) -> [Coach] {
        let id = t.column("id"), school = t.column("school_id"), name = t.column("name"),
            title = t.column("title"), email = t.column("email"), phone = t.column("phone"),
            twitter = t.column("twitter"), created = t.column("created_at")
        return t.drain { r in
            Coach(id: r.text(id)!, schoolId: r.text(school), name: r.text(name)!, title: r.text(title),
                  email: r.text(email), phone: r.text(phone), twitter: r.text(twitter),
                  createdAt: r.date(created), createdTime: r.seconds(created))
        }
    }

    static func makeInteractions(_ t: consuming TableDecoder.Table) -> [Interaction] {
        let id = t.column("id"), school = t.column("school_id"), coach = t.column("coach_id"),
            type = t.column("type"), by = t.column("initiated_by"), sentiment = t.column("sentiment"),
            at = t.column("occurred_at"), notes = t.column("notes")
        let initiators = CaseLookup<Initiator>(), sentiments = CaseLookup<Sentiment>()
        return t.drain { r in
            Interaction(id: r.text(id)!, schoolId: r.text(school), coachId: r.text(coach), type: r.text(type),
                        initiatedBy: initiators(r.text(by)),
                        sentiment: sentiments(r.text(sentiment)),
                        occurredAt: r.date(at)!, occurredTime: r.seconds(at) ?? 0, notes: r.text(notes))
        }
    }

    static func makeOffers(_ t: consuming TableDecoder.Table) -> [Offer] {
        let id = t.column("id"), school = t.column("school_id"), type = t.column("offer_type"),
            status = t.column("status"), offered = t.column("offered_at"), deadline = t.column("deadline")
        return t.drain { r in
            Offer(id: r.text(id)!, schoolId: r.text(school)!, offerType: r.text(type),
                  status: OfferStatus(rawValue: r.text(status)!)!, offeredAt: r.date(offered),
                  deadline: r.date(deadline))
        }
    }

    /// An `end_date` before `start_date` is an error at the `end_date` cell.
    static func makeEvents(_ t: consuming TableDecoder.Table, _ diagnostics: inout Diagnostics) -> [Event] {
        let id = t.column("id"), name = t.column("name"), type = t.column("type"),
            start = t.column("start_date"), end = t.column("end_date"), location = t.column("location"),
            school = t.column("school_id"), url = t.column("url")
        let source = t.source
        return t.drain { r in
            let s = r.date(start)!
            if let e = r.date(end), e < s {
                diagnostics.error("end_date: \(e.iso) is before start_date \(s.iso)",
                                  at: r.location(end) ?? SourceLocation(file: source))
            }
            return Event(id: r.text(id)!, name: r.text(name)!, type: r.text(type), startDate: s,
                         endDate: r.date(end), location: r.text(location), schoolId: r.text(school),
                         url: r.text(url))
        }
    }

    /// `declared`: the site's own types (a row of one without a `unit` gets the declared unit).
    static func makeMetrics(_ t: consuming TableDecoder.Table, declared: [MetricType] = []) -> [PerformanceMetric] {
        let id = t.column("id"), type = t.column("metric_type"), value = t.column("value"),
            unit = t.column("unit"), date = t.column("recorded_date"), event = t.column("event_id"),
            verified = t.column("verified"), notes = t.column("notes")
        var byKey: [String: MetricType] = [:]
        for m in MetricType.allCases + declared { byKey[m.rawValue] = m }
        return t.drain { r in
            let metricType = byKey[r.text(type)!]!
            return PerformanceMetric(id: r.text(id)!, metricType: metricType,
                              value: r.number(value)!, unit: r.text(unit) ?? metricType.declaration?.unit, recordedDate: r.date(date)!,
                              eventId: r.text(event), verified: r.bool(verified) ?? false,
                              notes: r.text(notes))
        }
    }

    static func makePosts(_ t: consuming TableDecoder.Table) -> [SocialPost] {
        let id = t.column("id"), school = t.column("school_id"), platform = t.column("platform"),
            date = t.column("post_date"), recruiting = t.column("is_recruiting_related"),
            sentiment = t.column("sentiment"), content = t.column("post_content"),
            author = t.column("author_handle"), url = t.column("url")
        let platforms = CaseLookup<Platform>(), sentiments = CaseLookup<Sentiment>()
        return t.drain { r in
            SocialPost(id: r.text(id)!, schoolId: r.text(school), platform: platforms(r.text(platform))!,
                       postDate: r.date(date)!, postTime: r.seconds(date) ?? 0, isRecruitingRelated: r.bool(recruiting) ?? false,
                       sentiment: sentiments(r.text(sentiment)),
                       postContent: r.text(content), authorHandle: r.text(author), url: r.text(url))
        }
    }

    static func makeTasks(_ t: consuming TableDecoder.Table) -> [TaskItem] {
        let id = t.column("id"), text = t.column("text"), done = t.column("is_completed"),
            created = t.column("created_at")
        return t.drain { r in
            TaskItem(id: r.text(id)!, text: r.text(text)!, isCompleted: r.bool(done) ?? false,
                     createdAt: r.date(created), createdTime: r.seconds(created))
        }
    }

    static func makeSuggestions(_ t: consuming TableDecoder.Table) -> [Suggestion] {
        let id = t.column("id"), title = t.column("title"), description = t.column("description"),
            urgency = t.column("urgency"), url = t.column("action_url"), status = t.column("status")
        return t.drain { r in
            Suggestion(id: r.text(id)!, title: r.text(title)!, description: r.text(description),
                       urgency: r.text(urgency).flatMap(Urgency.init(rawValue:)), actionURL: r.text(url),
                       status: r.text(status).flatMap(SuggestionStatus.init(rawValue:)) ?? .pending)
        }
    }
}
