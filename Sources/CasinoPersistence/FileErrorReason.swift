import CasinoSystem

/// The system's reason behind a Foundation file error ("Not a directory", "Permission
/// denied"), for the one-line messages a player reads when a file cannot be used.
///
/// On Linux, Foundation's own text is "The operation could not be completed.
/// (NSCocoaErrorDomain error 512.)", which names no problem a player could fix.
package func fileErrorReason(_ error: any Error) -> String {
    // Foundation wraps a failed system call's `POSIXError` as the `CocoaError`'s underlying one.
    let posix = error as? POSIXError ?? (error as? CocoaError)?.underlying as? POSIXError
    guard let posix else { return String(describing: error) }
    return SystemError(code: posix.code.rawValue).reason
}
