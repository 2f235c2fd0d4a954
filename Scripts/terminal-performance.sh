#!/usr/bin/env bash
# Measures the terminal front end in release builds, in a real terminal (tmux), and prints
# two builds side by side: today's (the Swift runtime and Foundation as shared libraries
# from the toolchain) and the shipped one (linked statically, as Scripts/install.sh and the
# .deb build it):
#   start to first frame, bytes per animation frame, frames and CPU per spin, idle CPU,
#   idle memory (resident set: all of it, and the part that is mapped files), binary size.
# Usage: Scripts/terminal-performance.sh [WIDTHxHEIGHT ...]   (default: 80x24 200x64)
# Needs tmux. Prints medians; the game writes its own measurements through
# CASINO_TERMINAL_STATS (see Sources/CasinoTerminal/FrameStatistics.swift).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null && [ -x /opt/swift/usr/bin/swift ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi
swift build -c release --product casino >/dev/null
eval "$(Scripts/build-release.sh --no-window 2>/dev/null)"
builds=("dynamic runtime" "static runtime")
binaries=("$PWD/.build/release/casino" "$bin/casino")
sizes=("$@")
[ ${#sizes[@]} -eq 0 ] && sizes=(80x24 200x64)

median() { sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) print "n/a"; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
kilobytes() { awk -v key="$2:" '$1 == key { print $2 }' "/proc/$1/status"; }

# measure BINARY WIDTH HEIGHT: sets the figures of one build at one size.
measure() {
    local binary=$1 width=$2 height=$3 work socket stats run first pid before
    work=$(mktemp -d)
    socket="casino-perf-$$-$width"
    local -a starts=()
    # Five cold starts: time from exec to the first frame's write.
    for run in 1 2 3 4 5; do
        stats="$work/start-$run.txt"
        tmux -L "$socket" -f /dev/null new-session -d -x "$width" -y "$height" \
            "date +%s%N > '$work/t0-$run'; exec env XDG_STATE_HOME='$work/state-$run' CASINO_AUDIO=off COLORTERM=truecolor CASINO_TERMINAL_STATS='$stats' '$binary' --seed 1"
        for _ in $(seq 50); do
            tmux -L "$socket" capture-pane -p | grep -q "quit" && break
            sleep 0.1
        done
        tmux -L "$socket" send-keys q
        for _ in $(seq 50); do [ -s "$stats" ] && break; sleep 0.1; done
        tmux -L "$socket" kill-server 2>/dev/null || true
        first=$(awk '/^first-frame-realtime-ns/ { print $2 }' "$stats")
        starts+=("$(( (first - $(cat "$work/t0-$run")) / 1000 ))")
    done

    # Ten spins, then five idle seconds.
    stats="$work/play.txt"
    tmux -L "$socket" -f /dev/null new-session -d -x "$width" -y "$height" \
        "exec env XDG_STATE_HOME='$work/state' CASINO_AUDIO=off COLORTERM=truecolor CASINO_TERMINAL_STATS='$stats' '$binary' --seed 1"
    sleep 1
    for _ in $(seq 10); do
        tmux -L "$socket" send-keys Space
        sleep 1.4
        # A game over would stop the spins: start a new game if needed.
        tmux -L "$socket" send-keys n
        sleep 0.1
    done
    pid=$(tmux -L "$socket" display-message -p '#{pane_pid}')
    before=$(ticks "$pid")
    sleep 5
    idle=$(( $(ticks "$pid") - before ))
    rss=$(kilobytes "$pid" VmRSS)
    rss_file=$(kilobytes "$pid" RssFile)
    tmux -L "$socket" send-keys q
    for _ in $(seq 50); do [ -s "$stats" ] && break; sleep 0.1; done
    tmux -L "$socket" kill-server 2>/dev/null || true

    start_ms=$(printf '%s\n' "${starts[@]}" | median | awk '{ printf "%.1f ms", $1 / 1000 }')
    frame_bytes="$(awk '/^spin-frame/ { print $2 }' "$stats" | median) / $(awk '/^spin-frame/ { print $2 }' "$stats" | sort -n | tail -1)"
    frames="$(awk '/^spin / { print $5 }' "$stats" | median) ($(grep -c '^spin ' "$stats") spins)"
    cpu="$(awk '/^spin / { print $3 }' "$stats" | median) ms"
    idle_cpu="$idle ticks"
    memory=$(awk -v all="$rss" -v file="$rss_file" 'BEGIN { printf "%.1f MB (%.1f files)", all / 1024, file / 1024 }')
    rm -rf "$work"
}

row() { printf '  %-28s %-22s %s\n' "$@"; }
for size in "${sizes[@]}"; do
    width=${size%x*}
    height=${size#*x}
    declare -A figures=()
    for index in 0 1; do
        measure "${binaries[$index]}" "$width" "$height"
        figures[start,$index]=$start_ms
        figures[bytes,$index]=$frame_bytes
        figures[frames,$index]=$frames
        figures[cpu,$index]=$cpu
        figures[idle,$index]=$idle_cpu
        figures[rss,$index]=$memory
        figures[size,$index]=$(du -k "${binaries[$index]}" | awk '{ printf "%.1f MB", $1 / 1024 }')
    done
    echo "terminal ${width}×${height} (release builds, truecolor, sound off)"
    row "" "${builds[0]}" "${builds[1]}"
    row "start to first frame" "${figures[start,0]}" "${figures[start,1]}"
    row "bytes per frame (med/max)" "${figures[bytes,0]}" "${figures[bytes,1]}"
    row "frames per spin (median)" "${figures[frames,0]}" "${figures[frames,1]}"
    row "CPU per spin (median)" "${figures[cpu,0]}" "${figures[cpu,1]}"
    row "idle CPU in 5 s (10 ms)" "${figures[idle,0]}" "${figures[idle,1]}"
    row "idle resident memory" "${figures[rss,0]}" "${figures[rss,1]}"
    row "binary" "${figures[size,0]}" "${figures[size,1]}"
    unset figures
done
