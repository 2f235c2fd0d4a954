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
