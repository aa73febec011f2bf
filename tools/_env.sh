# Sourced by tools/run and tools/test: creates .venv on first use and
# (re)installs the project with the extras in $SKUCAT_EXTRAS whenever
# pyproject.toml or the extras change, so later runs start at once.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
python=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$python" -m venv .venv
want="$(sha256sum pyproject.toml | cut -c1-16) ${SKUCAT_EXTRAS}"
if [ "$(cat .venv/.skucat-installed 2>/dev/null)" != "$want" ]; then
    echo "installing skucat[${SKUCAT_EXTRAS}] into .venv ..." >&2
    if ! { .venv/bin/python -m pip install --upgrade pip &&
           .venv/bin/python -m pip install -e ".[${SKUCAT_EXTRAS}]"; } >.venv/install.log 2>&1; then
        cat .venv/install.log >&2
        exit 1
    fi
    echo "$want" > .venv/.skucat-installed
fi
export PATH="$PWD/.venv/bin:$PATH"
