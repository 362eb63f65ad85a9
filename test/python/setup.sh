#!/usr/bin/env bash
# Makes .venv-python (a virtualenv in the repo; the system Python is untouched) and installs the pinned
# requirements into it, once per change of requirements.txt. Called by .ci/run and by run.sh.
set -euo pipefail
cd "$(dirname "$0")/../.."
venv=.venv-python
requirements=test/python/requirements.txt
python=${PYTHON:-python3}
if [ ! -x "$venv/bin/python" ]; then
  "$python" -c 'import sys; sys.exit(sys.version_info[:2] < (3, 11))' ||
    { echo "test/python needs Python 3.11 or newer ($python is $("$python" --version 2>&1))" >&2; exit 1; }
  "$python" -m venv "$venv"
fi
want=$(sha256sum "$requirements" | cut -d' ' -f1)
if [ "$(cat "$venv/.requirements.sha256" 2>/dev/null)" != "$want" ]; then
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$requirements"
  echo "$want" >"$venv/.requirements.sha256"
fi
