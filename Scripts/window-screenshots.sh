#!/usr/bin/env bash
# Writes the README's window screenshots (docs/window-*.png) from a private Xvfb: the main
# screen, a spin in motion, Game Over, the Info sheet and the history; then Game Over and the
# main screen in Vietnamese (LANG=vi_VN.UTF-8). The pictures come
# from the X server (ImageMagick's `import`), not from the program.
# Needs libsdl2-dev, xvfb, xdotool and imagemagick.  Usage: Scripts/window-screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
for tool in Xvfb xdotool import; do
    command -v "$tool" >/dev/null || { echo "window-screenshots: $tool is not installed" >&2; exit 69; }
done
swift build -c release --traits Window --product casino >/dev/null
casino="$(swift build -c release --traits Window --show-bin-path)/casino"

. Scripts/lib/xvfb.sh
start_xvfb 1280x1024x24
export CASINO_AUDIO=off XDG_STATE_HOME="$work/state"
mkdir -p docs

nearly_over_save "$XDG_STATE_HOME"

# opened: after a game was started in the background, waits for its window and focuses it.
opened() {
    game=$!
    stop_on_exit+=("$game")
    until window=$(xdotool search --name '^RMIT Casino$' 2>/dev/null | head -n1) && [ -n "$window" ]; do
        sleep 0.1
    done
    xdotool windowfocus --sync "$window"
}

# The player's own save, not a replay (a replay would start afresh at 100 coins).
"$casino" window --size 540x960 &
opened
sleep 0.5
shot() { import -window "$window" "docs/window-$1.png"; echo "docs/window-$1.png"; }
key() { xdotool key "$1"; sleep "${2:-0.6}"; }

shot main
key i 0.8; shot info
key Escape; key h; shot history
key Escape
xdotool key space; sleep 0.12; shot spin
sleep 1.5; shot game-over
xdotool key q
wait "$game" || true

# The same save, now over, in Vietnamese: Game Over first, then a new game.
LANG=vi_VN.UTF-8 "$casino" window --size 540x960 &
opened
sleep 1.5
shot vi-game-over
key n 1; shot vi-main
xdotool key q
wait "$game" || true
