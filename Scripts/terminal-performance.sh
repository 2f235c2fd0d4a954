#!/usr/bin/env bash
# Measures the terminal front end in a release build, in a real terminal (tmux):
#   start to first frame, bytes per animation frame, frames and CPU per spin, idle CPU.
# Usage: Scripts/terminal-performance.sh [WIDTHxHEIGHT ...]   (default: 80x24 200x64)
# Needs tmux. Prints medians; the game writes its own measurements through
# CASINO_TERMINAL_STATS (see Sources/CasinoTerminal/FrameStatistics.swift).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product casino >/dev/null
binary="$PWD/.build/release/casino"
sizes=("$@")
[ ${#sizes[@]} -eq 0 ] && sizes=(80x24 200x64)

median() { sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) print "n/a"; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }

for size in "${sizes[@]}"; do
    width=${size%x*}
    height=${size#*x}
    work=$(mktemp -d)
    socket="casino-perf-$$-$width"
    starts=()
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
    tmux -L "$socket" send-keys q
    for _ in $(seq 50); do [ -s "$stats" ] && break; sleep 0.1; done
    tmux -L "$socket" kill-server 2>/dev/null || true

    echo "terminal ${width}×${height} (release build, truecolor, sound off)"
    printf '  start to first frame      %s ms (median of 5 starts)\n' \
        "$(printf '%s\n' "${starts[@]}" | median | awk '{ printf "%.1f", $1 / 1000 }')"
    printf '  bytes per animation frame %s (median), %s (largest)\n' \
        "$(awk '/^spin-frame/ { print $2 }' "$stats" | median)" \
        "$(awk '/^spin-frame/ { print $2 }' "$stats" | sort -n | tail -1)"
    printf '  frames per spin           %s (median of %s spins)\n' \
        "$(awk '/^spin / { print $5 }' "$stats" | median)" "$(grep -c '^spin ' "$stats")"
    printf '  CPU per spin              %s ms (median; all threads, 1 s of animation)\n' \
        "$(awk '/^spin / { print $3 }' "$stats" | median)"
    printf '  idle CPU                  %s ticks of 10 ms in 5 s\n' "$idle"
    rm -rf "$work"
done
