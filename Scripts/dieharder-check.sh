#!/usr/bin/env bash
# An outside judge for the game's generators: a CI-sized subset of Debian's dieharder
# battery, fed by `casino audit --raw all` (the very generators the game draws from, through
# the same code) over a pipe, for the system generator (the operating system's, which every
# player's game draws from) and the fast one (xoshiro256**, seeded sessions and simulations).
#
# Prints each generator's PASSED / WEAK / FAILED counts and every non-passing line; exits 1
# when a test's p-value is below 10^-6, the Kolmogorov-Smirnov test's own rejection side:
# the test's p-samples are not uniform, so the stream is not random. WEAK is expected now
# and then: dieharder calls a p-value below 0.005 or above 0.995 weak, and this subset gives
# about 50 p-values per generator.
#
# dieharder also says FAILED above 1 - 10^-6 ("too uniform"). At 20 p-samples its final
# p-values lean towards 1 for any stream: /dev/urandom itself, piped in the same way, gave
# p > 0.9 in 25 of 60 diehard_runs verdicts and 10 of 30 diehard_rank_6x8 ones (6 and 3
# expected), and p > 0.99 in 8 and 4 (0.6 and 0.3 expected); diehard_runs still leans so at
# 100 p-samples. Such a verdict is printed, marked, and not counted: in 30 runs of
# diehard_rank_6x8 alone, each of the game's generators drew one, and a CI run failed on one;
# a broken generator fails on the low side.
#
# Usage: Scripts/dieharder-check.sh            (builds casino if needed)
#        CASINO=path/to/casino Scripts/dieharder-check.sh
# It drives the release build that the install and the packages ship
# (Scripts/build-release.sh), so the generators are judged as players run them, at release
# speed; in CI the packaging check has built it already.
# Environment: DIEHARDER_TESTS (test numbers, default below), DIEHARDER_PSAMPLES (default
# 20), DIEHARDER_SEED (the fast generator's seed; a fixed default, so every CI run judges the
# same xoshiro stream and its verdict can be repeated; DIEHARDER_SEED=os seeds it from
# /dev/urandom, as the README's full runs did), CASINO_REQUIRE_TOOLS=1 (a missing dieharder
# fails instead of skipping, as in CI).
#
# The system generator cannot be seeded, so every run judges a new stream of it. With about
# 50 p-values, a generator as good as the kernel's falls below 10^-6 in a run with
# probability about 5 * 10^-5.
set -euo pipefail
cd "${0%/*}/.."

if ! command -v dieharder >/dev/null 2>&1; then
    if [ "${CASINO_REQUIRE_TOOLS:-}" = 1 ]; then
        echo "dieharder-check: dieharder is not on PATH (apt-get install dieharder)" \
            "and CASINO_REQUIRE_TOOLS=1" >&2
        exit 1
    fi
    echo "dieharder-check: skipped: dieharder is not on PATH (apt-get install dieharder)"
    exit 0
fi

casino=${CASINO:-}
if [ -z "$casino" ]; then
    eval "$(Scripts/build-release.sh --no-window)"
    casino=$bin/casino
fi

# Tests rated "Good" by dieharder that take about a second each at this psample count.
# Left out: 1, 2 and 13 (several seconds), 5-7 (rated Suspect), 14 (Do Not Use), 17 and
# 205-209 (half a minute to minutes each), 200 (needs -n), 201 (its verdicts at small
# sample counts are unreliable). The full battery is `dieharder -a` (see the README).
read -r -a tests <<<"${DIEHARDER_TESTS:-0 3 4 8 9 10 11 12 15 16 100 101 102 203 204}"
psamples=${DIEHARDER_PSAMPLES:-20}
seed=${DIEHARDER_SEED:-20261201}

failed_total=0
started=$SECONDS
for generator in system fast; do
    arguments=(audit --raw all --generator "$generator")
    if [ "$generator" = system ]; then
        label="system (the operating system's, unseeded)"
    elif [ "$seed" = os ]; then
        fast_seed=$(od -An -N8 -tu8 /dev/urandom | tr -d ' ')
        arguments+=(--seed "$fast_seed")
        label="fast (seed $fast_seed, from /dev/urandom)"
    else
        arguments+=(--seed "$seed")
        label="fast (seed $seed)"
    fi
    results=""
    for test in "${tests[@]}"; do
        # casino ends quietly with status 0 when dieharder closes the pipe.
        if ! output=$("$casino" "${arguments[@]}" | dieharder -g 200 -d "$test" -p "$psamples"); then
            echo "dieharder-check: test -d $test on the $generator generator did not run" >&2
            exit 1
        fi
        verdicts=$(grep -E '\| *(PASSED|WEAK|FAILED) *$' <<<"$output" || true)
        if [ -z "$verdicts" ]; then
            echo "dieharder-check: test -d $test on the $generator generator gave no verdict:" >&2
            echo "$output" >&2
            exit 1
        fi
        results+="$verdicts"$'\n'
    done
    passed=$(grep -c 'PASSED' <<<"$results" || true)
    weak=$(grep -c 'WEAK' <<<"$results" || true)
    # The p-value is the fifth |-separated field of a verdict line.
    low=$(awk -F'|' '/FAILED/ && $5 + 0 < 0.5' <<<"$results")
    high=$(awk -F'|' '/FAILED/ && $5 + 0 >= 0.5' <<<"$results")
    failed=$(grep -c . <<<"$low" || true)
    too_uniform=$(grep -c . <<<"$high" || true)
    echo "$label: $passed PASSED, $weak WEAK, $failed FAILED" \
        "($too_uniform too uniform, not counted)"
    grep -E 'WEAK' <<<"$results" | sed 's/^/    /' || true
    if [ -n "$low" ]; then sed 's/^/    /' <<<"$low"; fi
    if [ -n "$high" ]; then sed 's/^/    /; s/FAILED *$/FAILED (too uniform, not counted)/' <<<"$high"; fi
    failed_total=$((failed_total + failed))
done
echo "dieharder-check: tests ${tests[*]} with -p $psamples, $((SECONDS - started)) s"
if [ "$failed_total" -gt 0 ]; then
    echo "dieharder-check: FAILED $failed_total (p below 10^-6)" >&2
    exit 1
fi
