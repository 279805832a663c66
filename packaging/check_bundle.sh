#!/usr/bin/env bash
# Start the built bundle as an office PC would: from a shell with no Python environment and no
# uv on the PATH. It must draw the demo window offscreen, open as a real X11 window under Xvfb
# (Qt's xcb plugin with the libraries the bundle carries), open another bakhsh's file read-only
# as the relaunch does (the bundle's own arguments), print a numbered notice and answer
# `rules list`, like the source install; and no file in it may need a newer glibc or libstdc++
# than the oldest Linux it is said to run on. Run after packaging/build_linux.sh:
#
#     bash packaging/check_bundle.sh [dist/bakhsh-office]
#
# Needs Xvfb and xwininfo (apt-get install xvfb x11-utils) for the window, pdftotext
# (poppler-utils), binutils.
set -euo pipefail
cd "$(dirname "$0")/.."
bundle="$(cd "${1:-dist/bakhsh-office}" && pwd)"
work="$(mktemp -d)"
xvfb=""
trap '[ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null; rm -rf "$work"' EXIT
GLIBC_FLOOR=34      # 2.34: Qt 6.12's own wheels need it (manylinux_2_34)
GLIBCXX_FLOOR=29    # 3.4.29: GCC 11's libstdc++, what Qt 6.12 needs
run() {  # a bare environment: system PATH only, a fresh home, no VIRTUAL_ENV/PYTHONPATH
  env -i PATH=/usr/bin:/bin HOME="$work/home" LANG=C.UTF-8 "$@"
}
mkdir -p "$work/home"
if run sh -c 'command -v uv' >/dev/null; then echo "uv is on the bare PATH" >&2; exit 1; fi

# The floor: every ELF file's newest GLIBC_ and GLIBCXX_ symbol version
too_new=$(find "$bundle" -type f \( -name '*.so*' -o -perm -u+x \) -print0 |
  { xargs -0 objdump -T 2>/dev/null || true; } |
  awk -v g="$GLIBC_FLOOR" -v x="$GLIBCXX_FLOOR" '
    /^.*:.*file format/ { file = $1 }
    match($0, /GLIBC_2\.[0-9]+/) { split(substr($0, RSTART, RLENGTH), v, "."); if (v[2] + 0 > g) print file, substr($0, RSTART, RLENGTH) }
    match($0, /GLIBCXX_3\.4\.[0-9]+/) { split(substr($0, RSTART, RLENGTH), v, "."); if (v[3] + 0 > x) print file, substr($0, RSTART, RLENGTH) }' |
  sort -u)
if [ -n "$too_new" ]; then
  echo "these need a newer system than glibc 2.$GLIBC_FLOOR / GLIBCXX_3.4.$GLIBCXX_FLOOR:" >&2
  echo "$too_new" >&2
  exit 1
fi

run QT_QPA_PLATFORM=offscreen "$bundle/bakhsh-office" --demo --screenshot "$work/demo.png"
test -s "$work/demo.png"
# A long session: 2,000 dashboard refreshes drop about 166,000 references to None with PySide6
# 6.12 (455 aborted a Python 3.11 build); the bundle's Python must make None immortal.
run QT_QPA_PLATFORM=offscreen "$bundle/bakhsh-office" --demo --screenshot "$work/soak.png" --refreshes 2000
test -s "$work/soak.png"
run "$bundle/bakhsh-office" --demo --screenshot "$work/no-display.png"  # offscreen by itself
test -s "$work/no-display.png"
run "$bundle/bakhsh-office" print notice --demo --out "$work/notice.pdf"
pdftotext "$work/notice.pdf" - | grep -q "بخشداری" || pdftotext "$work/notice.pdf" - | grep -q "ﺑﺨﺸﺪاری"
run "$bundle/bakhsh-office" rules list > "$work/rules.txt"
grep -q "1334" "$work/rules.txt"
run "$bundle/bakhsh-office" --help > /dev/null

# A real X11 window: the demo, then another bakhsh's file opened read-only with exactly the
# arguments the relaunch passes (desktop/relaunch.py), each found on the X server by its title.
if command -v Xvfb >/dev/null && command -v xwininfo >/dev/null; then
  Xvfb :57 -screen 0 1366x768x24 -nolisten tcp > "$work/xvfb.log" 2>&1 &
  xvfb=$!
  sleep 1
  window() {  # window PATTERN COMMAND...: start it, wait for a window xwininfo shows so, close it
    local title=$1; shift
    run DISPLAY=:57 "$@" > "$work/window.log" 2>&1 &
    local pid=$! found=""
    for _ in $(seq 1 60); do
      if run DISPLAY=:57 xwininfo -root -tree | grep -qE "$title"; then found=1; break; fi
      sleep 0.5
    done
    if [ -n "${SHOT:-}" ] && command -v xwd >/dev/null; then xwd -root -display :57 -out "$SHOT"; fi
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    if [ -z "$found" ]; then
      echo "no X11 window titled '$title':" >&2
      cat "$work/window.log" >&2
      exit 1
    fi
  }
  window '"دفتر بخشداری — .* [0-9]{4}x[0-9]{3}' "$bundle/bakhsh-office" --demo
  # another bakhsh's file (made by a first run), made read-only as an imported export is
  run QT_QPA_PLATFORM=offscreen "$bundle/bakhsh-office" --db "$work/other.sqlite" \
    --screenshot "$work/first.png" > /dev/null
  chmod a-w "$work/other.sqlite"
  rm -f "$work/other.sqlite.lock"
  # the main window (1200 px wide), not a message box of the same title
  window '"دفتر بخشداری": .* [0-9]{4}x[0-9]{3}' "$bundle/bakhsh-office" --db "$work/other.sqlite" --read-only
  # read-only: the main window (not an error box) with no writer's lock taken
  if [ -e "$work/other.sqlite.lock" ]; then echo "the read-only window took a lock" >&2; exit 1; fi
  grep -q "Traceback\|Error" "$work/window.log" && { cat "$work/window.log" >&2; exit 1; }
  echo "X11 windows ok (demo, and a read-only window opened the relaunch's way)"
else
  echo "Xvfb or xwininfo missing: the real-window check did not run" >&2
  exit 1
fi
echo "bundle ok: $bundle ($(du -sh "$bundle" | cut -f1)); screenshot $(stat -c %s "$work/demo.png") bytes, notice $(stat -c %s "$work/notice.pdf") bytes"
