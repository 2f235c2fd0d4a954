import CasinoSharedModels

#if Window
    import CSDL2
    import CasinoArt
    import CasinoEngine
    import CasinoPresentation
    import CasinoWindowDrawing
    import CasinoSystem

    /// The game in a desktop window, as a ``FrontEnd``: the pure renderer's draw lists out,
    /// drawn by SDL's renderer (``SDLDrawing``), and SDL's events in (keyboard, mouse, touch,
    /// gamepads).
    ///
    /// It sleeps in `SDL_WaitEventTimeout` until the driver's deadline, an event or a rumble
    /// pulse; a minimised or hidden window draws nothing.
    package final class DesktopWindow: FrontEnd {
        /// The design size in points a window opens at the first time.
        package static let defaultSize = WindowSize(width: 450, height: 800)

        private let clock: () -> Double
        private let renderer = ScreenRenderer()
        private let rumble: Rumble
        private let window: OpaquePointer
        /// The GPU's renderer; nil when the CPU draws into the window's surface.
        private let sdlRenderer: OpaquePointer?
        private let drawing: any WindowDrawing
        /// The last frame's size in device pixels, for placing the pointer on it.
        private var frameSize = (width: 0, height: 0)
        package let frameInterval: Double
        private var lastFrame: RenderedFrame?
        private var pointer = PointerTracker()
        private var controllers: [Int32: OpaquePointer] = [:]
        private let handCursor: OpaquePointer?
        private let arrowCursor: OpaquePointer?
        private var showingHand = false
        private var heldKeys = HeldKeys()
        /// The window's size in points while not fullscreen: what the save keeps.
        package private(set) var windowSize: WindowSize
        /// Frames drawn so far (the performance script reads it through `CASINO_WINDOW_STATS`).
        package private(set) var framesDrawn = 0
        /// Receives one line per measured event ("first-frame EPOCH", "spin-frames N") for
        /// the performance script; nil in normal play.
        package var report: ((String) -> Void)?
        private var spinFrames = 0
        private var isOpen = true

        /// The SDL renderer drawing the window: "opengl", "opengles2", "software".
        package let rendererName: String
        /// See ``RendererChoice/fallbackReason``.
        package let fallbackReason: String?
        /// See ``RendererChoice/cpuOpenGL``.
        package let cpuOpenGL: String?

        /// Opens the window. `rumble` is the session's cue sink for haptics (see
        /// ``Rumble/perform(_:at:)``): the window fires its pulses on the gamepads it opens.
        package init(
            size: WindowSize, fullscreen: Bool, rumble: Rumble, clock: @escaping () -> Double
        ) throws(SDLVideo.Unavailable) {
            self.clock = clock
            self.rumble = rumble
            windowSize = size
            // Hidden until its renderer exists: SDL makes a new window for an OpenGL renderer,
            // and a window shown at once would flash up, vanish and come back.
            var flags =
                SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
                | SDL_WINDOW_HIDDEN.rawValue
            if fullscreen { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
            let centred = Int32(bitPattern: 0x2FFF_0000)  // SDL_WINDOWPOS_CENTERED
            guard
                let window = SDL_CreateWindow(
                    Texts.appName, centred, centred, Int32(size.width), Int32(size.height), flags)
            else { throw SDLVideo.Unavailable(reason: SDLVideo.lastError()) }
            self.window = window
            let choice: RendererChoice
            do throws(SDLVideo.Unavailable) {
                choice = try RendererChoice(for: window)
            } catch {
                SDL_DestroyWindow(window)
                throw error
            }
            sdlRenderer = choice.renderer
            rendererName = choice.name
            fallbackReason = choice.fallbackReason
            cpuOpenGL = choice.cpuOpenGL
            // After the renderer: an OpenGL one makes SDL create the X window again, and the
            // new one had no minimum in its size hints, so a window manager let it shrink to
            // 50×50 (issue 16).
            SDL_SetWindowMinimumSize(
                window, Int32(ScreenGeometry.minimumWidth), Int32(ScreenGeometry.minimumHeight))
            drawing =
                choice.renderer.map { SDLDrawing(renderer: $0) }
                ?? SurfaceDrawing(surface: { SDL_GetWindowSurface(window) })
            let hasVSync = choice.hasVSync
            var mode = SDL_DisplayMode()
            let refresh =
                SDL_GetWindowDisplayMode(window, &mode) == 0 && mode.refresh_rate > 0
                ? Double(mode.refresh_rate) : Self.assumedRefreshRate
            // With vsync, presenting a frame waits for the display: the driver need not pace.
            frameInterval = hasVSync ? 0 : 1 / refresh
            handCursor = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_HAND)
            arrowCursor = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_ARROW)
            setIcon()
            HeldKeys.listen()
            SDL_ShowWindow(window)
            SignalCatcher.install()
        }

        /// Frames a second when the display does not say.
        static let assumedRefreshRate = 60.0

        /// Closes the window and the gamepads, before SDL stops; safe to call twice.
        package func close() {
            guard isOpen else { return }
            isOpen = false
            for controller in controllers.values { SDL_GameControllerClose(controller) }
            controllers = [:]
            drawing.release()
            if let sdlRenderer { SDL_DestroyRenderer(sdlRenderer) }
            SDL_DestroyWindow(window)
        }

        deinit { close() }

        /// Shown, and large enough for the game (see ``ScreenGeometry``): a smaller window (a
        /// window manager may ignore the minimum size) says so and takes no game input.
        package var isScreenVisible: Bool { isShown && fitsTheGame }

        private var isShown: Bool {
            let flags = SDL_GetWindowFlags(window)
            return flags & (SDL_WINDOW_MINIMIZED.rawValue | SDL_WINDOW_HIDDEN.rawValue) == 0
        }

        private var outputSize: (width: Int, height: Int) {
            var width: Int32 = 0
            var height: Int32 = 0
            if let sdlRenderer {
                SDL_GetRendererOutputSize(sdlRenderer, &width, &height)
            } else {
                SDL_GetWindowSizeInPixels(window, &width, &height)
            }
            return (Int(width), Int(height))
        }

        private var fitsTheGame: Bool {
            ScreenGeometry.fits(width: outputSize.width, height: outputSize.height)
        }

        /// A posted line wakes the loop from `SDL_WaitEventTimeout` (SDL's queue takes events
        /// from any thread).
        package var wake: @Sendable () -> Void {
            {
                var event = SDL_Event()
                event.type = SDL_USEREVENT.rawValue
                SDL_PushEvent(&event)
            }
        }

        package func waitForInput(until deadline: Double?) -> [FrontEndEvent] {
            var event = SDL_Event()
            let now = clock()
            let nextRumble = rumble.fire(at: now, controllers: Array(controllers.values))
            let wakeAt = [deadline, nextRumble].compactMap { $0 }.min()
            let milliseconds = wakeAt.map { max(0, ($0 - now) * 1000) } ?? Self.longestWait
            let gotEvent =
                milliseconds < 1
                ? SDL_PollEvent(&event)
                : SDL_WaitEventTimeout(
                    &event, Int32(min(milliseconds, Self.longestWait).rounded(.up)))
            var events: [FrontEndEvent] = []
            if gotEvent != 0 {
                repeat {
                    events += translate(event)
                } while SDL_PollEvent(&event) != 0
            }
            let caught = SignalCatcher.caught
            if caught != 0 { events.append(.end(.signal(caught))) }
            return events
        }

        /// The longest sleep in one wait, in milliseconds: an hour, well inside `Int32`.
        static let longestWait = 3_600_000.0

        // MARK: - Drawing

        package func draw(_ screen: Screen, at now: Double) {
            guard isShown else { return }
            let size = outputSize
            let (width, height) = size
            guard width > 0, height > 0 else { return }
            frameSize = size
            let frame =
                fitsTheGame
                ? renderer.render(screen, width: width, height: height, pointer: pointer.state)
                : renderer.renderTooSmall(width: width, height: height, language: screen.language)
            lastFrame = frame
            let drawn = drawing.draw(frame.drawList)
            present(drawn)
            framesDrawn += 1
            if let report {
                if framesDrawn == 1 { report("first-frame \(Date().timeIntervalSince1970)") }
                if screen.isSpinning {
                    spinFrames += 1
                } else if spinFrames > 0 {
                    report("spin-frames \(spinFrames)")
                    spinFrames = 0
                }
            }
            if pointer.refresh(over: frame) { updateCursor() }
        }

        /// Shows what was drawn. A GPU's frame is shown whole; the CPU's picture is the
        /// window's surface, so only the rectangles drawn again go to the display (the whole
        /// surface is 8 MB at 1080 × 1920).
        private func present(_ drawn: [PixelRect]) {
            if let sdlRenderer {
                SDL_RenderPresent(sdlRenderer)
                return
            }
            guard !drawn.isEmpty else { return }
            let rects = drawn.map(SDL_Rect.init)
            SDL_UpdateWindowSurfaceRects(window, rects, Int32(rects.count))
        }

        // MARK: - Input

        /// One SDL event in the driver's words.
        private func translate(_ event: SDL_Event) -> [FrontEndEvent] {
            switch SDL_EventType(event.type) {
            case SDL_QUIT:
                let caught = SignalCatcher.caught
                return [.end(caught != 0 ? .signal(caught) : .quit)]
            case SDL_WINDOWEVENT:
                // A resized or re-created surface has lost the picture.
                drawing.forgetPicture()
                switch SDL_WindowEventID(UInt32(event.window.event)) {
                case SDL_WINDOWEVENT_SIZE_CHANGED:
                    let fullscreen =
                        SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0
                    if !fullscreen {
                        windowSize = WindowSize(
                            width: Int(event.window.data1), height: Int(event.window.data2))
                    }
                case SDL_WINDOWEVENT_CLOSE: return [.end(.quit)]
                case SDL_WINDOWEVENT_LEAVE: pointer.leave()
                default: break
                }
                return [.redraw]
            case SDL_SYSWMEVENT:
                heldKeys.note(event.syswm.msg)
            case SDL_KEYDOWN:
                guard !heldKeys.pressIsHeld() else { return [] }
                let key = event.key.keysym
                let alt = UInt32(key.mod) & UInt32(KMOD_ALT.rawValue) != 0
                if Int(key.sym) == Int(SDLK_F11.rawValue)
                    || (alt && Int(key.sym) == Int(SDLK_RETURN.rawValue))
                {
                    if event.key.repeat == 0 { toggleFullscreen() }
                    return [.redraw]
                }
                guard event.key.repeat == 0, let mapped = KeyMapping.key(key.sym) else { return [] }
                return sent(.key(mapped))
            case SDL_MOUSEMOTION:
                return moved(to: devicePoint(x: event.motion.x, y: event.motion.y))
            case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
                pointer.press(
                    at: devicePoint(x: event.button.x, y: event.button.y), over: lastFrame)
                updateCursor()
                return [.redraw]
            case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
                return released(at: devicePoint(x: event.button.x, y: event.button.y))
            case SDL_FINGERDOWN:
                // A tap acts as a click where the finger touched.
                pointer.press(at: devicePoint(of: event.tfinger), over: lastFrame)
                updateCursor()
                return [.redraw]
            case SDL_FINGERUP:
                defer { pointer.leave() }
                return released(at: devicePoint(of: event.tfinger))
            case SDL_FINGERMOTION:
                // The Info sheet follows a finger dragging it down, as it follows the mouse.
                return moved(to: devicePoint(of: event.tfinger))
            case SDL_CONTROLLERDEVICEADDED:
                if let opened = SDL_GameControllerOpen(event.cdevice.which) {
                    let id = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(opened))
                    controllers[id] = opened
                }
            case SDL_CONTROLLERDEVICEREMOVED:
                if let removed = controllers.removeValue(forKey: event.cdevice.which) {
                    SDL_GameControllerClose(removed)
                }
            case SDL_CONTROLLERBUTTONDOWN:
                guard
                    let button = KeyMapping.button(
                        SDL_GameControllerButton(Int32(event.cbutton.button)))
                else { return [] }
                return sent(.button(button))
            default: break
            }
            return []
        }

        /// An event for the game: a sheet being dragged is let go where it is.
        private func sent(_ event: FrontEndEvent) -> [FrontEndEvent] {
            pointer.intentSent()
            return [event]
        }

        private func moved(to point: (x: Int, y: Int)) -> [FrontEndEvent] {
            guard pointer.move(to: point, over: lastFrame) else { return [] }
            updateCursor()
            return [.redraw]
        }

        private func released(at point: (x: Int, y: Int)) -> [FrontEndEvent] {
            let intent = pointer.release(at: point, over: lastFrame)
            updateCursor()
            return intent.map { sent(.intent($0)) } ?? [.redraw]
        }

        /// A hand over a button, an arrow elsewhere.
        private func updateCursor() {
            let wantsHand = pointer.state.hovered != nil
            guard wantsHand != showingHand else { return }
            showingHand = wantsHand
            if let cursor = wantsHand ? handCursor : arrowCursor { SDL_SetCursor(cursor) }
        }

        /// A point in window coordinates in the frame's device pixels (high-DPI aware).
        private func devicePoint(x: Int32, y: Int32) -> (x: Int, y: Int) {
            var width: Int32 = 0
            var height: Int32 = 0
            SDL_GetWindowSize(window, &width, &height)
            guard width > 0, height > 0 else { return (Int(x), Int(y)) }
            return (
                Int(x) * frameSize.width / Int(width), Int(y) * frameSize.height / Int(height)
            )
        }

        /// Where a finger is in the frame's device pixels: SDL gives it from 0 to 1 across
        /// the window.
        private func devicePoint(of finger: SDL_TouchFingerEvent) -> (x: Int, y: Int) {
            (
                x: Int(Double(finger.x) * Double(frameSize.width)),
                y: Int(Double(finger.y) * Double(frameSize.height))
            )
        }

        private func toggleFullscreen() {
            let isFullscreen =
                SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0
            SDL_SetWindowFullscreen(
                window, isFullscreen ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue)
        }

        /// The window's icon: the app's icon, crisp at 64×64 (its 16-pixel art at 4×).
        private static let iconScale = 4

        private func setIcon() {
            let icon = Art.appIcon(scale: Self.iconScale)
            var bytes = icon.rgba8888()
            bytes.withUnsafeMutableBytes { buffer in
                guard
                    let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                        buffer.baseAddress, Int32(icon.width), Int32(icon.height), 32,
                        Int32(icon.width * 4), SDL_PIXELFORMAT_ABGR8888.rawValue)
                else { return }
                SDL_SetWindowIcon(window, surface)
                SDL_FreeSurface(surface)
            }
        }
    }
#endif
