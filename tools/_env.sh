# Sourced by tools/run, tools/test and tools/sanitize: one .venv for all of them, with
# the union of the extras they need, installed on first use and again only when
# pyproject.toml changes, so later runs start at once. pip's progress shows.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
extras=test,oracle,cuda   # test includes codegen (regeneration, tools/run's verification)
python=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$python" -m venv .venv
want="$(sha256sum pyproject.toml | cut -c1-16) ${extras}"
if [ "$(cat .venv/.skucat-installed 2>/dev/null)" != "$want" ]; then
    echo "installing skucat[${extras}] into .venv (once; again when pyproject.toml changes) ..." >&2
    if ! { .venv/bin/python -m pip install --upgrade pip &&
           .venv/bin/python -m pip install -e ".[${extras}]"; } >&2; then
        echo "error: installing skucat[${extras}] into .venv failed (pip's output is above)" >&2
        exit 1
    fi
    echo "$want" > .venv/.skucat-installed
fi
export PATH="$PWD/.venv/bin:$PATH"
