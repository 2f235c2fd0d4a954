#!/usr/bin/env bash
# Writes the README's terminal screenshots (docs/terminal-*.png): the real game running in
# xterm on a private Xvfb, photographed by the X server (ImageMagick's `import`), not drawn:
# the main screen, a spin in motion, Game Over, the Info sheet, the history and NO_COLOR, and
# the main screen and Game Over in Vietnamese (LANG=vi_VN.UTF-8).
# Needs xterm, xvfb, xdotool, imagemagick and fonts-dejavu-core.
#   Scripts/terminal-screenshots.sh [COLUMNSxROWS]     (default 100x44)
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null && [ -x /opt/swift/usr/bin/swift ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi
for tool in xterm Xvfb xdotool import; do
    command -v "$tool" >/dev/null || { echo "terminal-screenshots: $tool is not installed" >&2; exit 69; }
done
size=${1:-100x44}
columns=${size%x*}
rows=${size#*x}
swift build --product casino >/dev/null
casino="$(swift build --show-bin-path)/casino"

. Scripts/lib/xvfb.sh
start_xvfb 1600x1200x24
mkdir -p docs


# start NAME [ENV=VALUE ...]: the game in a fresh xterm on a fresh copy of the save, with
# the options in casino_args.
casino_args=()
start() {
    local name=$1
    shift
    nearly_over_save "$work/state-$name"
    env XDG_STATE_HOME="$work/state-$name" CASINO_AUDIO=off TZ=UTC "$@" \
        xterm -T "casino-$name" -geometry "${columns}x${rows}" -fa 'DejaVu Sans Mono' -fs 11 \
        -bg black -fg white +sb -b 0 -bw 0 -xrm 'XTerm*directColor: true' -xrm 'XTerm*forceBoxChars: true' -e "$casino" "${casino_args[@]}" &
    terminal=$!
    stop_on_exit+=("$terminal")
    window=$(timeout 20 xdotool search --sync --onlyvisible --name "^casino-$name\$" | head -n1)
    [ -n "$window" ] || { echo "terminal-screenshots: xterm did not open" >&2; exit 1; }
    xdotool windowfocus --sync "$window"
    sleep 1.5
}
shot() { import -window "$window" "docs/terminal-$1.png"; echo "docs/terminal-$1.png"; }
key() { xdotool key "$1"; sleep "${2:-0.8}"; }
stop() { key q 0.3; wait "$terminal" 2>/dev/null || true; }

start colour COLORTERM=truecolor TERM=xterm-256color
shot main
key i 1; shot info
key Escape; key h; shot history
key Escape
xdotool key space; sleep 0.15; shot spin
sleep 1.6; shot game-over
stop

start mono NO_COLOR=1 TERM=xterm-256color
shot no-color
stop

# In Vietnamese: xterm needs a UTF-8 locale the C library has (vi_VN may be missing), and
# with LC_ALL set --language says what LANG=vi_VN.UTF-8 would.
casino_args=(--language vi)
start vi COLORTERM=truecolor TERM=xterm-256color LC_ALL=C.UTF-8
shot vi-main
xdotool key space; sleep 1.8; shot vi-game-over
stop
