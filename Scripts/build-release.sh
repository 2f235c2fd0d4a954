#!/usr/bin/env bash
# Builds what the install scripts ship: a release `casino` with the Swift runtime linked
# statically (so it runs without the Swift toolchain) and `casino-assets` (the icons).
#
#   Scripts/build-release.sh [--window | --no-window]
#
# --window builds the SDL2 desktop front end in (the Window trait; needs libsdl2-dev);
# without either flag it is built in when pkg-config finds SDL2. Progress goes to standard
# error; standard output is two shell assignments for the caller to eval:
#   bin=/path/to/release/folder
#   window=1        (or window=0)
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

# A build folder of its own, so today's dynamically linked release build (.build/release,
# which Scripts/terminal-performance.sh compares against) is kept.
flags=(-c release --static-swift-stdlib --scratch-path "$PWD/.build/static")
[ "$window" = 1 ] && flags+=(--traits Window)
for product in casino casino-assets; do
    echo "build-release: swift build ${flags[*]} --product $product" >&2
    swift build "${flags[@]}" --product "$product" >&2
done
echo "bin=$(swift build "${flags[@]}" --show-bin-path)"
echo "window=$window"
