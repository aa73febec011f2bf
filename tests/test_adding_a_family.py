"""Adding a family is a catalog entry, a template and a float64 reference, nothing else.

A copy of the project gets `newcomer`, a family as a user would write it: selu and its backward
(PyTorch's formulas), a fast item loop over expm1 and exp, PyTorch's `inplace` argument taken
at its default only, gradient inputs and bench cases. Regenerating then gives its plans, functional
ops, torch bridge, gradient rule and docs, and the generic suite picks the family up in the copy:
catalog freshness, docs, reference names, bench coverage, every SKU against its reference and on
shuffled schedules, finite-difference and torch gradchecks, the plan and functional properties, the
NVRTC build and its bench cases against their PyTorch peers."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
OPS = ("selu", "selu_backward")

CATALOG_ENTRY = """
  newcomer:
    category: activation
    template: cuda/newcomer.cu.j2
    defaults:
      dims:
        numel: elements, flattened (N)
      entries:
        map: {work: numel}
      variants:
        elementwise: {doc: one thread per element, deterministic: true, bit_stable: true, math: compute, accumulate: none}
    ops:
      selu:
        doc: "out = scale * (x > 0 ? x : alpha * (exp(x) - 1)), elementwise in the compute type, as torch.nn.functional.selu."
        when_to_use: A self-normalising activation. Pair with SeluBackwardPlan.
        adjoint:
          call: selu_backward(grad, input)
          grads: {input: result}
        tensors:
          input: {role: input,  shape: [numel]}
          out:   {role: output, shape: [numel]}
        functional:
          signature: input, inplace=False
          view: flat
          pytorch_only: {inplace: an in-place activation}

      selu_backward:
        doc: "Adjoint of SeluPlan, as aten's elu_backward with selu's constants: grad_input = grad_output * scale * (x > 0 ? 1 : alpha * exp(x))."
        when_to_use: Backward of SeluPlan, with the forward's input.
        tensors:
          grad_output: {role: input,  shape: [numel]}
          input:       {role: input,  shape: [numel]}
          grad_input:  {role: output, shape: [numel]}
        functional:
          signature: grad_output, input
          view: flat
"""

TEMPLATE = """
// selu and its backward, as PyTorch's CPU elu kernels write them with selu's constants. Each item in
// a for_each_item loop: on the host one counted loop that g++ vectorises with glibc's vector expm1f
// and expf.

__device__ __forceinline__ float selu_expm1(float x) { return expm1f(x); }
__device__ __forceinline__ double selu_expm1(double x) { return expm1(x); }
__device__ __forceinline__ float selu_exp(float x) { return expf(x); }
__device__ __forceinline__ double selu_exp(double x) { return exp(x); }

template <class P>
__device__ __forceinline__ void selu_map(const P& p) {
    typedef typename P::compute C;
    const C scale = C(1.0507009873554804934193349852946), alpha = C(1.6732632423543772848170429916717);
    for_each_item(p.numel, [&](i64 i) {
        const C x = load(p.input[i]);
        p.out[i] = store<typename P::element>(x > C(0) ? scale * x : scale * alpha * selu_expm1(x));
    });
}

template <class P>
__device__ __forceinline__ void selu_backward_map(const P& p) {
    typedef typename P::compute C;
    const C scale = C(1.0507009873554804934193349852946), alpha = C(1.6732632423543772848170429916717);
    for_each_item(p.numel, [&](i64 i) {
        const C x = load(p.input[i]), g = load(p.grad_output[i]);
        p.grad_input[i] = store<typename P::element>(x > C(0) ? g * scale : g * scale * alpha * selu_exp(x));
    });
}
"""

REFERENCE = """
\"\"\"Float64 references for the newcomer family, in other formulas than the kernels' (selu through
numpy's expm1 and exp by cases of the sign); bench cases against PyTorch.\"\"\"

import numpy as np

from skucat.dtypes import numpy_dtype
from skucat.verify import Case, Expected, eps

SCALE, ALPHA = 1.0507009873554804934193349852946, 1.6732632423543772848170429916717
# Each output's error bound in units of eps(compute): glibc's vector expm1 and exp are within 4 ulp,
# and the products add a few roundings.
SLACK = 16


def selu(input, **_):
    x = np.asarray(input, np.float64)
    value = SCALE * np.where(x > 0, x, ALPHA * np.expm1(np.minimum(x, 0)))
    return {"out": (value, SLACK * (np.abs(value) + 1))}


def selu_backward(grad_output, input, **_):
    x, grad = np.asarray(input, np.float64), np.asarray(grad_output, np.float64)
    slope = SCALE * np.where(x > 0, 1.0, ALPHA * np.exp(np.minimum(x, 0)))
    return {"grad_input": (grad * slope, SLACK * np.abs(grad) * (slope + 1))}


# Normal values, and [-100, 100], where exp vanishes.
def cases_selu(sku, rng):
    x = np.concatenate([rng.standard_normal(256), np.linspace(-100, 100, 801)]).astype(numpy_dtype(sku.element))
    value, magnitude = selu(x)["out"]
    math = sku.precision.math if sku.precision.math != "none" else sku.element
    yield Case("normal and [-100, 100]", {"numel": x.size}, {"input": x}, {"out": Expected(value, eps(math) * magnitude)})


def gradient_inputs_selu(rng):
    x = rng.standard_normal((3, 5))
    return (np.where(np.abs(x) < 0.1, 0.2, x),), {}   # away from the kink at 0


def bench_selu(env):
    shape = (env.n(4096), 1024)
    (x, t_x), = env.both(env.normal(*shape))
    yield env.case(f"selu f32 [{env.label(shape)}]", lambda: env.ops.selu(x),
                   lambda: env.torch.nn.functional.selu(t_x), shape, moved=(x,))


def bench_selu_backward(env):
    shape = (env.n(4096), 1024)
    (g, t_g), (x, t_x) = env.both(env.normal(*shape), env.normal(*shape))
    yield env.case(f"selu_backward f32 [{env.label(shape)}]", lambda: env.ops.selu_backward(g, x),
                   lambda: env.torch.ops.aten.elu_backward(t_g, ALPHA, SCALE, 1.0, False, t_x), shape, moved=(g, x))
"""

# What the generated interface gives, beyond the generic suite: the op against PyTorch, the
# PyTorch-only argument, the bridge's gradient, and the same bits on every schedule.
CHECKS = """
import numpy as np, torch, skucat, skucat.torch as st
from skucat.generated.plans import PLANS

x = np.random.default_rng(0).standard_normal(4097).astype(np.float32) * 6
x[:4] = [np.inf, -np.inf, 100.0, -100.0]
want = torch.nn.functional.selu(torch.from_numpy(x)).numpy()
out = skucat.ops.selu(x.reshape(17, 241))
assert out.shape == (17, 241) and np.allclose(out.ravel(), want, rtol=1e-5, atol=1e-6, equal_nan=True)
for stream in [skucat.Stream.host(workers=w) for w in (1, 2, 3)] + [skucat.Stream.host(schedule_seed=k) for k in range(3)]:
    assert skucat.ops.selu(x, stream=stream).tobytes() == out.tobytes(), "the bits depend on the schedule"
assert skucat.ops.selu(x, inplace=False).tobytes() == out.tobytes()
try:
    skucat.ops.selu(x, inplace=True)
    raise AssertionError("inplace=True ran")
except skucat.UnsupportedError as exc:
    assert isinstance(exc, ValueError) and "inplace" in str(exc), exc
t = torch.randn(6, 7, dtype=torch.float64, requires_grad=True)
(grad,) = torch.autograd.grad(st.selu(t).sum(), t)
(want_grad,) = torch.autograd.grad(torch.nn.functional.selu(t).sum(), t)
assert torch.allclose(grad, want_grad), (grad, want_grad)
doc = PLANS["selu"].__doc__
for section in ("When to use:", "Dtypes:", "Precision guarantee:", "Adjoint (backward op)"):
    assert section in doc, section
print("newcomer works")
"""

# The generic suite, where it picks a family up: whole files that check every op, and the
# parametrised tests of every op or SKU, selected by the family's op names.
WHOLE_FILES = ["tests/test_catalog.py::test_generated_is_fresh", "tests/test_docs.py", "tests/test_reference_names.py",
               "tests/test_bench.py::test_every_catalog_op_has_a_case_or_a_reason",
               "tests/test_gradients.py::test_every_op_with_a_rule_has_gradient_inputs"]
PER_OP_FILES = ["tests/test_matrix.py", "tests/test_gradients.py", "tests/test_torch_bridge.py",
                "tests/test_properties.py", "tests/test_cuda_build.py", "tests/test_peers.py"]
PICKED_UP = ["test_sku_matches_reference", "test_sku_schedules", "test_gradient_matches_finite_differences",
             "test_gradcheck_over_every_gradient_case", "test_plan_layer", "test_functional_layer",
             "test_every_entry_is_in_its_cubin", "test_bench_cases_match_their_peers"]


@pytest.fixture(scope="module")
def copy(tmp_path_factory):
    """The project copied, with the three files added and the catalog regenerated."""
    copy = tmp_path_factory.mktemp("newcomer") / "project"
    shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(".git", ".venv", "__pycache__", "reports", ".pytest_cache"))
    catalog = (ROOT / "catalog.yaml").read_text()
    assert not any(f"\n      {op}:\n" in catalog for op in OPS), "the catalog has these ops now: rename the example's"
    added = {
        "catalog.yaml": catalog + CATALOG_ENTRY,
        "templates/cuda/newcomer.cu.j2": TEMPLATE.lstrip(),
        "skucat/reference/newcomer.py": REFERENCE.lstrip(),
    }
    for name, text in added.items():
        (copy / name).write_text(text)
    (copy / "skucat" / "generated").symlink_to(copy / "generated")   # what the editable install maps
    assert "generated/:" in _run(copy, sys.executable, "tools/regen_catalog.py")
    changed = {str(path.relative_to(copy)) for path in copy.rglob("*")
               if path.is_file() and "generated" not in path.parts and "__pycache__" not in path.parts
               and (not (ROOT / path.relative_to(copy)).is_file()
                    or (ROOT / path.relative_to(copy)).read_bytes() != path.read_bytes())}
    assert changed == set(added), "files besides the catalog entry, the template and the reference"
    return copy


def _run(copy: Path, *command) -> str:
    env = dict(os.environ, PYTHONPATH=str(copy))
    result = subprocess.run(command, cwd=copy, env=env, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-3000:]
    return result.stdout


def test_the_new_family_works_as_a_user_calls_it(copy):
    pytest.importorskip("torch", reason="PyTorch is not installed (install the 'oracle' extra)")
    assert "newcomer works" in _run(copy, sys.executable, "-c", textwrap.dedent(CHECKS))


def test_the_generic_suite_picks_the_new_family_up(copy):
    pytest.importorskip("torch", reason="PyTorch is not installed (install the 'oracle' extra)")
    pytest_run = (sys.executable, "-m", "pytest", "-v", "-p", "no:cacheprovider", "-p", "no:xdist", "-rs")
    whole = _run(copy, *pytest_run, *WHOLE_FILES)
    assert " PASSED" in whole and " FAILED" not in whole, whole
    per_op = _run(copy, *pytest_run, *PER_OP_FILES, "-k", " or ".join(OPS + ("newcomer",)))
    passed = [line for line in per_op.splitlines() if line.endswith("PASSED") or " PASSED " in line]
    for test in PICKED_UP:
        assert any(test in line and ("selu" in line or "newcomer" in line) for line in passed), \
            f"{test} did not pass for the family:\n{per_op}"


def test_the_new_family_is_benched_against_pytorch(copy):
    pytest.importorskip("torch", reason="PyTorch is not installed (install the 'oracle' extra)")
    printed = _run(copy, sys.executable, "-m", "skucat", "bench", "--filter", "family=newcomer", "--scale", "0.01",
                   "--repeats", "1", "--threads", "1", "--skip-build")
    for op in OPS:
        assert any(line.startswith(f"{op} f32") for line in printed.splitlines()), printed
