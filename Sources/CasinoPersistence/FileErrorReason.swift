import Foundation

/// The system's reason behind a Foundation file error ("Not a directory", "Permission
/// denied"), for the one-line messages a player reads when a file cannot be used.
///
/// On Linux, Foundation's own text is "The operation could not be completed.
/// (NSCocoaErrorDomain error 512.)", which names no problem a player could fix.
public func fileErrorReason(_ error: any Error) -> String {
    if let code = fileErrorNumber(error) { return String(cString: strerror(code)) }
    return (error as NSError).localizedDescription
}

/// The `errno` behind a Foundation file error, if it came from a system call.
///
/// On Linux the underlying error is a Swift `POSIXError`, which does not cast to `NSError`
/// from `Any`, so both forms are checked.
func fileErrorNumber(_ error: any Error) -> Int32? {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey]
    if let posix = underlying as? POSIXError { return posix.code.rawValue }
    if let nsError = underlying as? NSError, nsError.domain == NSPOSIXErrorDomain {
        return Int32(nsError.code)
    }
    return nil
}
