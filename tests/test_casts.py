"""to(input, dtype): the catalog's cast against PyTorch's CPU casts, bit for bit over every pair of bool,
f16, bf16, f32 and f64 on edge values (NaN, infinities, signed zeros, subnormals, rounding midpoints,
overflow), in torch's scalar and vector loops; empty and 0-d tensors; Tensor.to's no-op and its other
forms (a device, another tensor, a memory_format); the gradient (the cast back between floats, none to
or from bool) through skucat.torch and the tape."""

from __future__ import annotations

import itertools

import ml_dtypes
import numpy as np
import pytest

import skucat
from skucat import autodiff, ops
from skucat.dtypes import numpy_dtype
from skucat.reference import pointwise as reference

torch = pytest.importorskip("torch")
import skucat.torch as st  # noqa: E402  (after torch: the bridge needs it)

TYPES = reference.CAST_TYPES
TORCH = {"bool": torch.bool, "f16": torch.float16, "bf16": torch.bfloat16, "f32": torch.float32, "f64": torch.float64}
UNSIGNED = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}


def tensor_of(array: np.ndarray):
    """A numpy array (bf16 included) as a torch tensor of the same bits."""
    if array.dtype == ml_dtypes.bfloat16:
        return torch.from_numpy(array.view(np.int16).copy()).view(torch.bfloat16)
    return torch.from_numpy(array.copy())


def bits_of(value) -> np.ndarray:
    """A result's bits, NaN (whose sign and payload PyTorch's own loops change with the size) as one."""
    if isinstance(value, torch.Tensor):
        value = value.view(torch.int16).numpy().view(ml_dtypes.bfloat16) if value.dtype == torch.bfloat16 \
            else value.numpy()
    value = np.asarray(value)
    bits = value.view(UNSIGNED[value.itemsize]).copy()
    if value.dtype.kind != "b":
        bits[np.isnan(value.astype(np.float64))] = 1
    return bits


def sources(element: str, size: int) -> np.ndarray:
    values = reference.cast_edges(np.random.default_rng(size))
    values = np.resize(values, size)   # repeated: torch's vector loops and their tails both see them
    with np.errstate(over="ignore", invalid="ignore"):
        return values != 0 if element == "bool" else values.astype(numpy_dtype(element))


@pytest.mark.parametrize("size", [7, 5000])
@pytest.mark.parametrize("source, target", list(itertools.product(TYPES, TYPES)))
def test_every_pair_equals_pytorchs_cast_bit_for_bit(source, target, size):
    x = sources(source, size)
    theirs = tensor_of(x).to(TORCH[target])
    ours = ops.to(x, target, copy=True)
    assert ours.dtype == numpy_dtype(target)
    wrong = bits_of(ours) != bits_of(theirs)
    assert not wrong.any(), f"{source}->{target} at {x[wrong][:4]}: ours {ours[wrong][:4]}, PyTorch's {theirs[wrong][:4]}"
    assert np.array_equal(bits_of(ours), bits_of(reference.to(x, target)["out"][0]))


def test_f64_to_16_bits_rounds_through_f32_as_pytorch():
    """A single rounding (numpy's) gives f16 1.0009765625 and 65504, bf16 1.0078125 here."""
    x = np.array([1 + 2.0 ** -11 + 2.0 ** -40, 65519.99999999907, 1 + 2.0 ** -8 + 2.0 ** -40])
    assert ops.to(x[:2], "f16").tolist() == [1.0, np.inf] == torch.from_numpy(x[:2]).to(torch.float16).tolist()
    assert float(ops.to(x[2:], "bf16")[0]) == 1.0 == torch.from_numpy(x[2:]).to(torch.bfloat16).item()


@pytest.mark.parametrize("source, target", [("f32", "bf16"), ("f64", "f16"), ("bool", "f32"), ("f16", "bool")])
def test_empty_and_0d_tensors(source, target):
    for shape in [(), (0,), (3, 0, 2)]:
        x = torch.from_numpy(np.asarray(np.full(shape, 1.5) if source != "bool" else np.ones(shape, bool))).to(TORCH[source])
        ours, theirs = st.to(x, TORCH[target]), x.to(TORCH[target])
        assert ours.shape == theirs.shape and ours.dtype == theirs.dtype and torch.equal(ours, theirs)
        assert ops.to(x.numpy() if source != "bf16" else x, target).shape == shape


def test_a_cast_to_the_same_dtype_returns_the_input_itself_unless_copy():
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    assert ops.to(x, "float32") is x and ops.to(x, np.float32, non_blocking=True) is x
    copied = ops.to(x, "f32", copy=True)
    assert copied is not x and np.array_equal(copied, x) and not np.shares_memory(copied, x)
    t = torch.arange(6, dtype=torch.float32).reshape(2, 3)[:, 1:]   # a view: still itself, as Tensor.to
    assert st.to(t, torch.float32) is t
    leaf = torch.ones(3, dtype=torch.bfloat16, requires_grad=True)
    assert st.to(leaf, torch.bfloat16) is leaf is leaf.to(torch.bfloat16)
    again = st.to(leaf, torch.bfloat16, copy=True)
    assert again is not leaf and again.data_ptr() != leaf.data_ptr() and again.grad_fn is not None


@pytest.mark.parametrize("source, target", [(s, t) for s, t in itertools.product(("f16", "bf16", "f32", "f64"), repeat=2)])
def test_the_gradient_is_the_cast_back_as_pytorchs(source, target):
    x = torch.randn(4, 5, dtype=torch.float64).to(TORCH[source])
    g = torch.randn(4, 5, dtype=torch.float64).to(TORCH[target])
    ours_x, theirs_x = x.clone().requires_grad_(), x.clone().requires_grad_()
    st.to(ours_x, TORCH[target], copy=True).backward(g)
    theirs_x.to(TORCH[target], copy=True).backward(g)
    assert ours_x.grad.dtype == x.dtype and torch.equal(ours_x.grad, theirs_x.grad)
    tracked = autodiff.from_inner(ours_x.detach().numpy() if source != "bf16" else ops.to(x.float().numpy(), "bf16"))
    out = ops.to(tracked, target)
    grad = autodiff.grad(tracked, autodiff.backward(out, ops.to(g.double().numpy(), target)))
    assert grad.dtype == numpy_dtype(source) and np.array_equal(grad.astype(np.float64), theirs_x.grad.double().numpy())


def test_to_or_from_bool_has_no_gradient():
    x = torch.randn(5, requires_grad=True)
    flags = st.to(x, torch.bool)
    assert flags.dtype == torch.bool and not flags.requires_grad and not x.to(torch.bool).requires_grad
    mask = autodiff.from_inner(np.array([True, False, True]))
    grads = autodiff.backward(ops.to(mask, "f32"))
    assert autodiff.grad(mask, grads) is None
    assert autodiff.rules()["to"].wrt_of({"input": np.zeros(2), "dtype": torch.bool}) == ()
    assert autodiff.rules()["to"].wrt_of({"input": np.zeros(2), "dtype": torch.float16}) == ("input",)


def test_bad_arguments_are_refused_naming_them():
    x = np.ones(3, np.float32)
    with pytest.raises(skucat.DTypeError, match="dtype"):
        ops.to(x, "float8")
    with pytest.raises(TypeError, match="dtype"):
        ops.to(x, torch.int32)   # (no integer casts in the catalog)
    with pytest.raises(skucat.DTypeError, match="input"):
        ops.to(np.ones(3, np.int32), "f32")
    with pytest.raises(ValueError, match="copy"):
        ops.to(x, "f16", copy=1)
    with pytest.raises(ValueError, match="non_blocking"):
        ops.to(x, "f32", non_blocking="no")


@pytest.mark.parametrize("compiled", [False, True])
def test_channels_last_is_kept_in_the_result_and_the_gradient_as_by_tensor_to(compiled):
    x = torch.randn(2, 3, 4, 5, dtype=torch.float64).contiguous(memory_format=torch.channels_last)
    g = torch.randn(2, 3, 4, 5).to(torch.float16).contiguous(memory_format=torch.channels_last)
    cast = torch.compile(st.to, backend="aot_eager", fullgraph=True) if compiled else st.to
    ours_x, theirs_x = x.clone().requires_grad_(), x.clone().requires_grad_()
    ours, theirs = cast(ours_x, torch.float16), theirs_x.to(torch.float16)
    ours.backward(g)
    theirs.backward(g)
    assert ours.stride() == theirs.stride() and torch.equal(ours, theirs)
    assert ours_x.grad.stride() == theirs_x.grad.stride() and torch.equal(ours_x.grad, theirs_x.grad)


X4 = torch.randn(2, 3, 4, 5, dtype=torch.float64)
# Tensor.to's forms: (positional arguments after the tensor, keyword arguments)
TO_FORMS = [((torch.float16,), {}), ((torch.float64, False, True), {}), ((), {"dtype": torch.bfloat16}),
            (("cpu", torch.float32), {}), ((torch.device("cpu"),), {}), ((), {"device": "cpu", "copy": True}),
            ((X4.float(),), {}), ((X4, True, True), {}), ((torch.float64,), {"memory_format": torch.channels_last}),
            ((torch.float16, False, False), {"memory_format": torch.contiguous_format}),
            (("cpu", torch.float64, True, False), {"memory_format": torch.channels_last}),
            ((X4.half(),), {"memory_format": torch.channels_last})]


@pytest.mark.parametrize("channels_last", [False, True])
@pytest.mark.parametrize("args, kwargs", TO_FORMS)
def test_every_form_of_tensor_to_gives_its_dtype_layout_identity_and_gradient(args, kwargs, channels_last):
    x = X4.contiguous(memory_format=torch.channels_last) if channels_last else X4
    ours_x, theirs_x = x.clone().requires_grad_(), x.clone().requires_grad_()
    ours, theirs = st.to(ours_x, *args, **kwargs), theirs_x.to(*args, **kwargs)
    assert ours.dtype == theirs.dtype and ours.stride() == theirs.stride() and torch.equal(ours, theirs)
    assert (ours is ours_x) == (theirs is theirs_x)   # itself where nothing changes, as Tensor.to
    g = torch.randn(theirs.shape).to(theirs.dtype)
    ours.backward(g)
    theirs.backward(g)
    assert ours_x.grad.stride() == theirs_x.grad.stride() and torch.equal(ours_x.grad, theirs_x.grad)


@pytest.mark.parametrize("args, kwargs, error, match", [
    (("meta",), {}, skucat.UnsupportedError, "device=meta"),
    ((torch.float16, False, False, True), {}, ValueError, "at most 3 positional"),
    ((torch.float16,), {"dtype": torch.float32}, ValueError, "'dtype' is given twice"),
    ((torch.float16,), {"out": None}, ValueError, "'out' is not one of Tensor.to's"),
    ((torch.float16,), {"memory_format": "channels_last"}, ValueError, "memory_format"),
    (("gpu0",), {}, ValueError, "device 'gpu0'"),
])
def test_tensor_to_refuses_what_it_cannot_do_naming_the_argument(args, kwargs, error, match):
    with pytest.raises(error, match=match):
        st.to(X4, *args, **kwargs)
