import ArgumentParser
import Foundation
import SiteGen

/// Turns library errors into the exit codes of output.md: 1 for bad input or usage (message on
/// stderr, no stack trace), 2 for internal errors; and 128 + the signal (130, 143) for a run
/// stopped by SIGINT or SIGTERM, as a shell reports it.
enum CLI {
    static func run(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as Interrupted {
            FileHandle.standardError.write(Foundation.Data("sitegen: \(error.description)\n".utf8))
            throw ExitCode(128 + error.signal)
        } catch let error as any UserFacingError {
            FileHandle.standardError.write(Foundation.Data((error.message + "\n").utf8))
            throw ExitCode(1)
        } catch let error as ExitCode {
            throw error
        } catch {
            FileHandle.standardError.write(Foundation.Data("internal error: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}
