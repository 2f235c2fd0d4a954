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
#   DIR/share/applications/rmit-casino.desktop               (the desktop's menu)
#   DIR/share/icons/hicolor/NxN/apps/rmit-casino.png         (16 to 256 pixels)
# Everything it writes, and every folder it had to create, is listed in
# DIR/share/rmit-casino/installed-files; --uninstall removes exactly those and nothing else.
# The saved game ($XDG_STATE_HOME/rmit-casino) is never touched by either.
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
case $prefix in /*) ;; *) prefix="$PWD/$prefix" ;; esac
prefix=${prefix%/}
manifest_name=share/rmit-casino/installed-files
manifest="$prefix/$manifest_name"

# Removes the files, then the folders (deepest first, and only when empty), that the
# manifest lists.
remove_listed() {
    local kind path
    local -a folders=()
    while read -r kind path; do
        case $kind in
            file) rm -f -- "$prefix/$path" ;;
            folder) folders+=("$path") ;;
        esac
    done < "$manifest"
    rm -f -- "$manifest"
    local folder
    for folder in $(printf '%s\n' "${folders[@]}" | awk '{ print length, $0 }' | sort -rn | cut -d' ' -f2-); do
        rmdir -- "$prefix/$folder" 2>/dev/null || true
    done
}

if [ "$uninstall" = 1 ]; then
    if [ ! -f "$manifest" ]; then
        echo "install: nothing to uninstall: $manifest does not exist" >&2
        exit 1
    fi
    count=$(grep -c '^file ' "$manifest" || true)
    remove_listed
    echo "Removed RMIT Casino from $prefix ($count files). Your saved game is kept."
    exit 0
fi

eval "$("$repository/Scripts/build-release.sh" "${build_flags[@]}")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# What this install creates, relative to the prefix: folders first, then files.
folders=()
files=()
if [ -f "$manifest" ]; then
    # Reinstalling: the folders an earlier install created are still ours to remove.
    while read -r kind path; do
        [ "$kind" = folder ] && folders+=("$path")
    done < "$manifest"
fi

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

mkdir -p -- "$prefix"
casino="$bin/casino"
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
    put "$window_program" lib/rmit-casino/casino-window 0755
    "$repository/Scripts/desktop-entry.sh" "$prefix/bin/casino" > "$work/rmit-casino.desktop"
    put "$work/rmit-casino.desktop" share/applications/rmit-casino.desktop 0644
    "$bin/casino-assets" icons "$work/icons" > "$work/icon-list"
    while read -r icon; do
        put "$icon" "share/icons/${icon#"$work/icons/"}" 0644
    done < "$work/icon-list"
fi

make_folder "$(dirname "$manifest_name")"
{
    [ ${#folders[@]} -eq 0 ] || printf 'folder %s\n' "${folders[@]}" | sort -u
    printf 'file %s\n' "${files[@]}" "$manifest_name"
} > "$work/installed-files"
install -m 0644 -- "$work/installed-files" "$manifest"

echo "Installed RMIT Casino $("$casino" --version | cut -d' ' -f2) into $prefix:"
printf '  %s\n' "${files[@]}"
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "Add $prefix/bin to PATH to run casino (for bash: export PATH=\"$prefix/bin:\$PATH\" in ~/.bashrc)." ;;
esac
case $prefix in
    /usr | /usr/local) ;;
    *) echo "For zsh, add fpath+=($prefix/share/zsh/site-functions) before compinit in ~/.zshrc." ;;
esac
echo "Uninstall with: Scripts/install.sh --prefix $prefix --uninstall"
