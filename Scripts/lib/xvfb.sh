# Sourced by the scripts that photograph or time the game on a private X server.
#
# start_xvfb SCREEN: starts Xvfb on a display number it picks itself (SCREEN is
# WIDTHxHEIGHTxDEPTH), exports DISPLAY, and makes `work` a temporary folder. On exit it stops
# the processes named in `stop_on_exit` (pids the caller appends), then Xvfb, and removes
# `work`.
stop_on_exit=()
start_xvfb() {
    work="$(mktemp -d)"
    exec 3> "$work/display"
    # -noreset: by default the server resets when its last client leaves, and refuses the
    # clients that connect meanwhile (the game between two screenshots, say).
    Xvfb -displayfd 3 -screen 0 "$1" -nolisten tcp -noreset >/dev/null 2>&1 &
    xvfb=$!
    trap 'for pid in "${stop_on_exit[@]}"; do kill "$pid" 2>/dev/null || true; done
        kill "$xvfb" 2>/dev/null || true; rm -rf "$work"' EXIT
    until [ -s "$work/display" ]; do sleep 0.05; done
    export DISPLAY=":$(head -n1 "$work/display")"
}

# nearly_over_save STATE_HOME: a save with some history, one spin from Game Over (20 coins
# at bet 20), for the pictures of Game Over and the history.
nearly_over_save() {
    mkdir -p "$1/rmit-casino"
    cp "$(dirname "${BASH_SOURCE[0]}")/nearly-over-save.json" "$1/rmit-casino/save.json"
}
