#!/usr/bin/env bash
# Build the self-contained Linux bundle from a clean clone, in one command:
#
#     bash packaging/build_linux.sh
#
# Writes dist/bakhsh-office/ (the program, Python, the Qt it uses, the font, the statutes, the
# catalogue, a .desktop file and an icon) and dist/bakhsh-office-<version>-linux-<arch>.tar.gz.
# Needs uv (it builds in the project's environment plus the `packaging` group: PyInstaller),
# binutils and file. The bundle runs on Linux with the build machine's glibc or newer: build it
# in the oldest system it must run on (packaging/linux/build_portable.sh does, in a Debian 11
# root, with QT_PINS=packaging/linux/qt-glibc-2.31.txt), and on a machine that has the X11
# libraries it carries (the spec stops otherwise). QT_PINS=FILE bundles the PySide6 that FILE
# pins instead of the lock's (it changes this tree's .venv; the next `uv run` puts it back).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.local/bin:$PATH"

uvrun=(uv run --group packaging)
if [ -z "${QT_PINS:-}" ]; then
  uv sync --group packaging --quiet
else
  # Another PySide6 than the lock's, for a bundle that must run on an older Linux
  # (packaging/linux/qt-glibc-2.31.txt says why): the lock's versions of everything else, the
  # pinned Qt in place of the lock's (whose wheels may not install here at all), and no
  # re-sync by `uv run` that would put it back.
  qt=(PySide6-Essentials PySide6-Addons PySide6-Pdf shiboken6)
  uv sync --group packaging --quiet "${qt[@]/#/--no-install-package=}"
  uv pip uninstall --quiet --python .venv/bin/python "${qt[@]}" 2>/dev/null || true
  uv pip install --quiet --python .venv/bin/python --no-deps -r "$QT_PINS"
  uvrun=(uv run --no-sync --group packaging)
fi
"${uvrun[@]}" python -c 'import PySide6; print("bundling PySide6", PySide6.__version__)'
"${uvrun[@]}" python i18n/build.py >/dev/null        # fa.qm from the catalogue
"${uvrun[@]}" pyinstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/bakhsh-office.spec

bundle=dist/bakhsh-office
# Debug information is no use on an office PC: libpython alone is 23 MB of it (5.7 MB without).
find "$bundle" -type f \( -name '*.so' -o -name '*.so.*' \) -print0 |
  while IFS= read -r -d '' f; do
    if file -b "$f" | grep -q 'not stripped'; then strip --strip-debug "$f"; fi
  done
# Each system library the bundle carries, by the Debian package it came from, with that
# package's copyright file: the About box lists them (licences/system-libraries.tsv).
licences="$bundle/_internal/licences"
mkdir -p "$licences/debian"
: > "$licences/system-libraries.tsv"
if command -v dpkg-query >/dev/null; then
  for lib in "$bundle"/_internal/lib*.so*; do
    name=$(basename "$lib")
    # Qt's libraries (links into PySide6/Qt/lib) and the wheels' own (name-hashed) are no system's
    if [ -L "$lib" ]; then continue; fi
    case $name in libpython*) continue ;; esac
    pkg=$(dpkg -S "*/$name" 2>/dev/null | head -1 | cut -d: -f1) || true
    if [ -z "$pkg" ]; then continue; fi
    grep -q "^$pkg	" "$licences/system-libraries.tsv" && continue
    version=$(dpkg-query -W -f='${Version}' "$pkg")
    copyright="/usr/share/doc/$pkg/copyright"
    licence=$(grep -m1 '^License:' "$copyright" 2>/dev/null | cut -d' ' -f2-) || true
    cp "$copyright" "$licences/debian/$pkg.copyright" 2>/dev/null || true
    printf '%s\t%s\t%s\n' "$pkg" "$version" "${licence:-see licences/debian/$pkg.copyright}" \
      >> "$licences/system-libraries.tsv"
  done
fi
cp packaging/linux/bakhsh-office.desktop packaging/linux/install.sh "$bundle/"
cp resources/icons/bakhsh-office.png "$bundle/bakhsh-office.png"
cp LICENSE* COPYING* "$bundle/" 2>/dev/null || true

version=$("${uvrun[@]}" python -c "import tomllib;print(tomllib.load(open('pyproject.toml','rb'))['project']['version'])")
archive="dist/bakhsh-office-${version}-linux-$(uname -m).tar.gz"
tar -C dist -czf "$archive" bakhsh-office
echo "bundle:  $bundle ($(du -sh "$bundle" | cut -f1))"
echo "archive: $archive ($(du -sh "$archive" | cut -f1))"
