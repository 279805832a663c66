#!/usr/bin/env bash
# Fail when a file of the Linux bundle needs a newer glibc or libstdc++ than the oldest Linux the
# bundle is for: Debian 11 and Ubuntu 20.04 (glibc 2.31; libstdc++ of GCC 10, GLIBCXX_3.4.28).
# A file that asks for a newer symbol version does not load there ("version `GLIBC_2.34' not
# found"), and nothing else would say so before an office tried it. Run by
# packaging/linux/build_portable.sh after the build and by packaging/check_bundle.sh:
#
#     bash packaging/linux/symbol_ceiling.sh dist/bakhsh-office
#
# Needs objdump (binutils). packaging/README.md states the same minimum; tests/test_packaging.py
# holds the two to each other.
set -euo pipefail
GLIBC_CEILING=2.31      # Debian 11 (2.31), Ubuntu 20.04 (2.31)
GLIBCXX_CEILING=3.4.28  # GCC 10's libstdc++: Debian 11, Ubuntu 20.04
bundle="${1:?usage: symbol_ceiling.sh BUNDLE_FOLDER}"
command -v objdump >/dev/null || { echo "symbol_ceiling.sh: objdump (binutils) is missing" >&2; exit 2; }

# every ELF file: the shared libraries, the extension modules, the executable
too_new=$(find "$bundle" -type f \( -name '*.so' -o -name '*.so.*' -o -perm -u+x \) -print0 |
  { xargs -0 objdump -T 2>/dev/null || true; } |
  awk -v g="${GLIBC_CEILING#2.}" -v x="${GLIBCXX_CEILING#3.4.}" '
    / file format / { file = $1; sub(/:$/, "", file) }
    match($0, /GLIBC_2\.[0-9]+/) {
      split(substr($0, RSTART, RLENGTH), v, "."); if (v[2] + 0 > g) print file, substr($0, RSTART, RLENGTH) }
    match($0, /GLIBCXX_3\.4\.[0-9]+/) {
      split(substr($0, RSTART, RLENGTH), v, "."); if (v[3] + 0 > x) print file, substr($0, RSTART, RLENGTH) }' |
  sort -u)
if [ -n "$too_new" ]; then
  echo "these need a newer system than glibc $GLIBC_CEILING / GLIBCXX_$GLIBCXX_CEILING:" >&2
  echo "$too_new" >&2
  exit 1
fi
echo "symbols: nothing in $bundle needs more than glibc $GLIBC_CEILING / GLIBCXX_$GLIBCXX_CEILING"
