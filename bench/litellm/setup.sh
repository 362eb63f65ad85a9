#!/usr/bin/env sh
# Creates .venv-litellm at the repository root with LiteLLM's proxy pinned (requirements.txt, every other
# package held to constraints.txt), for the gateway bench's LiteLLM rows. The bench skips LiteLLM without it.
# Usage: sh bench/litellm/setup.sh   (needs Python 3.10 to 3.14 and PyPI)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
python=${PYTHON:-python3}
"$python" -m venv "$root/.venv-litellm"
"$root/.venv-litellm/bin/python" -m pip install --quiet --upgrade pip
"$root/.venv-litellm/bin/python" -m pip install --quiet -r "$here/requirements.txt" -c "$here/constraints.txt"
LITELLM_LOCAL_MODEL_COST_MAP=True LITELLM_TELEMETRY=False "$root/.venv-litellm/bin/litellm" --version
