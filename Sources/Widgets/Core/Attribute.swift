/// One attribute of an element. The value is escaped for its context when rendered.
public struct Attribute: Sendable {
    enum Value: Sendable {
        case text(String)
        case url(String)
        case number(Double)
        /// Already safe: produced by the library itself (path data, ids from `ChartID`).
        case safe(String)
    }

    let name: String
    let value: Value

    init(name: String, value: Value) {
        self.name = Attribute.sanitizedName(name)
        self.value = value
    }

    /// For the names this file spells out itself (`class`, `href`, …): already plain, so not
    /// checked again on each of the hundreds of thousands of elements a build makes.
    private init(plainName: String, value: Value) {
        self.name = plainName
        self.value = value
    }

    /// Any attribute; the value is escaped as an attribute value.
    ///
    /// Names are reduced to `[A-Za-z0-9:_-]`; event-handler names (`on…`) are dropped, so no
    /// data can ever add script through an attribute.
    public static func attr(_ name: String, _ value: String) -> Attribute {
        Attribute(name: name, value: .text(value))
    }

    /// A URL attribute: the value passes `sanitizedURL`, then attribute escaping.
    public static func url(_ name: String, _ value: String) -> Attribute {
        Attribute(name: name, value: .url(value))
    }

    /// A numeric attribute, written with at most 2 decimals (never `NaN` or `inf`).
    public static func number(_ name: String, _ value: Double) -> Attribute {
        Attribute(name: name, value: .number(value))
    }

    /// A boolean attribute (`hidden`, `open`), written as `name=""` to stay well-formed XML.
    public static func flag(_ name: String) -> Attribute {
        Attribute(name: name, value: .safe(""))
    }

    public static func `class`(_ value: String) -> Attribute { Attribute(plainName: "class", value: .text(value)) }
    public static func id(_ value: String) -> Attribute { Attribute(plainName: "id", value: .text(value)) }
    public static func href(_ value: String) -> Attribute { Attribute(plainName: "href", value: .url(value)) }
    public static func src(_ value: String) -> Attribute { Attribute(plainName: "src", value: .url(value)) }
    public static func title(_ value: String) -> Attribute { Attribute(plainName: "title", value: .text(value)) }
    public static func role(_ value: String) -> Attribute { Attribute(plainName: "role", value: .text(value)) }
    public static func lang(_ value: String) -> Attribute { Attribute(plainName: "lang", value: .text(value)) }
    /// `aria-<name>`.
    public static func aria(_ name: String, _ value: String) -> Attribute { attr("aria-" + name, value) }
    /// `data-<name>`.
    public static func data(_ name: String, _ value: String) -> Attribute { attr("data-" + name, value) }

    static func sanitizedName(_ name: String) -> String {
        // Fast path: already a plain name that is not an event handler.
        var plain = !name.isEmpty
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: ":"):
                continue
            default:
                plain = false
            }
            if !plain { break }
        }
        if plain {
            var bytes = name.utf8.makeIterator()
            let first = bytes.next().map { $0 | 0x20 }
            let second = bytes.next().map { $0 | 0x20 }
            if !(first == UInt8(ascii: "o") && second == UInt8(ascii: "n")) { return name }
            return "data-dropped"
        }
        var out = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ":": out.unicodeScalars.append(scalar)
            default: continue
            }
        }
        if out.isEmpty || out.lowercased().hasPrefix("on") { return "data-dropped" }
        return out
    }
}
