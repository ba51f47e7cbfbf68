/// Big-endian integers in byte arrays: PNG's chunk lengths and CRCs (`PNGEncoder`) and the
/// TrueType tables (`TrueTypeHinting`). (The zip writer's are little-endian: `ZipWriter`.)
extension Array where Element == UInt8 {
    mutating func appendU16(_ v: UInt16) { append(UInt8(v >> 8)); append(UInt8(v & 0xFF)) }
    mutating func appendU32(_ v: UInt32) { appendU16(UInt16(v >> 16)); appendU16(UInt16(v & 0xFFFF)) }
    mutating func setU16(_ at: Int, _ v: UInt16) { self[at] = UInt8(v >> 8); self[at + 1] = UInt8(v & 0xFF) }
    mutating func setU32(_ at: Int, _ v: UInt32) { setU16(at, UInt16(v >> 16)); setU16(at + 2, UInt16(v & 0xFFFF)) }
}
