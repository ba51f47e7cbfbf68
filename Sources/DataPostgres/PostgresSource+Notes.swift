#if Postgres
import Foundation
import PostgresNIO
import SiteData

extension PostgresSource {
    /// Every column as text; the order of the content folder (file names with `.md`, code points).
    static func notesQuery(_ slug: String) -> PostgresQuery {
        """
        SELECT file_name, title, date::text, coalesce(array_to_json(tags)::text, '[]'), school_id, visibility, \
        body, body_line::text FROM notes WHERE athlete_id = (SELECT id FROM athletes WHERE slug = \(slug)) \
        ORDER BY (file_name || '.md') COLLATE "C"
        """
    }

    /// Notes from `notes` rows, placed where the content folder would have them (so messages and
    /// the loaded values are the same as from the folder). A bad row is an error naming it.
    static func notes(_ rows: [PostgresRow], slug: String, displayRoot: String, diagnostics: inout Diagnostics) -> [Note] {
        var notes: [Note] = []
        for row in rows {
            let cells = Array(row).map { $0.bytes.map { String(buffer: $0) } }
            guard cells.count == 8, let name = cells[0], let title = cells[1], let visibilityText = cells[5],
                  let body = cells[6], let lineText = cells[7], let line = Int(lineText) else { continue }
            let at = SourceLocation(file: "postgres table notes, file_name \"\(name)\"")
            guard let visibility = NoteVisibility(rawValue: visibilityText) else {
                diagnostics.error("visibility \"\(visibilityText)\" is not one of private, public", at: at)
                continue
            }
            let date = cells[2].flatMap { LocalDate(iso: $0) }
            if cells[2] != nil && date == nil { diagnostics.error("date \"\(cells[2]!)\" is not a date", at: at) }
            let tags = (cells[3].flatMap { try? JSONSerialization.jsonObject(with: Foundation.Data($0.utf8)) } as? [String]) ?? []
            notes.append(Note(fileName: name, title: title, date: date, tags: tags, schoolId: cells[4],
                              visibility: visibility, body: body,
                              location: SourceLocation(file: displayRoot + "/athletes/" + slug + "/notes/" + name + ".md",
                                                       line: line, column: 1)))
        }
        return notes
    }
}
#endif
