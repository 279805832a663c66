#!/usr/bin/env bash
# Start the built bundle as an office PC would: from a shell with no Python environment and no
# uv on the PATH, offscreen. It must draw the demo window, print a numbered notice and answer
# `rules list`, like the source install. Run after packaging/build_linux.sh:
#
#     bash packaging/check_bundle.sh [dist/bakhsh-office]
set -euo pipefail
cd "$(dirname "$0")/.."
bundle="$(cd "${1:-dist/bakhsh-office}" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
run() {  # a bare environment: system PATH only, a fresh home, no VIRTUAL_ENV/PYTHONPATH
  env -i PATH=/usr/bin:/bin HOME="$work/home" LANG=C.UTF-8 QT_QPA_PLATFORM=offscreen "$@"
}
mkdir -p "$work/home"
if run sh -c 'command -v uv' >/dev/null; then echo "uv is on the bare PATH" >&2; exit 1; fi

run "$bundle/bakhsh-office" --demo --screenshot "$work/demo.png"
test -s "$work/demo.png"
run "$bundle/bakhsh-office" print notice --demo --out "$work/notice.pdf"
pdftotext "$work/notice.pdf" - | grep -q "بخشداری" || pdftotext "$work/notice.pdf" - | grep -q "ﺑﺨﺸﺪاری"
run "$bundle/bakhsh-office" rules list > "$work/rules.txt"
grep -q "1334" "$work/rules.txt"
run "$bundle/bakhsh-office" --help > /dev/null
echo "bundle ok: $bundle ($(du -sh "$bundle" | cut -f1)); screenshot $(stat -c %s "$work/demo.png") bytes, notice $(stat -c %s "$work/notice.pdf") bytes"
