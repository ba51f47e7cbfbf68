/// The files a page makes, in order, as its `render()` returns them: files already drawn, and
/// the pages of long lists (`ListPages`), each drawn only when it is read. The build reads
/// them once, writing and freeing each file before the next is drawn, so a list of thousands of
/// pages (a timeline of a million metric records) is never all in memory; a test reads them
/// like an array (`count`, `[i]`, `map`), and a list page read twice is drawn twice, the same.
///
/// A page returns its files and writes nothing itself: there is no side channel.
struct OutputFiles: RandomAccessCollection {
    fileprivate enum Part {
        case drawn([OutputFile])
        case lazy(count: Int, draw: (Int) -> OutputFile)

        var count: Int {
            switch self {
            case .drawn(let files): files.count
            case .lazy(let count, _): count
            }
        }

        func file(_ i: Int) -> OutputFile {
            switch self {
            case .drawn(let files): files[i]
            case .lazy(_, let draw): draw(i)
            }
        }
    }

    private var parts: [Part] = []
    private(set) var endIndex = 0
    var startIndex: Int { 0 }

    init() {}

    /// Files already drawn.
    init(_ files: [OutputFile]) {
        append(.drawn(files))
    }

    /// `count` files drawn on demand: `draw(i)` for i in 0..<count, in order.
    init(count: Int, draw: @escaping (Int) -> OutputFile) {
        append(.lazy(count: count, draw: draw))
    }

    private mutating func append(_ part: Part) {
        guard part.count > 0 else { return }
        endIndex += part.count
        // Drawn files after drawn files are one part, so a page's many single files (a school
        // page each) do not make reading by index walk a long list of parts.
        if case .drawn(let more) = part, case .drawn(let files)? = parts.last {
            parts[parts.count - 1] = .drawn(files + more)
        } else {
            parts.append(part)
        }
    }

    /// Reads the parts in order, each file once: the build's one pass draws each list page once
    /// and never walks the parts from the start.
    struct Iterator: IteratorProtocol {
        fileprivate var parts: ArraySlice<Part>
        fileprivate var offset = 0

        mutating func next() -> OutputFile? {
            while let part = parts.first {
                if offset < part.count {
                    defer { offset += 1 }
                    return part.file(offset)
                }
                parts = parts.dropFirst()
                offset = 0
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(parts: parts[...]) }

    subscript(position: Int) -> OutputFile {
        precondition(position >= 0 && position < endIndex, "OutputFiles index out of range")
        var offset = position
        for part in parts {
            if offset < part.count { return part.file(offset) }
            offset -= part.count
        }
        preconditionFailure("unreachable")
    }

    static func + (lhs: OutputFiles, rhs: OutputFiles) -> OutputFiles {
        var out = lhs
        for part in rhs.parts { out.append(part) }
        return out
    }

    static func + (lhs: [OutputFile], rhs: OutputFiles) -> OutputFiles { OutputFiles(lhs) + rhs }
    static func + (lhs: OutputFiles, rhs: [OutputFile]) -> OutputFiles { lhs + OutputFiles(rhs) }
    static func += (lhs: inout OutputFiles, rhs: OutputFiles) { lhs = lhs + rhs }
    static func += (lhs: inout OutputFiles, rhs: [OutputFile]) { lhs = lhs + OutputFiles(rhs) }
}

extension OutputFiles: ExpressibleByArrayLiteral {
    init(arrayLiteral files: OutputFile...) { self.init(files) }
}
