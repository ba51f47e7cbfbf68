/// What the decoder adds to what is written: ids made from a row's content, and warnings for
/// free text a letter or two away from a usual value.
extension TableDecoder {
    /// The id of a row whose `id` is empty in a table nothing refers to: `<table>-` and twelve
    /// hex digits of a 64-bit FNV-1a hash over the table's name and the row's other cells in
    /// the schema's column order (each trimmed, an empty cell as nothing, cells separated by
    /// U+001F), so it does not change while the row does not, wherever its columns stand and
    /// whether it comes from CSV or JSON. A row identical to an earlier one gets `-2`, `-3`, …
    /// in file order (the first id of that form not yet `taken`).
    static func derivedId(_ raw: RawTable.Row, plan: Plan, taken: [String: Int]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ bytes: some Sequence<UInt8>) {
            for b in bytes { hash = (hash ^ UInt64(b)) &* 0x0000_0100_0000_01b3 }
        }
        mix(plan.table.utf8)
        let packed = raw.packed
        for k in plan.names.indices where k != plan.derivedId {
            let position = plan.positions[k]
            mix(CollectionOfOne(0x1F))
            if let (cells, first) = packed {
                guard let position, position < cells.width else { continue }
                let cell = cells.cells[first + position]
                guard cell.line > 0 else { continue }
                switch cells.trimmed(cell) {
                case .blank: break
                case .plain(let range): cells.withBytes(range) { mix($0) }
                case .other: if let text = cells.text(cell), let t = nonBlank(text) { mix(t.utf8) }
                }
            } else if let text = raw.peek(plan.names[k], position: position).text, let t = nonBlank(text) {
                mix(t.utf8)
            }
        }
        var hex = String(hash >> 16, radix: 16)
        while hex.count < 12 { hex = "0" + hex }
        let base = plan.table + "-" + hex
        guard taken[base] != nil else { return base }
        var n = 2
        while taken[base + "-\(n)"] != nil { n += 1 }
        return base + "-\(n)"
    }

    /// `"intrested" is not one of the usual values; did you mean "interested"? (usual: …)`
    /// for a value that is not usual (compared case-insensitively) but a few letters from one
    /// (as `ClosestName` judges, three characters or more); nil for anything else, which is
    /// simply kept.
    static func unusual(_ typed: String, _ usual: [String]) -> String? {
        if usual.contains(typed) { return nil }  // as written: no lowercasing
        let lower = typed.lowercased()
        guard !usual.contains(where: { $0.lowercased() == lower }), typed.count >= 3,
              let near = ClosestName.suggest(typed, among: usual) else { return nil }
        return "\(Quote.text(typed)) is not one of the usual values; did you mean \(Quote.text(near))? "
            + "(usual: \(usual.joined(separator: ", ")); any other text is kept as written)"
    }
}
