import CasinoEngine
import CasinoPlain
import CasinoPresentation
import CasinoTerminal

/// `man casino`: the manual page in section 6 (games), written from the same command table,
/// key map and exit codes as `--help`, so nothing can be documented in one and missing in
/// the other. `casino manual` prints it; the install scripts put it where `man` looks.
package enum ManualPage {
    /// The manual's section: games.
    package static let section = 6

    /// The page's man(7) source.
    package static func source() -> String {
        var page = Roff()
        page.request(
            "TH", "CASINO", "\(section)", "", "RMIT Casino \(CasinoCommandLine.version)",
            "Games Manual")
        // No hyphenation and a ragged right edge: options and paths stay whole, and a
        // screen reader reads words, not fragments.
        page.request("nh")
        page.request("ad", "l")
        page.request("SH", "NAME")
        page.prose("casino - RMIT Casino, a three-reel slot machine for the terminal")

        page.request("SH", "SYNOPSIS")
        page.prose("casino [SUBCOMMAND] [options]")
        page.request("br")
        page.prose("casino --help | --version")

        page.request("SH", "DESCRIPTION")
        page.paragraph(
            """
            RMIT Casino is the slot machine of the RMIT "SwiftUI" guide: three reels of twelve \
            symbols; three of a kind pays ten times the bet and keeps the stake, anything else \
            loses the bet. The game starts with 100 coins, keeps a high score, and is over when \
            the money runs out. casino without a subcommand plays it in the terminal.
            """)
        page.paragraph(
            """
            The other subcommands print the exact odds, simulate and audit the reels, list and \
            export the sounds, and write this page and the shells' completion scripts.
            """)

        page.request("SH", "OPTIONS")
        for (spellings, help) in CasinoCommandLine.topLevelRows { page.tagged(spellings, help) }
        page.paragraph(optionRules)

        page.request("SH", "COMMANDS")
        for command in CasinoCommandLine.commands { describe(command, in: &page) }

        page.request("SH", "KEYS")
        page.paragraph(
            "The terminal game (casino play) answers these keys (a letter in either case); the "
                + "help line at the bottom of the screen shows the main ones that work on what "
                + "is showing.")
        for (panel, title) in screens {
            page.request("SS", title)
            // Every key, not the help line's selection: Enter spins, closes and answers too.
            for entry in KeyBindings.reference(panel: panel, betOptions: Rules.classic.betOptions) {
                page.tagged(entry.keys.map(KeyBindings.name).joined(separator: ", "), entry.action)
            }
        }

        page.request("SH", "PLAIN MODE")
        page.paragraph(
            "casino play --plain plays the same game line by line, for screen readers and "
                + "scripts: it reads one command a line from standard input and prints one "
                + "plain sentence per event, such as \"Cherry, bar, apple. No match: \u{2212}10. "
                + "Money 90.\", without colours or cursor movement. It saves like the full "
                + "game and ends at quit or at the end of the input. The commands, any of "
                + "them also by its shortcut:")
        for entry in PlainCommand.entries(bets: Rules.classic.betOptions) {
            page.tagged(
                ([entry.spelling] + entry.shortcuts).joined(separator: ", "), entry.meaning)
        }

        page.request("SH", "ENVIRONMENT")
        for (name, meaning) in environment { page.tagged(name, meaning) }

        page.request("SH", "FILES")
        for (path, meaning) in files { page.tagged(path, meaning) }
        page.paragraph(saveGuarantees)

        page.request("SH", "EXIT STATUS")
        for code in ExitCode.allCases { page.tagged("\(code.rawValue)", meaning(of: code)) }
        page.paragraph(
            "The terminal game ended by SIGINT, SIGTERM or SIGHUP restores the terminal and then "
                + "exits as that signal would.")
        page.paragraph(brokenPipeRule)
        return page.text
    }

    /// One subcommand: its synopsis, its options from the table, then its help discussion.
    private static func describe(_ command: Command, in page: inout Roff) {
        page.request("SS", command.synopsis)
        page.prose(command.summary)
        for word in command.options where word.isPositional {
            let choices =
                word.choices.isEmpty ? "" : " One of: \(word.choices.joined(separator: ", "))."
            page.tagged(word.name, word.help + choices)
        }
        for option in command.options where !option.isPositional {
            page.tagged(option.name, placeholder: option.valueName, option.help)
        }
        page.tagged(CasinoCommandLine.helpOption.name, "Show this subcommand's help.")
        discuss(command.discussion, in: &page)
    }

    /// Writes a help discussion: each paragraph (lines between blank lines) as running text,
    /// each run of indented lines (commands to type) line by line.
    private static func discuss(_ text: String, in page: inout Roff) {
        var prose: [Substring] = []
        var indented: [String] = []
        func flush() {
            if !prose.isEmpty { page.paragraph(prose.joined(separator: " ")) }
            if !indented.isEmpty { page.verbatim(indented) }
            prose = []
            indented = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy(\.isWhitespace) {
                flush()
            } else if line.first!.isWhitespace {
                if !prose.isEmpty { flush() }
                indented.append(String(line))
            } else {
                if !indented.isEmpty { flush() }
                prose.append(line)
            }
        }
        flush()
    }

    /// What the game shows, in the order a player meets it, with the keys' section titles.
    private static let screens: [(panel: Panel?, title: String)] = [
        (nil, "Main screen"), (.info, "Info sheet"), (.history, "Last spins"),
        (.resetConfirm, "Reset question"), (.gameOver, "Game Over"),
        (.realityCheck, "Reality check"),
    ]

    /// Every environment variable `casino` reads, with what it does. A test reads the sources
    /// for `environment["…"]` and fails on a variable missing here.
    private static let environment: KeyValuePairs<String, String> = [
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
        "CASINO_REALITY_CHECK_MINUTE": "Seconds that count as a minute of --reality-check, "
            + "below 60, for tests that wait for a check.",
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
            + "Scripts/benchmark.sh.",
        "CASINO_TERMINAL_STATS":
            "A file to write the terminal game's frame measurements to (time to the first "
            + "frame, bytes and CPU time per spin), for Scripts/benchmark.sh.",
    ]

    private static let files: KeyValuePairs<String, String> = [
        "$XDG_STATE_HOME/rmit-casino/save.json":
            "The saved game (by default ~/.local/state/rmit-casino/save.json, mode 0600): "
            + "money, bet, rule set, high score, lifetime statistics, the last "
            + "\(Game.historyLimit) spins, and the sound, motion and reality check settings.",
        "$XDG_STATE_HOME/rmit-casino/save.lock":
            "Held while the save file is replaced, so two games never write at once.",
        "$XDG_STATE_HOME/rmit-casino/session.lock":
            "Held by the game playing on this save, so a second game on it is refused "
            + "(exit status 75) instead of overwriting its spins.",
        "$XDG_RUNTIME_DIR/rmit-casino/session-HASH.lock":
            "The same claim, for a save whose folder cannot hold session.lock (and so "
            + "cannot be saved in, which the game says at the start): named by a hash of "
            + "the save's path; /tmp/rmit-casino-UID/ when XDG_RUNTIME_DIR is unset.",
        "$XDG_STATE_HOME/rmit-casino/replay/save.json":
            "A --seed replay's own save, started afresh by the next replay: a replay never "
            + "reads or writes the player's save.",
        "$XDG_STATE_HOME/rmit-casino/save.json.corrupt-TIMESTAMP":
            "A save file that could not be read, kept aside instead of overwritten.",
        "../lib/rmit-casino/\(WindowProgram.name)":
            "Beside the folder of casino: the desktop window, a program of its own so the "
            + "terminal game loads no graphics libraries; casino window runs it.",
    ]

    /// How every subcommand reads its command line (ParsedOptions.parse): said once here,
    /// as it holds for all of them.
    private static let optionRules = """
        Every subcommand reads its options alike: --name value or --name=value, in any order. \
        An option that takes a value is given at most once (a second --spins is a mistake, \
        exit status 64: which of the two was meant cannot be known); a flag given again \
        changes nothing. --help and --version right after casino take nothing after them. \
        A -- ends the options: every word after it is an argument, even one that starts \
        with a dash.
        """

    private static let saveGuarantees = """
        Every committed action is written before its outcome is shown: a temporary file in the \
        same folder, fsync, rename over the old file, fsync of the folder, under the lock. A \
        game killed at any instant leaves the old file or the new one. Two games saving at \
        once never lower the stored high score (only Reset does). A file that is unreadable, \
        not JSON, truncated or from a newer version is kept aside and the player is told in \
        one line; a folder that cannot be written is reported once and play goes on.
        """

    /// What every subcommand does when its reader goes away: one rule, said once (see
    /// ``CasinoCommandLine/run(_:console:perform:)``).
    static let brokenPipeRule = """
        A reader that stops reading (casino audit --dump-stops 1000 | head, a --plain game \
        piped into head) ends every subcommand quietly with status 0, as the reader has what \
        it wanted: nothing is printed, and every spin a game showed is already saved. Any \
        other failure to write standard output is status 74.
        """

    /// What an exit status tells a script. Exhaustive, so a new status cannot go undocumented.
    static func meaning(of code: ExitCode) -> String {
        switch code {
        case .success: "Success."
        case .failure: "An error not covered below; a one-line message says what."
        case .notATerminal:
            "casino play needs an interactive terminal on standard input and output "
                + "(casino play --plain does not)."
        case .usage: "A mistake on the command line (EX_USAGE); one line names it."
        case .unavailable:
            "Something the command needs is missing (EX_UNAVAILABLE): casino sounds --play "
                + "found no sound player; casino window found no desktop to open a window on, "
                + "or this casino has no window (a build without it, or an install without "
                + "casino-window)."
        case .ioError: "A file or standard output could not be written (EX_IOERR)."
        case .tempFail:
            "Another game is playing on the same save (EX_TEMPFAIL); try again once it has "
                + "ended, or replay with --seed."
        }
    }
}
