"""The cuda backend's Python path without a device: its arrays a CuPy stand-in in host memory
(tests/cupy_standin.py), its launches run by the host's kernels. Plans selected for a GPU, device
outputs and workspaces, replays, the tape and the checks of values then run end to end, compared
with PyTorch (every bench case) and with the host (every gradient case's first and second
derivatives, the refusals of bad input). The module keeps the stand-in in place for its own tests
alone: the real device's tests are elsewhere."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

import cupy_standin
import skucat
from skucat import autodiff as ad
from skucat import bench, catalog, ops, replay
from skucat import stream as stream_module
from skucat.backends import cuda

from test_gradients import CASES as GRADIENT_CASES
from test_peers import SCALE, _family, torch, verdict
from test_tape_second import SECOND, _on_tape


@pytest.fixture(scope="module")
def emulated_device():
    """A CuPy stand-in (tests/cupy_standin.py) that the cuda backend takes for CuPy, its launches run
    by the host's kernels: the cuda backend's Python path end to end, without a device."""
    standin = cupy_standin.HostMemory()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(cuda, "_cupy", lambda: standin)
        patch.setattr(cuda.nvrtc, "target_for", lambda arch: arch)
        patch.setattr(cuda.nvrtc, "version", lambda: (13, 0))
        patch.setattr(cuda, "_BACKENDS", {})
        standin.emulate(patch)
        stream_module._cuda_stream.cache_clear()
        try:
            yield standin
        finally:
            stream_module._cuda_stream.cache_clear()
            replay.replays.clear()


def _flat(result) -> list:
    return [item for part in result for item in _flat(part)] if isinstance(result, (tuple, list)) else [result]


class _EmulatedDevice(bench.Env):
    """Cases whose inputs of ours are arrays of a CuPy stand-in in host memory (the cuda backend's);
    the peer's stay CPU tensors."""

    def __init__(self, standin):
        super().__init__(torch, "host", scale=SCALE)
        self.backend, self._cupy = "cuda", standin


@pytest.fixture(scope="module")
def emulated_cases(emulated_device):
    return emulated_device, [case for case in bench.cases(_EmulatedDevice(emulated_device))
                             if _family(case) != "skucat.torch"]


@pytest.mark.parametrize("family", catalog.families())
def test_bench_cases_on_an_emulated_device_match_their_peers(emulated_cases, family):
    standin, cases = emulated_cases
    mine = [case for case in cases if _family(case) == family]
    assert not [case.name for case in mine if case.error], [f"{case.name}: {case.error}" for case in mine]
    wrong = {}
    for case in mine:
        for _ in range(2):   # twice: the second call replayed where it can be
            results, before = [], standin.emulated
            problem = verdict(dataclasses.replace(case, ours=lambda: results.append(case.ours()) or results[-1]))
            if problem is not None and case.uncompared is None:
                wrong[case.name] = problem
            arrays = [item for item in _flat(results) if item is not None]   # on the device, by its kernels
            assert standin.emulated > before and arrays and all(type(a) is standin.ndarray for a in arrays), case.name
    assert not wrong, "skucat disagrees with PyTorch:\n" + "\n".join(f"{name}: {why}" for name, why in wrong.items())


def test_the_tape_on_an_emulated_device_gives_the_hosts_gradients(emulated_device):
    """Every case's tape on device arrays (emulated_device), its gradients those of the host's
    tape: the autodiff layer takes CuPy arrays end to end."""
    def taped(case, on_device: bool) -> dict:
        move = emulated_device.asarray if on_device else (lambda array: array)
        arguments = {name: move(value) if isinstance(value, np.ndarray) else value
                     for name, value in case.arguments().items()}
        tracked = {name: ad.from_inner(arguments[name]) for name in case.wrt}
        out = case.forward(**{**arguments, **tracked})
        rng, found = np.random.default_rng(1), {}
        for o in out if isinstance(out, tuple) else (out,):
            if ad.inner(o).dtype.kind != "f":   # (integer codes carry no gradient)
                continue
            grads = ad.backward(o, grad=move(rng.standard_normal(ad.inner(o).shape)))
            for name, tensor in tracked.items():
                gradient = ad.grad(tensor, grads)
                assert not on_device or type(gradient) is emulated_device.ndarray, f"{case.id}: {name} on the host"
                found[name] = found.get(name, 0) + (emulated_device.asnumpy(gradient) if on_device else gradient)
        return found

    compared = 0
    for case in GRADIENT_CASES:
        host, device = taped(case, False), taped(case, True)
        assert host.keys() == device.keys(), case.id
        for name in host:
            np.testing.assert_allclose(device[name], host[name], rtol=1e-12, atol=1e-12, err_msg=f"{case.id}: {name}")
        compared += len(host)
    assert compared >= len(GRADIENT_CASES)   # (a case whose outputs are codes alone compares nothing)


def test_second_derivatives_on_an_emulated_device_are_the_hosts(emulated_device):
    """Every case's first and second derivatives by the tape on device arrays (emulated_device)
    equal the host's: the graphs a backward with create_graph records take CuPy arrays end to end."""
    def host(value):
        if value is None:
            return None
        value = ad.inner(value)
        assert type(value) is emulated_device.ndarray, f"a derivative on the host: {value!r}"
        return emulated_device.asnumpy(value)

    for case in SECOND:
        (firsts, seconds), (d_firsts, d_seconds) = _on_tape(case), _on_tape(case, emulated_device.asarray)
        for found, wanted in zip([*d_firsts, *d_seconds], [*firsts, *seconds]):
            found, wanted = host(found), None if wanted is None else np.asarray(ad.inner(wanted))
            assert (found is None) == (wanted is None), case.id
            if wanted is not None:
                np.testing.assert_allclose(found, wanted, rtol=1e-12, atol=1e-12, equal_nan=True, err_msg=case.id)


def _normal(*shape):
    return np.random.default_rng(0).standard_normal(shape).astype(np.float32)


# Calls that refuse their arguments, each given host arrays or device ones (`to` makes them).
REFUSED_ON_EITHER = {
    "an index past num_weights": lambda to: ops.embedding(to(np.array([1, 12])), to(_normal(10, 4))),
    "a negative index": lambda to: ops.embedding(to(np.array([-1, 2])), to(_normal(10, 4))),
    "float indices": lambda to: ops.embedding(to(np.array([1.0])), to(_normal(10, 4))),
    "a target past the classes": lambda to: ops.nll_loss(to(_normal(4, 3)), to(np.array([0, 1, 7, 2]))),
    "a negative target": lambda to: ops.cross_entropy(to(_normal(4, 3)), to(np.array([0, 1, -5, 2]))),
    "shapes that do not broadcast": lambda to: ops.add(to(_normal(3, 4)), to(_normal(5))),
    "a dim out of range": lambda to: ops.softmax(to(_normal(3, 4)), 5),
    "an input of rank 3 to grid_sample": lambda to: ops.grid_sample(to(_normal(1, 2, 3)), to(_normal(1, 2, 2, 2))),
    "offsets past the indices": lambda to: ops.embedding_bag(to(np.array([1, 2, 3])), to(_normal(10, 4)),
                                                             to(np.array([0, 5]))),
    "decreasing offsets": lambda to: ops.embedding_bag(to(np.array([1, 2, 3])), to(_normal(10, 4)),
                                                       to(np.array([2, 0]))),
    "a zero point past qint8": lambda to: ops.quantize_per_channel(to(_normal(3, 4)), to(np.array([0.1, 0.1, 0.1])),
                                                                   to(np.array([0, 300, 0])), 0, "qint8"),
    "a normalized_shape that is not the input's": lambda to: ops.layer_norm(to(_normal(3, 4)), [5]),
    "a condition of floats": lambda to: ops.where(to(_normal(3)), to(_normal(3)), to(_normal(3))),
    "a mask of integers": lambda to: ops.masked_fill(to(_normal(3)), to(np.array([1, 0, 1])), 0.0),
    "an output size of 0": lambda to: ops.interpolate(to(_normal(1, 1, 4, 4)), size=(0, 3), mode="bilinear"),
}


@pytest.mark.parametrize("name", REFUSED_ON_EITHER)
def test_device_arrays_are_refused_as_host_arrays_are(emulated_device, name):
    """The checks of values and shapes read device arrays (emulated_device) as they read
    numpy's: the same SkucatError, worded the same, and never one of numpy's."""
    errors = []
    for to in (np.asarray, emulated_device.asarray):
        with pytest.raises(skucat.SkucatError) as raised:
            REFUSED_ON_EITHER[name](to)
        errors.append((type(raised.value), str(raised.value)))
    assert errors[1] == errors[0]
