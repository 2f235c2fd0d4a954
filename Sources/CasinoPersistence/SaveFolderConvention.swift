/// How an operating system says where an app keeps the files it creates for itself.
package enum SaveFolderConvention: Sendable, Equatable {
    /// The XDG base directory specification, Linux's: `$XDG_STATE_HOME/rmit-casino`, or
    /// `~/.local/state/rmit-casino`.
    case xdg
    /// Apple's: `Application Support/RMIT Casino` in the user's domain (macOS and iOS).
    case applicationSupport

    /// This platform's convention.
    package static var current: Self {
        #if canImport(Darwin)
            .applicationSupport
        #else
            .xdg
        #endif
    }
}
