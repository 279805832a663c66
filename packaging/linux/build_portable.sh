#!/usr/bin/env bash
# Build the Linux bundle for the Linux offices have: it runs on glibc 2.34 and newer (Ubuntu
# 22.04, Linux Mint 21, Debian 12, RHEL/Rocky/Alma 9, Fedora 35 and newer). The floor is Qt's:
# PySide6 6.12's wheels are manylinux_2_34, so no bundle of it can start on Debian 11 (glibc
# 2.31) or Ubuntu 20.04. Everything else in the bundle is kept at or below that floor:
#
# - Python is built inside a Debian 11 root (glibc 2.31), from Debian's python3.13 source
#   package, and installed at /opt/python3.13 here with the four libraries it links that a newer
#   system lacks (libffi 7, libmpdec 3, OpenSSL 1.1): a Python built on this machine would
#   carry this machine's glibc (2.35+ for Debian 12's) into the bundle;
# - the spec leaves libstdc++, libgcc_s, libexpat and libcups to the system, and
#   packaging/check_bundle.sh fails if any file still needs more than glibc 2.34.
#
#     sudo bash packaging/linux/build_portable.sh [ROOT]      # ROOT: /var/tmp/bakhsh-debian11
#
# As root on a Debian or Ubuntu machine with debootstrap, binutils, file and uv. The first run
# makes the root (about 5 minutes) and builds Python (about 10 minutes on 2 cores; no tests,
# no PGO); later runs reuse both. Then builds the committed tree (git archive HEAD, so nothing
# of this working copy's .venv or dist) with packaging/build_linux.sh and that Python, and
# writes dist/bakhsh-office/ and dist/bakhsh-office-<version>-linux-<arch>.tar.gz here.
set -euo pipefail
cd "$(dirname "$0")/../.."
root="${1:-/var/tmp/bakhsh-debian11}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
python=/opt/python3.13/bin/python3.13

# What building Python needs in the root
packages=(
  build-essential ca-certificates xz-utils pkg-config binutils file git
  libssl-dev zlib1g-dev libbz2-dev libffi-dev liblzma-dev libsqlite3-dev libreadline-dev
  uuid-dev libexpat1-dev libgdbm-dev libncurses-dev libmpdec-dev
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

# That Python, here, at the prefix it was built for (its rpath), with what it links that this
# machine may lack
if [ ! -x "$python" ]; then
  rm -rf /opt/python3.13
  cp -a "$root/opt/python3.13" /opt/python3.13
  for lib in libffi.so.7 libmpdec.so.3 libssl.so.1.1 libcrypto.so.1.1; do
    cp -L "$root/usr/lib/x86_64-linux-gnu/$lib" /opt/python3.13/lib/
  done
fi
"$python" -c "import ssl, ctypes, decimal, sqlite3, lzma, bz2"

# The committed tree, built in a clean copy with that Python
work="$(mktemp -d)"
git archive HEAD | tar -x -C "$work"
(cd "$work" && UV_PYTHON="$python" UV_PYTHON_DOWNLOADS=never bash packaging/build_linux.sh)
rm -rf dist/bakhsh-office
mkdir -p dist
cp -a "$work/dist/bakhsh-office" dist/
cp "$work"/dist/bakhsh-office-*.tar.gz dist/
rm -rf "$work"
