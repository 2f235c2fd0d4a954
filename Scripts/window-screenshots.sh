#!/usr/bin/env bash
# Writes the README's window screenshots (docs/window-*.png) from a private Xvfb: the main
# screen, a spin in motion, Game Over, the Info sheet and the history. The pictures come
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

work="$(mktemp -d)"
exec 3> "$work/display"
Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill "${game:-}" 2>/dev/null || true; kill "$xvfb" 2>/dev/null || true; rm -rf "$work"' EXIT
until [ -s "$work/display" ]; do sleep 0.05; done
export DISPLAY=":$(head -n1 "$work/display")"
export CASINO_AUDIO=off XDG_STATE_HOME="$work/state"
mkdir -p "$XDG_STATE_HOME/rmit-casino" docs

# A game with some history, one spin from Game Over: 20 coins at bet 20.
cat > "$XDG_STATE_HOME/rmit-casino/save.json" <<'JSON'
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

"$casino" window --seed 7 --size 540x960 &
game=$!
until window=$(xdotool search --name '^RMIT Casino$' 2>/dev/null | head -n1) && [ -n "$window" ]; do
    sleep 0.1
done
xdotool windowfocus --sync "$window"
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
