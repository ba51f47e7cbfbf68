#if Postgres
import PostgresNIO
import SiteData

/// Turns PostgreSQL values (as postgres-nio delivers them: binary format) into the text a CSV
/// file would hold, so the PostgreSQL source and the content folder feed the same decoder.
///
/// - `timestamptz` → ISO 8601 in UTC with `Z`, fractional seconds only when non-zero
///   (`2026-02-10T14:30:00Z`, `2026-02-10T14:30:00.123456Z`); `timestamp` is read as UTC.
/// - `date` → `YYYY-MM-DD`.
/// - `numeric`, `real`, `double precision`, integers → plain decimal (no exponent, no trailing
///   fractional zeros: `92.50` → `92.5`, `1e-05` → `0.00001`).
/// - `boolean` → `true`/`false`; `uuid` → lowercase hyphenated; text types and enums → as is.
enum PostgresText {
    /// The SQL types a column of each `TableSchema.Kind` accepts.
    enum Family: Sendable, Hashable {
        case text, number, date, timestamp, bool

        init(_ kind: TableSchema.Kind) {
            switch kind {
            case .id, .text, .enumeration, .reference: self = .text
            case .number: self = .number
            case .date: self = .date
            case .timestamp: self = .timestamp
            case .bool: self = .bool
            }
        }

        /// What a message says was expected.
        var expected: String {
            switch self {
            case .text: "text"
            case .number: "a number (numeric, real, double precision or an integer type)"
            case .date: "a date"
            case .timestamp: "a timestamp (timestamptz, timestamp or date)"
            case .bool: "a boolean"
            }
        }

        func accepts(_ type: PostgresDataType, idLike: Bool) -> Bool {
            switch self {
            case .text:
                if PostgresText.isTextLike(type) || type == .uuid { return true }
                return idLike && PostgresText.integerTypes.contains(type)
            case .number: return type == .numeric || type == .float4 || type == .float8
                || PostgresText.integerTypes.contains(type)
            case .date: return type == .date
            case .timestamp: return type == .timestamptz || type == .timestamp || type == .date
            case .bool: return type == .bool
            }
        }
    }

    static let integerTypes: Set<PostgresDataType> = [.int2, .int4, .int8]

    /// text, varchar, char(n), name, and user-defined types (enums, citext), whose binary form
    /// is their text.
    static func isTextLike(_ type: PostgresDataType) -> Bool {
        type == .text || type == .varchar || type == .bpchar || type == .name || type.rawValue >= 16384
    }

    /// A readable SQL name for messages.
    static func name(of type: PostgresDataType) -> String {
        switch type {
        case .text: "text"
        case .varchar: "character varying"
        case .bpchar: "character"
        case .name: "name"
        case .uuid: "uuid"
        case .int2: "smallint"
        case .int4: "integer"
        case .int8: "bigint"
        case .numeric: "numeric"
        case .float4: "real"
        case .float8: "double precision"
        case .bool: "boolean"
        case .date: "date"
        case .timestamp: "timestamp"
        case .timestamptz: "timestamptz"
        case .json: "json"
        case .jsonb: "jsonb"
        case .textArray: "text[]"
        case .varcharArray: "character varying[]"
        default: type.rawValue >= 16384 ? "a user-defined type" : "type \(type.rawValue)"
        }
    }

    enum Failure: Error, Equatable {
        /// The bytes do not hold a value of the announced type.
        case malformed
        /// A type this converter does not read.
        case unsupported
    }

    /// The CSV-equivalent text of a non-null binary value of `type`.
    static func text(_ buffer: ByteBuffer, type: PostgresDataType) throws(Failure) -> String {
        var b = buffer
        switch type {
        case .bool:
            guard b.readableBytes == 1, let v = b.readInteger(as: UInt8.self) else { throw .malformed }
            return v != 0 ? "true" : "false"
        case .int2:
            guard b.readableBytes == 2, let v = b.readInteger(as: Int16.self) else { throw .malformed }
            return String(v)
        case .int4:
            guard b.readableBytes == 4, let v = b.readInteger(as: Int32.self) else { throw .malformed }
            return String(v)
        case .int8:
            guard b.readableBytes == 8, let v = b.readInteger(as: Int64.self) else { throw .malformed }
            return String(v)
        case .float4:
            guard b.readableBytes == 4, let bits = b.readInteger(as: UInt32.self) else { throw .malformed }
            return PlainDecimal.text(Float(bitPattern: bits).description)
        case .float8:
            guard b.readableBytes == 8, let bits = b.readInteger(as: UInt64.self) else { throw .malformed }
            return PlainDecimal.text(Double(bitPattern: bits).description)
        case .numeric:
            return try numeric(&b)
        case .date:
            guard b.readableBytes == 4, let days = b.readInteger(as: Int32.self) else { throw .malformed }
            if days == Int32.max { return "infinity" }
            if days == Int32.min { return "-infinity" }
            return date(LocalDate(daysSinceEpoch: Int(days) + postgresEpochDays))
        case .timestamp, .timestamptz:
            guard b.readableBytes == 8, let micros = b.readInteger(as: Int64.self) else { throw .malformed }
            if micros == Int64.max { return "infinity" }
            if micros == Int64.min { return "-infinity" }
            return timestamp(microsecondsSince2000: micros)
        case .uuid:
            guard b.readableBytes == 16, let bytes = b.readBytes(length: 16) else { throw .malformed }
            let hex = bytes.map { byte -> String in
                let s = String(byte, radix: 16)
                return byte < 16 ? "0" + s : s
            }
            return [0..<4, 4..<6, 6..<8, 8..<10, 10..<16].map { hex[$0].joined() }.joined(separator: "-")
        case .jsonb:
            guard let version = b.readInteger(as: UInt8.self), version == 1 else { throw .malformed }
            return try utf8(&b)
        case .json:
            return try utf8(&b)
        default:
            guard isTextLike(type) else { throw .unsupported }
            return try utf8(&b)
        }
    }

    /// The elements of a one-dimensional text-like array (`text[]`, `varchar[]`); nil elements for NULL.
    static func textArray(_ buffer: ByteBuffer) throws(Failure) -> [String?] {
        var b = buffer
        guard let dims = b.readInteger(as: Int32.self), b.readInteger(as: Int32.self) != nil,
              let elementType = b.readInteger(as: UInt32.self) else { throw .malformed }
        if dims == 0 { return [] }
        guard dims == 1, let count = b.readInteger(as: Int32.self), b.readInteger(as: Int32.self) != nil,
              count >= 0 else { throw .malformed }
        var out: [String?] = []
        for _ in 0..<count {
            guard let length = b.readInteger(as: Int32.self) else { throw .malformed }
            if length < 0 { out.append(nil); continue }
            guard let slice = b.readSlice(length: Int(length)) else { throw .malformed }
            out.append(try text(slice, type: PostgresDataType(elementType)))
        }
        return out
    }

    /// Days from 1970-01-01 to 2000-01-01, PostgreSQL's epoch.
    static let postgresEpochDays = 10_957

    static func timestamp(microsecondsSince2000 micros: Int64) -> String {
        let (secs, fraction) = floorDivMod(Int(micros), 1_000_000)
        let (days, secondOfDay) = floorDivMod(secs, 86_400)
        // Built as ASCII bytes: this runs for every timestamp cell.
        var out: [UInt8] = []
        out.reserveCapacity(27)
        appendDate(LocalDate(daysSinceEpoch: days + postgresEpochDays), to: &out)
        out.append(UInt8(ascii: "T"))
        appendDigits(secondOfDay / 3600, width: 2, to: &out)
        out.append(UInt8(ascii: ":"))
        appendDigits(secondOfDay / 60 % 60, width: 2, to: &out)
        out.append(UInt8(ascii: ":"))
        appendDigits(secondOfDay % 60, width: 2, to: &out)
        if fraction != 0 {
            out.append(UInt8(ascii: "."))
            var f = fraction, width = 6
            while f % 10 == 0 { f /= 10; width -= 1 }
            appendDigits(f, width: width, to: &out)
        }
        out.append(UInt8(ascii: "Z"))
        return String(decoding: out, as: UTF8.self)
    }

    /// `YYYY-MM-DD` (LocalDate.iso, without intermediate strings).
    static func date(_ date: LocalDate) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(10)
        appendDate(date, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func appendDate(_ date: LocalDate, to out: inout [UInt8]) {
        let c = date.components
        guard (0...9999).contains(c.year) else {
            out.append(contentsOf: date.iso.utf8)
            return
        }
        appendDigits(c.year, width: 4, to: &out)
        out.append(UInt8(ascii: "-"))
        appendDigits(c.month, width: 2, to: &out)
        out.append(UInt8(ascii: "-"))
        appendDigits(c.day, width: 2, to: &out)
    }

    /// A non-negative number zero-padded to `width` digits.
    private static func appendDigits(_ n: Int, width: Int, to out: inout [UInt8]) {
        let start = out.count
        out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width))
        var v = n, i = start + width - 1
        while v > 0 && i >= start {
            out[i] = UInt8(ascii: "0") + UInt8(v % 10)
            v /= 10
            i -= 1
        }
    }

    private static func floorDivMod(_ a: Int, _ b: Int) -> (Int, Int) {
        let q = a / b, r = a % b
        return r < 0 ? (q - 1, r + b) : (q, r)
    }

    private static func utf8(_ b: inout ByteBuffer) throws(Failure) -> String {
        // PostgreSQL sends valid UTF-8 for a UTF-8 database; anything else is repaired, not trusted.
        guard let s = b.readString(length: b.readableBytes) else { throw .malformed }
        return s
    }

    /// PostgreSQL's binary `numeric`: ndigits, weight, sign, dscale (Int16 each), then base-10000 digits.
    static func numeric(_ b: inout ByteBuffer) throws(Failure) -> String {
        guard let ndigits = b.readInteger(as: Int16.self), let weight = b.readInteger(as: Int16.self),
              let sign = b.readInteger(as: UInt16.self), b.readInteger(as: Int16.self) != nil,
              ndigits >= 0 else { throw .malformed }
        switch sign {
        case 0x0000, 0x4000: break
        case 0xC000: return "NaN"
        case 0xD000: return "Infinity"
        case 0xF000: return "-Infinity"
        default: throw .malformed
        }
        var digits: [Int] = []
        for _ in 0..<ndigits {
            guard let d = b.readInteger(as: Int16.self), (0..<10_000).contains(d) else { throw .malformed }
            digits.append(Int(d))
        }
        // digits[i] has weight `weight - i` (a power of 10000).
        func group(_ power: Int) -> Int {
            let i = Int(weight) - power
            return i >= 0 && i < digits.count ? digits[i] : 0
        }
        func four(_ n: Int) -> String {
            let s = String(n)
            return String(repeating: "0", count: 4 - s.count) + s
        }
        var integer = ""
        if weight >= 0 {
            integer = String(group(Int(weight)))
            var p = Int(weight) - 1
            while p >= 0 { integer += four(group(p)); p -= 1 }
        } else {
            integer = "0"
        }
        var fraction = ""
        let lowest = Int(weight) - (digits.count - 1)
        if lowest < 0 {
            var p = -1
            while p >= lowest { fraction += four(group(p)); p -= 1 }
        }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let isZero = digits.allSatisfy { $0 == 0 }
        let body = fraction.isEmpty ? integer : integer + "." + fraction
        return sign == 0x4000 && !isZero ? "-" + body : body
    }
}
#endif
