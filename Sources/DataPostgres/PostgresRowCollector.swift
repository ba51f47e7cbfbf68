#if Postgres
import PostgresNIO

/// The rows of a small result (the athlete row, notes), gathered on the event loop by a
/// pipeline statement and read after its future completed.
final class PostgresRowCollector: @unchecked Sendable {
    private(set) var rows: [PostgresRow] = []

    var onRow: @Sendable (PostgresRow) -> Void {
        { [self] row in rows.append(row) }
    }
}
#endif
