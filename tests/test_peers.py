"""Every bench case of `skucat bench` (skucat/bench.py: `bench_<op>(env)` of each reference module, and
the PyTorch bridge's) built at a tiny scale on the host, skucat's result compared value for value with
its PyTorch peer's: a new family's bench cases are its comparison with PyTorch, with no test to write.

Both results are flattened (tuples and lists in order, None dropped: an output not asked for), tensors
taken as numpy arrays (quantized ones as their integer codes), and compared array by array: same shape
and dtype, NaN at the same places, integers equal, floats within the dtype's tolerance. A case whose
two results differ in structure maps them with `compare=`; one that cannot be compared says why in
`uncompared=`, and the last test lists those (pytest -rs). A case with neither fails.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from skucat import bench, catalog

torch = pytest.importorskip("torch", reason="PyTorch is not installed (install the 'oracle' extra)")

# The scale of the bench's sizes: the largest case (grid_sample_3d) keeps about 1M elements.
SCALE = 0.01

# |ours - peer| <= rtol * |peer| + atol * max|peer over the array|, by dtype. Float32's unit roundoff
# is 6e-8: rtol 1e-4 leaves an element some 1,600 roundings, more than a chain of a few dozen operations
# or a reduction over the bench's 1e3 to 4e4 terms accumulates (its error grows about as the square
# root of the count, and both sides sum in blocks); atol, relative to the array's largest value, covers
# the elements that come out of cancellation (sums of mixed signs, softmax's small entries, gradients
# near zero), whose error scales with the operands rather than the result. At this scale the worst
# element of any case uses under a tenth of this.
TOLERANCES = {np.dtype(np.float16): (1e-2, 1e-3), np.dtype(np.float32): (1e-4, 1e-5),
              np.dtype(np.float64): (1e-10, 1e-12)}


def _arrays(result) -> list[np.ndarray]:
    """`result` flattened into numpy arrays: tuples and lists in order, None dropped."""
    if result is None:
        return []
    if isinstance(result, (tuple, list)):
        return [array for item in result for array in _arrays(item)]
    if isinstance(result, torch.Tensor):
        if result.is_quantized:   # its codes; ours return codes, the scale and zero point being its inputs
            result = result.int_repr()
        return [result.detach().cpu().numpy()]
    if hasattr(result, "get"):   # a CuPy array
        result = result.get()
    return [np.asarray(result)]


def _mismatch(ours: np.ndarray, peer: np.ndarray) -> str | None:
    """Why two arrays differ, or None."""
    if ours.shape != peer.shape or ours.dtype != peer.dtype:
        return f"ours {ours.dtype}{list(ours.shape)}, peer's {peer.dtype}{list(peer.shape)}"
    if ours.dtype.kind in "biu":
        wrong = ours != peer
        if wrong.any():
            first = np.argwhere(wrong)[0]
            return (f"{int(wrong.sum())} of {ours.size} differ, first at {tuple(first.tolist())}: ours "
                    f"{ours[tuple(first)]}, peer's {peer[tuple(first)]}")
        return None
    if ours.dtype not in TOLERANCES:
        return f"no tolerance for {ours.dtype}"
    nan = np.isnan(ours) != np.isnan(peer)
    if nan.any():
        return f"NaN at {int(nan.sum())} places in one only, first at {tuple(np.argwhere(nan)[0].tolist())}"
    rtol, atol = TOLERANCES[ours.dtype]
    a, b = ours.astype(np.float64), peer.astype(np.float64)
    infinite = np.isinf(a) | np.isinf(b)
    if (a[infinite] != b[infinite]).any():
        return f"infinities differ at {int((a[infinite] != b[infinite]).sum())} places"
    kept = ~(infinite | np.isnan(a))
    a, b = a[kept], b[kept]
    if not b.size:
        return None
    excess = np.abs(a - b) - (rtol * np.abs(b) + atol * np.abs(b).max())
    if (excess > 0).any():
        worst = int(np.argmax(excess))
        return (f"{int((excess > 0).sum())} of {b.size} beyond rtol {rtol:g}, atol {atol:g} x max|peer| "
                f"{np.abs(b).max():.3g}; worst: ours {a[worst]!r}, peer's {b[worst]!r}")
    return None


def verdict(case: bench.Case) -> str | None:
    """None when the case's two results agree; else what differs (or why they could not be compared)."""
    return _difference(case, case.ours(), case.peer())


def _difference(case: bench.Case, ours, peer) -> str | None:
    if case.compare is not None:
        ours, peer = case.compare(ours, peer)
    return _results_differ(ours, peer)


def _results_differ(ours, peer) -> str | None:
    """What differs between two results of the same structure, array by array, or None."""
    ours, peer = _arrays(ours), _arrays(peer)
    if not ours or len(ours) != len(peer):
        return (f"ours gives {len(ours)} arrays, the peer {len(peer)}: give the case compare= (both results "
                "as comparable values) or uncompared= (why they cannot be)")
    problems = [f"output {k}: {problem}" for k, (a, b) in enumerate(zip(ours, peer))
                if (problem := _mismatch(a, b)) is not None]
    return "; ".join(problems) or None


@pytest.fixture(scope="module")
def all_cases() -> list[bench.Case]:
    """Every case, all built before any runs: a case must not depend on a later one's set-up."""
    return list(bench.cases(bench.Env(torch, "host", scale=SCALE)))


def _family(case: bench.Case) -> str:
    if case.name.startswith("skucat.torch"):
        return "skucat.torch"
    return next(family for family in catalog.families() if case.op in catalog.ops(family))


@pytest.mark.parametrize("family", [*catalog.families(), "skucat.torch"])
def test_bench_cases_match_their_peers(all_cases, family):
    mine = [case for case in all_cases if _family(case) == family]
    assert not [case.name for case in mine if case.error], [f"{case.name}: {case.error}" for case in mine]
    wrong = {case.name: problem for case in mine if case.uncompared is None
             if (problem := verdict(case)) is not None}
    assert not wrong, "skucat disagrees with PyTorch:\n" + "\n".join(f"{name}: {why}" for name, why in wrong.items())


def test_the_uncompared_cases_say_why(all_cases):
    uncompared = {case.name: case.uncompared for case in all_cases if case.uncompared is not None}
    assert all(reason.strip() for reason in uncompared.values()), "an uncompared= reason is empty"
    if uncompared:
        pytest.skip(f"{len(uncompared)} of {len(all_cases)} bench cases not compared with PyTorch: " +
                    "; ".join(f"{name}: {reason}" for name, reason in uncompared.items()))


def _case(ours, peer, **fields) -> bench.Case:
    return bench.Case("made up", lambda: ours, lambda: peer, (), **fields)


def test_the_comparison_finds_what_differs():
    x = np.linspace(-1, 1, 10, dtype=np.float32)
    assert verdict(_case((x, None), torch.from_numpy(x * (1 + 2e-5)))) is None
    assert "beyond rtol" in verdict(_case(x, torch.from_numpy(x * (1 + 1e-3))))
    assert "NaN" in verdict(_case(np.where(x > 0, np.nan, x), torch.from_numpy(x)))
    assert "float64" in verdict(_case(x, torch.from_numpy(x.astype(np.float64))))
    assert "1 of 10 differ" in verdict(_case(np.arange(10), torch.arange(10).index_fill(0, torch.tensor([3]), 0)))
    quantized = torch.quantize_per_tensor(torch.from_numpy(x), 0.1, 0, torch.qint8)
    assert verdict(_case(quantized.int_repr().numpy(), quantized)) is None
    # a result of nothing, or of another structure, needs compare= or uncompared=
    assert "compare=" in verdict(_case(None, None))
    assert "compare=" in verdict(_case((x, x), torch.from_numpy(x)))
    assert verdict(dataclasses.replace(_case((x, x), torch.from_numpy(x)),
                                       compare=lambda ours, peer: (ours[0], peer))) is None


# ---- the same cases on a CUDA device, against PyTorch's CUDA build

def _device_usable() -> tuple[bool, str]:
    from skucat.backends import cuda

    usable, reason = cuda.available()
    if usable and not torch.cuda.is_available():
        return False, "this PyTorch has no CUDA device"
    return usable, reason


DEVICE_USABLE, DEVICE_REASON = _device_usable()
needs_device = pytest.mark.skipif(not DEVICE_USABLE, reason=f"needs a CUDA device: {DEVICE_REASON}")


@pytest.fixture(scope="module")
def device_cases() -> list[bench.Case]:
    return list(bench.cases(bench.Env(torch, "cuda", scale=SCALE)))


@pytest.fixture(scope="module")
def host_cases() -> dict[str, bench.Case]:
    """The same cases on the host, on the same inputs (the same seed): where PyTorch's CUDA build rounds
    otherwise than its CPU build, a device case passes with the host's result, which the tests above
    hold to PyTorch's CPU build (quantize_per_tensor divides by the scale on CUDA; on x86 it multiplies by
    the scale's inverse and adds the zero point in one fused multiply-add)."""
    return {case.name: case for case in bench.cases(bench.Env(torch, "host", scale=SCALE), bridge=False)}


def _peer_lacks(case: bench.Case) -> str | None:
    """Why PyTorch's CUDA build cannot run the case (it lacks some kernels its CPU build has), or None."""
    if case.error:
        return case.error
    try:
        case.peer()
    except Exception as exc:   # noqa: BLE001 - whatever PyTorch raises, it is the peer's
        return bench._error(exc)
    return None


def _device_disagreements(device_cases, host_cases, family: str) -> dict[str, str]:
    """What differs, by case, between a family's device results and PyTorch's: each compared case's
    sides run once (an in-place case's second call would update its operand again); a case that
    PyTorch's CUDA build cannot run is skipped (the next test lists it); one whose peer rounds
    otherwise passes where ours agrees with the host's result of the same case."""
    wrong = {}
    for case in device_cases:
        if _family(case) != family or case.error or case.uncompared is not None:
            continue   # (an uncompared case may update an operand that others read: not run here)
        try:
            peer = case.peer()
        except Exception:   # noqa: BLE001 - whatever PyTorch raises, it is the peer's
            continue
        ours = case.ours()
        problem = _difference(case, ours, peer)
        host = host_cases.get(case.name)
        if problem is not None and (host is None or _results_differ(ours, host.ours()) is not None):
            wrong[case.name] = problem
    return wrong


def test_a_device_result_passes_where_it_agrees_with_the_host_not_where_it_is_wrong():
    x = np.linspace(-1, 1, 10, dtype=np.float32)
    codes = np.arange(10)
    pytorch_rounds_otherwise = bench.Case("q", lambda: codes, lambda: torch.from_numpy(codes - 1), (), op="relu_")
    wrong_on_the_device = bench.Case("w", lambda: codes * 2, lambda: torch.from_numpy(codes), (), op="relu_")
    calls = []
    in_place = bench.Case("i", lambda: x, lambda: calls.append(1) or torch.from_numpy(x), (), op="relu_")
    host = {"q": bench.Case("q", lambda: codes, None, ()), "w": bench.Case("w", lambda: codes, None, ())}
    family = _family(in_place)
    assert _device_disagreements([pytorch_rounds_otherwise, in_place], host, family) == {}
    assert calls == [1]   # the peer ran once
    assert list(_device_disagreements([wrong_on_the_device], host, family)) == ["w"]
    assert list(_device_disagreements([dataclasses.replace(pytorch_rounds_otherwise, name="no host case")],
                                      host, family)) == ["no host case"]


@pytest.mark.gpu
@needs_device
@pytest.mark.parametrize("family", [*catalog.families(), "skucat.torch"])
def test_bench_cases_on_a_device_match_their_peers(device_cases, host_cases, family):
    wrong = _device_disagreements(device_cases, host_cases, family)
    assert not wrong, "skucat disagrees with PyTorch:\n" + "\n".join(f"{name}: {why}" for name, why in wrong.items())


@pytest.mark.gpu
@needs_device
def test_the_cases_pytorch_cannot_run_on_a_device_still_run_ours(device_cases):
    lacking = {case.name: why for case in device_cases if (why := _peer_lacks(case)) is not None}
    for case in device_cases:
        if case.name in lacking and not case.error:
            case.ours()   # raises if ours fails too
    if lacking:
        pytest.skip(f"{len(lacking)} of {len(device_cases)} bench cases not compared on the device, as PyTorch "
                    "cannot run them there: " + "; ".join(f"{name}: {why}" for name, why in lacking.items()))
