#!/usr/bin/env bash
# Type-checks every Swift file of the Apple app (Apple/) on Linux, where SwiftUI, UIKit and
# AVFoundation do not exist: builds the package modules the app imports, compiles the
# declaration-only stand-ins in Scripts/apple-stand-ins/ (each symbol with the signature of
# Apple's documentation) into modules of those names, and type-checks the app against them.
# A type error in a view, or a modifier SwiftUI does not have, fails it.
#
# What it cannot see: layout, rendering, animation and sound on a device; APIs declared
# wrongly in the stand-ins. No one here has run the app on Apple hardware.
#
#   Scripts/check-apple.sh          # exit 0 when every file type-checks
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

standins=Scripts/apple-stand-ins
mapfile -t app_files < <(find Apple -name '*.swift' ! -name Package.swift | sort)
if [ "${#app_files[@]}" -eq 0 ]; then
    echo "check-apple: no Swift files under Apple/" >&2
    exit 1
fi

echo "--- building the modules the app imports"
for target in CasinoAppModel CasinoAppAssets; do swift build --target "$target"; done
bin=$(swift build --show-bin-path)
modules="$bin/Modules"
[ -d "$modules" ] || modules="$bin"

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
flags=(-parse-as-library -swift-version 6)

echo "--- compiling the stand-ins: UIKit, AVFoundation, SwiftUI"
for module in UIKit AVFoundation SwiftUI; do
    swiftc "${flags[@]}" -emit-module -module-name "$module" -I "$out" \
        -emit-module-path "$out/$module.swiftmodule" "$standins/$module.swift"
done

echo "--- type-checking ${#app_files[@]} files under Apple/"
swiftc "${flags[@]}" -typecheck -I "$out" -I "$modules" "${app_files[@]}"
echo "check-apple: ${#app_files[@]} files under Apple/ type-check against the stand-ins"
