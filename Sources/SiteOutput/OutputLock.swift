import Foundation

/// An exclusive lock on one output (a site folder or a packet file), so two sitegen runs
/// never write it at once: `flock` on `.<name>.sitegen-lock` beside it.
///
/// The second run fails at once rather than waiting: a family that started two builds by
/// mistake learns it now, and a script is never stuck behind a build that hangs. The kernel
/// drops the lock when the process ends, however it ends, so a crash leaves no stale lock.
/// The lock file is removed on release; a run that locked a file since removed (it lost that
/// race) sees that the path no longer names its file and tries again with the new one.
package final class OutputLock: @unchecked Sendable {
    private var fd: Int32 = -1
    private let file: URL

    /// Locks `target`, which need not exist yet; its folder must.
    package init(_ target: URL) throws(OutputError) {
        file = OutputLock.file(for: target)
        while true {
            let fd = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard fd >= 0 else {
                let code = errno
                throw OutputError("cannot create the lock file \(file.path): \(FileProblem.reason(code)); \(FileProblem.outputAdvice(code))")
            }
            var result = flock(fd, LOCK_EX | LOCK_NB)
            while result != 0 && errno == EINTR { result = flock(fd, LOCK_EX | LOCK_NB) }
            guard result == 0 else {
                let busy = errno == EWOULDBLOCK
                let reason = FileProblem.reason(errno)
                close(fd)
                throw OutputError(busy
                    ? "another sitegen is writing \(target.path) right now; wait for it to finish, then run this again"
                    : "cannot lock \(file.path): \(reason)")
            }
            var opened = stat(), named = stat()
            if fstat(fd, &opened) == 0, stat(file.path, &named) == 0,
               opened.st_dev == named.st_dev, opened.st_ino == named.st_ino {
                self.fd = fd
                return
            }
            close(fd)  // removed by the previous holder after we opened it: take the new one
        }
    }

    /// `.<name>.sitegen-lock` beside `target`.
    package static func file(for target: URL) -> URL {
        target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).sitegen-lock")
    }

    /// Lets the next run in; safe to call twice.
    package func release() {
        guard fd >= 0 else { return }
        unlink(file.path)  // while still holding the lock, so no one else's file is removed
        flock(fd, LOCK_UN)
        close(fd)
        fd = -1
    }

    deinit { release() }
}
