import Foundation

/// Pixel buffers for the share image's cairo surface, kept for the next card instead of freed.
///
/// A 1200×630 `RGB24` surface is 3 MB. Made fresh for every athlete (`cairo_image_surface_create`),
/// its pages came new from the kernel each time: about 750 page faults a card, half of all the
/// faults of a `--no-documents` build, paid as system time (docs/performance.md, "The share
/// image's pixels, kept"). A buffer taken from here is cleared to zero bytes, as a new surface
/// is, so the card's pixels do not depend on the card drawn before.
///
/// At most one buffer per card drawn at the same time is ever made (one per build job); each
/// lives until the process ends.
final class PixelBufferPool: @unchecked Sendable {
    /// The bytes every buffer of this pool holds.
    let byteCount: Int
    private let lock = NSLock()
    // Invariant: each pointer was allocated with `byteCount` bytes, 64-byte aligned (cairo and
    // pixman want at least 4), and is held by no caller.
    private var free: [UnsafeMutableRawPointer] = []
    /// How many buffers this pool has allocated, for the tests.
    private(set) var made = 0

    init(byteCount: Int) {
        self.byteCount = byteCount
    }

    /// `body` with a zeroed buffer of `byteCount` bytes, which goes back to the pool afterwards.
    func withBuffer<T, E: Error>(_ body: (UnsafeMutableRawPointer) throws(E) -> T) throws(E) -> T {
        let buffer = take()
        defer { give(buffer) }
        buffer.initializeMemory(as: UInt8.self, repeating: 0, count: byteCount)
        return try body(buffer)
    }

    private func take() -> UnsafeMutableRawPointer {
        lock.lock()
        defer { lock.unlock() }
        if let buffer = free.popLast() { return buffer }
        made += 1
        return UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 64)
    }

    private func give(_ buffer: UnsafeMutableRawPointer) {
        lock.lock()
        free.append(buffer)
        lock.unlock()
    }
}
