#if Window
    import CSDL2
    import CasinoArt
    import CasinoEngine
    import CasinoPersistence
    import CasinoPresentation
    import CasinoWindowDrawing
    #if canImport(FoundationEssentials)
        import FoundationEssentials
    #else
        import Foundation
    #endif
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// The game in a desktop window: SDL events in, the pure renderer's frames out.
    ///
    /// Draws only when something changed or moves (then once per display refresh), and
    /// otherwise sleeps in `SDL_WaitEventTimeout` until the controller's next timed change,
    /// so an idle game uses no CPU. A minimised or hidden window draws nothing.
    public final class DesktopWindow {
        /// How the window session ended.
        public enum Ending: Equatable {
            case quit
            /// SIGINT or SIGTERM: the caller exits as the signal would.
            case signal(Int32)
        }

        /// The design size in points a window opens at the first time.
        public static let defaultSize = WindowSize(width: 450, height: 800)

        private var controller: PlayController
        private let clock: () -> Double
        private let renderer = ScreenRenderer()
        private let rumble: Rumble
        private let window: OpaquePointer
        private let sdlRenderer: OpaquePointer
        private var texture: OpaquePointer?
        private var textureSize = (width: 0, height: 0)
        private let hasVSync: Bool
        private let frameInterval: Double
        private var lastFrame: RenderedFrame?
        private var pointer = PointerState()
        private var pointerPosition = (x: 0, y: 0)
        private var dragStart: Int?
        private var dirty = true
        private var controllers: [Int32: OpaquePointer] = [:]
        private let handCursor: OpaquePointer?
        private let arrowCursor: OpaquePointer?
        private var showingHand = false
        /// The window's size in points while not fullscreen: what the save keeps.
        public private(set) var windowSize: WindowSize
        /// Frames drawn so far (the performance script reads it through `CASINO_WINDOW_STATS`).
        public private(set) var framesDrawn = 0
        private let messages: PostedLines
        /// Receives one line per measured event ("first-frame EPOCH", "spin-frames N") for
        /// the performance script; nil in normal play.
        public var report: ((String) -> Void)?
        private var spinFrames = 0
        private var lastDrawAt = -Double.infinity

        /// Opens the window; `controller` is built by the caller with `perform` routed through
        /// ``perform(_:)`` for rumble (see `WindowCommand`).
        public init(
            size: WindowSize, fullscreen: Bool, clock: @escaping () -> Double,
            messages: PostedLines, makeController: (DesktopWindow.Haptics) -> PlayController
        ) throws(SDLVideo.Unavailable) {
            self.clock = clock
            self.messages = messages
            // A posted line wakes the loop from SDL_WaitEventTimeout.
            messages.setWake {
                var event = SDL_Event()
                event.type = SDL_USEREVENT.rawValue
                SDL_PushEvent(&event)
            }
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
            SDL_SetWindowMinimumSize(
                window, Int32(ScreenGeometry.designWidth), Int32(ScreenGeometry.designHeight))
            let renderer =
                SDL_CreateRenderer(
                    window, -1,
                    SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
            guard let renderer else {
                SDL_DestroyWindow(window)
                throw SDLVideo.Unavailable(reason: SDLVideo.lastError())
            }
            sdlRenderer = renderer
            var info = SDL_RendererInfo()
            SDL_GetRendererInfo(renderer, &info)
            hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
            var mode = SDL_DisplayMode()
            let refresh =
                SDL_GetWindowDisplayMode(window, &mode) == 0 && mode.refresh_rate > 0
                ? Double(mode.refresh_rate) : 60
            frameInterval = 1 / refresh
            handCursor = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_HAND)
            arrowCursor = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_ARROW)
            let rumble = Rumble()
            self.rumble = rumble
            controller = makeController(Haptics(rumble: rumble, clock: clock))
            setIcon()
            SDL_ShowWindow(window)
            SignalCatcher.install()
        }

        deinit {
            for controller in controllers.values { SDL_GameControllerClose(controller) }
            if let texture { SDL_DestroyTexture(texture) }
            SDL_DestroyRenderer(sdlRenderer)
            SDL_DestroyWindow(window)
        }

        /// Receives the controller's haptic cues and turns them into rumble.
        public struct Haptics {
            let rumble: Rumble
            let clock: () -> Double
            public func perform(_ cues: [Cue]) {
                for case .haptic(let haptic) in cues { rumble.schedule(haptic, at: clock()) }
            }
        }

        /// Runs until the player quits, the window manager closes the window or a signal, and
        /// keeps the window's size in the save so it reopens as left.
        public func run() -> Ending {
            let ending = loop()
            controller.setWindowSize(windowSize, at: clock())
            return ending
        }

        private func loop() -> Ending {
            var event = SDL_Event()
            while true {
                let now = clock()
                for text in messages.take() { controller.notify(text, at: now) }
                controller.advance(to: now)
                let nextRumble = rumble.fire(at: now, controllers: Array(controllers.values))
                let wake = controller.nextChange(after: now)
                let visible = isVisible
                var deadline: Double?
                switch wake {
                case .everyFrame:
                    // One frame per display refresh: vsync paces it where the renderer has
                    // it, the clock where it does not (a software renderer, Xvfb).
                    let due = lastDrawAt + frameInterval
                    if hasVSync || now >= due - 0.001 { dirty = true }
                    deadline = hasVSync ? now : max(due, now)
                case .at(let time): deadline = time
                }
                if let nextRumble { deadline = min(deadline ?? nextRumble, nextRumble) }
                if dirty && visible {
                    draw(at: now)
                    dirty = false
                    lastDrawAt = now
                    if case .everyFrame = wake {
                        deadline = hasVSync ? clock() : now + frameInterval
                    }
                }
                // Sleep until an event or the next timed change.
                let wait = max(0, ((deadline ?? now + 3600) - clock()) * 1000)
                let gotEvent =
                    wait < 1
                    ? SDL_PollEvent(&event)
                    : SDL_WaitEventTimeout(&event, Int32(min(wait, 3_600_000).rounded(.up)))
                if gotEvent != 0 {
                    repeat {
                        if let ending = handle(event) { return ending }
                    } while SDL_PollEvent(&event) != 0
                }
                if SignalCatcher.caught != 0 { return .signal(SignalCatcher.caught) }
            }
        }

        private var isVisible: Bool {
            let flags = SDL_GetWindowFlags(window)
            return flags & (SDL_WINDOW_MINIMIZED.rawValue | SDL_WINDOW_HIDDEN.rawValue) == 0
        }

        // MARK: - Drawing

        private func draw(at now: Double) {
            var width: Int32 = 0
            var height: Int32 = 0
            SDL_GetRendererOutputSize(sdlRenderer, &width, &height)
            guard width > 0, height > 0 else { return }
            if texture == nil || textureSize != (Int(width), Int(height)) {
                if let texture { SDL_DestroyTexture(texture) }
                texture = SDL_CreateTexture(
                    sdlRenderer, SDL_PIXELFORMAT_ABGR8888.rawValue,
                    Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), width, height)
                textureSize = (Int(width), Int(height))
            }
            let scene = controller.screen(at: now)
            let frame = renderer.render(
                scene, width: Int(width), height: Int(height), pointer: pointer)
            lastFrame = frame
            frame.raster.bytes.withUnsafeBytes { bytes in
                _ = SDL_UpdateTexture(texture, nil, bytes.baseAddress, width * 4)
            }
            SDL_RenderClear(sdlRenderer)
            SDL_RenderCopy(sdlRenderer, texture, nil, nil)
            SDL_RenderPresent(sdlRenderer)
            framesDrawn += 1
            if let report {
                if framesDrawn == 1 { report("first-frame \(Date().timeIntervalSince1970)") }
                if scene.isSpinning {
                    spinFrames += 1
                } else if spinFrames > 0 {
                    report("spin-frames \(spinFrames)")
                    spinFrames = 0
                }
            }
            updateHover()
        }

        // MARK: - Input

        private func handle(_ event: SDL_Event) -> Ending? {
            let now = clock()
            switch SDL_EventType(event.type) {
            case SDL_QUIT:
                return SignalCatcher.caught != 0 ? .signal(SignalCatcher.caught) : .quit
            case SDL_WINDOWEVENT:
                switch SDL_WindowEventID(UInt32(event.window.event)) {
                case SDL_WINDOWEVENT_SIZE_CHANGED:
                    let fullscreen =
                        SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0
                    if !fullscreen {
                        windowSize = WindowSize(
                            width: Int(event.window.data1), height: Int(event.window.data2))
                    }
                    dirty = true
                case SDL_WINDOWEVENT_CLOSE: return .quit
                case SDL_WINDOWEVENT_LEAVE:
                    pointer.hovered = nil
                    dirty = true
                default: dirty = true
                }
            case SDL_KEYDOWN:
                let key = event.key.keysym
                let alt = UInt32(key.mod) & UInt32(KMOD_ALT.rawValue) != 0
                if Int(key.sym) == Int(SDLK_F11.rawValue)
                    || (alt && Int(key.sym) == Int(SDLK_RETURN.rawValue))
                {
                    if event.key.repeat == 0 { toggleFullscreen() }
                    return nil
                }
                guard event.key.repeat == 0, let mapped = KeyMapping.key(key.sym) else {
                    return nil
                }
                let panel = controller.visiblePanel(at: now)
                if KeyBindings.quits(mapped, panel: panel) { return .quit }
                if let intent = KeyBindings.intent(
                    for: mapped, panel: panel, betOptions: controller.rules.betOptions)
                {
                    send(intent, at: now)
                }
            case SDL_MOUSEMOTION:
                move(to: devicePoint(x: event.motion.x, y: event.motion.y))
                updateHover()
            case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
                press(at: devicePoint(x: event.button.x, y: event.button.y))
            case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
                release(at: devicePoint(x: event.button.x, y: event.button.y), now: now)
            case SDL_FINGERDOWN, SDL_FINGERUP:
                // A tap acts as a click where the finger touched.
                let point = devicePoint(of: event.tfinger)
                pointerPosition = point
                if SDL_EventType(event.type) == SDL_FINGERDOWN {
                    updateHover()
                    press(at: point)
                } else {
                    release(at: point, now: now)
                    pointer.hovered = nil
                }
            case SDL_FINGERMOTION:
                // The Info sheet follows a finger dragging it down, as it follows the mouse.
                move(to: devicePoint(of: event.tfinger))
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
                        SDL_GameControllerButton(Int32(event.cbutton.button))),
                    let intent = GamepadBindings.intent(
                        for: button, panel: controller.visiblePanel(at: now),
                        betOptions: controller.rules.betOptions)
                else { return nil }
                send(intent, at: now)
            default: break
            }
            return nil
        }

        private func send(_ intent: Intent, at now: Double) {
            controller.handle(intent, at: now)
            pointer.sheetDrag = 0
            dirty = true
        }

        private func press(at point: (x: Int, y: Int)) {
            let hit = lastFrame?.intent(atX: point.x, y: point.y)
            pointer.pressed = hit
            if let top = lastFrame?.sheetTop, point.y >= top, hit == nil {
                dragStart = point.y
            }
            dirty = true
        }

        private func release(at point: (x: Int, y: Int), now: Double) {
            defer {
                pointer.pressed = nil
                dirty = true
            }
            if let start = dragStart {
                dragStart = nil
                let dragged = point.y - start
                pointer.sheetDrag = 0
                // Dragging the sheet a quarter of the way down closes it, as on iOS.
                if dragged > textureSize.height / 4 { send(.closePanel, at: now) }
                return
            }
            guard let pressed = pointer.pressed,
                lastFrame?.intent(atX: point.x, y: point.y) == pressed
            else { return }
            send(pressed, at: now)
        }

        /// The pointer (mouse or finger) moved: a sheet being dragged follows it.
        private func move(to point: (x: Int, y: Int)) {
            pointerPosition = point
            if let start = dragStart {
                pointer.sheetDrag = max(0, point.y - start)
                dirty = true
            }
        }

        private func updateHover() {
            let hovered = lastFrame?.intent(atX: pointerPosition.x, y: pointerPosition.y)
            if hovered != pointer.hovered {
                pointer.hovered = hovered
                dirty = true
            }
            let wantsHand = hovered != nil
            if wantsHand != showingHand {
                showingHand = wantsHand
                if let cursor = wantsHand ? handCursor : arrowCursor { SDL_SetCursor(cursor) }
            }
        }

        /// A point in window coordinates in the frame's device pixels (high-DPI aware).
        private func devicePoint(x: Int32, y: Int32) -> (x: Int, y: Int) {
            var width: Int32 = 0
            var height: Int32 = 0
            SDL_GetWindowSize(window, &width, &height)
            guard width > 0, height > 0 else { return (Int(x), Int(y)) }
            return (
                Int(x) * textureSize.width / Int(width), Int(y) * textureSize.height / Int(height)
            )
        }

        /// Where a finger is in the frame's device pixels: SDL gives it from 0 to 1 across
        /// the window.
        private func devicePoint(of finger: SDL_TouchFingerEvent) -> (x: Int, y: Int) {
            (
                x: Int(Double(finger.x) * Double(textureSize.width)),
                y: Int(Double(finger.y) * Double(textureSize.height))
            )
        }

        private func toggleFullscreen() {
            let isFullscreen =
                SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0
            SDL_SetWindowFullscreen(
                window, isFullscreen ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue)
            dirty = true
        }

        /// The window's icon: the cherries from the art, crisp at 64×64.
        private func setIcon() {
            let icon = Art.symbol(.cherry).scaled(by: 4)
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
