#!/usr/bin/env bash
# Prints RMIT Casino's desktop entry (freedesktop.org Desktop Entry 1.4), which puts the
# window game in the desktop's menu with the icon `rmit-casino` from the hicolor theme. It
# runs the window program itself (`casino-window window`, what `casino window` execs), so
# the entry ships with the program it runs (rmit-casino-window: lintian holds a package's
# desktop entry to a command in that package).
# Its name, vn.edu.rmit.casino.desktop, is the AppStream id's
# (Packaging/vn.edu.rmit.casino.metainfo.xml launches it).
#
#   Scripts/desktop-entry.sh PATH-TO-CASINO-WINDOW > vn.edu.rmit.casino.desktop
#
# Used by install.sh and package-deb.sh, so both install the same entry. The path may hold
# spaces and other characters the Exec key reserves: it is quoted as the specification's
# "The Exec key" says (see exec_argument).
set -euo pipefail
[ $# -eq 1 ] && [ -n "$1" ] || { echo "usage: Scripts/desktop-entry.sh PATH-TO-CASINO-WINDOW" >&2; exit 64; }
case $1 in
    *$'\n'* | *$'\r'* | *$'\t'*)
        echo "desktop-entry: a desktop entry cannot run a path with a newline or tab: $1" >&2
        exit 64
        ;;
esac

# exec_argument WORD: WORD as one argument of an Exec value. A word with a reserved
# character (space, tab, newline, " ' \ > < ~ | & ; $ * ? # ( ) `) goes in double quotes,
# where ", `, $ and \ take a backslash; a literal % is %% (not a field code); and, since the
# value is a string whose own escapes are read first, every backslash is then doubled (a
# backslash in a quoted argument is written \\\\).
exec_argument() {
    local word=$1
    if [[ $word == *[[:space:]\"\'\\\>\<~\|\&\;\$\*\?#\(\)\`]* ]]; then
        word=${word//\\/\\\\}
        word=${word//\"/\\\"}
        word=${word//\`/\\\`}
        word=${word//\$/\\\$}
        word="\"$word\""
    fi
    word=${word//%/%%}
    printf '%s' "${word//\\/\\\\}"
}

cat <<ENTRY
[Desktop Entry]
Type=Application
Version=1.4
Name=RMIT Casino
GenericName=Slot Machine
Comment=Spin three reels of fruit, bars and diamonds; three of a kind pays ten times the bet
Exec=$(exec_argument "$1") window
Icon=rmit-casino
Terminal=false
Categories=Game;ArcadeGame;
Keywords=slot;casino;reels;fruit machine;
ENTRY
