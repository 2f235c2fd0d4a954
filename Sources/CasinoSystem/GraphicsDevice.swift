extension SystemCalls {
    /// Whether the machine has a GPU that OpenGL could draw with. On Linux that is a DRM
    /// render node (`/dev/dri/renderD128`…): without one, Mesa can only rasterise on the CPU
    /// (llvmpipe), so the window need not load it to find out. A Mac always has one.
    package static var hasGPURenderNode: Bool {
        #if canImport(Glibc)
            guard let folder = opendir("/dev/dri") else { return false }
            defer { closedir(folder) }
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name.hasPrefix("renderD") { return true }
            }
            return false
        #elseif canImport(Darwin)
            return true
        #endif
    }
}
