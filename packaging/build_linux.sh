#!/usr/bin/env bash
# Build the self-contained Linux bundle from a clean clone, in one command:
#
#     bash packaging/build_linux.sh
#
# Writes dist/bakhsh-office/ (the program, Python, the Qt it uses, the font, the statutes, the
# catalogue, a .desktop file and an icon) and dist/bakhsh-office-<version>-linux-<arch>.tar.gz.
# Needs uv (it builds in the project's environment plus the `packaging` group: PyInstaller).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.local/bin:$PATH"

uv sync --group packaging --quiet
uv run --group packaging python i18n/build.py >/dev/null        # fa.qm from the catalogue
uv run --group packaging pyinstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/bakhsh-office.spec

bundle=dist/bakhsh-office
cp packaging/linux/bakhsh-office.desktop packaging/linux/install.sh "$bundle/"
cp resources/icons/bakhsh-office.png "$bundle/bakhsh-office.png"
cp LICENSE* COPYING* "$bundle/" 2>/dev/null || true

version=$(uv run --group packaging python -c "import tomllib;print(tomllib.load(open('pyproject.toml','rb'))['project']['version'])")
archive="dist/bakhsh-office-${version}-linux-$(uname -m).tar.gz"
tar -C dist -czf "$archive" bakhsh-office
echo "bundle:  $bundle ($(du -sh "$bundle" | cut -f1))"
echo "archive: $archive ($(du -sh "$archive" | cut -f1))"
