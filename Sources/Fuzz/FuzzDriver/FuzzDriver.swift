import Foundation

/// The shared `main` of the fuzz targets (`Sources/Fuzz/Fuzz*`): each target is one call,
/// `FuzzDriver.run { bytes in … }`, whose closure must return for any bytes.
///
/// `scripts/fuzz.sh` builds with `-sanitize=fuzzer,address -DFUZZING`: libFuzzer's driver is
/// started from here (SwiftPM renames an executable's entry point, so libFuzzer's own `main`
/// cannot be used). An ordinary build makes a replay tool instead: `FuzzCSV FILE…` runs each
/// file through the same check, which is how a crasher is reproduced under a debugger.
public enum FuzzDriver {
    /// The target's check; set once, before libFuzzer calls `LLVMFuzzerTestOneInput`.
    nonisolated(unsafe) static var check: ([UInt8]) -> Void = { _ in }

    public static func run(_ check: @escaping ([UInt8]) -> Void) -> Never {
        Self.check = check
        #if FUZZING
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runDriver(&argc, &argv, fuzzOneInput))
        #else
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else { fatalError("cannot read \(path)") }
            check(Array(data))
        }
        exit(0)
        #endif
    }
}

#if FUZZING
@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(_ argc: UnsafeMutablePointer<CInt>,
               _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
               _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzDriver.check(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}
#endif
