import SiteData

/// `COLUMNS.md` of a blank content folder (`sitegen new --blank`): every table's columns, which
/// are required, and what each takes, the allowed values included. Made from `TableSchema`,
/// the list the loader reads, so the guide says exactly what a build accepts.
enum ColumnGuide {
    static func markdown() -> String {
        var s = """
        # What goes in each file

        Every file in `athletes/<your-name>/` is optional except `athlete.yml`. Each table is a CSV
        file: the first row names the columns (keep it as it is), then one row per item. Save
        from a spreadsheet as "CSV UTF-8" (a file saved with `;` between columns and `,` for
        decimals, as European Excel does, is read too). An empty cell means "not given".
        Columns marked **yes** under "required" must be filled in every row.

        After a change, `sitegen check --content <this folder>` lists every problem with the
        file, line and column where it is, and `sitegen serve --content <this folder>` shows
        the site in your browser as you edit.

        ## athlete.yml

        `name` (required), `sport`, `positions` (a list: `[RHP, OF]`), `grad_year` (2028) or
        `graduation_date` (2028-06-01), `high_school`, `club_team`, `hometown`, `height`,
        `weight`, `gpa` (a number: 3.8), `test_scores` (`{SAT: "1350"}`), `intended_major`,
        `email`, `phone`, `social` (`twitter`, `instagram`, `hudl`, `youtube`), `video` (a list
        of `{title, url, length, thumbnail}`: `length` like `"2:45"`, `thumbnail` a picture in the
        athlete's folder; the first video leads the coach page), `photo` (a JPEG, PNG, GIF or
        WebP file in the athlete's folder), `bio` (Markdown) and `short_bio` (a line or two).

        What coaches read besides: `bats` and `throws` (`R`, `L` or `S`), `primary_position` and
        `secondary_position`, `ncaa_id` (the NCAA Eligibility Center ID), `committed_to` (the college
        the athlete has committed to, once it is so), `academics` (a map of
        label to text: `{Class rank: "12 of 340"}`), `references` (a list of `{name, role, team,
        email, phone}`: coaches who will vouch for the athlete; `name` is required) and `parent`
        (one `{name, role, email, phone}`). A public site leaves out the references' emails and
        phones, the parent and the NCAA ID unless `site.yml` says `public_contacts: true`.

        ## notes/

        One Markdown file per note (`notes/first-visit.md`). It may start with settings between
        two `---` lines: `title`, `date` (YYYY-MM-DD), `tags` (`[visit, ohio]`), `school` (a
        school's `id`) and `visibility` (`private`, the default, or `public`: only public notes
        go to coaches).

        ## site.yml

        `title`, `locale` (`en` or `pl`), `timezone` (like `America/Chicago`), `today`
        (YYYY-MM-DD), `public` (`true` or `false`), `base_url`, `reports` (custom report
        ranges), `packet` (`include: [offers]` adds the offers to the coach packet),
        `date_order` (`mdy` or `dmy`: how to read dates that a spreadsheet saved as 9/8/2025),
        `documents` (`false` leaves the coach's PDFs and packet out of the site) and `host`
        (`github-pages`, `cloudflare-pages`, `gitlab-pages` or `netlify`: the build warns when
        the site passes that host's limits).

        """
        for table in TableSchema.all {
            s += "\n## \(table.name).csv\n\n| column | required | what it takes |\n| --- | --- | --- |\n"
            for column in table.columns {
                s += "| `\(column.name)` | \(column.required ? "yes" : "") | \(describe(column, in: table)) |\n"
            }
        }
        return s
    }

    /// What a column takes, in plain words.
    static func describe(_ column: TableSchema.Column, in table: TableSchema) -> String {
        switch column.kind {
        case .id where table.derivesIds:
            "a short name for the row, different in every row; leave it empty and sitegen makes one from the row"
        case .text where !column.usual.isEmpty:
            "any text; the site has a label for " + column.usual.map { "`\($0)`" }.joined(separator: ", ")
        default: describe(column.kind)
        }
    }

    /// What a column of this kind takes, in plain words.
    static func describe(_ kind: TableSchema.Kind) -> String {
        switch kind {
        case .id: "a short name for the row that you make up (`1`, `ohio-state`), different in every row; other files use it to point at the row"
        case .text: "any text"
        case .date: "a date: YYYY-MM-DD (2026-03-15)"
        case .timestamp: "a date (2026-03-15) or a date and time (2026-03-15T14:30:00Z)"
        case .bool: "yes or no (`true`, `false`, `yes`, `no`, `1`, `0`)"
        case .number: "a number, with `.` for decimals (88.5)"
        case .enumeration(let values): "one of " + values.map { "`\($0)`" }.joined(separator: ", ")
        case .reference(let table): "a row of \(table).csv: its `id`, its `name`, or its name as in web addresses (`ohio-state`)"
        }
    }
}
