import Yams

/// YAML aliases (`*name`) are refused in every user file.
///
/// An alias repeats a whole subtree, so a few kilobytes of nested aliases expand into hundreds
/// of megabytes of pages ("billion laughs"). sitegen's files are short and hand-written; none
/// needs them, so refusing is simpler and safer than bounding the expansion.
public enum YAMLAnchors {
    /// The message, placed at the repeated (anchored) value.
    public static let message = "this value is repeated by a YAML alias (*name); aliases are not allowed: write the value out in full"

    /// The first node (in document order) that an alias repeats, or nil when there is none.
    ///
    /// Yams resolves an alias to a copy of the anchored node, position included, and does not
    /// keep the anchor. Without aliases no two nodes of one kind start at the same position (a
    /// collection and its first child may, but they differ in kind), so a repeated (kind, line,
    /// column) is an alias. The walk stops at the first repeat: before it every node is a
    /// distinct node of the text, so the walk is linear in the file's size even for a bomb.
    public static func firstAliased(in root: Node) -> Node? {
        var seen: Set<Position> = []
        var stack = [root]
        while let node = stack.popLast() {
            if case .alias = node { return node }
            if let mark = node.mark, !seen.insert(Position(kind: kind(node), line: mark.line, column: mark.column)).inserted {
                return node
            }
            switch node {
            case .scalar, .alias:
                break
            case .sequence(let seq):
                stack.append(contentsOf: seq.reversed())
            case .mapping(let map):
                for (k, v) in map.reversed() { stack.append(v); stack.append(k) }
            }
        }
        return nil
    }

    struct Position: Hashable {
        var kind: Int
        var line: Int
        var column: Int
    }

    static func kind(_ node: Node) -> Int {
        switch node {
        case .scalar: 0
        case .sequence: 1
        case .mapping: 2
        case .alias: 3
        }
    }
}
