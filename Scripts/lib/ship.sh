# Sourced by Scripts/install.sh and Scripts/package-deb.sh: what both do to the programs
# and data they ship, so an install and the packages hold the same files.

# ship_strip PROGRAM: drops the symbols and debug information a player does not need from
# PROGRAM, in place (a copy: the build folders keep the unstripped programs for gdb and
# perf). bin/casino goes from 26.5 MB to 14.4 MB.
ship_strip() {
    strip --strip-unneeded --remove-section=.comment --remove-section=.note -- "$1"
}

# The AppStream id, the desktop entry's name and the metainfo file that describes the window
# game (Packaging/vn.edu.rmit.casino.metainfo.xml).
ship_id=vn.edu.rmit.casino
ship_metainfo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/Packaging/$ship_id.metainfo.xml"
