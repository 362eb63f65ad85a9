#!/usr/bin/env bash
# `npm run test:python`: the Python agent tests against the built gateway (dist/). Extra arguments go to
# pytest, e.g. `npm run test:python -- -m identity` or `-k crewai`.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash test/python/setup.sh
exec .venv-python/bin/python -m pytest test/python "$@"
