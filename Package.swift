// swift-tools-version: 6.1
// RMIT Casino: one engine, several front ends. Each front end adds its targets in its own
// section below, so the sections can grow independently.
import PackageDescription

// MARK: - System: the platform's imports and libc calls, once, for every module but the engine

let systemTargets: [Target] = [
    .target(name: "CasinoSystem"),
    .testTarget(name: "CasinoSystemTests", dependencies: ["CasinoSystem", "TestSupport"]),
]

// MARK: - Engine: pure rules, randomness and the save file

let engineTargets: [Target] = [
    .target(name: "CasinoEngine"),
    // What the layers around the engine hand each other: the player's save and preferences,
    // and the problems the save and the sound report for the catalogue to word.
    .target(name: "CasinoSharedModels", dependencies: ["CasinoEngine"]),
    .target(
        name: "CasinoPersistence",
        dependencies: ["CasinoEngine", "CasinoSharedModels", "CasinoSystem"]),
    .testTarget(
        name: "CasinoEngineTests", dependencies: ["CasinoEngine", "CasinoRandom", "TestSupport"]),
    .testTarget(
        name: "CasinoPersistenceTests",
        dependencies: [
            "CasinoPersistence", "CasinoEngine", "CasinoSharedModels", "CasinoRandom",
            "CasinoPresentation",
            "TestSupport", "save-torture",
        ]),
    // Helpers for tests: locating built executables, running them, temporary folders, waits,
    // the shared game and screen fixtures, the stored snapshots' compare-or-record, finding
    // the game's sounds in a recording, and xterm's palette read back.
    .target(
        name: "TestSupport",
        dependencies: [
            "CasinoEngine", "CasinoSharedModels", "CasinoPersistence", "CasinoPresentation",
            "CasinoAudio", "CasinoArt",
        ],
        path: "Tests/TestSupport"),
    // Saves in a loop so the tests can kill it with SIGKILL at any instant.
    .executableTarget(
        name: "save-torture",
        dependencies: [
            "CasinoPersistence", "CasinoEngine", "CasinoSharedModels", "CasinoRandom",
            "TestSupport",
        ],
        path: "Tests/SaveTorture"),
]

// MARK: - Odds lab: generators, simulator, fairness audit, benchmark

let labTargets: [Target] = [
    // Seeded generators only (tests, simulations, `--seed` replays): the player's game draws
    // from the standard library's SystemRandomNumberGenerator, so this needs no C and no flags.
    .target(name: "CasinoRandom"),
    .testTarget(name: "CasinoRandomTests", dependencies: ["CasinoRandom", "CasinoEngine"]),
    .target(
        name: "CasinoLab",
        dependencies: ["CasinoEngine", "CasinoRandom", "CasinoSystem", "CasinoArt"]),
    .testTarget(
        name: "CasinoLabTests",
        dependencies: ["CasinoLab", "CasinoEngine", "CasinoRandom", "CasinoCLI"]),
    // `swift run -c release casino-bench`: spins per second, naive loop against ours;
    // `--sounds`: the time synthesis and mixing take.
    .executableTarget(
        name: "casino-bench",
        dependencies: ["CasinoLab", "CasinoEngine", "CasinoSystem", "CasinoAudio"],
        path: "Sources/CasinoBench"),
]

// MARK: - Session: what every front end does to start a game on the player's save

let sessionTargets: [Target] = [
    .target(
        name: "CasinoSession",
        dependencies: [
            "CasinoEngine", "CasinoSharedModels", "CasinoPersistence", "CasinoPresentation",
            "CasinoRandom",
            "CasinoAudio", "CasinoSystem",
        ]),
    .testTarget(
        name: "CasinoSessionTests",
        dependencies: [
            "CasinoSession", "CasinoEngine", "CasinoSharedModels", "CasinoPersistence",
            "CasinoPresentation",
            "TestSupport", "session-probe", "casino",
        ]),
    // Plays a session on a save and holds it, so tests can run two real processes on one save.
    .executableTarget(
        name: "session-probe",
        dependencies: ["CasinoSession", "CasinoEngine", "CasinoPresentation"],
        path: "Tests/SessionProbe"),
]

// MARK: - Command line: `casino` and its subcommands

let commandLineTargets: [Target] = [
    .target(
        name: "CasinoCLI",
        dependencies: [
            "CasinoEngine", "CasinoSharedModels", "CasinoRandom", "CasinoPersistence",
            "CasinoPresentation",
            "CasinoTerminal", "CasinoLab", "CasinoAudio", "CasinoSession", "CasinoPlain",
            "CasinoSystem", .target(name: "CasinoWindow", condition: .when(traits: ["Window"])),
        ]),
    .executableTarget(name: "casino", dependencies: ["CasinoCLI", "CasinoSystem"]),
    .testTarget(
        name: "CasinoCLITests", dependencies: ["CasinoCLI", "TestSupport", "casino"],
        exclude: ["__Snapshots__"]),
]

// MARK: - Art: pixel art and palette shared by every front end

let artTargets: [Target] = [
    .target(name: "CasinoArt", dependencies: ["CasinoEngine"]),
    .testTarget(
        name: "CasinoArtTests", dependencies: ["CasinoArt", "CasinoEngine", "TestSupport"]),
    // `casino-assets icons DIR`: the desktop icons the install scripts put in place.
    .executableTarget(
        name: "casino-assets", dependencies: ["CasinoArt", "CasinoSystem"],
        path: "Sources/CasinoAssets"),
]

// MARK: - Terminal: the presentation model and the terminal front end

let terminalTargets: [Target] = [
    .target(
        name: "CasinoPresentation",
        dependencies: ["CasinoEngine", "CasinoSharedModels", "CasinoSystem"]),
    .target(
        name: "CasinoTerminal",
        dependencies: [
            "CasinoPresentation", "CasinoEngine", "CasinoArt", "CasinoSharedModels", "CasinoSystem",
        ]),
    .testTarget(
        name: "CasinoPresentationTests",
        dependencies: [
            "CasinoPresentation", "CasinoPersistence", "CasinoEngine", "CasinoSharedModels",
            "CasinoRandom",
            "TestSupport",
        ]),
    .testTarget(
        name: "CasinoTerminalTests",
        dependencies: [
            "CasinoTerminal", "CasinoPresentation", "CasinoEngine", "CasinoSharedModels",
            "CasinoRandom", "CasinoArt",
            "CasinoAudio", "CasinoPersistence", "TestSupport", "casino",
        ],
        exclude: ["__Snapshots__"]),
]

// MARK: - Sound: synthesized effects and music, a mixer, and output to a player or a file

let audioTargets: [Target] = [
    .target(
        name: "CasinoAudio",
        dependencies: [
            "CasinoEngine", "CasinoSharedModels", "CasinoSystem", "CasinoRandom", "CCasinoMemory",
            .target(name: "CSDL2", condition: .when(traits: ["Window"])),
        ]),
    // malloc_trim(3), which Swift's Glibc module does not declare.
    .target(name: "CCasinoMemory"),
    // Debian's SDL2 (libsdl2-dev), used only in a build with the `Window` trait. No
    // `pkgConfig: "sdl2"`: sdl2.pc's Cflags add only -I/usr/include/SDL2 (shim.h includes
    // <SDL2/SDL.h> from the default path) and -D_REENTRANT, which SwiftPM refuses with a
    // "prohibited flag(s)" warning on every clean build; the module map links SDL2.
    .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
    .testTarget(
        name: "CasinoAudioTests",
        dependencies: [
            "CasinoAudio", "CasinoEngine", "CasinoSharedModels", "TestSupport", "casino",
        ]),
]

// MARK: - Apple: the SwiftUI app's model and assets (the app itself is in Apple/)

let appleTargets: [Target] = [
    // The app's behaviour: the guide's state and functions on PlayController, tested here.
    .target(
        name: "CasinoAppModel",
        dependencies: [
            "CasinoEngine", "CasinoSharedModels", "CasinoPresentation", "CasinoPersistence",
            "CasinoSystem",
        ]),
    // The guide's images, colours and sounds, made from CasinoArt and CasinoAudio.
    .target(
        name: "CasinoAppAssets",
        dependencies: ["CasinoEngine", "CasinoArt", "CasinoAudio", "CasinoSystem"]),
    .testTarget(
        name: "CasinoAppModelTests",
        dependencies: [
            "CasinoAppModel", "CasinoAppAssets", "CasinoEngine", "CasinoSharedModels",
            "CasinoPresentation",
            "CasinoPersistence", "CasinoArt", "CasinoAudio", "TestSupport",
        ]),
]

// The Apple app package (Apple/RMITCasino.swiftpm) depends on these through `.package(path:)`.
let appleProducts: [Product] = [
    .library(
        name: "CasinoApp",
        targets: [
            "CasinoAppModel", "CasinoAppAssets", "CasinoEngine", "CasinoSharedModels",
            "CasinoPresentation", "CasinoPersistence", "CasinoArt", "CasinoAudio", "CasinoSystem",
        ])
]

// MARK: - Window: the SDL2 desktop front end (drawing is pure and in the default build)

let windowTargets: [Target] = [
    // Lays out and composes the window's frames in memory: no SDL, so its golden images
    // are tested in every build. No `-O` in debug (no `unsafeFlags` anywhere: SwiftPM
    // refuses them in a package reached by version or branch); its pixel loops are written
    // to be quick at -Onone instead.
    .target(
        name: "CasinoWindowDrawing",
        dependencies: ["CasinoPresentation", "CasinoArt", "CasinoEngine"]),
    .testTarget(
        name: "CasinoWindowDrawingTests",
        dependencies: [
            "CasinoWindowDrawing", "CasinoPresentation", "CasinoArt", "CasinoEngine", "CZlib",
            "TestSupport",
            // With the trait, SDL's software renderer draws the goldens' lists too.
            .target(name: "CasinoWindow", condition: .when(traits: ["Window"])),
            .target(name: "CSDL2", condition: .when(traits: ["Window"])),
        ],
        exclude: ["__Goldens__"]),
    // The SDL window itself: only in a build with the `Window` trait.
    .target(
        name: "CasinoWindow",
        dependencies: [
            "CasinoWindowDrawing", "CasinoPresentation", "CasinoArt", "CasinoEngine",
            "CasinoSharedModels",
            "CasinoSystem",
            .target(name: "CSDL2", condition: .when(traits: ["Window"])),
            .target(name: "CCasinoQuietALSA", condition: .when(traits: ["Window"])),
            .target(name: "CCasinoXKeys", condition: .when(traits: ["Window"])),
        ]),
    // Keeps ALSA's messages about missing sound cards out of the player's terminal.
    .target(name: "CCasinoQuietALSA"),
    // Reads the X server's key events that SDL hands on, for the keys held as the window opens.
    .target(name: "CCasinoXKeys"),
    // End to end under a private Xvfb with xdotool: skipped without the tools or the trait.
    // Touch has no X tool, so with the trait its test opens the window in the test itself.
    .testTarget(
        name: "CasinoWindowTests",
        dependencies: [
            "TestSupport", "casino",
            .target(name: "CasinoWindow", condition: .when(traits: ["Window"])),
            .target(name: "CasinoWindowDrawing", condition: .when(traits: ["Window"])),
            .target(name: "CSDL2", condition: .when(traits: ["Window"])),
            .target(name: "CasinoPresentation", condition: .when(traits: ["Window"])),
            .target(name: "CasinoPersistence", condition: .when(traits: ["Window"])),
            .target(name: "CasinoEngine", condition: .when(traits: ["Window"])),
            .target(name: "CasinoSharedModels", condition: .when(traits: ["Window"])),
            .target(name: "CasinoRandom", condition: .when(traits: ["Window"])),
            .target(name: "CasinoArt", condition: .when(traits: ["Window"])),
        ],
        exclude: ["wm_close.py", "map_watch.py"]),
    // A virtual SDL gamepad presses buttons and records rumble: only with the trait.
    .testTarget(
        name: "CasinoWindowGamepadTests",
        dependencies: [
            "CasinoPresentation", "CasinoEngine",
            .target(name: "CasinoWindow", condition: .when(traits: ["Window"])),
            .target(name: "CSDL2", condition: .when(traits: ["Window"])),
        ]),
    // zlib from Debian, to read and write the golden PNG files in tests.
    .systemLibrary(name: "CZlib", path: "Tests/CZlib"),
]

// MARK: - Plain: the game line by line, for screen readers and pipes (`casino play --plain`)

let plainTargets: [Target] = [
    .target(
        name: "CasinoPlain", dependencies: ["CasinoEngine", "CasinoPresentation", "CasinoSystem"]),
    .testTarget(
        name: "CasinoPlainTests",
        dependencies: [
            "CasinoPlain", "CasinoPresentation", "CasinoPersistence", "CasinoEngine",
            "CasinoSharedModels", "TestSupport",
            "casino",
        ]),
]

// MARK: - Fuzzing: the property checks of the libFuzzer targets (Scripts/fuzz.sh)

let fuzzTargets: [Target] = [
    // What every outside input must never do, per input: the fuzz targets in Tests/Fuzz/Entries
    // trap on a violation, and the corpus replay test runs every kept input through it.
    .target(
        name: "FuzzChecks",
        dependencies: [
            "CasinoPersistence", "CasinoEngine", "CasinoSharedModels", "CasinoTerminal",
            "CasinoPresentation",
            "CasinoPlain", "CasinoRandom", "CasinoCLI",
        ],
        path: "Tests/Fuzz/Checks"),
    .testTarget(
        name: "FuzzCorpusTests", dependencies: ["FuzzChecks"], path: "Tests/Fuzz/CorpusTests"),
]

let package = Package(
    name: "RMITCasino",
    // Mutex and Atomic (Synchronization: SaveStore, CasinoLab's Parallel) and @Observable
    // (CasinoAppModel) need these; Linux has no minimum.
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "casino", targets: ["casino"])
    ] + appleProducts,
    traits: [
        .trait(name: "Window", description: "The SDL2 desktop front end (needs libsdl2-dev).")
    ],
    targets: systemTargets + engineTargets + sessionTargets + commandLineTargets + artTargets
        + labTargets + terminalTargets + audioTargets + windowTargets + appleTargets
        + plainTargets + fuzzTargets,
    swiftLanguageModes: [.v6]
)
