import Foundation

/// Plain words for a file operation that failed, for every message a user reads: never
/// Foundation's own text ("The operation could not be completed. (NSCocoaErrorDomain error
/// 512.)"), which names neither the cause nor what to do.
///
/// ```swift
/// FileProblem.reason(ENOSPC)                        // "the disk is full"
/// FileProblem.reason(of: error)                     // the same for an error FileManager threw
/// FileProblem.message(of: error, action: "cannot write", path: url.path)
/// ```
public enum FileProblem {
    /// What `code` (an `errno` value) means, in a few plain words.
    public static func reason(_ code: Int32) -> String {
        switch code {
        case ENOSPC: "the disk is full"
        case EDQUOT: "your disk quota is used up"
        case EACCES, EPERM: "permission denied"
        case EROFS: "the disk is read-only"
        case ENOENT: "no such file or folder"
        case EEXIST: "a file or folder of that name is already there"
        case ENOTDIR: "a file is in the way where a folder is needed"
        case EISDIR: "it is a folder"
        case ENOTEMPTY: "the folder is not empty"
        case ENAMETOOLONG: "the name is too long"
        case EMFILE, ENFILE: "too many files are open"
        case EIO: "the disk reported a read or write error"
        case EXDEV: "it is on another disk"
        case EBUSY: "it is in use"
        case ELOOP: "too many symbolic links"
        case EINVAL: "the name is not valid there"
        default: "the system refused it (error number \(code))"
        }
    }

    /// The `errno` behind an error from FileManager, `Data.write` or a POSIX call; nil when the
    /// error says none.
    public static func code(of error: any Error) -> Int32? {
        if let posix = error as? POSIXError { return posix.code.rawValue }
        let ns = error as NSError
        if ns.domain == NSPOSIXErrorDomain { return Int32(ns.code) }
        // On Linux the underlying error comes back as `any Error`, not as an NSError.
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? any Error,
           (underlying as NSError).domain == NSPOSIXErrorDomain {
            return Int32((underlying as NSError).code)
        }
        guard ns.domain == NSCocoaErrorDomain else { return nil }
        switch CocoaError.Code(rawValue: ns.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return ENOENT
        case .fileReadNoPermission, .fileWriteNoPermission: return EACCES
        case .fileWriteOutOfSpace: return ENOSPC
        case .fileWriteVolumeReadOnly: return EROFS
        case .fileWriteFileExists: return EEXIST
        case .fileReadInvalidFileName, .fileWriteInvalidFileName: return EINVAL
        default: return nil
        }
    }

    /// `reason(_:)` for an error; one sentence without Foundation's text when it says no `errno`.
    public static func reason(of error: any Error) -> String {
        code(of: error).map(reason) ?? "the system gave no reason"
    }

    /// The path a Foundation error names, if any.
    public static func path(of error: any Error) -> String? {
        let info = (error as NSError).userInfo
        return info[NSFilePathErrorKey] as? String ?? (info[NSURLErrorKey] as? URL)?.path
    }

    /// `cannot write /x/a.zip: the disk is full`.
    public static func message(of error: any Error, action: String, path: String) -> String {
        "\(action) \(path): \(reason(of: error))"
    }

    /// Whether `error` comes from Foundation's or the system's file operations (a message for the
    /// user, not an internal error).
    public static func isFileError(_ error: any Error) -> Bool {
        let domain = (error as NSError).domain
        return error is POSIXError || domain == NSCocoaErrorDomain || domain == NSPOSIXErrorDomain
    }

    /// `38.2 MB`: bytes in mebibytes with one decimal, as the packet confirmation counts KB
    /// (1,024 bytes), without the machine's locale.
    public static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + 524_288) / 1_048_576
        return "\(tenths / 10).\(tenths % 10) MB"
    }

    /// `16.3 KB` below a megabyte, `38.2 MB` from there: how much a message says is needed.
    public static func size(_ bytes: Int) -> String {
        guard bytes < 1_048_576 else { return megabytes(bytes) }
        let tenths = (bytes * 10 + 512) / 1024
        return tenths >= 10_240 ? "1.0 MB" : "\(tenths / 10).\(tenths % 10) KB"
    }

    /// The space free for this user on the disk holding `path`, in bytes; nil when unknown.
    public static func freeSpace(at path: String) -> Int? {
        var s = statvfs()
        guard statvfs(path, &s) == 0 else { return nil }
        return Int(s.f_bavail) * Int(s.f_frsize)
    }
}

extension FileProblem {
    /// What to do when the output cannot be written for `code`.
    public static func outputAdvice(_ code: Int32) -> String {
        switch code {
        case ENOSPC, EDQUOT: "free some space or choose another --output"
        case EACCES, EPERM: "choose an --output you can write to"
        case EROFS: "choose an --output on a disk you can write to"
        default: "choose another --output"
        }
    }
}
