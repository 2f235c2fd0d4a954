extension SystemCalls {
    /// Whether the machine has a GPU that OpenGL could draw with. On Linux that is a DRM
    /// render node (`/dev/dri/renderD128`…): without one, Mesa can only rasterise on the CPU
    /// (llvmpipe), so the window need not load it to find out. A Mac always has one.
    package static var hasGPURenderNode: Bool {
        #if canImport(Glibc)
            folderEntries("/dev/dri")?.contains { $0.hasPrefix("renderD") } ?? false
        #elseif canImport(Darwin)
            true
        #endif
    }
}
