import Foundation

/// A content folder written file by file in a temporary folder: athlete `kim-lee` whose every
/// private field (and every private note) holds `canary` (the coach's phone holds `phone`, a
/// number no other field has, since a phone with letters is a warning), plus a second athlete whose name holds
/// it, and a site title that holds it. A past camp stays private unless a verified headline
/// mark was measured there (`e0`, no canary; `m4`, verified but not the best, names the canary's).
enum PacketFixture {
    static let canary = "ZZCANARYZZ"
    /// The coach's phone: digits only a phone can hold, to look for as the canary is.
    static let phone = "+1 555-0199-7331"

    static func write(to root: URL, include: [String] = [], photo: [UInt8]? = nil, photoName: String = "photo.png") throws -> URL {
        let c = canary
        let content = root.appendingPathComponent("content")
        let athlete = content.appendingPathComponent("athletes/kim-lee")
        let other = content.appendingPathComponent("athletes/other-\(c.lowercased())")
        for dir in [athlete.appendingPathComponent("notes"), other] {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        }
        func put(_ url: URL, _ text: String) throws { try text.write(to: url, atomically: true, encoding: .utf8) }
        try put(content.appendingPathComponent("site.yml"), """
            title: "\(c) Family"
            today: 2026-03-15
            packet:
              include: [\(include.joined(separator: ", "))]

            """)
        // The other athlete has a way to reply and a metric: no thin-résumé warning (CoachFilesTests).
        try put(other.appendingPathComponent("athlete.yml"), "name: \"Other \(c)\"\nemail: other@example.com\n")
        try put(other.appendingPathComponent("performance_metrics.csv"),
                "id,metric_type,value,unit,recorded_date\nm1,exit_velo,70,mph,2026-02-01\n")
        try put(athlete.appendingPathComponent("athlete.yml"), """
            name: Kim Lee
            sport: Softball
            positions: [C, 1B]
            grad_year: 2027
            high_school: Lake High
            club_team: Bay Club 16U
            hometown: Austin, TX
            height: "5'8\\""
            weight: 150 lb
            gpa: 3.9
            test_scores:
              SAT: "1400"
            intended_major: Biology
            email: kim@example.com
            phone: "+1 512-555-0100"
            social:
              twitter: "@kimlee"
              youtube: https://www.youtube.com/@kimlee
            video:
              - title: Catching highlights
                url: https://example.com/v1
            bio: |
              Kim is a **catcher**. [Video](https://example.com/v1)
            \(photo == nil ? "" : "photo: \(photoName)\n")
            """)
        if let photo { try Data(photo).write(to: athlete.appendingPathComponent(photoName)) }
        try put(athlete.appendingPathComponent("schools.csv"), """
            id,name,status,division,tier,size,city,state,latitude,longitude,website,created_at
            \(c)-s1,\(c) University,\(c)status,\(c)div,A,\(c)size,\(c)city,\(c)state,1.5,2.5,https://\(c).edu,2026-01-01
            \(c)-s2,Other \(c) College,offered,D1,B,small,City,ST,,,,

            """)
        try put(athlete.appendingPathComponent("coaches.csv"), """
            id,school_id,name,title,email,phone,twitter,created_at
            \(c)-c1,\(c)-s1,\(c) Coach,\(c) title,\(c)@school.edu,\(phone),@\(c),2026-01-02

            """)
        try put(athlete.appendingPathComponent("interactions.csv"), """
            id,school_id,coach_id,type,initiated_by,sentiment,occurred_at,notes
            \(c)-i1,\(c)-s1,\(c)-c1,\(c)type,coach,positive,2026-03-01T10:00:00Z,\(c) said we are their top target

            """)
        try put(athlete.appendingPathComponent("offers.csv"), """
            id,school_id,offer_type,status,offered_at,deadline
            \(c)-o1,\(c)-s2,\(c)offertype,pending,2026-03-01,2026-04-01

            """)
        try put(athlete.appendingPathComponent("events.csv"), """
            id,name,type,start_date,end_date,location,school_id,url
            e1,Spring Showcase,showcase,2026-04-10,2026-04-11,Dallas TX,\(c)-s1,https://example.com/showcase
            \(c)-e2,\(c) official visit,visit,2026-04-20,,\(c) campus,\(c)-s1,https://\(c).edu/visit
            \(c)-e3,\(c) past camp,camp,2026-01-10,,\(c) field,,
            \(c)-e4,\(c) signing deadline,deadline,2026-05-01,,,\(c)-s2,
            e0,Winter Camp,camp,2026-01-09,,Austin TX,\(c)-s1,https://example.com/winter

            """)
        try put(athlete.appendingPathComponent("performance_metrics.csv"), """
            id,metric_type,value,unit,recorded_date,event_id,verified,notes
            m1,velocity,61.5,mph,2026-02-01,e0,true,
            m4,velocity,60,mph,2026-01-10,\(c)-e3,true,
            m2,velocity,63,mph,2026-03-01,e1,false,
            m3,pop_time,1.95,s,2026-02-15,,true,

            """)
        try put(athlete.appendingPathComponent("social_media_posts.csv"), """
            id,school_id,platform,post_date,is_recruiting_related,sentiment,post_content,author_handle,url
            \(c)-p1,\(c)-s1,twitter,2026-03-02T12:00:00Z,true,positive,\(c) offer post,@\(c),https://x.com/\(c)

            """)
        try put(athlete.appendingPathComponent("tasks.csv"), """
            id,text,is_completed,created_at
            \(c)-t1,\(c) task text,false,2026-03-01T00:00:00Z

            """)
        try put(athlete.appendingPathComponent("suggestions.csv"), """
            id,title,description,urgency,action_url,status
            \(c)-g1,\(c) title,\(c) description,high,https://\(c).com,pending

            """)
        try put(athlete.appendingPathComponent("notes/2026-03-01-\(c.lowercased())-private.md"), """
            ---
            title: \(c) private title
            school: \(c)-s1
            tags: [\(c)tag]
            ---
            \(c) private body

            """)
        try put(athlete.appendingPathComponent("notes/2026-03-05-season-update.md"), """
            ---
            title: Season update
            school: \(c)-s1
            visibility: public
            tags: [update]
            ---
            Working on **blocking**. See [my video](https://example.com/v1).

            """)
        return content
    }
}
