#!/usr/bin/env bash
# The window's figures (measured, not asserted), from the release build under a private
# Xvfb: start to first frame (median of 5), frames drawn per 1 s spin (want >= 58 at 60 Hz),
# CPU per spin, CPU over 10 idle seconds (want 0-1 tick), resident memory.
# With BASELINE=COMMIT, the starts alternate with that commit's window build (from a git
# worktree under .build/baseline) and both medians print side by side, with their ratio.
# Needs libsdl2-dev, xvfb and xdotool (and git for BASELINE).
# Usage: [BASELINE=COMMIT] [STARTS=N] Scripts/window-performance.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
STARTS=${STARTS:-5}
for tool in Xvfb xdotool; do
    command -v "$tool" >/dev/null || { echo "window-performance: $tool is not installed" >&2; exit 69; }
done
swift build -c release --traits Window --product casino >/dev/null
casino="$(swift build -c release --traits Window --show-bin-path)/casino"
. Scripts/lib/baseline.sh
if [ -n "${BASELINE:-}" ]; then
    baseline_checkout "$BASELINE"
    before_build=(--package-path "$before_source" --scratch-path "$PWD/.build/baseline/window-build")
    swift build -c release --traits Window --product casino "${before_build[@]}" >/dev/null
    before_casino="$(swift build -c release --traits Window "${before_build[@]}" --show-bin-path)/casino"
fi
hz=$(getconf CLK_TCK)

. Scripts/lib/xvfb.sh
start_xvfb 1280x1024x24
export CASINO_AUDIO=off XDG_STATE_HOME="$work/state" CASINO_WINDOW_STATS="$work/stats"

ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
wait_for() { until grep -q "$1" "$work/stats" 2>/dev/null; do sleep 0.01; done; }


# start BINARY: starts a game on a fresh stats file and sets $elapsed to its start to first
# frame in ms; the game is left running as $game.
start() {
    rm -f "$work/stats"
    local launched drawn
    launched=$(date +%s.%N)
    "$1" window --seed 7 --size 540x960 >/dev/null &
    game=$!
    stop_on_exit+=("$game")
    wait_for first-frame
    drawn=$(awk '/first-frame/ {print $2}' "$work/stats")
    elapsed=$(echo "($drawn - $launched) * 1000" | bc -l)
}
stop() { kill "$game"; wait "$game" 2>/dev/null || true; }

starts=()
before_starts=()
for run in $(seq "$STARTS"); do
    if [ -n "${BASELINE:-}" ]; then
        start "$before_casino"
        before_starts+=("$elapsed")
        stop
    fi
    start "$casino"
    starts+=("$elapsed")
    if [ "$run" -lt "$STARTS" ]; then stop; fi
done
median_ms=$(printf '%s\n' "${starts[@]}" | median)
printf 'start to first frame: %.0f ms (median of %d: %s)\n' "$median_ms" "$STARTS" \
    "$(printf '%.0f ' "${starts[@]}")"
if [ -n "${BASELINE:-}" ]; then
    before_ms=$(printf '%s\n' "${before_starts[@]}" | median)
    printf 'start to first frame at %s: %.0f ms (median of %d, taken in turns: %s)\n' \
        "$BASELINE" "$before_ms" "$STARTS" "$(printf '%.0f ' "${before_starts[@]}")"
    printf 'ratio, today / %s: %.2f\n' "$BASELINE" "$(echo "$median_ms / $before_ms" | bc -l)"
fi

window=$(xdotool search --name '^RMIT Casino$' | head -n1)
xdotool windowfocus --sync "$window"
sleep 1
for spin in 1 2 3; do
    before=$(ticks "$game")
    count=$(grep -c spin-frames "$work/stats" || true)
    xdotool key space
    until [ "$(grep -c spin-frames "$work/stats" || true)" -gt "$count" ]; do sleep 0.01; done
    after=$(ticks "$game")
    frames=$(grep spin-frames "$work/stats" | tail -n1 | awk '{print $2}')
    echo "spin $spin: $frames frames drawn in the 1 s spin, CPU $(( (after - before) * 1000 / hz )) ms"
    sleep 2  # the result's glow ends before the next spin
done
before=$(ticks "$game")
sleep 10
after=$(ticks "$game")
echo "idle 10 s: $((after - before)) CPU ticks (1 tick = $((1000 / hz)) ms)"
echo "resident memory: $(awk '/VmRSS/ {print $2 " " $3}' "/proc/$game/status")"
xdotool key q
wait "$game" || true
