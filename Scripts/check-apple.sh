#!/usr/bin/env bash
# Type-checks every Swift file of the Apple app (Apple/) on Linux, where SwiftUI, UIKit and
# AVFoundation do not exist: builds the package modules the app imports, compiles the
# declaration-only stand-ins in Scripts/apple-stand-ins/ (each symbol with the signature of
# Apple's documentation) into modules of those names, and type-checks the app's sources and
# its manifest (against the toolchain's PackageDescription and an AppleProductTypes stand-in).
# A type error in a view, or a modifier SwiftUI does not have, fails it; to use another API,
# declare it in the stand-ins first, from Apple's documentation.
#
# It then proves that it can fail: it breaks a copy of the app twice (a modifier SwiftUI does
# not have, and a value of the wrong type) and expects the type-check to reject each one.
#
# What it cannot see: layout, rendering, animation, sound and haptics on a device, and an API
# declared wrongly in the stand-ins. No one here has run the app on Apple hardware.
#
#   Scripts/check-apple.sh          # exit 0 when the app type-checks and the sabotage fails
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

app=Apple/RMITCasino.swiftpm
standins=Scripts/apple-stand-ins
flags=(-parse-as-library -swift-version 6)
# The app is checked with warnings as errors: Xcode would show each one to its reader.
app_flags=("${flags[@]}" -warnings-as-errors)

swift_files() { find "$1" -name '*.swift' ! -name Package.swift | sort; }
if [ -z "$(swift_files Apple)" ]; then
    echo "check-apple: no Swift files under Apple/" >&2
    exit 1
fi

echo "--- building the modules the app imports"
for target in CasinoAppModel CasinoAppAssets; do swift build --target "$target"; done
bin=$(swift build --show-bin-path)
modules="$bin/Modules"
[ -d "$modules" ] || modules="$bin"
manifest_api="$(dirname "$(dirname "$(command -v swiftc)")")/lib/swift/pm/ManifestAPI"
# The package's C targets (CCasinoMemory under CasinoAudio), by the module maps SwiftPM wrote;
# a target since deleted (CCasinoRandom) leaves its map in an old build folder, pointing at
# sources that are gone, so only maps of targets still under Sources/ count.
c_modules=()
for map in "$bin"/*.build/module.modulemap; do
    target=$(basename "$(dirname "$map")" .build)
    [ -e "$map" ] && [ -d "Sources/$target" ] && c_modules+=(-Xcc "-fmodule-map-file=$map")
done

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

echo "--- compiling the stand-ins: UIKit, AVFoundation, SwiftUI, AppleProductTypes"
for module in UIKit AVFoundation SwiftUI; do
    swiftc "${flags[@]}" -emit-module -module-name "$module" -I "$out" \
        -emit-module-path "$out/$module.swiftmodule" "$standins/$module.swift"
done
swiftc "${flags[@]}" -emit-module -module-name AppleProductTypes -I "$manifest_api" \
    -package-description-version 6.1 -emit-module-path "$out/AppleProductTypes.swiftmodule" \
    "$standins/AppleProductTypes.swift"

# Type-checks the app's sources under folder $1; quiet when $2 is "quiet".
typecheck_app() {
    local files
    mapfile -t files < <(swift_files "$1")
    if [ "${2:-}" = quiet ]; then
        swiftc "${app_flags[@]}" -typecheck -I "$out" -I "$modules" "${c_modules[@]}" "${files[@]}" >/dev/null 2>&1
    else
        swiftc "${app_flags[@]}" -typecheck -I "$out" -I "$modules" "${c_modules[@]}" "${files[@]}"
    fi
}

count=$(swift_files Apple | wc -l)
echo "--- type-checking $count files under Apple/ and the app's Package.swift"
typecheck_app Apple
swiftc -typecheck -swift-version 6 -I "$manifest_api" -I "$out" \
    -package-description-version 6.1 "$app/Package.swift"

echo "--- proving the check fails on a broken view"
# sabotage NAME FILE SED-EXPRESSION: the check must reject the copy with this edit.
sabotage() {
    local copy="$out/sabotage-$1"
    rm -rf "$copy"
    cp -R Apple "$copy"
    sed -i "$3" "$copy/${2#Apple/}"
    if cmp -s "$2" "$copy/${2#Apple/}"; then
        echo "check-apple: the sabotage '$1' did not change $2; update it" >&2
        exit 1
    fi
    if typecheck_app "$copy" quiet; then
        echo "check-apple: a copy with $1 still type-checks: the stand-ins are too loose" >&2
        exit 1
    fi
    echo "rejected, as it must be: $1"
}
sabotage "a modifier SwiftUI does not have (.blurr)" "$app/Views/ContentView.swift" \
    's/\.blur($/.blurr(/'
sabotage "a String opacity in ReelView" "$app/Views/ReelView.swift" \
    's/\.opacity(animatingIcon ? 1 : 0)/.opacity(animatingIcon ? "1" : "0")/'

echo "check-apple: $count files under Apple/ and its manifest type-check against the stand-ins"
