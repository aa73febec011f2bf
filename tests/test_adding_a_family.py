"""Adding a family is a catalog entry, a template and a float64 reference, nothing else.

A copy of the project gets a small family, scale_add (out = alpha * x + y, and its backward),
through exactly those three files; regenerating then gives its plans, functional ops, gradient
rule, docs, per-SKU verification and matrix tests, all checked here in the copy."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CATALOG_ENTRY = """
  scale_add:
    category: elementwise
    template: cuda/scale_add.cu.j2
    ops:
      scale_add:
        doc: out = alpha * x + y, elementwise, computed in the compute type and rounded once.
        when_to_use: An axpy. Pair with ScaleAddBackwardPlan.
        adjoint:
          call: scale_add_backward(grad, alpha)
          grads: {x: "result[0]", y: "result[1]"}
        elements: [f16, bf16, f32, f64]
        dims:
          numel: elements, flattened (N)
        params:
          alpha: {type: float, default: 1.0, doc: the scale of x}
        tensors:
          x:   {role: input,  shape: [numel]}
          y:   {role: input,  shape: [numel]}
          out: {role: output, shape: [numel]}
        entries:
          run: {work: numel}
        variants:
          elementwise: {doc: one thread per element, deterministic: true, bit_stable: true, math: compute, accumulate: none}
        checks:
          - {rule: finite(alpha), error: InvalidArgumentError, doc: alpha is finite}
        functional:
          signature: x, y, alpha=1.0
          view: flat

      scale_add_backward:
        doc: "Adjoint of ScaleAddPlan: dx = alpha * grad, dy = grad."
        when_to_use: Backward of ScaleAddPlan.
        elements: [f16, bf16, f32, f64]
        dims:
          numel: elements, flattened (N)
        params:
          alpha: {type: float, default: 1.0, doc: the forward's alpha}
        tensors:
          grad: {role: input,  shape: [numel]}
          dx:   {role: output, shape: [numel]}
          dy:   {role: output, shape: [numel]}
        entries:
          run: {work: numel}
        variants:
          elementwise: {doc: one thread per element, deterministic: true, bit_stable: true, math: compute, accumulate: none}
        functional:
          signature: grad, alpha=1.0
          view: flat
"""

TEMPLATE = """
// scale_add: out = alpha * x + y; its adjoint dx = alpha * grad, dy = grad.

template <class P>
__device__ __forceinline__ void scale_add_run(const P& p) {
    typedef typename P::compute C;
    for (i64 i = first_item(); i < p.numel; i += item_stride())
        p.out[i] = store<typename P::element>(C(p.alpha) * load(p.x[i]) + load(p.y[i]));
}

template <class P>
__device__ __forceinline__ void scale_add_backward_run(const P& p) {
    typedef typename P::compute C;
    for (i64 i = first_item(); i < p.numel; i += item_stride()) {
        p.dx[i] = store<typename P::element>(C(p.alpha) * load(p.grad[i]));
        p.dy[i] = p.grad[i];
    }
}
"""

REFERENCE = """
\"\"\"Float64 references for scale_add: each output with the magnitude its error is bounded by.\"\"\"

import numpy as np


def scale_add(x, y, alpha, **_):
    ax, y = alpha * np.asarray(x, np.float64), np.asarray(y, np.float64)
    return {"out": (ax + y, np.abs(ax) + np.abs(ax + y))}


def scale_add_backward(grad, alpha, **_):
    grad = np.asarray(grad, np.float64)
    return {"dx": (alpha * grad, np.abs(alpha * grad)), "dy": grad}
"""

CHECKS = """
import numpy as np, skucat
from skucat.generated.plans import PLANS
from skucat.verify import verify_sku

x, y = np.linspace(-2, 2, 12, dtype=np.float32).reshape(3, 4), np.ones((3, 4), np.float32)
out = skucat.ops.scale_add(x, y, alpha=2.5)
assert out.shape == (3, 4) and np.allclose(out, 2.5 * x + y), out
out, pullback = skucat.autodiff.vjp(skucat.ops.scale_add, x, y, alpha=2.5)
grads = pullback(np.full((3, 4), 2.0, np.float32))
assert np.allclose(grads["x"], 5.0) and np.allclose(grads["y"], 2.0), grads
try:
    skucat.ops.scale_add(x, y, alpha=float("nan"))
    raise AssertionError("a NaN alpha ran")
except skucat.InvalidArgumentError as exc:
    assert "alpha is finite" in str(exc)
skus = skucat.catalog.skus(family="scale_add")
assert len(skus) == 8, skus
for sku in skus:
    check = verify_sku(sku, skucat.Stream.host())
    assert check.ok, check.detail
doc = PLANS["scale_add"].__doc__
for section in ("When to use:", "Dtypes:", "Checks:", "Precision guarantee:", "Adjoint (backward op)"):
    assert section in doc, section
print("scale_add works")
"""


def test_a_new_family_needs_a_catalog_entry_a_template_and_a_reference(tmp_path):
    copy = tmp_path / "project"
    shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(".git", ".venv", "__pycache__", "reports", ".pytest_cache"))
    added = {
        "catalog.yaml": (ROOT / "catalog.yaml").read_text() + CATALOG_ENTRY,
        "templates/cuda/scale_add.cu.j2": TEMPLATE.lstrip(),
        "skucat/reference/scale_add.py": REFERENCE.lstrip(),
    }
    for name, text in added.items():
        (copy / name).write_text(text)
    (copy / "skucat" / "generated").symlink_to(copy / "generated")   # what the editable install maps
    env = dict(os.environ, PYTHONPATH=str(copy))

    def run(*command):
        result = subprocess.run(command, cwd=copy, env=env, capture_output=True, text=True)
        assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
        return result.stdout

    assert "generated/:" in run(sys.executable, "tools/regen_catalog.py")
    changed = {str(path.relative_to(copy)) for path in copy.rglob("*")
               if path.is_file() and "generated" not in path.parts and "__pycache__" not in path.parts
               and (not (ROOT / path.relative_to(copy)).is_file()
                    or (ROOT / path.relative_to(copy)).read_bytes() != path.read_bytes())}
    assert changed == set(added), "files besides the catalog entry, the template and the reference"
    assert "scale_add works" in run(sys.executable, "-c", textwrap.dedent(CHECKS))
    matrix = run(sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
                 "tests/test_matrix.py", "-k", "scale_add")
    assert "16 passed" in matrix, matrix   # every SKU against its reference, and on shuffled schedules
