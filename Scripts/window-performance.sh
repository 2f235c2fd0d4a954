#!/usr/bin/env bash
# The window's figures (measured, not asserted), from release builds under a private Xvfb
# (Mesa's llvmpipe for OpenGL), for each window size and each SDL renderer:
#   first    start to first frame, ms (median of STARTS starts)
#   frames   frames drawn per 1 s spin (median of SPINS; want >= 58 at 60 Hz)
#   cpu      CPU per spin, ms, every thread of the game, from schedstat (median of SPINS)
#   idle     CPU ticks over 10 idle seconds (want 0-1)
#   rss      resident memory, MB, and the part of it that is Mesa's (libGL, the DRI driver,
#            libLLVM, libgallium: what an OpenGL renderer loads)
# With BASELINE=COMMIT, that commit's window build (a git worktree under .build/baseline)
# is measured beside today's for each size and renderer, in turns, with their ratios.
# Needs libsdl2-dev, xvfb and xdotool (and git for BASELINE).
# Usage: [BASELINE=COMMIT] [STARTS=N] [SPINS=N] [SIZES="540x960 1080x1920"]
#        [RENDERERS="default opengl software"] Scripts/window-performance.sh
# "default" names no renderer (the game's own choice); the others set SDL_RENDER_DRIVER.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
STARTS=${STARTS:-5}
SPINS=${SPINS:-5}
SIZES=${SIZES:-540x960 1080x1920}
RENDERERS=${RENDERERS:-default opengl software}
for tool in Xvfb xdotool bc; do
    command -v "$tool" >/dev/null || { echo "window-performance: $tool is not installed" >&2; exit 69; }
done
swift build -c release --traits Window --product casino >/dev/null
casino="$(swift build -c release --traits Window --show-bin-path)/casino"
. Scripts/lib/baseline.sh
builds=(today)
if [ -n "${BASELINE:-}" ]; then
    baseline_checkout "$BASELINE"
    before_build=(--package-path "$before_source" --scratch-path "$PWD/.build/baseline/window-build")
    swift build -c release --traits Window --product casino "${before_build[@]}" >/dev/null
    before_casino="$(swift build -c release --traits Window "${before_build[@]}" --show-bin-path)/casino"
    builds=(baseline today)
fi
hz=$(getconf CLK_TCK)

. Scripts/lib/xvfb.sh
start_xvfb 1200x2000x24
export CASINO_AUDIO=off XDG_STATE_HOME="$work/state" CASINO_WINDOW_STATS="$work/stats"

ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
# CPU nanoseconds of every thread of process $1 (schedstat's first field): ticks are too
# coarse for a spin of 40 ms.
cpu_ns() { cat "/proc/$1"/task/*/schedstat | awk '{sum += $1} END {printf "%.0f\n", sum}'; }
wait_for() { until grep -q "$1" "$work/stats" 2>/dev/null; do sleep 0.01; done; }
count_of() { grep -c "$1" "$work/stats" 2>/dev/null || true; }
# Resident kB of the game's mappings whose file matches $2.
resident_of() {
    awk -v pattern="$2" '/^[0-9a-f]+-[0-9a-f]+ / { mine = ($6 ~ pattern) }
        /^Rss:/ && mine { sum += $2 } END { print sum + 0 }' "/proc/$1/smaps"
}

# start BINARY SIZE RENDERER: starts a game on a fresh stats file and sets $elapsed to its
# start to first frame in ms; the game is left running as $game.
start() {
    rm -f "$work/stats"
    local launched drawn
    launched=$(date +%s.%N)
    if [ "$3" = default ]; then
        env -u SDL_RENDER_DRIVER "$1" window --seed 7 --size "$2" >/dev/null &
    else
        SDL_RENDER_DRIVER="$3" "$1" window --seed 7 --size "$2" >/dev/null &
    fi
    game=$!
    stop_on_exit+=("$game")
    wait_for first-frame
    drawn=$(awk '/first-frame/ {print $2}' "$work/stats")
    elapsed=$(echo "($drawn - $launched) * 1000" | bc -l)
}
stop() { kill "$game"; wait "$game" 2>/dev/null || true; }

# measure BINARY SIZE RENDERER: prints "renderer first frames cpu idle rss mesa".
measure() {
    local starts=() cpus=() frames=() before after window
    for run in $(seq "$STARTS"); do
        start "$@"
        starts+=("$elapsed")
        if [ "$run" -lt "$STARTS" ]; then stop; fi
    done
    window=$(xdotool search --sync --onlyvisible --name '^RMIT Casino$' | head -n1)
    xdotool windowfocus --sync "$window"
    sleep 1
    for spin in $(seq "$SPINS"); do
        before=$(cpu_ns "$game")
        local count
        count=$(count_of spin-frames)
        xdotool key space
        until [ "$(count_of spin-frames)" -gt "$count" ]; do sleep 0.01; done
        after=$(cpu_ns "$game")
        frames+=("$(grep spin-frames "$work/stats" | tail -n1 | awk '{print $2}')")
        cpus+=($(( (after - before) / 1000000 )))
        sleep 2  # the result's glow ends before the next spin
    done
    before=$(ticks "$game")
    sleep 10
    after=$(ticks "$game")
    local renderer rss mesa
    renderer=$(awk '/^renderer/ {print $2}' "$work/stats" | tail -n1)
    rss=$(awk '/VmRSS/ {print $2}' "/proc/$game/status")
    mesa=$(resident_of "$game" 'libGL|libGLX|libEGL|dri|libLLVM|gallium|libglapi|mesa')
    xdotool key q
    wait "$game" || true
    echo "${renderer:-?} $(printf '%s\n' "${starts[@]}" | median) $(printf '%s\n' "${frames[@]}" | median)" \
        "$(printf '%s\n' "${cpus[@]}" | median) $((after - before)) $((rss / 1024)) $((mesa / 1024))"
}

echo "window figures, $(date -u +%Y-%m-%d), medians: first frame $STARTS starts, spins $SPINS;" \
    "1 tick = $((1000 / hz)) ms"
printf '%-10s %-9s %-9s %-10s %9s %7s %8s %6s %13s\n' size asked build renderer \
    first-ms frames cpu-ms idle rss/mesa-MB
for size in $SIZES; do
    for asked in $RENDERERS; do
        declare -A result=()
        for build in "${builds[@]}"; do
            binary=$casino
            [ "$build" = baseline ] && binary=$before_casino
            read -r renderer first frames cpu idle rss mesa < <(measure "$binary" "$size" "$asked")
            result[$build]="$first $cpu"
            label=$build
            [ "$build" = baseline ] && label=$BASELINE
            printf '%-10s %-9s %-9s %-10s %9.0f %7s %8s %6s %13s\n' "$size" "$asked" "$label" \
                "$renderer" "$first" "$frames" "$cpu" "$idle" "$rss/$mesa"
        done
        if [ -n "${BASELINE:-}" ]; then
            read -r before_first before_cpu <<<"${result[baseline]}"
            read -r today_first today_cpu <<<"${result[today]}"
            printf '%-10s %-9s ratio %s/today: CPU per spin %.1f×, first frame %.2f×\n' "$size" \
                "$asked" "$BASELINE" "$(echo "$before_cpu / ($today_cpu + 0.0001)" | bc -l)" \
                "$(echo "$before_first / $today_first" | bc -l)"
        fi
        unset result
    done
done
