extension SystemCalls {
    /// Opens `path` for writing, created (`rw-r--r--`) or emptied, and not inherited by a
    /// child: for what the game writes whole and afresh (a chart, a sound recording, a
    /// statistics file). A path like `/dev/stdout` works too, which `Data.write` refuses.
    package static func createFile(_ path: String) throws(SystemError) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, Self.newFileMode)
        guard descriptor >= 0 else { throw SystemError.last }
        return descriptor
    }

    /// Writes `bytes` as the whole of the file at `path` (``createFile(_:)``), closed after:
    /// the close's error counts too, as it may be the write that did not land (NFS).
    package static func writeFile(_ path: String, _ bytes: [UInt8]) throws(SystemError) {
        let descriptor = try createFile(path)
        do {
            try writeAll(bytes, to: descriptor)
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) else { throw SystemError.last }
    }

    /// Creates the folder at `path` with `mode`, and the folders missing above it, as
    /// `mkdir -p` does; one that exists is fine, a file in its place is not (ENOTDIR). Its
    /// `errno` says why it failed, which Foundation's `createDirectory` hides in its own
    /// error types.
    package static func makeDirectories(_ path: String, mode: mode_t) throws(SystemError) {
        var built = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            built += "/" + component
            guard mkdir(built, mode) != 0 else { continue }
            let code = errno
            var status = stat()
            guard code == EEXIST, stat(built, &status) == 0 else { throw SystemError(code: code) }
            guard status.st_mode & S_IFMT == S_IFDIR else { throw SystemError(code: ENOTDIR) }
        }
    }

    /// `rw-r--r--`: the player's to change, everyone's to read.
    private static let newFileMode: mode_t = 0o644
}
