import Foundation

/// Runs code with file permissions enforced, also when the tests run as root (CI containers),
/// where `chmod 000` stops nothing: on Linux, on a thread of its own whose file-system user id is
/// set to `nobody` (`setfsuid(2)` changes only the calling thread, and moving it off 0 drops
/// that thread's CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH), so the kernel's real permission
/// checks apply to the loader's own `stat`, `opendir` and `open`. Not root: run as is.
enum Unprivileged {
    typealias SetFSUID = @convention(c) (UInt32) -> Int32

    static let nobody: UInt32 = 65534

    #if os(Linux)
    static let setfsuid: SetFSUID? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "setfsuid")
        .map { unsafeBitCast($0, to: SetFSUID.self) }
    #else
    static let setfsuid: SetFSUID? = nil
    #endif

    /// Whether `run` can enforce permissions here.
    static var isAvailable: Bool { geteuid() != 0 || setfsuid != nil }

    /// `body`'s result, computed where permissions are enforced; nil when that failed.
    static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T? {
        guard geteuid() == 0 else { return body() }
        guard let setfsuid else { return nil }
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Thread {
            defer { done.signal() }
            _ = setfsuid(nobody)
            // An invalid id changes nothing and returns the current one: check it took.
            guard setfsuid(UInt32.max) == Int32(bitPattern: nobody) else { return }
            box.value = body()
            _ = setfsuid(0)
        }.start()
        done.wait()
        return box.value
    }
}

/// A result handed from a thread of its own to the test waiting for it (after a semaphore).
final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
