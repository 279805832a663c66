#!/usr/bin/env bash
# Start the built bundle as an office PC would: from a shell with no Python environment and no
# uv on the PATH. It must draw the demo window offscreen, open as a real X11 window under Xvfb
# (Qt's xcb plugin with the libraries the bundle carries), open another bakhsh's file read-only
# as the relaunch does (the bundle's own arguments), print a numbered notice and answer
# `rules list`, like the source install; and no file in it may need a newer glibc or libstdc++
# than the oldest Linux it is for (packaging/linux/symbol_ceiling.sh). Run after the build:
#
#     bash packaging/check_bundle.sh [dist/bakhsh-office | dist/bakhsh-office-*.tar.gz]
#     sudo bash packaging/check_bundle.sh --root ROOT dist/bakhsh-office-*.tar.gz
#
# With --root, the checks run inside ROOT (a Debian 11 root, say: packaging/README.md says how to
# make one with only what a desktop has): the tar.gz is unpacked there with the root's own tar,
# and every start of the bundle is a chroot into ROOT as an unprivileged user (nobody), which
# must find no Python there. Xvfb, xwininfo, pdftotext and objdump run here, on this machine:
# the X server's socket is bind-mounted into ROOT, as a desktop's would be there.
#
# Needs Xvfb and xwininfo (apt-get install xvfb x11-utils) for the window, pdftotext
# (poppler-utils), binutils. SHOTS=DIR keeps the screenshots (PNG; the X11 ones as xwd files).
set -euo pipefail
cd "$(dirname "$0")/.."
here="$(pwd)"
root=""
if [ "${1:-}" = "--root" ]; then
  root="$(cd "${2:?--root needs a folder}" && pwd)"
  shift 2
fi
target="${1:-dist/bakhsh-office}"
display=:57
xvfb=""
mounted=()
cleanup() {
  if [ -n "$xvfb" ]; then kill "$xvfb" 2>/dev/null || true; fi
  for m in "${mounted[@]}"; do umount "$m" 2>/dev/null || true; done
  rm -rf "$work"
}
if [ -n "$root" ]; then
  mkdir -p "$root/tmp"
  work="$(mktemp -d "$root/tmp/bundle-check.XXXXXX")"
  inside="${work#"$root"}"            # the same folder, as the bundle sees it
  runner=(chroot --userspec=65534:65534 "$root")
else
  work="$(mktemp -d)"
  inside="$work"
  runner=()
fi
trap cleanup EXIT
chmod 755 "$work"
mkdir -p "$work/home"

# The bundle: unpacked from its tar.gz (by the root's own tar when there is a root), or a folder
if [[ "$target" == *.tar.gz ]]; then
  cp "$target" "$work/bundle.tar.gz"
  [ -n "$root" ] && chown -R 65534:65534 "$work"
  "${runner[@]}" tar -xzf "$inside/bundle.tar.gz" -C "$inside"
  bundle_here="$work/bakhsh-office"
  bundle="$inside/bakhsh-office"
elif [ -n "$root" ]; then
  echo "with --root, give the .tar.gz (the bundle is checked as an office unpacks it)" >&2
  exit 2
else
  bundle_here="$(cd "$target" && pwd)"
  bundle="$bundle_here"
fi
[ -n "$root" ] && chown -R 65534:65534 "$work"

bare=(env -i PATH=/usr/bin:/bin HOME="$inside/home" LANG=C.UTF-8)
run() {  # the bundle's world: a bare environment (system PATH only, a fresh home), in ROOT if any
  "${runner[@]}" "${bare[@]}" "$@"
}
if run sh -c 'command -v uv' >/dev/null; then echo "uv is on the bare PATH" >&2; exit 1; fi
if [ -n "$root" ]; then
  if run sh -c 'command -v python3 || command -v python || ls -d /usr/lib/python3*' 2>/dev/null; then
    echo "the root has a Python: it would not show that the bundle needs none" >&2
    exit 1
  fi
  echo "root: $(run sh -c '. /etc/os-release; echo "$PRETTY_NAME"'), $(run ldd --version | head -1)"
  for m in proc dev; do
    if ! mountpoint -q "$root/$m"; then
      if [ $m = proc ]; then mount -t proc proc "$root/proc"; else mount --bind /dev "$root/dev"; fi
      mounted=("$root/$m" "${mounted[@]}")
    fi
  done
fi

bash "$here/packaging/linux/symbol_ceiling.sh" "$bundle_here"

shot() {  # keep a screenshot when SHOTS is set
  if [ -n "${SHOTS:-}" ]; then mkdir -p "$SHOTS" && cp "$1" "$SHOTS/"; fi
}
run QT_QPA_PLATFORM=offscreen "$bundle/bakhsh-office" --demo --screenshot "$inside/demo.png"
test -s "$work/demo.png"; shot "$work/demo.png"
# A long session: 2,000 dashboard refreshes (PySide6 6.12 drops about 166,000 references to None
# over them; 455 aborted a Python 3.11 build): the bundle's Python must make None immortal.
run QT_QPA_PLATFORM=offscreen "$bundle/bakhsh-office" --demo --screenshot "$inside/soak.png" --refreshes 2000
test -s "$work/soak.png"; shot "$work/soak.png"
run "$bundle/bakhsh-office" --demo --screenshot "$inside/no-display.png"  # offscreen by itself
test -s "$work/no-display.png"
run "$bundle/bakhsh-office" print notice --demo --out "$inside/notice.pdf"
pdftotext "$work/notice.pdf" - | grep -q "بخشداری" || pdftotext "$work/notice.pdf" - | grep -q "ﺑﺨﺸﺪاری"
run "$bundle/bakhsh-office" rules list > "$work/rules.txt"
grep -q "1334" "$work/rules.txt"
run "$bundle/bakhsh-office" --help > /dev/null

# A real X11 window: the demo, then another bakhsh's file opened read-only with exactly the
# arguments the relaunch passes (desktop/relaunch.py), each found on the X server by its title.
if ! command -v Xvfb >/dev/null || ! command -v xwininfo >/dev/null; then
  echo "Xvfb or xwininfo missing: the real-window check did not run" >&2
  exit 1
fi
Xvfb $display -screen 0 1366x768x24 -nolisten tcp > "$work/xvfb.log" 2>&1 &
xvfb=$!
sleep 1
if [ -n "$root" ]; then  # the X server's socket, where a client in the root looks for it
  mkdir -p "$root/tmp/.X11-unix"
  mount --bind /tmp/.X11-unix "$root/tmp/.X11-unix"
  mounted=("$root/tmp/.X11-unix" "${mounted[@]}")
fi
window() {  # window PATTERN NAME COMMAND...: start it, wait for a window so titled, close it
  local title=$1 name=$2
  shift 2
  "${runner[@]}" "${bare[@]}" DISPLAY=$display "$@" > "$work/window.log" 2>&1 &
  local pid=$! found=""
  for _ in $(seq 1 60); do
    if DISPLAY=$display xwininfo -root -tree | grep -qE "$title"; then found=1; break; fi
    sleep 0.5
  done
  if [ -n "$found" ] && [ -n "${SHOTS:-}" ] && command -v xwd >/dev/null; then
    sleep 1  # let it paint
    xwd -root -display $display -out "$SHOTS/$name.xwd"
  fi
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  if [ -z "$found" ]; then
    echo "no X11 window titled '$title':" >&2
    cat "$work/window.log" >&2
    exit 1
  fi
}
window '"دفتر بخشداری — .* [0-9]{4}x[0-9]{3}' x11-demo "$bundle/bakhsh-office" --demo
# another bakhsh's file (made by a first run), made read-only as an imported export is
run QT_QPA_PLATFORM=offscreen "$bundle/bakhsh-office" --db "$inside/other.sqlite" \
  --screenshot "$inside/first.png" > /dev/null
chmod a-w "$work/other.sqlite"
rm -f "$work/other.sqlite.lock"
# the main window (1200 px wide), not a message box of the same title
window '"دفتر بخشداری": .* [0-9]{4}x[0-9]{3}' x11-read-only "$bundle/bakhsh-office" --db "$inside/other.sqlite" --read-only
# read-only: the main window (not an error box) with no writer's lock taken
if [ -e "$work/other.sqlite.lock" ]; then echo "the read-only window took a lock" >&2; exit 1; fi
if grep -q "Traceback\|Error" "$work/window.log"; then cat "$work/window.log" >&2; exit 1; fi
echo "X11 windows ok (demo, and a read-only window opened the relaunch's way)"
echo "bundle ok: $bundle_here${root:+ in $root} ($(du -sh "$bundle_here" | cut -f1));" \
  "screenshot $(stat -c %s "$work/demo.png") bytes, notice $(stat -c %s "$work/notice.pdf") bytes"
