#!/usr/bin/env bash
# Build the Linux bundle inside a Debian 11 (bullseye, glibc 2.31) root, so that it runs on the
# Linux offices have: Debian 11 and newer, Ubuntu 20.04 and newer, Linux Mint 20 and newer. A
# bundle runs only on a glibc at least as new as the one it was built with, and the libraries it
# copies (libstdc++, libexpat, libcups, the X11 ones) come from the machine that builds it.
#
#     sudo bash packaging/linux/build_debian11.sh [ROOT]      # ROOT: /var/tmp/bakhsh-debian11
#
# As root on a Debian or Ubuntu machine with debootstrap (apt-get install debootstrap). The
# first run makes the root (about 5 minutes) and builds Python there from Debian's python3.13
# source package (about 10 minutes on 2 cores; no tests, no PGO); later runs reuse both. Writes
# dist/bakhsh-office/ and dist/bakhsh-office-<version>-linux-<arch>.tar.gz here, as
# packaging/build_linux.sh does on the machine it runs on.
set -euo pipefail
cd "$(dirname "$0")/../.."
root="${1:-/var/tmp/bakhsh-debian11}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
python=/opt/python3.13/bin/python3.13

# What the build needs in the root, and the X11 libraries the bundle carries (the spec names them)
packages=(
  build-essential ca-certificates xz-utils pkg-config binutils file git
  libssl-dev zlib1g-dev libbz2-dev libffi-dev liblzma-dev libsqlite3-dev libreadline-dev
  uuid-dev libexpat1-dev libgdbm-dev libncurses-dev libmpdec-dev
  libxcb-cursor0 libxkbcommon-x11-0 libxkbcommon0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1
  libxcb-randr0 libxcb-render-util0 libxcb-shape0 libxcb-xkb1 libxcb-xfixes0 libxcb-sync1
  libxcb-shm0 libxcb-render0 libxcb-util1 libx11-xcb1 libfontconfig1 libfreetype6
  libdbus-1-3 libegl1 libgl1 libglib2.0-0 libcups2
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
cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/host-ca-certificates.crt" 2>/dev/null || true
in_root() {
  chroot "$root" env -i PATH=/opt/python3.13/bin:/usr/bin:/bin HOME=/root LANG=C.UTF-8 \
    SSL_CERT_FILE=/etc/ssl/certs/host-ca-certificates.crt \
    PIP_CERT=/etc/ssl/certs/host-ca-certificates.crt DEBIAN_FRONTEND=noninteractive "$@"
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
fi
in_root "$python" -m pip install -q --root-user-action=ignore --disable-pip-version-check uv

# The committed tree (no .venv, dist or build of this machine), built inside the root
work="$root/build/bakhsh-office"
rm -rf "$work" && mkdir -p "$work"
git archive HEAD | tar -x -C "$work"
if [ -f i18n/fa.qm ]; then cp i18n/fa.qm "$work/i18n/"; fi
in_root bash -c "cd /build/bakhsh-office && UV_PYTHON=$python UV_PYTHON_DOWNLOADS=never \
  bash packaging/build_linux.sh"
rm -rf dist/bakhsh-office
mkdir -p dist
cp -a "$work/dist/bakhsh-office" dist/
cp "$work"/dist/bakhsh-office-*.tar.gz dist/
echo "built in Debian 11 (glibc $(in_root ldd --version | head -1 | awk '{print $NF}'))"
