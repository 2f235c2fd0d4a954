#!/usr/bin/env bash
# CI: checks that RMIT Casino ships like a Linux program (run by .ci/run; needs lintian,
# desktop-file-validate, appstreamcli, gio and zsh).
#   0. A clean `swift build --traits Window` plans without SwiftPM's pkg-config warnings.
#   1. Scripts/install.sh --window into a temporary prefix whose name holds spaces: the
#      installed `casino --version` and `casino odds` run with the Swift toolchain removed
#      from PATH and LD_LIBRARY_PATH; the installed programs are stripped; the terminal game
#      loads neither SDL2 nor Foundation's ICU, and `casino window` hands over to the
#      installed window program; the manual, completions, desktop entry (whose Exec GLib
#      runs as it should) and AppStream metadata are in place and valid; the hints it
#      prints work when pasted into bash and zsh.
#   2. A reinstall with --no-window removes the window's files; the printed uninstall line
#      leaves the prefix as it was. An install into a folder that did not exist, then
#      --uninstall, removes the folders it created.
#   3. Scripts/package-deb.sh builds rmit-casino and rmit-casino-window; lintian finds no
#      errors or warnings in either; the game's package depends on no SDL2; they unpack
#      with dpkg-deb -x and the unpacked game runs, again without the toolchain.
#   4. As root on a machine without the packages (CI): apt-get installs both .debs, the game
#      runs from the system's PATH, man finds its page; apt-get removes the window (the game
#      still runs), then purges the game, and nothing of either is left.
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in lintian dpkg-deb desktop-file-validate appstreamcli gio zsh; do
    command -v "$tool" >/dev/null || { echo "check-packaging: $tool is not installed" >&2; exit 69; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() {
    echo "check-packaging: $*" >&2
    exit 1
}
version=$(sed -n 's/.*static let version = "\(.*\)".*/\1/p' Sources/CasinoCLI/CasinoCommandLine.swift)
[ -n "$version" ] || fail "no version in Sources/CasinoCLI/CasinoCommandLine.swift"

# Runs a command with nothing of the Swift toolchain on the way: a PATH of the system's
# folders only and no LD_LIBRARY_PATH, in a home of its own.
without_toolchain() {
    env -i HOME="$work/home" PATH=/usr/local/bin:/usr/bin:/bin:/usr/games LANG=C.UTF-8 "$@"
}
mkdir -p "$work/home"
if without_toolchain sh -c 'command -v swift' >/dev/null; then
    fail "swift is on the system PATH; the check would prove nothing"
fi

# check_stripped PROGRAM...: no symbol table and no debug information.
check_stripped() {
    local program
    for program in "$@"; do
        if readelf -S --wide "$program" | grep -E '\.(symtab|debug_[a-z]+) '; then
            fail "$program is not stripped"
        fi
        echo "stripped: $program ($(du -h "$program" | cut -f1))"
    done
}
# check_programs CASINO WINDOW-PROGRAM: the terminal game loads neither SDL2 nor the
# Foundation that brings ICU (the lean binary); `casino window` hands over to the window
# program, which says why it cannot open a window here (no display) rather than that the
# build has none.
check_programs() {
    local libraries
    libraries=$(ldd "$1" | awk '{ print $1 }')
    if grep -E '^(libSDL2|libFoundation\.so|libFoundationInternationalization|lib_FoundationICU)' <<< "$libraries"; then
        fail "$1 loads libraries the terminal game does not need"
    fi
    # grep without -q reads to the end: with -q it stops at the match, and the writer's
    # SIGPIPE would fail the pipeline (pipefail) now and then.
    ldd "$2" | grep libSDL2 >/dev/null || fail "$2 does not load SDL2"
    local said status=0
    said=$(without_toolchain "$1" window --mute 2>&1 >/dev/null) || status=$?
    if [ "$status" != 69 ] || ! grep -q "no desktop to open a window on" <<< "$said"; then
        fail "'$1 window' without a display said (exit $status): $said"
    fi
    echo "casino window without a display: $said"
}
# check_no_window CASINO: without the window program, `casino window` says it has none.
check_no_window() {
    local said status=0
    said=$(without_toolchain "$1" window --mute 2>&1 >/dev/null) || status=$?
    if [ "$status" != 69 ] || ! grep -q "has no window" <<< "$said"; then
        fail "'$1 window' without the window program said (exit $status): $said"
    fi
    echo "casino window without the window program: $said"
}
# check_metainfo FILE: valid AppStream, its newest release today's version, and each
# screenshot a PNG of docs/ (its URL is a placeholder origin and the repository path).
check_metainfo() {
    appstreamcli validate --no-net --explain "$1"
    local release
    release=$(sed -n 's/.*<release version="\([^"]*\)".*/\1/p' "$1" | head -n1)
    [ "$release" = "$version" ] || fail "$1: the newest release is '$release', casino is $version"
    local image count=0
    while read -r image; do
        [ -f "${image#https://*/}" ] || fail "$1: the screenshot $image is no file of the repository"
        count=$((count + 1))
    done < <(sed -n 's/.*<image>\(.*\)<\/image>.*/\1/p' "$1")
    [ "$count" = "$(find docs -name '*.png' | wc -l)" ] || fail "$1: $count screenshots, not every PNG in docs/"
}
# check_desktop_entry FILE PROGRAM: valid, and its Exec runs PROGRAM window: the line is the
# quoted path, and GLib (gio launch) runs an entry Scripts/desktop-entry.sh writes for a
# program at a path full of reserved characters with exactly the words it was given.
check_desktop_entry() {
    desktop-file-validate "$1"
    local exec
    exec=$(sed -n 's/^Exec=//p' "$1")
    case $2 in
        *' '*) [ "$exec" = "\"$2\" window" ] || fail "$1: Exec=$exec" ;;
        *) [ "$exec" = "$2 window" ] || fail "$1: Exec=$exec" ;;
    esac
    local folder="$work/launch/a b/it's \"q\" \$HOME \`x\` \\ ;&|<>*?#()~"
    mkdir -p "$folder"
    printf '#!/bin/sh\nprintf "%%s\\n" "$0" "$@" > "%s/argv"\n' "$work/launch" > "$folder/casino"
    chmod +x "$folder/casino"
    Scripts/desktop-entry.sh "$folder/casino" > "$work/launch/test.desktop"
    desktop-file-validate "$work/launch/test.desktop"
    rm -f "$work/launch/argv"
    gio launch "$work/launch/test.desktop"
    local i
    for i in $(seq 50); do [ -s "$work/launch/argv" ] && break; sleep 0.1; done
    [ "$(cat "$work/launch/argv" 2>/dev/null)" = "$folder/casino"$'\n'window ] \
        || fail "gio launch ran $(cat "$work/launch/argv" 2>/dev/null) for Exec=$(sed -n 's/^Exec=//p' "$work/launch/test.desktop")"
    echo "desktop entry: Exec=$exec (gio launches a quoted path as one word)"
}
# hint OUTPUT HEADER: the line after HEADER in install.sh's OUTPUT (the command to paste).
hint() {
    awk -v header="$2" 'found { sub(/^ +/, ""); print; exit } index($0, header) == 1 { found = 1 }' <<< "$1"
}
# window_files: what only the window install puts in a prefix.
window_files=(lib/rmit-casino/casino-window share/applications/vn.edu.rmit.casino.desktop
    share/metainfo/vn.edu.rmit.casino.metainfo.xml share/icons/hicolor/256x256/apps/rmit-casino.png)

echo "--- a clean build with the Window trait plans without SwiftPM's warnings"
# SwiftPM reads every system library's pkg-config data while it plans any build; sdl2.pc's
# -D_REENTRANT made it print "prohibited flag(s)" on each clean build (issue 17). Planning
# from an empty scratch folder and compiling one small C target shows it in seconds.
planned=$(PATH="/opt/swift/usr/bin:$PATH" swift build --traits Window --scratch-path "$work/clean-build" \
    --target CCasinoQuietALSA 2>&1) || fail "swift build --traits Window failed: $planned"
if grep -i 'warning: prohibited flag' <<< "$planned"; then
    fail "a clean 'swift build --traits Window' warns about pkg-config flags"
fi
rm -rf "$work/clean-build"

echo "--- install.sh --window into a temporary prefix whose name has spaces"
prefix="$work/pre fix/with spaces"
mkdir -p "$prefix/share"
touch "$prefix/share/kept-by-the-user"
installed=$(Scripts/install.sh --prefix "$prefix" --window)
echo "$installed"
for file in bin/casino share/man/man6/casino.6 share/bash-completion/completions/casino \
    share/zsh/site-functions/_casino share/fish/vendor_completions.d/casino.fish "${window_files[@]}"; do
    [ -s "$prefix/$file" ] || fail "$file was not installed"
done
echo "--- the installed casino without the toolchain"
without_toolchain "$prefix/bin/casino" --version
without_toolchain "$prefix/bin/casino" odds | head -n 3
if ldd "$prefix/bin/casino" | grep -i swift; then
    fail "the installed casino links the Swift runtime dynamically"
fi
check_stripped "$prefix/bin/casino" "$prefix/lib/rmit-casino/casino-window"
check_programs "$prefix/bin/casino" "$prefix/lib/rmit-casino/casino-window"
without_toolchain man -l "$prefix/share/man/man6/casino.6" | grep "casino completions" >/dev/null \
    || fail "the installed manual does not render"
check_desktop_entry "$prefix/share/applications/vn.edu.rmit.casino.desktop" "$prefix/lib/rmit-casino/casino-window"
check_metainfo "$prefix/share/metainfo/vn.edu.rmit.casino.metainfo.xml"
echo "--- the printed hints, pasted"
path_line=$(hint "$installed" "Add $prefix/bin to PATH")
[ "$(bash --norc --noprofile -c "$path_line"' && printf "%s\n" "${PATH%%:*}"')" = "$prefix/bin" ] \
    || fail "the PATH hint does not work in bash: $path_line"
fpath_line=$(hint "$installed" "For zsh")
[ "$(zsh -f -c "$fpath_line"' && print -r -- $fpath[-1]')" = "$prefix/share/zsh/site-functions" ] \
    || fail "the fpath hint does not work in zsh: $fpath_line"
uninstall_line=$(hint "$installed" "Uninstall with")
[ -n "$uninstall_line" ] || fail "install.sh printed no uninstall line"
printf 'works pasted: %s\n' "$path_line" "$fpath_line" "(later) $uninstall_line"

echo "--- install.sh --no-window over it: the window's files go"
Scripts/install.sh --prefix "$prefix" --no-window >/dev/null
for file in "${window_files[@]}" lib share/applications share/metainfo share/icons; do
    [ ! -e "$prefix/$file" ] || fail "the reinstall without the window left $file"
done
without_toolchain "$prefix/bin/casino" --version
check_no_window "$prefix/bin/casino"
echo "--- the printed uninstall line: $uninstall_line"
bash --norc --noprofile -c "$uninstall_line"
left=$(cd "$work/pre fix" && find . -mindepth 1 | sort | tr '\n' ' ')
if [ "$left" != "./with spaces ./with spaces/share ./with spaces/share/kept-by-the-user " ]; then
    fail "--uninstall left or removed the wrong things: $left"
fi

echo "--- install.sh into a folder that does not exist, then --uninstall"
Scripts/install.sh --prefix "$work/new folder/a b/prefix" --window >/dev/null
Scripts/install.sh --prefix "$work/new folder/a b/prefix" --uninstall
[ ! -e "$work/new folder" ] || fail "--uninstall left $(cd "$work" && find "new folder" | tr '\n' ' ')"

echo "--- package-deb.sh"
mapfile -t debs < <(Scripts/package-deb.sh --output "$work/deb")
[ ${#debs[@]} = 2 ] || fail "package-deb.sh printed ${#debs[@]} packages: ${debs[*]}"
game_deb=${debs[0]}
window_deb=${debs[1]}
ls -l "${debs[@]}"
for deb in "${debs[@]}"; do
    echo "$(basename "$deb"): Depends: $(dpkg-deb -f "$deb" Depends)"
done
[ "$(dpkg-deb -f "$game_deb" Package)" = rmit-casino ] || fail "$game_deb is not rmit-casino"
[ "$(dpkg-deb -f "$window_deb" Package)" = rmit-casino-window ] || fail "$window_deb is not rmit-casino-window"
! dpkg-deb -f "$game_deb" Depends | grep -i sdl || fail "rmit-casino depends on SDL2"
dpkg-deb -f "$window_deb" Depends | grep "rmit-casino (= $version)" >/dev/null \
    || fail "rmit-casino-window does not depend on rmit-casino (= $version)"
dpkg-deb -f "$window_deb" Depends | grep libsdl2 >/dev/null || fail "rmit-casino-window does not depend on SDL2"
echo "--- lintian"
lintian --fail-on error,warning --display-info "${debs[@]}"
echo "--- dpkg-deb -x and run the unpacked game"
dpkg-deb -x "$game_deb" "$work/unpacked-game"
dpkg-deb -x "$window_deb" "$work/unpacked-window"
for path in usr/lib usr/share/applications usr/share/icons usr/share/metainfo; do
    [ ! -e "$work/unpacked-game/$path" ] || fail "rmit-casino holds $path"
done
for path in usr/games usr/share/man usr/share/bash-completion; do
    [ ! -e "$work/unpacked-window/$path" ] || fail "rmit-casino-window holds $path"
done
without_toolchain "$work/unpacked-game/usr/games/casino" --version
without_toolchain "$work/unpacked-game/usr/games/casino" odds | head -n 3
check_stripped "$work/unpacked-game/usr/games/casino" "$work/unpacked-window/usr/lib/rmit-casino/casino-window"
check_no_window "$work/unpacked-game/usr/games/casino"
dpkg-deb -x "$game_deb" "$work/unpacked"
dpkg-deb -x "$window_deb" "$work/unpacked"
check_programs "$work/unpacked/usr/games/casino" "$work/unpacked/usr/lib/rmit-casino/casino-window"
check_desktop_entry "$work/unpacked/usr/share/applications/vn.edu.rmit.casino.desktop" /usr/lib/rmit-casino/casino-window
check_metainfo "$work/unpacked/usr/share/metainfo/vn.edu.rmit.casino.metainfo.xml"
dpkg-deb --contents "$game_deb" | awk '{ print $6 }' | grep -E '^\./usr/(games/casino|share/man/man6/casino\.6\.gz)$'
dpkg-deb --contents "$window_deb" | awk '{ print $6 }' \
    | grep -E '^\./usr/(lib/rmit-casino/casino-window|share/applications/vn\.edu\.rmit\.casino\.desktop|share/icons/hicolor/256x256/apps/rmit-casino\.png|share/metainfo/vn\.edu\.rmit\.casino\.metainfo\.xml)$'

echo "--- apt-get install both .debs, run them from the system, remove the window, purge the game"
known=$(dpkg-query -W -f='${db:Status-Abbrev} ${Package}\n' rmit-casino rmit-casino-window 2>/dev/null | grep -v '^un' || true)
if [ "$(id -u)" = 0 ] && [ -z "$known" ]; then
    # Every path the packages hold, folders included, that was not on the system before.
    for deb in "${debs[@]}"; do dpkg-deb --contents "$deb" | awk '{ print substr($6, 2) }'; done \
        | sed 's|/$||' | sort -u | while read -r path; do [ -e "$path" ] || echo "$path"; done > "$work/new-paths"
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -q "$game_deb" "$window_deb" >/dev/null
    without_toolchain casino --version
    without_toolchain casino odds | head -n 3
    check_programs /usr/games/casino /usr/lib/rmit-casino/casino-window
    man -w casino
    apt-get remove -y -q rmit-casino-window >/dev/null
    [ ! -e /usr/lib/rmit-casino ] || fail "apt-get remove rmit-casino-window left /usr/lib/rmit-casino"
    [ ! -e /usr/share/applications/vn.edu.rmit.casino.desktop ] || fail "the desktop entry is left"
    without_toolchain casino --version
    check_no_window /usr/games/casino
    apt-get purge -y -q rmit-casino rmit-casino-window >/dev/null
    for package in rmit-casino rmit-casino-window; do
        ! dpkg-query -W -f='${Status}\n' "$package" 2>/dev/null | grep -qv '^unknown ok not-installed$' \
            || fail "$package is still known to dpkg after the purge: $(dpkg-query -W -f='${Status}' "$package")"
    done
    while read -r path; do
        [ ! -e "$path" ] || fail "the purge left $path"
    done < "$work/new-paths"
    echo "nothing left of the $(wc -l < "$work/new-paths") paths the packages added"
else
    echo "(not root, or on this machine already: ${known:-} left alone)"
fi
echo "--- packaging checked"
