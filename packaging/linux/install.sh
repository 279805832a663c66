#!/usr/bin/env bash
# Install the unpacked bundle for the current user: the program stays in this folder; a menu
# entry and an icon are added, and `bakhsh-office` is linked into ~/.local/bin.
#
#     tar -xzf bakhsh-office-*.tar.gz && bakhsh-office/install.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
icons="${XDG_DATA_HOME:-$HOME/.local/share}/icons/hicolor/512x512/apps"
mkdir -p "$apps" "$icons" "$HOME/.local/bin"
cp "$here/bakhsh-office.png" "$icons/bakhsh-office.png"
sed "s|^Exec=.*|Exec=\"$here/bakhsh-office\"|" "$here/bakhsh-office.desktop" > "$apps/bakhsh-office.desktop"
ln -sf "$here/bakhsh-office" "$HOME/.local/bin/bakhsh-office"
command -v update-desktop-database >/dev/null && update-desktop-database "$apps" || true
echo "installed: $apps/bakhsh-office.desktop"
