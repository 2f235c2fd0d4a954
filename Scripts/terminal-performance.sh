#!/usr/bin/env bash
# Measures the terminal front end in release builds, in a real terminal (tmux), and prints
# three builds side by side in one run:
#   before   the game as it stood before the lean work (commit $BASELINE: Foundation and
#            the Swift runtime as shared libraries), built from a git worktree;
#   dynamic  today's code, the runtime as shared libraries from the toolchain;
#   static   today's code linked statically, as Scripts/install.sh and the .deb ship it.
# Figures: start to first frame, bytes per animation frame, frames and CPU per spin, idle
# CPU, idle memory (resident set: all of it, and the part that is mapped files) with sound
# off and with sound on, binary size.
#
# Usage: Scripts/terminal-performance.sh [WIDTHxHEIGHT ...]   (default: 80x24 200x64)
# Environment: BASELINE (a commit; default below), STARTS (cold starts per build, default 11).
# Needs tmux and git. Prints medians; the game writes its own measurements through
# CASINO_TERMINAL_STATS (see Sources/CasinoTerminal/FrameStatistics.swift).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null && [ -x /opt/swift/usr/bin/swift ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi
# main when issue 11's lean work began: idle 27.9 MB dynamic, 22.5 MB static at 80×24.
BASELINE=${BASELINE:-a13501b}
STARTS=${STARTS:-11}
for tool in tmux git; do
    command -v "$tool" >/dev/null || { echo "terminal-performance: needs $tool" >&2; exit 69; }
done

# The baseline's sources in a worktree of their own, built once and kept under .build.
. Scripts/lib/baseline.sh
baseline_checkout "$BASELINE"
echo "terminal-performance: building $BASELINE, today's dynamic and static builds" >&2
swift build -c release --product casino --package-path "$before_source" \
    --scratch-path "$PWD/.build/baseline/build" >&2
swift build -c release --product casino >&2
eval "$(Scripts/build-release.sh --no-window 2>/dev/null)"
builds=("before ($BASELINE)" "dynamic runtime" "static runtime")
binaries=(
    "$(swift build -c release --package-path "$before_source" \
        --scratch-path "$PWD/.build/baseline/build" --show-bin-path)/casino"
    "$PWD/.build/release/casino"
    "$bin/casino"
)
sizes=("$@")
[ ${#sizes[@]} -eq 0 ] && sizes=(80x24 200x64)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A stand-in sound player that reads and discards, so "sound on" measures the game's own
# sound engine (synthesis, mixing thread, pipe) and not a player's memory.
mkdir -p "$work/player"
printf '#!/bin/sh\nexec /bin/cat > /dev/null\n' > "$work/player/aplay"
chmod +x "$work/player/aplay"

ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
kilobytes() { awk -v key="$2:" '$1 == key { print $2 }' "/proc/$1/status"; }
megabytes() { awk -v all="$1" -v file="$2" 'BEGIN { printf "%.1f MB (%.1f files)", all / 1024, file / 1024 }'; }

# wait_for SOCKET TEXT: until the pane shows TEXT (up to 5 s).
wait_for() {
    for _ in $(seq 50); do
        tmux -L "$1" capture-pane -p | grep -q "$2" && return 0
        sleep 0.1
    done
}

# start_once BINARY WIDTH HEIGHT: microseconds from exec to the first frame's write.
start_once() {
    local binary=$1 width=$2 height=$3 socket="casino-perf-$$-start" stats="$work/start.txt"
    rm -f "$stats" "$work/t0"
    rm -rf "$work/state-start"
    tmux -L "$socket" -f /dev/null new-session -d -x "$width" -y "$height" \
        "date +%s%N > '$work/t0'; exec env XDG_STATE_HOME='$work/state-start' CASINO_AUDIO=off COLORTERM=truecolor CASINO_TERMINAL_STATS='$stats' '$binary' --seed 1"
    wait_for "$socket" quit
    tmux -L "$socket" send-keys q
    for _ in $(seq 50); do [ -s "$stats" ] && break; sleep 0.1; done
    tmux -L "$socket" kill-server 2>/dev/null || true
    local first
    first=$(awk '/^first-frame-realtime-ns/ { print $2 }' "$stats")
    echo $(( (first - $(cat "$work/t0")) / 1000 ))
}

# idle_memory BINARY WIDTH HEIGHT SOUND: "RSS RSSFILE" in kB after three idle seconds,
# with sound off, or on through the stand-in player.
idle_memory() {
    local binary=$1 width=$2 height=$3 sound=$4 socket="casino-perf-$$-memory" pid audio
    audio="CASINO_AUDIO=off"
    [ "$sound" = on ] && audio="PATH='$work/player'"
    rm -rf "$work/state-memory"
    tmux -L "$socket" -f /dev/null new-session -d -x "$width" -y "$height" \
        "exec env XDG_STATE_HOME='$work/state-memory' $audio COLORTERM=truecolor '$binary' --seed 1"
    wait_for "$socket" quit
    sleep 3
    pid=$(tmux -L "$socket" display-message -p '#{pane_pid}')
    echo "$(kilobytes "$pid" VmRSS) $(kilobytes "$pid" RssFile)"
    tmux -L "$socket" send-keys q
    sleep 0.5
    tmux -L "$socket" kill-server 2>/dev/null || true
}

# play BINARY WIDTH HEIGHT: ten spins, then five idle seconds; sets the play figures.
play() {
    local binary=$1 width=$2 height=$3 socket="casino-perf-$$-play" stats="$work/play.txt" pid before
    rm -f "$stats"
    rm -rf "$work/state-play"
    tmux -L "$socket" -f /dev/null new-session -d -x "$width" -y "$height" \
        "exec env XDG_STATE_HOME='$work/state-play' CASINO_AUDIO=off COLORTERM=truecolor CASINO_TERMINAL_STATS='$stats' '$binary' --seed 1"
    wait_for "$socket" quit
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
    rss=$(megabytes "$(kilobytes "$pid" VmRSS)" "$(kilobytes "$pid" RssFile)")
    tmux -L "$socket" send-keys q
    for _ in $(seq 50); do [ -s "$stats" ] && break; sleep 0.1; done
    tmux -L "$socket" kill-server 2>/dev/null || true
    frame_bytes="$(awk '/^spin-frame/ { print $2 }' "$stats" | median) / $(awk '/^spin-frame/ { print $2 }' "$stats" | sort -n | tail -1)"
    frames="$(awk '/^spin / { print $5 }' "$stats" | median) ($(grep -c '^spin ' "$stats") spins)"
    cpu="$(awk '/^spin / { print $3 }' "$stats" | median) ms"
}

row() { printf '  %-30s %-24s %-24s %s\n' "$@"; }
for size in "${sizes[@]}"; do
    width=${size%x*}
    height=${size#*x}
    declare -A figures=()
    # Cold starts taken in turns (before, dynamic, static, before, …), so a busy moment
    # of the machine falls on every build alike.
    for index in 0 1 2; do : > "$work/starts-$index"; done
    for _ in $(seq "$STARTS"); do
        for index in 0 1 2; do
            start_once "${binaries[$index]}" "$width" "$height" >> "$work/starts-$index"
        done
    done
    for index in 0 1 2; do
        figures[start,$index]=$(median < "$work/starts-$index" | awk '{ printf "%.1f ms", $1 / 1000 }')
        play "${binaries[$index]}" "$width" "$height"
        figures[bytes,$index]=$frame_bytes
        figures[frames,$index]=$frames
        figures[cpu,$index]=$cpu
        figures[idle,$index]="$idle ticks"
        figures[played,$index]=$rss
        # A command substitution, not `< <(…)`: it waits until the game has been quit, so
        # the next measurement's tmux server is not the one this one kills.
        read -r all file <<< "$(idle_memory "${binaries[$index]}" "$width" "$height" off)"
        figures[quiet,$index]=$(megabytes "$all" "$file")
        read -r all file <<< "$(idle_memory "${binaries[$index]}" "$width" "$height" on)"
        figures[sound,$index]=$(megabytes "$all" "$file")
        figures[size,$index]=$(du -k "${binaries[$index]}" | awk '{ printf "%.1f MB", $1 / 1024 }')
    done
    echo "terminal ${width}×${height} (release builds, truecolor; medians of $STARTS starts)"
    row "" "${builds[0]}" "${builds[1]}" "${builds[2]}"
    row "start to first frame" "${figures[start,0]}" "${figures[start,1]}" "${figures[start,2]}"
    row "bytes per frame (med/max)" "${figures[bytes,0]}" "${figures[bytes,1]}" "${figures[bytes,2]}"
    row "frames per spin (median)" "${figures[frames,0]}" "${figures[frames,1]}" "${figures[frames,2]}"
    row "CPU per spin (median)" "${figures[cpu,0]}" "${figures[cpu,1]}" "${figures[cpu,2]}"
    row "idle CPU in 5 s (10 ms ticks)" "${figures[idle,0]}" "${figures[idle,1]}" "${figures[idle,2]}"
    row "idle memory, sound off" "${figures[quiet,0]}" "${figures[quiet,1]}" "${figures[quiet,2]}"
    row "idle memory, sound on" "${figures[sound,0]}" "${figures[sound,1]}" "${figures[sound,2]}"
    row "idle memory after 10 spins" "${figures[played,0]}" "${figures[played,1]}" "${figures[played,2]}"
    row "binary" "${figures[size,0]}" "${figures[size,1]}" "${figures[size,2]}"
    unset figures
done
