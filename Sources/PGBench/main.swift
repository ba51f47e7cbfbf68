// Benchmark for the PostgreSQL source (run through scripts/pg-bench.sh).
//
//   PGBench schema                 print db/schema.sql
//   PGBench seed N                 print INSERTs for N rich athletes (bench-001 …)
//   PGBench fetch URL N [REPEAT]   time loading one athlete (REPEAT times) and all N
import Foundation
import SiteData
#if Postgres
import SiteDataPostgres

/// One rich athlete: 1,500 interactions, 2,000 posts, and a few hundred rows of each other table.
/// Deterministic: values derive from the row index.
func richAthlete(_ n: Int) -> AthleteData {
    let slug = "bench-" + String(format: "%03d", n)
    let start = LocalDate(year: 2024, month: 1, day: 1)!
    let sentiments = Sentiment.allCases, initiators = Initiator.allCases
    let schools = (0..<300).map { i in
        School(id: "s\(i)", name: "School \(i) \"Tigers\"", status: "interested", division: "D\(i % 3 + 1)",
               tier: SchoolTier.allCases[i % 3], size: "medium", city: "City \(i)", state: "TX",
               latitude: 30 + Double(i) / 100, longitude: -97 - Double(i) / 100,
               website: "https://example.edu/\(i)", createdAt: start.adding(days: i))
    }
    let coaches = (0..<300).map { i in
        Coach(id: "c\(i)", schoolId: "s\(i % 300)", name: "Coach \(i)", title: "Assistant",
              email: "coach\(i)@example.edu", createdAt: start.adding(days: i))
    }
    let interactions = (0..<1500).map { i in
        Interaction(id: "i\(i)", schoolId: "s\(i % 300)", coachId: "c\(i % 300)", type: "email",
                    initiatedBy: initiators[i % 3], sentiment: sentiments[i % 4],
                    occurredAt: start.adding(days: i % 700), notes: "Talked about visit \(i); it's 'great'")
    }
    let offers = (0..<200).map { i in
        Offer(id: "o\(i)", schoolId: "s\(i)", offerType: "partial", status: OfferStatus.allCases[i % 3],
              offeredAt: start.adding(days: i), deadline: start.adding(days: i + 60))
    }
    let events = (0..<200).map { i in
        Event(id: "e\(i)", name: "Camp \(i)", type: "camp", startDate: start.adding(days: i * 3),
              endDate: start.adding(days: i * 3 + 1), location: "Field \(i)", schoolId: "s\(i)")
    }
    let metrics = (0..<300).map { i in
        PerformanceMetric(id: "m\(i)", metricType: MetricType.allCases[i % 8], value: 80 + Double(i % 50) / 4,
                          unit: "mph", recordedDate: start.adding(days: i * 2), eventId: "e\(i % 200)",
                          verified: i % 2 == 0)
    }
    let posts = (0..<2000).map { i in
        SocialPost(id: "p\(i)", schoolId: "s\(i % 300)", platform: Platform.allCases[i % 2],
                   postDate: start.adding(days: i % 700), isRecruitingRelated: i % 3 == 0,
                   sentiment: sentiments[i % 4], postContent: "Great day at practice #\(i) 💪",
                   authorHandle: "@coach\(i % 50)", url: "https://x.example/\(i)")
    }
    let tasks = (0..<200).map { i in
        TaskItem(id: "t\(i)", text: "Email coach \(i)", isCompleted: i % 2 == 0, createdAt: start.adding(days: i))
    }
    let suggestions = (0..<200).map { i in
        Suggestion(id: "g\(i)", title: "Follow up \(i)", description: "Send film", urgency: Urgency.allCases[i % 3],
                   actionURL: "https://example.com/\(i)", status: .pending)
    }
    let profile = AthleteProfile(
        slug: slug, name: "Bench Athlete \(n)", sport: "Baseball", positions: ["RHP", "OF"],
        graduationDate: LocalDate(year: 2027, month: 6, day: 1), highSchool: "Central HS", gpa: 3.8,
        testScores: [KeyValue("ACT", "31"), KeyValue("SAT", "1380")], social: [KeyValue("twitter", "@bench")],
        video: [.init(title: "Highlights", url: "https://video.example/\(n)")], bio: "Pitcher.")
    return AthleteData(profile: profile, schools: schools, coaches: coaches, interactions: interactions,
                       offers: offers, events: events, metrics: metrics, posts: posts, tasks: tasks,
                       suggestions: suggestions)
}

func milliseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
}

/// CPU time of this process (every thread: the caller and NIO's event loop), in milliseconds.
func cpuMilliseconds() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    let user = Double(usage.ru_utime.tv_sec) * 1000 + Double(usage.ru_utime.tv_usec) / 1000
    let system = Double(usage.ru_stime.tv_sec) * 1000 + Double(usage.ru_stime.tv_usec) / 1000
    return user + system
}

let args = CommandLine.arguments
switch args.count > 1 ? args[1] : "" {
case "schema":
    print(PostgresSchema.sql, terminator: "")
case "seed":
    let n = Int(args.count > 2 ? args[2] : "1") ?? 1
    print(SQLExporter.export(athletes: (1...n).map(richAthlete)), terminator: "")
case "fetch":
    guard args.count > 3, let n = Int(args[3]) else {
        FileHandle.standardError.write(Data("usage: PGBench fetch URL N [REPEAT]\n".utf8)); exit(2)
    }
    let repeats = args.count > 4 ? Int(args[4]) ?? 20 : 20
    do {
        let source = try PostgresSource(url: args[2], contentFolder: URL(fileURLWithPath: "/nonexistent"),
                                        displayRoot: "content", environment: ProcessInfo.processInfo.environment)
        let config = SiteConfig()
        let clock = ContinuousClock()
        // Connect and warm up (connection, catalog check) outside the timings.
        let slugs = try source.athleteSlugs()
        _ = try source.loadAthlete(slugs[0], config: config)
        var one: [Double] = []
        var rows = 0
        let cpuOneStart = cpuMilliseconds()
        for _ in 0..<repeats {
            let t = clock.now
            let (data, _) = try source.loadAthlete(slugs[0], config: config)
            one.append(milliseconds(clock.now - t))
            rows = data.schools.count + data.coaches.count + data.interactions.count + data.offers.count
                + data.events.count + data.metrics.count + data.posts.count + data.tasks.count + data.suggestions.count
        }
        let cpuOne = (cpuMilliseconds() - cpuOneStart) / Double(repeats)
        one.sort()
        let cpuAllStart = cpuMilliseconds()
        let t = clock.now
        for slug in slugs.prefix(n) { _ = try source.loadAthlete(slug, config: config) }
        let all = milliseconds(clock.now - t)
        let cpuAll = cpuMilliseconds() - cpuAllStart
        source.close()
        print(String(format: "one athlete: median %.1f ms, min %.1f ms, max %.1f ms over %d runs; client CPU %.1f ms per load (%d typed rows)",
                     one[one.count / 2], one[0], one[one.count - 1], repeats, cpuOne, rows))
        print(String(format: "%d athletes: %.0f ms total, %.1f ms each; client CPU %.0f ms",
                     min(n, slugs.count), all, all / Double(min(n, slugs.count)), cpuAll))
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8)); exit(1)
    }
default:
    FileHandle.standardError.write(Data("usage: PGBench schema | seed N | fetch URL N [REPEAT]\n".utf8))
    exit(2)
}
#else
import Foundation
FileHandle.standardError.write(Foundation.Data("PGBench needs the Postgres trait: swift run -c release --traits Postgres PGBench …\n".utf8))
exit(1)
#endif
