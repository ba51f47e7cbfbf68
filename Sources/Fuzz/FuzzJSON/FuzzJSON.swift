import Foundation
import SiteData

/// A JSON table file: the reader must return for any bytes (deep nesting included).
func check(_ bytes: [UInt8]) {
    _ = JSONReader.read(bytes, file: "fuzz.json")
}

#if FUZZING
// scripts/fuzz.sh builds with -sanitize=fuzzer,address -DFUZZING. libFuzzer's driver is started
// from a Swift `main` (SwiftPM renames an executable's entry point, so libFuzzer's own `main`
// cannot be used).
@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(_ argc: UnsafeMutablePointer<CInt>,
               _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
               _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    check(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

@main struct Fuzz {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runDriver(&argc, &argv, fuzzOneInput))
    }
}
#else
/// An ordinary build makes a replay tool: `FuzzJSON FILE…` runs each file through the same check.
@main struct Replay {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else { fatalError("cannot read \(path)") }
            check(Array(data))
        }
    }
}
#endif
