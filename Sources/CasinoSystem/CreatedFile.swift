extension SystemCalls {
    /// Opens `path` for writing, created (`rw-r--r--`) or emptied, and not inherited by a
    /// child: for what the game writes whole and afresh (a chart, a sound recording, a
    /// statistics file). A path like `/dev/stdout` works too, which `Data.write` refuses.
    package static func createFile(_ path: String) throws(SystemError) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, Self.newFileMode)
        guard descriptor >= 0 else { throw SystemError.last }
        return descriptor
    }

    /// `rw-r--r--`: the player's to change, everyone's to read.
    private static let newFileMode: mode_t = 0o644
}
