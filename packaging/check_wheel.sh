#!/usr/bin/env bash
# Build the wheel and check that it carries what the program needs at run time.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
uv build --wheel --out-dir "$out" >/dev/null
wheel=$(ls "$out"/*.whl)
python3 - "$wheel" <<'PY'
import sys, zipfile
names = set(zipfile.ZipFile(sys.argv[1]).namelist())
need = [
    "desktop/resources/fonts/Vazirmatn-Regular.ttf",
    "desktop/resources/fonts/Vazirmatn-OFL.txt",
    "desktop/resources/statutes/law-1334.txt",
    "desktop/resources/color/sRGB.icc",
    "desktop/resources/color/sRGB-LICENSE.txt",
    "desktop/i18n/fa.qm",
    "desktop/__main__.py",
]
missing = [n for n in need if n not in names]
entry = [n for n in names if n.endswith("entry_points.txt")]
print("wheel:", sys.argv[1])
print("missing:", missing or "none")
sys.exit(1 if missing or not entry else 0)
PY
