#!/usr/bin/env bash
# Builds kiwi_stack.cpp against kiwi's C++ core, taken from kiwisolver's
# source distribution (header-only kiwi/ directory), with the system C++
# compiler. Run once before `swift run -c release formwork-bench layout`.
#
# Usage: Benchmarks/kiwi/build-kiwi-cpp.sh
# Writes .build/kiwi-src (the unpacked sdist) and .build/kiwi-stack (the
# program; formwork-bench runs it when present). Prints the program's path.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
src="$root/.build/kiwi-src"
out="$root/.build/kiwi-stack"
cxx="${CXX:-c++}"
mkdir -p "$src"
if [ ! -f "$src/kiwi/kiwi.h" ]; then
  download="$root/.build/kiwi-download"
  rm -rf "$download" && mkdir -p "$download"
  if ! python3 -m pip download kiwisolver --no-binary :all: --no-deps --quiet -d "$download" >&2; then
    # pip may refuse to prepare the sdist's metadata; fetch the file from PyPI directly.
    python3 - "$download" <<'PY' >&2
import json, sys, urllib.request
meta = json.load(urllib.request.urlopen("https://pypi.org/pypi/kiwisolver/json"))
sdist = next(f for f in meta["urls"] if f["packagetype"] == "sdist")
urllib.request.urlretrieve(sdist["url"], sys.argv[1] + "/" + sdist["filename"])
PY
  fi
  archive="$(ls "$download"/kiwisolver-*.tar.gz | head -n 1)"
  tar -xzf "$archive" -C "$src" --strip-components=1
fi
"$cxx" -std=c++17 -O2 -DNDEBUG -I "$src" -o "$out" "$here/kiwi_stack.cpp"
echo "$out"
