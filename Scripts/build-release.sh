#!/usr/bin/env bash
# Builds what the install scripts ship, with the Swift runtime linked statically (so it
# runs without the Swift toolchain):
#   casino          the terminal game and every command, without the window: SDL2 and the
#                   libraries it loads would hold ~5 MB in every terminal game
#   casino-assets   the icons
#   casino-window   with --window: a build with the Window trait, which the lean `casino
#                   window` hands over to (Sources/CasinoCLI/WindowProgram.swift)
#
#   Scripts/build-release.sh [--window | --no-window]
#
# --window builds the SDL2 desktop front end too (needs libsdl2-dev); without either flag
# it is built when pkg-config finds SDL2. Progress goes to standard error; standard output
# is shell assignments for the caller to eval:
#   bin=/path/to/release/folder                 (casino, casino-assets)
#   window=1                                    (or window=0)
#   window_program=/path/to/casino              (the window build's casino; only if window=1)
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null && [ -x /opt/swift/usr/bin/swift ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi
command -v swift >/dev/null || { echo "build-release: swift is not on PATH" >&2; exit 69; }

window=auto
for argument in "$@"; do
    case $argument in
        --window) window=1 ;;
        --no-window) window=0 ;;
        *) echo "build-release: unknown option '$argument' (use --window or --no-window)" >&2; exit 64 ;;
    esac
done
if [ "$window" = auto ]; then
    if command -v pkg-config >/dev/null && pkg-config --exists sdl2; then window=1; else window=0; fi
fi

# Linked by LLVM's lld with relative relocations packed (DT_RELR, glibc 2.36 and later):
# the program stays position-independent (ASLR), but its 38 000 relocations take 7 kB
# instead of 0.9 MB that every start read into memory (issue 11: the idle game went from
# 12.4 to 11.6 MB resident).
link=(-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs)
# Build folders of their own, so today's dynamically linked release build (.build/release,
# which Scripts/benchmark.sh measures) is kept.
flags=(-c release --static-swift-stdlib "${link[@]}" --scratch-path "$PWD/.build/static")
for product in casino casino-assets; do
    echo "build-release: swift build ${flags[*]} --product $product" >&2
    swift build "${flags[@]}" --product "$product" >&2
done
echo "bin=$(swift build "${flags[@]}" --show-bin-path)"
echo "window=$window"
if [ "$window" = 1 ]; then
    flags=(-c release --static-swift-stdlib "${link[@]}" --traits Window --scratch-path "$PWD/.build/static-window")
    echo "build-release: swift build ${flags[*]} --product casino" >&2
    swift build "${flags[@]}" --product casino >&2
    echo "window_program=$(swift build "${flags[@]}" --show-bin-path)/casino"
fi
