extension Texts {
    // MARK: Why the game cannot start (one line on standard error, after "casino: ")

    /// Standard input or output is not a terminal.
    package var needsInteractiveTerminal: String {
        localized(
            english: "the game needs an interactive terminal; without one, play line by line with "
                + "'casino play --plain', or see the figures with 'casino odds'",
            vietnamese:
                "trò chơi cần một cửa sổ dòng lệnh tương tác; nếu không có, hãy chơi từng dòng với "
                + "'casino play --plain', hoặc xem các con số với 'casino odds'")
    }

    /// `TERM` is unset (`term` empty: "TERM is not set") or `dumb` ("TERM=dumb").
    package func terminalCannotDraw(term: String) -> String {
        localized(
            english: (term.isEmpty ? "TERM is not set" : "TERM=\(term)")
                + "; the game needs a terminal that can draw, such as xterm",
            vietnamese: (term.isEmpty ? "chưa đặt TERM" : "TERM=\(term)")
                + "; trò chơi cần một cửa sổ dòng lệnh vẽ được, chẳng hạn xterm")
    }

    /// Another game holds the save; `holder` is its process id when known.
    package func alreadyRunning(holder: Int32?, savePath: String) -> String {
        localized(
            english: "a game is already running on this save "
                + "(\(holder.map { "process \($0)" } ?? "another process"), \(savePath)); "
                + "finish it first, or replay with --seed",
            vietnamese: "một ván khác đang chơi trên bản lưu này "
                + "(\(holder.map { "tiến trình \($0)" } ?? "một tiến trình khác"), \(savePath)); "
                + "hãy chơi xong ván đó trước, hoặc chơi lại với --seed")
    }
}

extension Texts {
    // MARK: What the command line says of the machine (one line after "casino: ")

    /// The locale's character set is not UTF-8 (`LANG=C`): the Vietnamese is written without
    /// its marks, as a terminal without UTF-8 can show only ASCII.
    package func localeNotUTF8(variable: String, value: String) -> String {
        localized(
            english: "the locale (\(variable)=\(value)) is not UTF-8; "
                + "start with LC_ALL=C.UTF-8 casino",
            vietnamese: "locale (\(variable)=\(value)) khong phai UTF-8; "
                + "hay chay LC_ALL=C.UTF-8 casino")
    }

    /// `CASINO_COLOR` names no colour mode: the game goes on with the colours it detects.
    package func unknownColorMode(_ value: String, allowed: [String]) -> String {
        let modes = allowed.joined(separator: ", ")
        return localized(
            english: "CASINO_COLOR='\(value)' is not one of \(modes); "
                + "detecting the terminal's colours instead",
            vietnamese: "CASINO_COLOR='\(value)' không thuộc \(modes); "
                + "dùng màu mà cửa sổ dòng lệnh tự báo")
    }

    /// This program has no desktop window: a build from source without it (`fromInstall`
    /// false) is told how to build it, an install how to install it.
    package func windowMissing(fromInstall: Bool) -> String {
        switch (language, fromInstall) {
        case (.english, false):
            "this build has no window; install libsdl2-dev and run "
                + "'swift run --traits Window casino window'"
        case (.english, true):
            "this install has no window; install the rmit-casino-window package, or "
                + "reinstall with the window (Scripts/install.sh --window)"
        case (.vietnamese, false):
            "bản dựng này không có cửa sổ; hãy cài libsdl2-dev rồi chạy "
                + "'swift run --traits Window casino window'"
        case (.vietnamese, true):
            "bản cài này không có cửa sổ; hãy cài gói rmit-casino-window, hoặc "
                + "cài lại kèm cửa sổ (Scripts/install.sh --window)"
        }
    }

    /// No display to open the window on; `reason` is SDL's own words.
    package func noDesktop(_ reason: String) -> String {
        localized(
            english: "no desktop to open a window on (\(reason)); "
                + "run 'casino' in a terminal to play there",
            vietnamese: "không có màn hình nền để mở cửa sổ (\(reason)); "
                + "hãy chạy 'casino' trong cửa sổ dòng lệnh để chơi ở đó")
    }

    /// The window draws without a graphics card; `reason` is why, in SDL's or Mesa's words.
    package func drawingOnTheCPU(_ reason: String) -> String {
        localized(
            english: "no accelerated renderer (\(reason)); drawing on the CPU",
            vietnamese: "không có bộ vẽ tăng tốc (\(reason)); vẽ bằng CPU")
    }
}
