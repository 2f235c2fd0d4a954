# Sourced by Scripts/benchmark.sh, which measures today's build beside an older commit's.
#
# baseline_source COMMIT: sets `baseline_dir` to a folder holding COMMIT's sources, exported
# with `git archive` once into a cache of its own outside the checkout
# (BENCHMARK_CACHE, default $XDG_CACHE_HOME/rmit-casino/benchmark, one folder per full
# commit hash), and `baseline_name` to its short hash. Its builds stay in that folder, so a
# second run rebuilds nothing and the checkout's own .build is never touched.
baseline_source() {
    local commit cache
    commit=$(git rev-parse --verify --quiet "$1^{commit}") || {
        echo "benchmark: $1 is not a commit" >&2
        exit 64
    }
    baseline_name=$(git rev-parse --short "$commit")
    cache=${BENCHMARK_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/rmit-casino/benchmark}
    baseline_dir="$cache/$commit"
    if [ ! -d "$baseline_dir" ]; then
        mkdir -p "$cache"
        rm -rf "$baseline_dir.partial"
        mkdir "$baseline_dir.partial"
        git archive "$commit" | tar -x -C "$baseline_dir.partial"
        mv "$baseline_dir.partial" "$baseline_dir"
    fi
}

# median: the median of the numbers on standard input, one a line ("n/a" for none).
median() {
    sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) print "n/a"; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
