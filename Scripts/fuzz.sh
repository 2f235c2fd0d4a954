#!/usr/bin/env bash
# libFuzzer over the inputs that come from outside the game: the save file (save-file), the
# bytes a terminal sends (terminal-input), plain mode's lines (plain-commands) and the
# command line (command-line). Each target is a `LLVMFuzzerTestOneInput` in
# Tests/Fuzz/Entries/ over the property check in Tests/Fuzz/Checks (FuzzChecks), which calls
# the modules' real decoders; `swift test --filter FuzzCorpusTests` replays every kept input
# through the same checks.
#
# The modules are built by SwiftPM in .build/fuzz, optimized (about ten times the
# executions of a debug build; preconditions and overflow checks stay), with
# `-sanitize=fuzzer,address` (one flag: SwiftPM's `--sanitize fuzzer --sanitize address`
# passes two, and the second replaces the first, leaving no coverage), only as far as
# FuzzChecks needs (no executable: libFuzzer brings its own main); each entry file is then
# compiled and linked with those objects. Tests/Fuzz/Dictionaries/<target>.dict gives
# libFuzzer the words of each input (JSON keys, escape sequences, commands, options).
#
# Seeds are read from Tests/Fuzz/Corpus/<target>/; what a run learns is kept in
# .build/fuzz/corpus/<target>/ (out of the repository, reused by the next run). A crash, a
# timeout or a property that did not hold writes its input into Tests/Fuzz/Corpus/<target>/
# as crash-<sha1> (timeout-, oom-): a regression case to commit with the fix, since the
# replay test fails on it until then.
#
# Usage: Scripts/fuzz.sh [TARGET|all] [SECONDS]   (default: all, 60 seconds each)
#        Scripts/fuzz.sh --list
#        Scripts/fuzz.sh --build    (builds and links every target, fuzzes none: CI builds
#                                    them in the background while other stages run)
# Prints each target's executions (libFuzzer's final stats); exits 1 when
# any target found an input, with the end of its log. Logs: .build/fuzz/logs/<target>.log.
# Environment: FUZZ_PARALLEL (targets fuzzed at once, default 1: CI gives it its CPUs),
# FUZZ_FLAGS (more libFuzzer flags, such as -max_len=8192 or -seed=1).
set -euo pipefail
shopt -s nullglob
cd "${0%/*}/.."

export PATH="/opt/swift/usr/bin:$PATH"
targets=(save-file terminal-input plain-commands command-line)
build=.build/fuzz
# A property check runs well under a millisecond; an input that takes this long hangs.
timeout_seconds=10

if [ "${1:-}" = --list ]; then
    printf '%s\n' "${targets[@]}"
    exit 0
fi
build_only=0
if [ "${1:-}" = --build ]; then
    build_only=1
    shift
fi
chosen=${1:-all}
seconds=${2:-60}
if [ "$chosen" = all ]; then
    chosen=("${targets[@]}")
elif [[ " ${targets[*]} " == *" $chosen "* ]]; then
    chosen=("$chosen")
else
    echo "fuzz.sh: no target '$chosen'; the targets are: all ${targets[*]}" >&2
    exit 64
fi
if ! [[ "$seconds" =~ ^[1-9][0-9]*$ ]]; then
    echo "fuzz.sh: SECONDS must be a whole number of seconds, not '$seconds'" >&2
    exit 64
fi

if ! command -v jq >/dev/null 2>&1; then
    echo "fuzz.sh: jq is not on PATH (apt-get install jq): it reads the package's targets" >&2
    exit 69
fi
parallel=${FUZZ_PARALLEL:-1}
if ! [[ "$parallel" =~ ^[1-9][0-9]*$ ]]; then
    echo "fuzz.sh: FUZZ_PARALLEL must be a whole number above 0, not '$parallel'" >&2
    exit 64
fi

echo "--- fuzz.sh: building FuzzChecks with -sanitize=fuzzer,address in $build"
swift_flags=(--build-path "$build" -c release -Xswiftc -sanitize=fuzzer,address)
swift build "${swift_flags[@]}" --target FuzzChecks
bin=$(swift build "${swift_flags[@]}" --show-bin-path)

# FuzzChecks and every target it depends on, and the package's name for `package` access.
swift package --build-path "$build" describe --type json >"$build/package.json"
mapfile -t closure < <(jq -r '
    (.targets | map({(.name): (.target_dependencies // [])}) | add) as $deps
    | def closure($name): [$name] + ([$deps[$name][] | closure(.)] | add // []);
    closure("FuzzChecks") | unique | .[]' "$build/package.json")
package_name=$(jq -r '[.swiftCommands[].otherArguments // [] | . as $a
    | range(length) | select($a[.] == "-package-name") | $a[. + 1]] | first' \
    "$bin/description.json")
objects=()
module_maps=()
# Each target's objects of its sources now, not every .o in its folder: one left from a
# source since renamed would define its symbols twice.
for target in "${closure[@]}"; do
    map=$bin/$target.build/output-file-map.json
    if [ -f "$map" ]; then
        mapfile -t found < <(jq -r 'to_entries[] | select(.key != "") | .value.object // empty' \
            "$map")
    else
        # A C target: SwiftPM names each object after its source (casino_memory.c.o).
        mapfile -t found < <(jq -r --arg target "$target" \
            '.targets[] | select(.name == $target) | .sources[] | . + ".o"' \
            "$build/package.json")
        found=("${found[@]/#/$bin/$target.build/}")
    fi
    objects+=("${found[@]}")
    if [ -f "$bin/$target.build/module.modulemap" ]; then
        module_maps+=(-Xcc "-fmodule-map-file=$bin/$target.build/module.modulemap")
    fi
done

# Links the target's program: its entry file over the objects built above, unless the
# program is newer than all of them.
link() {
    local target=$1
    # save-file -> SaveFile.swift
    local entry
    entry=Tests/Fuzz/Entries/$(sed -E 's/(^|-)([a-z])/\U\2/g' <<<"$target").swift
    local program=$bin/fuzz-$target
    if [ -x "$program" ] && [ -z "$(find "$entry" "${objects[@]}" -newer "$program" | head -n1)" ]; then
        echo "--- fuzz.sh: $program is up to date"
        return
    fi
    echo "--- fuzz.sh: linking $program"
    swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -O -g \
        -package-name "$package_name" -module-name "Fuzz$(basename "$entry" .swift)" \
        -I "$bin/Modules" "${module_maps[@]}" -use-ld=lld \
        "$entry" "${objects[@]}" -o "$program"
}

# Fuzzes one target for the chosen time; its log says how it went.
run() {
    local target=$1
    local seeds=Tests/Fuzz/Corpus/$target
    local learned=$build/corpus/$target
    local dictionary=Tests/Fuzz/Dictionaries/$target.dict
    local flags=(-max_total_time="$seconds" -timeout="$timeout_seconds"
        -artifact_prefix="$seeds/" -print_final_stats=1)
    if [ -f "$dictionary" ]; then flags+=(-dict="$dictionary"); fi
    mkdir -p "$learned"
    # Swift's runtime keeps its metadata caches for the life of the process, which
    # LeakSanitizer reports at exit as leaks: no leak checks (ASan's others stay). Swift's own
    # backtracer would catch the trap of a broken property before libFuzzer saves the input.
    # shellcheck disable=SC2086 # FUZZ_FLAGS is a list of flags
    ASAN_OPTIONS=detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS} SWIFT_BACKTRACE=enable=no \
        "$bin/fuzz-$target" "$learned" "$seeds" "${flags[@]}" ${FUZZ_FLAGS:-} \
        >"$build/logs/$target.log" 2>&1
}

mkdir -p "$build/logs"
for target in "${chosen[@]}"; do
    link "$target"
done
if [ "$build_only" = 1 ]; then
    exit 0
fi
declare -A statuses
pending=("${chosen[@]}")
while [ "${#pending[@]}" -gt 0 ]; do
    batch=("${pending[@]:0:$parallel}")
    pending=("${pending[@]:$parallel}")
    pids=()
    for target in "${batch[@]}"; do
        echo "--- fuzz.sh: $target for $seconds s (log $build/logs/$target.log)"
        run "$target" &
        pids+=($!)
    done
    for index in "${!batch[@]}"; do
        status=0
        wait "${pids[$index]}" || status=$?
        statuses[${batch[$index]}]=$status
    done
done

echo "--- fuzz.sh: summary"
failed=()
for target in "${chosen[@]}"; do
    log=$build/logs/$target.log
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    done_line="${runs:-?} runs in $seconds s, ${rate:-?} exec/s"
    if [ "${statuses[$target]}" != 0 ]; then
        echo "--- $target: the end of $log" >&2
        tail -n 60 "$log" >&2
        failed+=("$target")
        echo "$target: FOUND AN INPUT (exit ${statuses[$target]}) after $done_line;" \
            "kept in Tests/Fuzz/Corpus/$target/"
    else
        echo "$target: $done_line, nothing found"
    fi
done
if [ "${#failed[@]}" -gt 0 ]; then
    echo "fuzz.sh: ${failed[*]} found inputs that break their properties" >&2
    exit 1
fi
