#!/usr/bin/env bash
# Writes the README's terminal screenshots (docs/terminal-*.png): the real game running in
# xterm on a private Xvfb, photographed by the X server (ImageMagick's `import`), not drawn:
# the main screen, a spin in motion, Game Over, the Info sheet, the history and NO_COLOR.
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

work="$(mktemp -d)"
exec 3> "$work/display"
Xvfb -displayfd 3 -screen 0 1600x1200x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill "${terminal:-}" 2>/dev/null || true; kill "$xvfb" 2>/dev/null || true; rm -rf "$work"' EXIT
until [ -s "$work/display" ]; do sleep 0.05; done
export DISPLAY=":$(head -n1 "$work/display")"
mkdir -p docs

# A game with some history, one spin from Game Over: 20 coins at bet 20.
save() {
    mkdir -p "$1/rmit-casino"
    cat > "$1/rmit-casino/save.json" <<'JSON'
{"bet":20,"highscore":100,"history":[
{"bet":10,"isNewHighScore":false,"moneyAfter":90,"moneyBefore":100,"prize":0,"stops":[8,3,6],"time":"2026-12-01T11:54:28Z"},
{"bet":10,"isNewHighScore":false,"moneyAfter":80,"moneyBefore":90,"prize":0,"stops":[5,2,5],"time":"2026-12-01T11:54:31Z"},
{"bet":20,"isNewHighScore":false,"moneyAfter":60,"moneyBefore":80,"prize":0,"stops":[10,7,10],"time":"2026-12-01T11:54:35Z"},
{"bet":20,"isNewHighScore":false,"moneyAfter":40,"moneyBefore":60,"prize":0,"stops":[0,11,3],"time":"2026-12-01T11:54:38Z"},
{"bet":20,"isNewHighScore":false,"moneyAfter":20,"moneyBefore":40,"prize":0,"stops":[1,4,9],"time":"2026-12-01T11:54:42Z"}],
"money":20,"resetCount":0,"rules":"classic","schemaVersion":1,
"settings":{"muted":false,"reducedMotion":false},
"statistics":{"biggestWin":200,"spins":45,"totalStaked":700,"totalWon":330,"wins":2},"stops":[1,4,9]}
JSON
}

# start NAME [ENV=VALUE ...]: the game in a fresh xterm on a fresh copy of the save.
start() {
    local name=$1
    shift
    save "$work/state-$name"
    env XDG_STATE_HOME="$work/state-$name" CASINO_AUDIO=off TZ=UTC "$@" \
        xterm -T "casino-$name" -geometry "${columns}x${rows}" -fa 'DejaVu Sans Mono' -fs 11 \
        -bg black -fg white +sb -b 0 -bw 0 -xrm 'XTerm*directColor: true' -xrm 'XTerm*forceBoxChars: true' -e "$casino" &
    terminal=$!
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
