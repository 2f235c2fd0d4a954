extension SystemCalls {
    /// The names in the folder at `path` ("." and ".." among them), or nil when it cannot be
    /// read: the one reading of `dirent`'s name, a fixed C array.
    package static func folderEntries(_ path: String) -> [String]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        return sequence(state: folder, next: { readdir($0) }).map { entry in
            withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
        }
    }
}
