#!/usr/bin/env bash
# CI: checks that RMIT Casino ships like a Linux program (run by .ci/run; needs lintian).
#   1. Scripts/install.sh into a temporary prefix; the installed `casino --version` and
#      `casino odds` run with the Swift toolchain removed from PATH and LD_LIBRARY_PATH;
#      the installed terminal game loads neither SDL2 nor Foundation's ICU, and `casino
#      window` hands over to the installed window program;
#      the manual and completions are in place; --uninstall leaves the prefix as it was.
#   2. Scripts/package-deb.sh builds the .deb; lintian finds no errors in it; it unpacks
#      with dpkg-deb -x and the unpacked game runs, again without the toolchain.
#   3. As root on a machine without the package (CI): apt-get installs the .deb, the game
#      runs from the system's PATH, man finds its page, and apt-get removes it again.
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in lintian dpkg-deb; do
    command -v "$tool" >/dev/null || { echo "check-packaging: $tool is not installed" >&2; exit 69; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Runs a command with nothing of the Swift toolchain on the way: a PATH of the system's
# folders only and no LD_LIBRARY_PATH, in a home of its own.
without_toolchain() {
    env -i HOME="$work/home" PATH=/usr/local/bin:/usr/bin:/bin:/usr/games LANG=C.UTF-8 "$@"
}
mkdir -p "$work/home"
if without_toolchain sh -c 'command -v swift' >/dev/null; then
    echo "check-packaging: swift is on the system PATH; the check would prove nothing" >&2
    exit 1
fi

echo "--- install.sh into a temporary prefix"
prefix="$work/prefix"
mkdir -p "$prefix/share"
touch "$prefix/share/kept-by-the-user"
Scripts/install.sh --prefix "$prefix" --window
for file in bin/casino lib/rmit-casino/casino-window share/man/man6/casino.6 share/bash-completion/completions/casino \
    share/zsh/site-functions/_casino share/fish/vendor_completions.d/casino.fish; do
    [ -s "$prefix/$file" ] || { echo "check-packaging: $file was not installed" >&2; exit 1; }
done
echo "--- the installed casino without the toolchain"
without_toolchain "$prefix/bin/casino" --version
without_toolchain "$prefix/bin/casino" odds | head -n 3
if ldd "$prefix/bin/casino" | grep -i swift; then
    echo "check-packaging: the installed casino links the Swift runtime dynamically" >&2
    exit 1
fi
# check_programs CASINO WINDOW-PROGRAM: the terminal game loads neither SDL2 nor the
# Foundation that brings ICU (the lean binary); `casino window` hands over to the window
# program, which says why it cannot open a window here (no display) rather than that the
# build has none.
check_programs() {
    local libraries
    libraries=$(ldd "$1" | awk '{ print $1 }')
    if grep -E '^(libSDL2|libFoundation\.so|libFoundationInternationalization|lib_FoundationICU)' <<< "$libraries"; then
        echo "check-packaging: $1 loads libraries the terminal game does not need" >&2
        exit 1
    fi
    ldd "$2" | grep -q libSDL2 || { echo "check-packaging: $2 does not load SDL2" >&2; exit 1; }
    local said status=0
    said=$(without_toolchain "$1" window --mute 2>&1 >/dev/null) || status=$?
    if [ "$status" != 69 ] || ! grep -q "no desktop to open a window on" <<< "$said"; then
        echo "check-packaging: '$1 window' without a display said (exit $status): $said" >&2
        exit 1
    fi
    echo "casino window without a display: $said"
}
check_programs "$prefix/bin/casino" "$prefix/lib/rmit-casino/casino-window"
without_toolchain man -l "$prefix/share/man/man6/casino.6" | grep -q "casino completions" \
    || { echo "check-packaging: the installed manual does not render" >&2; exit 1; }
echo "--- install.sh --uninstall"
Scripts/install.sh --prefix "$prefix" --uninstall
left=$(cd "$prefix" && find . -mindepth 1 | sort | tr '\n' ' ')
if [ "$left" != "./share ./share/kept-by-the-user " ]; then
    echo "check-packaging: --uninstall left or removed the wrong things: $left" >&2
    exit 1
fi

echo "--- package-deb.sh"
deb=$(Scripts/package-deb.sh --output "$work/deb")
ls -l "$deb"
echo "--- lintian"
lintian --fail-on error --display-info "$deb"
echo "--- dpkg-deb -x and run the unpacked game"
dpkg-deb -x "$deb" "$work/unpacked"
without_toolchain "$work/unpacked/usr/games/casino" --version
without_toolchain "$work/unpacked/usr/games/casino" odds | head -n 3
check_programs "$work/unpacked/usr/games/casino" "$work/unpacked/usr/lib/rmit-casino/casino-window"
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$work/unpacked/usr/share/applications/rmit-casino.desktop"
fi
dpkg-deb --contents "$deb" | awk '{ print $6 }' | grep -E '^\./usr/(games/casino|lib/rmit-casino/casino-window|share/man/man6/casino\.6\.gz|share/applications/rmit-casino\.desktop|share/icons/hicolor/256x256/apps/rmit-casino\.png)$'
echo "--- apt-get install the .deb, run it from the system, remove it"
if [ "$(id -u)" = 0 ] && ! dpkg-query -W rmit-casino >/dev/null 2>&1; then
    apt-get install -y -q "$deb" >/dev/null
    without_toolchain casino --version
    without_toolchain casino odds | head -n 3
    check_programs /usr/games/casino /usr/lib/rmit-casino/casino-window
    man -w casino
    apt-get remove -y -q rmit-casino >/dev/null
    ! dpkg-query -W -f='${Status}\n' rmit-casino 2>/dev/null | grep -q '^install ok installed' \
        || { echo "check-packaging: rmit-casino is still installed after removal" >&2; exit 1; }
else
    echo "(not root, or rmit-casino is installed on this machine: left alone)"
fi
echo "--- packaging checked"
