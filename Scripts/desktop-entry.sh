#!/usr/bin/env bash
# Prints RMIT Casino's desktop entry (freedesktop.org Desktop Entry 1.4), which puts the
# window game in the desktop's menu with the icon `rmit-casino` from the hicolor theme.
#
#   Scripts/desktop-entry.sh PATH-TO-CASINO > rmit-casino.desktop
#
# Used by install.sh and package-deb.sh, so both install the same entry.
set -euo pipefail
[ $# -eq 1 ] && [ -n "$1" ] || { echo "usage: Scripts/desktop-entry.sh PATH-TO-CASINO" >&2; exit 64; }
cat <<ENTRY
[Desktop Entry]
Type=Application
Version=1.4
Name=RMIT Casino
GenericName=Slot Machine
Comment=Spin three reels of fruit, bars and diamonds; three of a kind pays ten times the bet
Exec=$1 window
Icon=rmit-casino
Terminal=false
Categories=Game;ArcadeGame;
Keywords=slot;casino;reels;fruit machine;
ENTRY
