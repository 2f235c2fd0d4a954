#if Window
    import CSDL2
    import CasinoSystem

    /// What draws a window, and why: a GPU through SDL's renderer, or the CPU into the
    /// window's surface ("software").
    ///
    /// SDL reads `SDL_RENDER_DRIVER` (software, opengl, opengles2) itself; with none named,
    /// or the one named failing, it takes the first accelerated renderer. Where that would be
    /// OpenGL drawn by the CPU, the window draws into its surface instead, which redraws only
    /// what changed; where no renderer can be made at all, it falls back to that.
    struct RendererChoice {
        /// The accelerated renderer; nil when the CPU draws into the window's surface.
        let renderer: OpaquePointer?
        /// "opengl", "opengles2", "software".
        let name: String
        /// Whether presenting a frame waits for the display.
        let hasVSync: Bool
        /// Why no accelerated renderer could be made, when the window fell back to drawing on
        /// the CPU; nil when it did not need to.
        private(set) var fallbackReason: String?
        /// Why the window chose to draw on the CPU itself over OpenGL on the CPU: the rasteriser
        /// OpenGL turned out to be ("llvmpipe (LLVM 15.0.6, 256 bits)"), or that there is no
        /// GPU at all; nil otherwise.
        private(set) var cpuOpenGL: String?

        /// Makes the renderer for `window`, which stays the caller's, or readies its surface.
        init(for window: OpaquePointer) throws(SDLVideo.Unavailable) {
            var renderer: OpaquePointer?
            // Asked for by name, the CPU draws: no accelerated renderer is tried.
            if !Self.softwareRequested {
                if !Self.driverNamed && !SystemCalls.hasGPURenderNode {
                    // No GPU: OpenGL would be Mesa's llvmpipe (see below), so it is not loaded.
                    cpuOpenGL = "no GPU render node in /dev/dri"
                } else {
                    renderer = SDL_CreateRenderer(
                        window, -1,
                        SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
                    if renderer == nil {
                        fallbackReason = SDLVideo.lastError()
                    } else if !Self.driverNamed, let rasteriser = Self.openGLOnTheCPU() {
                        // OpenGL drawn by the CPU shades the whole window at every frame (a
                        // spin took half a core under llvmpipe); drawing into the surface
                        // redraws only what changed (a tenth). OpenGL can still be named.
                        SDL_DestroyRenderer(renderer)
                        renderer = nil
                        cpuOpenGL = rasteriser
                    }
                }
            }
            self.renderer = renderer
            guard let renderer else {
                Self.drawSoftwareFramesNatively()
                guard SDL_GetWindowSurface(window) != nil else {
                    throw SDLVideo.Unavailable(reason: SDLVideo.lastError())
                }
                name = "software"
                hasVSync = false
                return
            }
            var info = SDL_RendererInfo()
            SDL_GetRendererInfo(renderer, &info)
            name = info.name.map { String(cString: $0) } ?? "unknown"
            hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        }

        /// Whether the player named a renderer (`SDL_RENDER_DRIVER`).
        private static var driverNamed: Bool {
            SDL_GetHint(SDL_HINT_RENDER_DRIVER).map { String(cString: $0).isEmpty == false }
                ?? false
        }

        /// The name of the current OpenGL context's renderer when it is one of Mesa's
        /// rasterisers on the CPU (llvmpipe, softpipe, swrast), nil for a GPU's.
        private static func openGLOnTheCPU() -> String? {
            typealias GetString = @convention(c) (UInt32) -> UnsafePointer<CChar>?
            guard let address = SDL_GL_GetProcAddress("glGetString") else { return nil }
            let getString = unsafeBitCast(address, to: GetString.self)
            let glRenderer: UInt32 = 0x1F01  // GL_RENDERER
            guard let name = getString(glRenderer).map({ String(cString: $0) }) else { return nil }
            let cpu = ["llvmpipe", "softpipe", "swrast", "software rasterizer"]
            return cpu.contains { name.lowercased().contains($0) } ? name : nil
        }

        /// Whether the player asked for no GPU (`SDL_RENDER_DRIVER=software`).
        private static var softwareRequested: Bool {
            SDL_GetHint(SDL_HINT_RENDER_DRIVER).map { String(cString: $0).lowercased() }
                == "software"
        }

        /// The CPU draws into the window's surface, which SDL otherwise puts on an OpenGL
        /// texture: that loads Mesa (LLVM alone is 55 MB) to show frames made on the CPU.
        /// Without it the window's resident memory is a quarter (about 30 MB, not 120).
        /// The player's own `SDL_FRAMEBUFFER_ACCELERATION` still wins (a hint set here has
        /// the lower priority).
        private static func drawSoftwareFramesNatively() {
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        }
    }
#endif
