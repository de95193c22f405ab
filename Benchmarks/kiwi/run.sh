#!/usr/bin/env bash
# Runs the vertical-stack model with kiwisolver from Python, the second kiwi
# figure of `formwork-bench layout` (the first is kiwi's C++ core, built by
# build-kiwi-cpp.sh beside this script).
# Usage: Benchmarks/kiwi/run.sh N [repeats]
# Creates a virtual environment in .build/kiwi-venv (ignored by git) on first
# use and installs kiwisolver there; prints one JSON line (see kiwi_stack.py).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
venv="$root/.build/kiwi-venv"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv" >&2
fi
if ! "$venv/bin/python" -c "import kiwisolver" >/dev/null 2>&1; then
  "$venv/bin/pip" install --quiet kiwisolver >&2
fi
exec "$venv/bin/python" "$here/kiwi_stack.py" kiwi "$1" "${2:-5}"
