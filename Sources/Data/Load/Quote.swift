/// Puts user text into messages: in double quotes, with quotes, backslashes and control
/// characters escaped (so a value with a line break stays on one message line), and cut to
/// 80 characters with `…`.
public enum Quote {
    public static func text(_ s: String) -> String {
        var out = "\""
        var count = 0
        for scalar in s.unicodeScalars {
            if count == 80 {
                out += "…"
                break
            }
            count += 1
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
