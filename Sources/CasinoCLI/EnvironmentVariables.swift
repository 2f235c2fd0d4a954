import CasinoTerminal

/// Every environment variable `casino` reads, with what it does, for the manual page. A
/// test reads the sources for `environment["…"]` and fails on a variable missing here.
enum EnvironmentVariables {
    static let all: KeyValuePairs<String, String> = [
        "XDG_STATE_HOME":
            "The save file lives in $XDG_STATE_HOME/rmit-casino when this is an absolute path.",
        "HOME": "Without an absolute XDG_STATE_HOME, the save file lives in "
            + "$HOME/.local/state/rmit-casino.",
        "XDG_RUNTIME_DIR": "When the save's folder cannot hold the one-game claim, it is kept in "
            + "$XDG_RUNTIME_DIR/rmit-casino (an absolute path; else /tmp/rmit-casino-UID).",
        "LC_ALL, LC_MESSAGES, LANG":
            "The first one set and not empty chooses the language the game speaks: vi_* "
            + "Vietnamese, anything else English (--language overrides it). The help, "
            + "this manual and the completions are in English.",
        "NO_COLOR": "Any non-empty value: no colour at all (see no-color.org); the reels show each "
            + "symbol's name under it.",
        "CASINO_COLOR": ColorMode.allCases.map(\.rawValue).joined(separator: ", ")
            + ": forces the terminal's colour mode.",
        "COLORTERM": "truecolor or 24bit: 24-bit colour; otherwise the xterm 256-colour palette.",
        "TERM": "The terminal's type: unset or dumb, the game says it needs a terminal that can "
            + "draw; linux and *-16color terminals get 16 colours.",
        "LC_ALL, LC_CTYPE, LANG":
            "The first one set names the character set, which must be UTF-8 for the game's "
            + "pictures (start with LC_ALL=C.UTF-8 otherwise).",
        "CASINO_AUDIO": "off (or none, 0, no, false): no sound, and no warning about it.",
        "CASINO_AUDIO_RECORD":
            "A file: the game's sound is recorded to it as WAV instead of played.",
        "PATH":
            "Searched for a sound player: pw-play, pw-cat, paplay or aplay, the first that works.",
        "DISPLAY, WAYLAND_DISPLAY":
            "casino window needs one of them (an X11 or Wayland session) to open its window.",
        "XDG_RUNTIME_DIR":
            "casino window: where a Wayland display's socket is; without it (as a full path) "
            + "a WAYLAND_DISPLAY that is not a full path cannot be reached.",
        "SDL_VIDEODRIVER":
            "casino window: the SDL video driver to use (x11, wayland, kmsdrm, ...); unset, "
            + "only the desktops DISPLAY and WAYLAND_DISPLAY name are tried.",
        "CASINO_WINDOW_STATS": "A file to write the window game's frame measurements to, for "
            + "Scripts/window-performance.sh.",
        "CASINO_TERMINAL_STATS":
            "A file to write the terminal game's frame measurements to (time to the first "
            + "frame, bytes and CPU time per spin), for Scripts/terminal-performance.sh.",
    ]
}
