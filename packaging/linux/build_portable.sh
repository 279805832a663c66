#!/usr/bin/env bash
# Build the Linux bundle for the Linux offices have: it runs on glibc 2.31 and newer (Debian 11,
# Ubuntu 20.04, Linux Mint 20, and everything newer). The bundle is built entirely inside a
# Debian 11 root, so everything it copies from "the system" is Debian 11's:
#
# - Python is built in the root from Debian's python3.13 source package and installed at
#   /opt/python3.13 there (a Python built on a newer machine carries that machine's glibc);
# - uv and PyInstaller run in the root; the X11 libraries the bundle carries (the spec's
#   X11_CARRIED) are the root's Debian 11 packages, and their copyright files are recorded;
# - Qt is PySide6 6.9.3 (packaging/linux/qt-glibc-2.31.txt: the newest whose wheels are
#   manylinux_2_28), not the lock's 6.12 (manylinux_2_34);
# - packaging/linux/symbol_ceiling.sh fails the build if any file still needs more than glibc
#   2.31 or GLIBCXX_3.4.28.
#
#     sudo bash packaging/linux/build_portable.sh [ROOT]      # ROOT: /var/tmp/bakhsh-debian11
#
# As root on a Debian or Ubuntu machine with debootstrap and git, with PyPI and a Debian mirror
# reachable. The first run makes the root (about 5 minutes) and builds Python (about 10 minutes
# on 2 cores; no tests, no PGO); later runs reuse both. Then builds the committed tree (git
# archive HEAD, so nothing of this working copy's .venv or dist) and writes
# dist/bakhsh-office/ and dist/bakhsh-office-<version>-linux-<arch>.tar.gz here. Check it on the
# oldest system with packaging/check_bundle.sh --root (packaging/README.md).
set -euo pipefail
cd "$(dirname "$0")/../.."
root="${1:-/var/tmp/bakhsh-debian11}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
python=/opt/python3.13/bin/python3.13
pins=packaging/linux/qt-glibc-2.31.txt

packages=(
  # building Python
  build-essential ca-certificates xz-utils pkg-config
  libssl-dev zlib1g-dev libbz2-dev libffi-dev liblzma-dev libsqlite3-dev libreadline-dev
  uuid-dev libexpat1-dev libgdbm-dev libncurses-dev libmpdec-dev
  # building the bundle (PyInstaller reads ELF files with objdump; build_linux.sh uses file)
  binutils file
  # the X11 libraries the bundle carries (bakhsh-office.spec, X11_CARRIED)
  libxcb-cursor0 libxkbcommon-x11-0 libxkbcommon0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1
  libxcb-render-util0 libxcb-shape0 libxcb-xkb1 libxcb-randr0 libxcb-xfixes0 libxcb-sync1
  libxcb-shm0 libxcb-render0 libxcb-util1 libx11-xcb1
  # what Qt links that every desktop has (left to the system or copied, as PyInstaller decides)
  libfontconfig1 libfreetype6 libglib2.0-0 libdbus-1-3 libegl1 libgl1 libcups2 libx11-6
)

if [ ! -x "$root/usr/bin/apt-get" ]; then
  debootstrap --variant=minbase bullseye "$root" "$mirror"
fi
mounted=()
cleanup() { for m in "${mounted[@]}"; do umount "$m" 2>/dev/null || true; done; }
trap cleanup EXIT
for m in proc sys dev dev/pts; do
  if ! mountpoint -q "$root/$m"; then
    case $m in proc) mount -t proc proc "$root/proc" ;; sys) mount -t sysfs sys "$root/sys" ;;
      *) mount --bind "/$m" "$root/$m" ;; esac
    mounted=("$root/$m" "${mounted[@]}")
  fi
done
cp /etc/resolv.conf "$root/etc/resolv.conf"
# the host's trust store, for PyPI behind a proxy that signs with a local authority
mkdir -p "$root/etc/ssl"
cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/host-ca-certificates.crt"
in_root() {
  chroot "$root" env -i PATH=/opt/uv/bin:/opt/python3.13/bin:/usr/bin:/bin HOME=/root LANG=C.UTF-8 \
    SSL_CERT_FILE=/etc/ssl/host-ca-certificates.crt \
    PIP_CERT=/etc/ssl/host-ca-certificates.crt DEBIAN_FRONTEND=noninteractive "$@"
}
in_root apt-get update -q
in_root apt-get install -y -q --no-install-recommends "${packages[@]}"

if ! in_root test -x "$python"; then
  # CPython's source as Debian ships it (python3.13 of Debian 13), built for /opt in the root
  echo "deb-src $mirror trixie main" > "$root/etc/apt/sources.list.d/trixie-src.list"
  in_root apt-get update -q
  in_root bash -c 'mkdir -p /src && cd /src && apt-get source --download-only -q python3.13 &&
    tar -xJf python3.13_*.orig.tar.xz && cd Python-3.13.* &&
    ./configure --prefix=/opt/python3.13 --enable-shared LDFLAGS=-Wl,-rpath,/opt/python3.13/lib \
      --with-ensurepip=install > /src/configure.log &&
    make -j"$(nproc)" > /src/make.log 2>&1 && make install > /src/install.log 2>&1'
  rm "$root/etc/apt/sources.list.d/trixie-src.list"
  in_root apt-get update -q
fi
in_root "$python" -c "import ssl, ctypes, decimal, sqlite3, lzma, bz2"
# uv, from PyPI, in a virtual environment of its own in the root
if ! in_root test -x /opt/uv/bin/uv; then
  in_root "$python" -m venv /opt/uv
  in_root /opt/uv/bin/pip install --quiet uv
fi

# The committed tree, built in a clean copy inside the root with that Python and the pinned Qt
rm -rf "$root/build/bakhsh-office"
mkdir -p "$root/build/bakhsh-office"
git archive HEAD | tar -x -C "$root/build/bakhsh-office"
in_root bash -c "cd /build/bakhsh-office && QT_PINS=$pins UV_PYTHON=$python \
  UV_PYTHON_DOWNLOADS=never bash packaging/build_linux.sh"
in_root bash /build/bakhsh-office/packaging/linux/symbol_ceiling.sh /build/bakhsh-office/dist/bakhsh-office
rm -rf dist/bakhsh-office
mkdir -p dist
cp -a "$root/build/bakhsh-office/dist/bakhsh-office" dist/
cp "$root"/build/bakhsh-office/dist/bakhsh-office-*.tar.gz dist/
