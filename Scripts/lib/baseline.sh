# Sourced by the performance scripts, which measure today's build beside an older commit's.
#
# baseline_checkout COMMIT: sets `before_source` to a git worktree of COMMIT under
# .build/baseline, made once and kept (a worktree whose folder went with a deleted .build
# is still registered: it is forgotten first).
baseline_checkout() {
    before_source="$PWD/.build/baseline/$1"
    if [ ! -d "$before_source" ]; then
        git worktree prune
        git worktree add --detach "$before_source" "$1" >&2
    fi
}

# median: the median of the numbers on standard input, one a line ("n/a" for none).
median() {
    sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) print "n/a"; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
