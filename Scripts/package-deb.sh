#!/usr/bin/env bash
# Builds RMIT Casino's two Debian packages with dpkg-deb, from one source, rmit-casino:
#
#   Scripts/package-deb.sh [--output DIR]        (default: .build/deb)
#
#   rmit-casino_<version>_<arch>.deb         the game, as Debian places games:
#       /usr/games/casino (the terminal game, with the Swift runtime linked in), the manual
#       in section 6, completions for bash, zsh and fish. Depends on what casino links
#       (the C library, libgcc, libstdc++): no SDL2, whose libraries (X11, Wayland,
#       PulseAudio, ...) are some 56 packages a terminal player does not need.
#   rmit-casino-window_<version>_<arch>.deb  the desktop window: /usr/lib/rmit-casino/
#       casino-window (the build with the window front end that `casino window` runs), the
#       desktop entry, hicolor icons and AppStream metadata. Depends on rmit-casino of the
#       same version and on SDL2.
#
# Both hold their copyright and changelog files, and stripped programs. Their dependencies
# are read from the libraries each program links (dpkg -S), so they install on a Debian
# machine without the Swift toolchain. Check them with `lintian *.deb`. Prints the two
# packages' paths, the game's first. Needs dpkg-deb, and libsdl2-dev to build the window.
# The maintainer is DEBFULLNAME <DEBEMAIL>, else git's user.name <user.email>.
set -euo pipefail
repository="$(cd "$(dirname "$0")/.." && pwd)"
output="$repository/.build/deb"
while [ $# -gt 0 ]; do
    case $1 in
        --output)
            [ $# -ge 2 ] && [ -n "$2" ] || { echo "package-deb: --output needs a folder" >&2; exit 64; }
            output=$2
            shift
            ;;
        --output=*) output=${1#--output=} ;;
        -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "package-deb: unknown option '$1' (see 'Scripts/package-deb.sh --help')" >&2; exit 64 ;;
    esac
    shift
done
for tool in dpkg-deb dpkg-query gzip strip readelf ldd; do
    command -v "$tool" >/dev/null || { echo "package-deb: $tool is not installed" >&2; exit 69; }
done

eval "$("$repository/Scripts/build-release.sh" --window)"
# shellcheck source=lib/ship.sh
. "$repository/Scripts/lib/ship.sh"
casino="$bin/casino"
version=$("$casino" --version | cut -d' ' -f2)
architecture=$(dpkg --print-architecture)
source_name=rmit-casino
maintainer_name=${DEBFULLNAME:-$(git -C "$repository" config user.name || true)}
maintainer_email=${DEBEMAIL:-$(git -C "$repository" config user.email || true)}
if [ -z "$maintainer_name" ] || [ -z "$maintainer_email" ]; then
    echo "package-deb: set DEBFULLNAME and DEBEMAIL (or git's user.name and user.email)" >&2
    exit 64
fi
maintainer="$maintainer_name <$maintainer_email>"
# A native package's changelog, dated by the last commit so a rebuild is byte-identical.
stamp=$(git -C "$repository" log -1 --format=%ct 2>/dev/null || date -u +%s)
year=$(date -u +%Y)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# doc_files NAME PROGRAM...: /usr/share/doc/NAME/copyright and changelog.gz in the package
# root $work/NAME, for the package that ships PROGRAM... (paths in the package).
doc_files() {
    local name=$1
    shift
    local root="$work/$name"
    local doc="$root/usr/share/doc/$name"
    install -d -m 0755 "$doc"
    cat > "$doc/copyright" <<COPYRIGHT
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: RMIT Casino
Comment: A three-reel slot machine after the "RMIT Casino" SwiftUI guide (COSC3062,
 RMIT University, Saigon South Campus). Its sounds are synthesized by the program
 and its pictures are drawn in its source; it ships no third-party files. The Swift
 runtime and FoundationEssentials are linked into the programs from the Swift
 toolchain.

Files: *
Copyright: 2025-$year The RMIT Casino authors
License: Apache-2.0

Files: $*
Copyright: 2025-$year The RMIT Casino authors
 2014-$year Apple Inc. and the Swift project authors
License: Apache-2.0 and Apache-2.0 with Runtime Library Exception
 RMIT Casino (Apache-2.0), with the Swift runtime and FoundationEssentials linked
 in: Apache License, Version 2.0 with the Runtime Library Exception
 (https://swift.org/LICENSE.txt). On Debian systems, the full text of the Apache
 License, Version 2.0 can be found in "/usr/share/common-licenses/Apache-2.0".
COPYRIGHT
    local program
    for program in "$@"; do
        if grep -q icudt "$root/$program"; then
            cat >> "$doc/copyright" <<COPYRIGHT

Files: $program
Copyright: 2016-$year Unicode, Inc. and others
License: Unicode-3.0
 Foundation's copy of ICU (International Components for Unicode) and its data are
 linked into the binary. Licensed under the Unicode License v3
 (https://www.unicode.org/license.txt).
COPYRIGHT
        fi
    done
    # The licence named above, stand-alone after every Files paragraph.
    cat >> "$doc/copyright" <<COPYRIGHT

License: Apache-2.0
 Licensed under the Apache License, Version 2.0 (the "License"); you may not use
 this software except in compliance with the License. You may obtain a copy of
 the License at
 .
     https://www.apache.org/licenses/LICENSE-2.0
 .
 Unless required by applicable law or agreed to in writing, software distributed
 under the License is distributed on an "AS IS" BASIS, WITHOUT WARRANTIES OR
 CONDITIONS OF ANY KIND, either express or implied. See the License for the
 specific language governing permissions and limitations under the License.
 .
 On Debian systems, the full text of the Apache License, Version 2.0 can be
 found in "/usr/share/common-licenses/Apache-2.0".
COPYRIGHT
    chmod 0644 "$doc/copyright"
    {
        echo "$source_name ($version) unstable; urgency=medium"
        echo
        echo "  * Release $version: the terminal and window game, man page, completions."
        echo "  * Two packages: rmit-casino, the game; rmit-casino-window, the window."
        echo
        echo " -- $maintainer  $(date -u -R -d "@$stamp")"
    } | gzip -9n > "$doc/changelog.gz"
}

# library_depends PROGRAM...: the package of each shared library the programs link directly
# (NEEDED), at least the version built against (one outside every package, such as the
# toolchain's, is an error), as a Depends list; ldd says where each one is.
library_depends() {
    local -a depends=()
    local resolved library path package upstream
    resolved=$(for program in "$@"; do ldd "$program"; done | awk '$2 == "=>" { print $1, $3 }')
    while read -r library; do
        path=$(awk -v lib="$library" '$1 == lib { print $2; exit }' <<< "$resolved")
        # The dynamic loader itself, which ldd lists without an arrow.
        [ -n "$path" ] || path=$(ldconfig -p | awk -v lib="$library" '$1 == lib { print $NF; exit }')
        [ -n "$path" ] && [ -e "$path" ] || { echo "package-deb: cannot find $library" >&2; exit 1; }
        package=$(dpkg -S "$(readlink -f "$path")" 2>/dev/null || dpkg -S "$path" 2>/dev/null || true)
        package=$(printf '%s\n' "$package" | head -n1 | cut -d: -f1)
        [ -n "$package" ] || { echo "package-deb: no Debian package holds $path ($library)" >&2; exit 1; }
        upstream=$(dpkg-query -W -f='${Version}' "$package" | sed 's/^[0-9]*://; s/-[^-]*$//; s/+[^+]*$//')
        depends+=("$package (>= $upstream)")
    done < <(for program in "$@"; do readelf -d "$program"; done | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | sort -u)
    printf '%s\n' "${depends[@]}" | sort -u | paste -sd, | sed 's/,/, /g'
}

# build NAME CONTROL-FIELDS: writes DEBIAN/control (NAME's fields, then CONTROL-FIELDS),
# md5sums and permissions into $work/NAME and builds $output/NAME_VERSION_ARCH.deb.
mkdir -p "$output"
build() {
    local name=$1 fields=$2 root="$work/$1"
    install -d -m 0755 "$root/DEBIAN"
    find "$root" -type d -exec chmod 0755 {} +
    find "$root/usr" -type f ! -path "$root/usr/games/*" ! -path "$root/usr/lib/$source_name/*" -exec chmod 0644 {} +
    local installed_size
    installed_size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
    {
        echo "Package: $name"
        [ "$name" = "$source_name" ] || echo "Source: $source_name"
        echo "Version: $version"
        echo "Architecture: $architecture"
        echo "Maintainer: $maintainer"
        echo "Installed-Size: $installed_size"
        printf '%s\n' "$fields"
    } > "$root/DEBIAN/control"
    (cd "$root" && find usr -type f -exec md5sum {} + | sort -k2) > "$root/DEBIAN/md5sums"
    chmod 0644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
    local deb="$output/${name}_${version}_${architecture}.deb"
    SOURCE_DATE_EPOCH=$stamp dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
    echo "$deb"
}

# rmit-casino: the game.
name=$source_name
root="$work/$name"
install -d -m 0755 "$root/usr/games" "$root/usr/share/man/man6" \
    "$root/usr/share/bash-completion/completions" "$root/usr/share/zsh/vendor-completions" \
    "$root/usr/share/fish/vendor_completions.d"
install -m 0755 "$casino" "$root/usr/games/casino"
ship_strip "$root/usr/games/casino"
"$casino" manual | gzip -9n > "$root/usr/share/man/man6/casino.6.gz"
"$casino" completions bash > "$root/usr/share/bash-completion/completions/casino"
"$casino" completions zsh > "$root/usr/share/zsh/vendor-completions/_casino"
"$casino" completions fish > "$root/usr/share/fish/vendor_completions.d/casino.fish"
doc_files "$name" usr/games/casino
depends=$(library_depends "$root/usr/games/casino")
build "$name" "Depends: $depends
Suggests: rmit-casino-window
Section: games
Priority: optional
Description: three-reel slot machine for the terminal
 RMIT Casino is the slot machine of the RMIT \"SwiftUI\" guide: three reels of
 twelve symbols, where three of a kind pays ten times the bet. It plays in any
 terminal (drawn in half-block pixels, with mouse support), or line by line for
 screen readers and scripts (casino play --plain). Its sounds are synthesized,
 its game is saved safely after every spin, and \"casino odds\" prints the exact
 odds.
 .
 The desktop window (casino window) is in the package rmit-casino-window."

# rmit-casino-window: the window program and what puts it in the desktop's menu.
name=$source_name-window
root="$work/$name"
install -d -m 0755 "$root/usr/lib/$source_name" "$root/usr/share/applications" "$root/usr/share/metainfo"
install -m 0755 "$window_program" "$root/usr/lib/$source_name/casino-window"
ship_strip "$root/usr/lib/$source_name/casino-window"
"$repository/Scripts/desktop-entry.sh" "/usr/lib/$source_name/casino-window" > "$root/usr/share/applications/$ship_id.desktop"
"$bin/casino-assets" icons "$root/usr/share/icons" >/dev/null
install -m 0644 "$ship_metainfo" "$root/usr/share/metainfo/$ship_id.metainfo.xml"
doc_files "$name" "usr/lib/$source_name/casino-window"
depends=$(library_depends "$root/usr/lib/$source_name/casino-window")
build "$name" "Depends: $source_name (= $version), $depends
Section: games
Priority: optional
Description: desktop window for the RMIT Casino slot machine
 RMIT Casino is the slot machine of the RMIT \"SwiftUI\" guide: three reels of
 twelve symbols, where three of a kind pays ten times the bet.
 .
 This package adds its desktop window (SDL2, with mouse, touch and gamepads),
 which \"casino window\" opens and the desktop's menu lists, with the game's
 icons and AppStream metadata."
