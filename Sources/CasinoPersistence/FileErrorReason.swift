import CasinoSystem

/// The system's reason behind a Foundation file error ("Not a directory", "Permission
/// denied"), for the one-line messages a player reads when a file cannot be used.
///
/// On Linux, Foundation's own text is "The operation could not be completed.
/// (NSCocoaErrorDomain error 512.)", which names no problem a player could fix.
package func fileErrorReason(_ error: any Error) -> String {
    if let code = fileErrorNumber(error) { return SystemError(code: code).reason }
    return String(describing: error)
}

/// The `errno` behind a Foundation file error, if it came from a system call: Foundation
/// wraps the call's `POSIXError` as the `CocoaError`'s underlying error.
func fileErrorNumber(_ error: any Error) -> Int32? {
    if let posix = error as? POSIXError { return posix.code.rawValue }
    if let cocoa = error as? CocoaError, let posix = cocoa.underlying as? POSIXError {
        return posix.code.rawValue
    }
    return nil
}
