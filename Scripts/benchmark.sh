#!/usr/bin/env bash
# The headline figures of RMIT Casino, from release builds of today's checkout and, with
# --baseline, of an older commit beside it, in one table: each figure's median over the runs,
# the ratio today / baseline, and a mark on every ratio above 1.10. Every figure is a cost
# (seconds, milliseconds, megabytes), so a ratio above 1 means today is worse.
#
#   lab       simulate 2·10⁹ spins on one thread (CPU time) and on every processor (wall
#             time); audit --stats on 3·10⁶ spins with the game's generator and the seeded one
#   sounds    synthesis of every sound, and mixing one block (casino-bench --sounds, or the
#             `casino sounds --benchmark` older commits had)
#   terminal  the game in tmux at 80×24: start to first frame, resident memory idle (sound
#             off, and on through a stand-in player) and spinning, CPU per spin (all
#             threads, from schedstat), CPU over 10 idle seconds
#   plain     a 100-spin game (`spin` and `new` a hundred times) through pipes with
#             CASINO_AUDIO=off: wall time, CPU time, peak resident memory
#   window    where SDL2, Xvfb and xdotool are present, the `Window` build on a private Xvfb
#             at 540×960 and 1080×1920 with the renderer the game picks: start to first
#             frame, CPU per spin, CPU over 10 idle seconds, resident memory
#
# The baseline's sources are exported once into a cache outside the checkout and built
# there (see Scripts/lib/baseline.sh); today's builds stay in the checkout's .build.
# Baseline and today are measured in turns (baseline, today, baseline, …), so a busy moment
# on the machine falls on both alike. A figure a build cannot give (a feature it lacks, a
# tool that is missing) is shown as n/a with the reason below the table. Not a CI gate:
# shared machines are noisy; run it before landing work on a hot path and quote the table.
#
# Usage: Scripts/benchmark.sh [--baseline COMMIT] [--runs N] [--only GROUP,...]
#   --runs N      runs of each figure per build (at least 3, the default)
#   --only LIST   some of: lab, sounds, terminal, plain, window (default: all)
# Environment: BENCHMARK_CACHE, where baselines are kept.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null && [ -x /opt/swift/usr/bin/swift ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi
usage() {
    echo "usage: Scripts/benchmark.sh [--baseline COMMIT] [--runs N] [--only GROUP,...]" >&2
    exit 64
}
baseline=""
runs=3
groups="lab,sounds,terminal,plain,window"
while [ $# -gt 0 ]; do
    case "$1" in
        --baseline) [ $# -ge 2 ] || usage; baseline=$2; shift 2 ;;
        --runs) [ $# -ge 2 ] && [ "$2" -ge 3 ] 2>/dev/null || usage; runs=$2; shift 2 ;;
        --only) [ $# -ge 2 ] || usage; groups=$2; shift 2 ;;
        *) usage ;;
    esac
done
wanted() { [[ ",$groups," == *",$1,"* ]]; }
for group in ${groups//,/ }; do
    [[ " lab sounds terminal plain window " == *" $group "* ]] || usage
done

. Scripts/lib/baseline.sh
bench=$(mktemp -d)
trap 'rm -rf "$bench"' EXIT
# Same language, locale and colours for every build, whatever the caller's session says.
export LANG=C.UTF-8 LC_ALL=C.UTF-8 COLORTERM=truecolor
unset NO_COLOR CASINO_AUDIO CASINO_AUDIO_RECORD SDL_RENDER_DRIVER

# MARK: builds

# build NAME PACKAGE_DIR SCRATCH WINDOW_SCRATCH: release builds of casino and casino-bench,
# and of casino with the Window trait where SDL2 is installed; sets the binaries' paths
# (empty for what could not be built, with the reason in build_problem).
declare -A casino=() casino_bench=() casino_window=() build_problem=()
build() {
    local name=$1 package=(--package-path "$2") log="$bench/build-$1.log"
    echo "benchmark: building $name (release)" >&2
    if ! swift build -c release "${package[@]}" --scratch-path "$3" --product casino \
        >"$log" 2>&1; then
        echo "benchmark: the $name build failed; its log:" >&2
        tail -n 20 "$log" >&2
        exit 1
    fi
    casino[$name]="$(swift build -c release "${package[@]}" --scratch-path "$3" --show-bin-path)/casino"
    casino_bench[$name]=""
    if swift build -c release "${package[@]}" --scratch-path "$3" --product casino-bench \
        >>"$log" 2>&1; then
        casino_bench[$name]="$(dirname "${casino[$name]}")/casino-bench"
    fi
    casino_window[$name]=""
    if ! wanted window; then
        return
    elif ! pkg-config --exists sdl2 2>/dev/null; then
        build_problem[$name]="SDL2 (libsdl2-dev) is not installed"
    elif ! grep -q '"Window"' "$2/Package.swift"; then
        build_problem[$name]="the package has no Window trait"
    elif swift build -c release "${package[@]}" --scratch-path "$4" --traits Window \
        --product casino >>"$log" 2>&1; then
        casino_window[$name]="$(swift build -c release "${package[@]}" --scratch-path "$4" \
            --traits Window --show-bin-path)/casino"
    else
        build_problem[$name]="its Window build failed"
    fi
}

builds=()
if [ -n "$baseline" ]; then
    baseline_source "$baseline"
    build "$baseline_name" "$baseline_dir" "$baseline_dir/.build" "$baseline_dir/.build-window"
    builds+=("$baseline_name")
fi
today="today ($(git rev-parse --short HEAD)$(git diff --quiet HEAD -- Sources Package.swift || echo +))"
build "$today" "$PWD" "$PWD/.build" "$PWD/.build/benchmark-window"
builds+=("$today")

# MARK: results

# record FIGURE BUILD VALUE...: adds measurements; unavailable FIGURE BUILD REASON: the
# build cannot give the figure (the first reason given is kept).
record() {
    local figure=$1 build=$2 value
    shift 2
    for value in "$@"; do
        [ -n "$value" ] && echo "$value" >> "$bench/figure-$figure-${build%% *}"
    done
    return 0
}
unavailable() {
    [ -e "$bench/missing-$1-${2%% *}" ] || echo "$3" > "$bench/missing-$1-${2%% *}"
}

# The table's rows, in order: figure id and label.
rows=()
row() { rows+=("$1|$2"); }

# in_turns GROUP: runs measure_GROUP for each build in turns, $runs times.
in_turns() {
    local run name
    for run in $(seq "$runs"); do
        for name in "${builds[@]}"; do
            echo "benchmark: $1, run $run of $runs: $name" >&2
            "measure_$1" "$name"
        done
    done
}

# timed FILE COMMAND...: runs COMMAND with its output discarded and writes "wall user
# system peak-kB" into FILE; fails with COMMAND's status, its error in $bench/error.
timed() {
    local file=$1
    shift
    /usr/bin/time -f '%e %U %S %M' -o "$file" "$@" >/dev/null 2>"$bench/error"
}
failure() { echo "$1 failed: $(grep -v '^Command exited' "$bench/error" | tail -n1)"; }
cpu_seconds() { awk '{ print $2 + $3 }' "$1"; }
# CPU milliseconds of every thread of process $1 so far (schedstat: nanoseconds on the CPU).
cpu_ms() { cat "/proc/$1"/task/*/schedstat 2>/dev/null | awk '{ sum += $1 } END { printf "%.1f\n", sum / 1e6 }'; }
difference() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f\n", a - b }'; }
resident_mb() { awk '/^VmRSS:/ { printf "%.1f\n", $2 / 1024 }' "/proc/$1/status"; }
# until_true SECONDS COMMAND...: polls COMMAND every 20 ms; fails after SECONDS.
until_true() {
    local deadline=$((SECONDS + $1))
    shift
    until "$@"; do
        [ "$SECONDS" -lt "$deadline" ] || return 1
        sleep 0.02
    done
}

# MARK: lab

spins=2000000000
processors=$(nproc)
row simulate-1 "simulate 2·10⁹ spins, 1 thread: CPU s"
row simulate-all "simulate 2·10⁹ spins, $processors threads: wall s"
row audit-system "audit --stats 3·10⁶, the game's generator: CPU s"
row audit-fast "audit --stats 3·10⁶, seeded fast generator: CPU s"
measure_lab() {
    local build=$1 binary=${casino[$1]} file="$bench/time"
    if timed "$file" "$binary" simulate --spins "$spins" --generator fast --threads 1 --seed 1; then
        record simulate-1 "$build" "$(cpu_seconds "$file")"
    else
        unavailable simulate-1 "$build" "$(failure "casino simulate")"
    fi
    if timed "$file" "$binary" simulate --spins "$spins" --generator fast \
        --threads "$processors" --seed 1; then
        record simulate-all "$build" "$(awk '{ print $1 }' "$file")"
    else
        unavailable simulate-all "$build" "$(failure "casino simulate")"
    fi
    if timed "$file" "$binary" audit --stats 3000000; then
        record audit-system "$build" "$(cpu_seconds "$file")"
    else
        unavailable audit-system "$build" "$(failure "casino audit")"
    fi
    if timed "$file" "$binary" audit --stats 3000000 --generator fast --seed 1; then
        record audit-fast "$build" "$(cpu_seconds "$file")"
    else
        unavailable audit-fast "$build" "$(failure "casino audit")"
    fi
}

# MARK: sounds

row synthesis "sound synthesis, every sound: ms"
row mixing "sound mixing, one 512-frame block: µs"
measure_sounds() {
    local build=$1 out="$bench/sounds"
    if [ -n "${casino_bench[$build]}" ] && "${casino_bench[$build]}" --sounds >"$out" 2>&1; then
        :
    elif "${casino[$build]}" sounds --benchmark >"$out" 2>&1; then
        :
    else
        unavailable synthesis "$build" "neither casino-bench --sounds nor casino sounds --benchmark"
        unavailable mixing "$build" "neither casino-bench --sounds nor casino sounds --benchmark"
        return
    fi
    record synthesis "$build" "$(sed -n 's/^Synthesis of all .* median \([0-9.]*\) ms.*/\1/p' "$out")"
    record mixing "$build" "$(sed -n 's/^  per block: median \([0-9.]*\) µs.*/\1/p' "$out")"
}

# MARK: terminal

terminal_figures=(terminal-first terminal-idle-memory terminal-sound-memory
    terminal-spin-memory terminal-spin-cpu terminal-idle-cpu)
row terminal-first "terminal 80×24: start to first frame, ms"
row terminal-idle-memory "terminal: resident memory idle, sound off, MB"
row terminal-sound-memory "terminal: resident memory idle, sound on, MB"
row terminal-spin-memory "terminal: resident memory spinning, MB"
row terminal-spin-cpu "terminal: CPU per spin, ms"
row terminal-idle-cpu "terminal: CPU over 10 idle seconds, ms"
# A stand-in sound player that reads and discards, so "sound on" measures the game's own
# sound engine (synthesis, mixing thread, pipe), not a player's memory.
mkdir -p "$bench/player"
printf '#!/bin/sh\nexec /bin/cat > /dev/null\n' > "$bench/player/aplay"
chmod +x "$bench/player/aplay"

# in_tmux SOCKET ENVIRONMENT BINARY: the game at 80×24 in a tmux server of its own on a
# fresh save, started after writing the launch time (ns) to $bench/launched; sets `pid` once
# it shows its key line.
in_tmux() {
    rm -rf "$bench/state" "$bench/launched"
    tmux -L "$1" -f /dev/null new-session -d -x 80 -y 24 \
        "date +%s%N > '$bench/launched'; exec env XDG_STATE_HOME='$bench/state' $2 '$3' --seed 1"
    until_true 20 pane_shows "$1" quit || return 1
    pid=$(tmux -L "$1" display-message -p '#{pane_pid}')
}
pane_shows() { tmux -L "$1" capture-pane -p 2>/dev/null | grep -q "$2"; }
tmux_gone() { ! tmux -L "$1" has-session 2>/dev/null; }
# quit_tmux SOCKET: quits the game with q and stops its tmux server.
quit_tmux() {
    tmux -L "$1" send-keys q 2>/dev/null || true
    until_true 10 tmux_gone "$1" || true
    tmux -L "$1" kill-server 2>/dev/null || true
}

measure_terminal() {
    local build=$1 socket="casino-benchmark-$$" stats="$bench/terminal-stats" spin before after
    if ! command -v tmux >/dev/null; then
        for figure in "${terminal_figures[@]}"; do unavailable "$figure" "$build" "tmux is not installed"; done
        return
    fi
    rm -f "$stats"
    if ! in_tmux "$socket" "CASINO_AUDIO=off CASINO_TERMINAL_STATS='$stats'" "${casino[$build]}"; then
        quit_tmux "$socket"
        for figure in "${terminal_figures[@]}"; do unavailable "$figure" "$build" "the game did not start in tmux"; done
        return
    fi
    sleep 3
    record terminal-idle-memory "$build" "$(resident_mb "$pid")"
    for spin in $(seq 10); do
        before=$(cpu_ms "$pid")
        tmux -L "$socket" send-keys Space
        sleep 0.5
        record terminal-spin-memory "$build" "$(resident_mb "$pid")"
        sleep 1.5
        after=$(cpu_ms "$pid")
        record terminal-spin-cpu "$build" "$(difference "$after" "$before")"
        # A Game Over would stop the spins: a new game if so (nothing otherwise).
        tmux -L "$socket" send-keys n
    done
    sleep 3
    before=$(cpu_ms "$pid")
    sleep 10
    record terminal-idle-cpu "$build" "$(difference "$(cpu_ms "$pid")" "$before")"
    quit_tmux "$socket"
    if until_true 10 grep -q '^first-frame-realtime-ns' "$stats" 2>/dev/null; then
        record terminal-first "$build" "$(awk -v launched="$(cat "$bench/launched")" \
            '/^first-frame-realtime-ns/ { printf "%.1f\n", ($2 - launched) / 1e6 }' "$stats")"
    else
        unavailable terminal-first "$build" "no first-frame time in CASINO_TERMINAL_STATS"
    fi

    if in_tmux "$socket" "PATH='$bench/player'" "${casino[$build]}"; then
        sleep 3
        record terminal-sound-memory "$build" "$(resident_mb "$pid")"
    else
        unavailable terminal-sound-memory "$build" "the game did not start in tmux"
    fi
    quit_tmux "$socket"
}

# MARK: plain

row plain-wall "plain: 100-spin game through a pipe, wall s"
row plain-cpu "plain: 100-spin game through a pipe, CPU s"
row plain-memory "plain: peak resident memory, MB"
for _ in $(seq 100); do printf 'spin\nnew\n'; done > "$bench/plain-input"
echo quit >> "$bench/plain-input"
measure_plain() {
    local build=$1 file="$bench/time" status
    rm -rf "$bench/state"
    set +e
    cat "$bench/plain-input" | XDG_STATE_HOME="$bench/state" CASINO_AUDIO=off \
        /usr/bin/time -f '%e %U %S %M' -o "$file" "${casino[$build]}" play --plain --seed 1 \
        2>"$bench/error" | cat > /dev/null
    status=${PIPESTATUS[1]}
    set -e
    if [ "$status" -ne 0 ]; then
        for figure in plain-wall plain-cpu plain-memory; do
            unavailable "$figure" "$build" "$(failure "casino play --plain")"
        done
        return
    fi
    record plain-wall "$build" "$(awk '{ print $1 }' "$file")"
    record plain-cpu "$build" "$(cpu_seconds "$file")"
    record plain-memory "$build" "$(awk '{ printf "%.1f\n", $4 / 1024 }' "$file")"
}

# MARK: window

window_sizes=(540x960 1080x1920)
for size in "${window_sizes[@]}"; do
    row "window-$size-first" "window ${size/x/×}: start to first frame, ms"
    row "window-$size-cpu" "window ${size/x/×}: CPU per spin, ms"
    row "window-$size-idle" "window ${size/x/×}: CPU over 10 idle seconds, ms"
    row "window-$size-memory" "window ${size/x/×}: resident memory, MB"
done
window_tools_missing=""
for tool in Xvfb xdotool; do
    command -v "$tool" >/dev/null || window_tools_missing="$tool is not installed"
done

spin_frames() { grep -c '^spin-frames' "$1" 2>/dev/null || true; }
more_spins() { [ "$(spin_frames "$1")" -gt "$2" ]; }
gone() { ! kill -0 "$1" 2>/dev/null; }

# window_once BUILD SIZE: one start, five spins and ten idle seconds (inside start_xvfb's
# subshell).
window_once() {
    local build=$1 size=$2 stats="$bench/window-stats" launched game window count before after
    rm -rf "$stats" "$bench/state"
    launched=$(date +%s.%N)
    XDG_STATE_HOME="$bench/state" CASINO_AUDIO=off CASINO_WINDOW_STATS="$stats" \
        "${casino_window[$build]}" window --seed 7 --size "$size" >/dev/null 2>&1 &
    game=$!
    stop_on_exit+=("$game")
    if ! until_true 30 grep -q '^first-frame' "$stats" 2>/dev/null; then
        kill "$game" 2>/dev/null || true
        for figure in first cpu idle memory; do
            unavailable "window-$size-$figure" "$build" "the window drew no first frame in 30 s"
        done
        return
    fi
    record "window-$size-first" "$build" "$(awk -v launched="$launched" \
        '/^first-frame/ { printf "%.1f\n", ($2 - launched) * 1000 }' "$stats")"
    window=$(timeout 20 xdotool search --sync --onlyvisible --name '^RMIT Casino$' | head -n1)
    if [ -z "$window" ]; then
        kill "$game" 2>/dev/null || true
        for figure in cpu idle memory; do
            unavailable "window-$size-$figure" "$build" "no window named RMIT Casino appeared"
        done
        return
    fi
    xdotool windowfocus --sync "$window"
    sleep 1
    for _ in 1 2 3 4 5; do
        count=$(spin_frames "$stats")
        before=$(cpu_ms "$game")
        xdotool key space
        until_true 10 more_spins "$stats" "$count" || true
        after=$(cpu_ms "$game")
        record "window-$size-cpu" "$build" "$(difference "$after" "$before")"
        sleep 2  # the result's glow ends before the next spin
    done
    sleep 1
    before=$(cpu_ms "$game")
    sleep 10
    after=$(cpu_ms "$game")
    record "window-$size-idle" "$build" "$(difference "$after" "$before")"
    record "window-$size-memory" "$build" "$(resident_mb "$game")"
    xdotool key q
    until_true 10 gone "$game" || kill "$game" 2>/dev/null || true
    wait "$game" 2>/dev/null || true
}

measure_window() {
    local build=$1 size
    for size in "${window_sizes[@]}"; do
        if [ -n "$window_tools_missing" ] || [ -z "${casino_window[$build]}" ]; then
            for figure in first cpu idle memory; do
                unavailable "window-$size-$figure" "$build" \
                    "${window_tools_missing:-${build_problem[$build]:-no Window build}}"
            done
        else
            window_once "$build" "$size"
        fi
    done
}

# MARK: measuring

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
wanted lab && in_turns lab
wanted sounds && in_turns sounds
wanted terminal && in_turns terminal
wanted plain && in_turns plain
if wanted window; then
    # Xvfb's helper makes its own `work` folder and EXIT trap: a subshell keeps them apart
    # from this script's.
    (
        . Scripts/lib/xvfb.sh
        [ -n "$window_tools_missing" ] || start_xvfb 1200x2000x24
        in_turns window
    )
fi
load_after=$(cut -d' ' -f1-3 /proc/loadavg)

# MARK: the table

# A figure's groups, for --only.
group_of() {
    case "$1" in
        simulate-* | audit-*) echo lab ;;
        synthesis | mixing) echo sounds ;;
        *) echo "${1%%-*}" ;;
    esac
}
# cell FIGURE BUILD: sets `shown` to the median as printed, or to n/a with the number of
# its reason below the table, and `raw` to the median itself (empty for n/a).
reasons=()
cell() {
    local suffix="$1-${2%% *}" reason index
    raw=""
    if [ -e "$bench/missing-$suffix" ]; then
        reason="$2: $(cat "$bench/missing-$suffix")"
    elif [ ! -s "$bench/figure-$suffix" ]; then
        reason="$2: nothing was measured"
    else
        raw=$(median < "$bench/figure-$suffix")
        shown=$(awk -v v="$raw" 'BEGIN { if (v >= 100) printf "%.0f", v
            else if (v >= 10) printf "%.1f", v; else printf "%.2f", v }')
        return
    fi
    for index in "${!reasons[@]}"; do
        if [ "${reasons[$index]}" = "$reason" ]; then
            shown="n/a [$((index + 1))]"
            return
        fi
    done
    reasons+=("$reason")
    shown="n/a [${#reasons[@]}]"
}

echo
echo "RMIT Casino benchmark, $(date -u '+%Y-%m-%d %H:%M UTC'): release builds, medians of" \
    "$runs runs each${baseline:+ in turns}; $processors processors, load average" \
    "$load_before before, $load_after after"
# line CELL...: the cells padded to their columns (bash counts characters, printf bytes:
# the labels hold ×, ⁶ and µ).
widths=(50 18 18 7)
line() {
    local index text=""
    for index in "${!widths[@]}"; do
        [ "$index" -lt $# ] || break
        local cell="${@:$((index + 1)):1}"
        local pad=$((widths[index] - ${#cell}))
        [ "$pad" -gt 0 ] || pad=1
        if [ "$index" -eq 0 ]; then
            text+="$cell$(printf '%*s' "$pad" '')"
        else
            text+="$(printf '%*s' "$pad" '')$cell"
        fi
    done
    echo "$text${@:5:1}"
}
if [ -n "$baseline" ]; then
    line "figure" "${builds[0]}" "$today" "ratio"
else
    line "figure" "$today"
fi
for entry in "${rows[@]}"; do
    figure=${entry%%|*}
    label=${entry#*|}
    wanted "$(group_of "$figure")" || continue
    cell "$figure" "$today"
    now=$shown
    now_raw=$raw
    if [ -z "$baseline" ]; then
        line "$label" "$now"
        continue
    fi
    cell "$figure" "${builds[0]}"
    ratio=""
    mark=""
    if [ -n "$raw" ] && [ -n "$now_raw" ]; then
        # Nothing against nothing (an idle game's CPU) is no change; something against
        # nothing is infinitely worse.
        ratio=$(awk -v a="$raw" -v b="$now_raw" 'BEGIN { if (a > 0) printf "%.2f", b / a
            else if (b > 0) printf "inf"; else printf "1.00" }')
        if [ "$ratio" = inf ] || awk -v r="$ratio" 'BEGIN { exit !(r > 1.10) }'; then
            mark="  << worse"
        fi
    fi
    line "$label" "$shown" "$now" "$ratio" "$mark"
done
[ -z "$baseline" ] || echo "ratio: today / ${builds[0]}; every figure is a cost, so above 1 is worse."
for index in "${!reasons[@]}"; do
    echo "[$((index + 1))] ${reasons[$index]}"
done
