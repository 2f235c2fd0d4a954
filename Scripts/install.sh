#!/usr/bin/env bash
# Installs RMIT Casino where programs live, or removes it again.
#
#   Scripts/install.sh [--prefix DIR] [--window | --no-window]
#   Scripts/install.sh [--prefix DIR] --uninstall
#
# DIR defaults to ~/.local. The install builds a release `casino` whose Swift runtime is
# linked in (it runs without the toolchain) and puts:
#   DIR/bin/casino
#   DIR/share/man/man6/casino.6                              (man casino)
#   DIR/share/bash-completion/completions/casino             (bash)
#   DIR/share/zsh/site-functions/_casino                     (zsh)
#   DIR/share/fish/vendor_completions.d/casino.fish          (fish)
# and, built with the window front end (--window, or by default when SDL2's development
# files are installed), the window program that `casino window` runs:
#   DIR/lib/rmit-casino/casino-window
#   DIR/share/applications/vn.edu.rmit.casino.desktop       (the desktop's menu)
#   DIR/share/icons/hicolor/NxN/apps/rmit-casino.png         (16 to 256 pixels)
#   DIR/share/metainfo/vn.edu.rmit.casino.metainfo.xml       (AppStream: software centres)
# The programs are stripped copies of the release builds (the build folders keep theirs,
# with symbols, for debugging). Everything it writes, and every folder it had to create
# (the prefix itself and the folders above it included), is listed in
# DIR/share/rmit-casino/installed-files; --uninstall removes exactly those and nothing else,
# each folder only once it is empty. A reinstall removes what the earlier install put there
# and this one does not (the window, after --no-window), and keeps the earlier install's
# folders on its list. The saved game ($XDG_STATE_HOME/rmit-casino) is never touched.
set -euo pipefail
repository="$(cd "$(dirname "$0")/.." && pwd)"

prefix="$HOME/.local"
uninstall=0
build_flags=()
while [ $# -gt 0 ]; do
    case $1 in
        --prefix)
            [ $# -ge 2 ] && [ -n "$2" ] || { echo "install: --prefix needs a folder" >&2; exit 64; }
            prefix=$2
            shift
            ;;
        --prefix=*) prefix=${1#--prefix=} ;;
        --uninstall) uninstall=1 ;;
        --window | --no-window) build_flags+=("$1") ;;
        -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "install: unknown option '$1' (see 'Scripts/install.sh --help')" >&2; exit 64 ;;
    esac
    shift
done
[ -n "$prefix" ] || { echo "install: --prefix needs a folder" >&2; exit 64; }
case $prefix in
    *$'\n'*) echo "install: the prefix cannot hold a newline (the manifest has one path a line)" >&2; exit 64 ;;
esac
case $prefix in /*) ;; *) prefix="$PWD/$prefix" ;; esac
while [ "$prefix" != / ] && [ "${prefix%/}" != "$prefix" ]; do prefix=${prefix%/}; done
manifest_name=share/rmit-casino/installed-files
manifest="$prefix/$manifest_name"
# shellcheck source=lib/ship.sh
. "$repository/Scripts/lib/ship.sh"

# The manifest, one entry a line:
#   file PATH        a file the install wrote, PATH relative to the prefix
#   folder PATH      a folder below the prefix that the install created
#   prefix PATH      the prefix itself or a folder above it that the install created
#                    (absolute), so that an install into a new folder leaves nothing behind
# read_manifest: the earlier install's entries, into old_files, old_folders, old_prefixes.
old_files=()
old_folders=()
old_prefixes=()
read_manifest() {
    local line kind path
    while IFS= read -r line; do
        kind=${line%% *}
        path=${line#* }
        case $kind in
            file) old_files+=("$path") ;;
            folder) old_folders+=("$path") ;;
            prefix) old_prefixes+=("$path") ;;
        esac
    done < "$manifest"
}

# remove_folders ABSOLUTE...: removes each folder that is empty, deepest first (a folder
# still holding something, such as the player's own files, is kept); prints those kept.
remove_folders() {
    local folder
    [ $# -gt 0 ] || return 0
    while IFS= read -r folder; do
        rmdir -- "$folder" 2>/dev/null || { [ ! -d "$folder" ] || printf '%s\n' "$folder"; }
    done < <(printf '%s\n' "$@" | awk '{ print length, $0 }' | sort -rn | cut -d' ' -f2-)
}

if [ "$uninstall" = 1 ]; then
    if [ ! -f "$manifest" ]; then
        echo "install: nothing to uninstall: $manifest does not exist" >&2
        exit 1
    fi
    read_manifest
    for path in "${old_files[@]}"; do rm -f -- "$prefix/$path"; done
    rm -f -- "$manifest"
    folders=()
    for path in "${old_folders[@]}"; do folders+=("$prefix/$path"); done
    remove_folders "${folders[@]}" "${old_prefixes[@]}" >/dev/null
    echo "Removed RMIT Casino from $prefix (${#old_files[@]} files). Your saved game is kept."
    exit 0
fi

eval "$("$repository/Scripts/build-release.sh" "${build_flags[@]}")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
[ ! -f "$manifest" ] || read_manifest

# What this install creates: folders below the prefix (relative), files (relative), and the
# prefix and folders above it (absolute).
folders=()
files=()
prefixes=()

# The prefix and each missing folder above it, created and noted.
missing=()
folder=$prefix
while [ ! -d "$folder" ]; do
    missing=("$folder" "${missing[@]}")
    folder=$(dirname -- "$folder")
done
for folder in "${missing[@]}"; do
    mkdir -m 0755 -- "$folder"
    prefixes+=("$folder")
done

# make_folder RELATIVE: creates DIR/RELATIVE and each missing folder above it, noting those.
make_folder() {
    local relative=$1 path="" part
    local IFS=/
    for part in $relative; do
        path=${path:+$path/}$part
        if [ ! -d "$prefix/$path" ]; then
            mkdir -m 0755 -- "$prefix/$path"
            folders+=("$path")
        fi
    done
}

# put SOURCE RELATIVE MODE: installs a file at DIR/RELATIVE.
put() {
    make_folder "$(dirname "$2")"
    install -m "$3" -- "$1" "$prefix/$2"
    files+=("$2")
}

cp -- "$bin/casino" "$work/casino"
ship_strip "$work/casino"
casino="$work/casino"
put "$casino" bin/casino 0755
"$casino" manual > "$work/casino.6"
put "$work/casino.6" share/man/man6/casino.6 0644
"$casino" completions bash > "$work/casino.bash"
put "$work/casino.bash" share/bash-completion/completions/casino 0644
"$casino" completions zsh > "$work/_casino"
put "$work/_casino" share/zsh/site-functions/_casino 0644
"$casino" completions fish > "$work/casino.fish"
put "$work/casino.fish" share/fish/vendor_completions.d/casino.fish 0644

if [ "$window" = 1 ]; then
    cp -- "$window_program" "$work/casino-window"
    ship_strip "$work/casino-window"
    put "$work/casino-window" lib/rmit-casino/casino-window 0755
    "$repository/Scripts/desktop-entry.sh" "$prefix/lib/rmit-casino/casino-window" > "$work/$ship_id.desktop"
    put "$work/$ship_id.desktop" "share/applications/$ship_id.desktop" 0644
    "$bin/casino-assets" icons "$work/icons" > "$work/icon-list"
    while read -r icon; do
        put "$icon" "share/icons/${icon#"$work/icons/"}" 0644
    done < "$work/icon-list"
    put "$ship_metainfo" "share/metainfo/$ship_id.metainfo.xml" 0644
fi
make_folder "$(dirname "$manifest_name")"
files+=("$manifest_name")

# A reinstall: the files the earlier install put there that this one does not (the window
# after --no-window, an entry by an older name) go, and so do the earlier install's folders
# once empty; those still in use stay on the list, still ours to remove.
declare -A written=()
for path in "${files[@]}"; do written[$path]=1; done
for path in "${old_files[@]}"; do
    [ -n "${written[$path]:-}" ] || rm -f -- "$prefix/$path"
done
if [ ${#old_folders[@]} -gt 0 ]; then
    kept=()
    for path in "${old_folders[@]}"; do kept+=("$prefix/$path"); done
    while IFS= read -r folder; do
        folders+=("${folder#"$prefix/"}")
    done < <(remove_folders "${kept[@]}")
fi
for folder in "${old_prefixes[@]}"; do
    [ ! -d "$folder" ] || prefixes+=("$folder")
done

{
    [ ${#prefixes[@]} -eq 0 ] || printf 'prefix %s\n' "${prefixes[@]}" | sort -u
    [ ${#folders[@]} -eq 0 ] || printf 'folder %s\n' "${folders[@]}" | sort -u
    printf 'file %s\n' "${files[@]}"
} > "$work/installed-files"
install -m 0644 -- "$work/installed-files" "$manifest"

# The hints: each command on a line of its own, the prefix quoted as the shell reads it
# (printf %q), so a pasted line works whatever the folder's name holds.
quoted_prefix=$(printf '%q' "$prefix")
echo "Installed RMIT Casino $("$casino" --version | cut -d' ' -f2) into $prefix:"
printf '  %s\n' "${files[@]}"
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) printf '%s\n    %s\n' "Add $prefix/bin to PATH to run casino; for bash, in ~/.bashrc:" \
        "export PATH=$quoted_prefix/bin:\"\$PATH\"" ;;
esac
case $prefix in
    /usr | /usr/local) ;;
    *) printf '%s\n    %s\n' "For zsh, in ~/.zshrc before compinit:" \
        "fpath+=($quoted_prefix/share/zsh/site-functions)" ;;
esac
printf '%s\n    %s\n' "Uninstall with:" "$(printf '%q' "$0") --prefix $quoted_prefix --uninstall"
