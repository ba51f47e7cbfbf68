#if Postgres
import Foundation
import PostgresNIO
import SiteData

extension PostgresSource {
    /// Every column as text; the order of the content folder (file names with `.md`, code points).
    static func notesQuery(_ slug: String) -> PostgresQuery {
        """
        SELECT file_name, title, date::text, array_to_json(tags)::text, school_id, visibility, \
        body, body_line::text FROM notes WHERE athlete_id = (SELECT id FROM athletes WHERE slug = \(slug)) \
        ORDER BY (file_name || '.md') COLLATE "C"
        """
    }

    /// Notes from `notes` rows, placed where the content folder would have them (so messages and
    /// the loaded values are the same as from the folder). Every column is read defensively
    /// (`NoteRow`): a NULL is a warning at its table, row and column, never a silent drop.
    static func notes(_ rows: [PostgresRow], slug: String, displayRoot: String, diagnostics: inout Diagnostics) -> [Note] {
        var notes: [Note] = []
        for (index, row) in rows.enumerated() {
            let cells = Array(row).map { $0.bytes.map { String(buffer: $0) } }
            guard cells.count == 8 else { continue }
            let noteRow = NoteRow(fileName: cells[0], title: cells[1], date: cells[2], tags: tags(cells[3]),
                                  schoolId: cells[4], visibility: cells[5], body: cells[6], bodyLine: cells[7])
            if let note = noteRow.note(slug: slug, displayRoot: displayRoot, row: index + 1, diagnostics: &diagnostics) {
                notes.append(note)
            }
        }
        return notes
    }

    /// The `tags` column as `array_to_json` gives it: every text item (nested arrays of a
    /// multi-dimensional array flattened), nil for each NULL item.
    static func tags(_ json: String?) -> NoteRow.Tags {
        guard let json else { return .none }
        guard let value = try? JSONSerialization.jsonObject(with: Foundation.Data(json.utf8), options: [.fragmentsAllowed]),
              let array = value as? [Any] else { return .unreadable(json) }
        var items: [String?] = []
        func add(_ array: [Any]) -> Bool {
            for item in array {
                if let s = item as? String { items.append(s) }
                else if item is NSNull { items.append(nil) }
                else if let nested = item as? [Any] { guard add(nested) else { return false } }
                else { return false }
            }
            return true
        }
        guard add(array) else { return .unreadable(json) }
        return items.isEmpty ? .none : .items(items)
    }
}
#endif
