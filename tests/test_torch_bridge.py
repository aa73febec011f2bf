"""skucat.torch: the catalog's differentiable ops as torch custom ops, against torch.nn.functional and
aten (forward and gradients), torch.autograd.gradcheck over every gradient case, torch.library.opcheck
(schema, fake implementation, autograd registration, AOT dispatch), torch.compile, zero-copy DLPack."""

from __future__ import annotations

import inspect
import subprocess
import sys

import numpy as np
import pytest

import skucat
from skucat.errors import DependencyError, DTypeError, InvalidArgumentError, SkucatError, UnsupportedError
from skucat.verify.gradients import gradient_cases

torch = pytest.importorskip("torch", reason="PyTorch is not installed (install the 'torch' extra)")
st = pytest.importorskip("skucat.torch")
F = torch.nn.functional
FakeTensorMode = torch._subclasses.fake_tensor.FakeTensorMode
CASES = gradient_cases()


# ---- the set of functions and their import

def test_importing_skucat_does_not_import_torch():
    code = "import sys, skucat, skucat.ops, skucat.autodiff; skucat.ops.softmax; print('torch' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout == "False\n"


def test_without_torch_the_bridge_says_to_install_the_extra():
    code = ("import sys; sys.modules['torch'] = None\n"
            "try:\n    import skucat.torch\nexcept ImportError as exc:\n"
            "    import skucat; print(type(exc).__name__, isinstance(exc, skucat.SkucatError), exc)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.startswith("DependencyError True skucat.torch needs PyTorch: pip install 'skucat[torch]'")
    assert issubclass(DependencyError, ImportError) and issubclass(DependencyError, SkucatError)


def test_one_function_per_gradient_rule_with_its_ops_signature():
    rules = skucat.autodiff.rules()
    assert sorted(st.__all__) == sorted(rules) and len(rules) >= 19
    for op, rule in rules.items():
        function = getattr(st, op)
        expected = [p for name, p in inspect.signature(rule.forward).parameters.items() if name != "stream"]
        assert list(inspect.signature(function).parameters.values()) == expected, op
        schema = getattr(torch.ops.skucat, op).default._schema
        assert [a.name for a in schema.arguments if not a.name.endswith("_number")] == [p.name for p in expected], op
        assert hasattr(torch.ops.skucat, f"{op}_pullback"), op


def test_the_quick_binder_binds_as_the_signature_and_leaves_every_error_to_it():
    def op(input, dim=None, keepdim=False, *, dtype=None, scale):
        pass

    signature = inspect.signature(op)
    bind = st._binder(signature)
    calls = [((1,), {"scale": 2}), ((1, 0), {"scale": 2}), ((1, 0, True), {"dtype": "f32", "scale": 2}),
             ((), {"input": 1, "scale": 2, "keepdim": True}), ((1,), {"dim": 3, "scale": 2}),
             ((1,), {}), ((1, 2, 3, 4), {"scale": 2}), ((1,), {"input": 1, "scale": 2}),
             ((1,), {"scale": 2, "other": 0}), ((), {"scale": 2})]
    for args, kwargs in calls:
        try:
            bound = signature.bind(*args, **kwargs)
        except TypeError:
            with pytest.raises(TypeError):
                bind(args, kwargs)
            continue
        bound.apply_defaults()
        assert bind(args, kwargs) == dict(bound.arguments), (args, kwargs)


def test_an_output_in_an_inputs_storage_is_told_apart():
    x = torch.arange(12.0)
    storage = st._bytes(x[4:])   # a view's storage is its base's
    assert st._within(x[2:5], storage) and st._within(x[:1], storage)
    assert not st._within(x.clone(), storage) and not st._within(x[:0], storage)


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16, torch.float32, torch.float64])
def test_a_number_operand_is_rounded_as_pytorchs(dtype):
    x = torch.randn(64, 64, dtype=torch.float64).to(dtype)   # no tail: PyTorch's vector loop's tail rounds twice
    assert torch.equal(st.mul(x, 0.1), torch.mul(x, 0.1))                 # the number unrounded (CPU mul)
    assert torch.equal(st.add(x, 0.1, alpha=3), torch.add(x, 0.1, alpha=3))
    schema = {a.name: str(a.type) for a in torch.ops.skucat.add.default._schema.arguments}
    assert schema == {"input": "Tensor", "other": "Optional[Tensor]", "alpha": "float", "_other_number": "Optional[float]"}


def test_a_number_operand_gets_no_gradient():
    x = torch.randn(3, 4, dtype=torch.float64, requires_grad=True)
    st.mul(st.add(x, 2.0), 3).sum().backward()
    assert torch.equal(x.grad, torch.full_like(x, 3.0))


def test_schema_types_come_from_the_catalog():
    schema = {a.name: str(a.type) for a in torch.ops.skucat.layer_norm.default._schema.arguments}
    assert schema == {"input": "Tensor", "normalized_shape": "List[int]", "weight": "Optional[Tensor]",
                      "bias": "Optional[Tensor]", "eps": "float"}
    schema = {a.name: str(a.type) for a in torch.ops.skucat.interpolate.default._schema.arguments}
    assert schema["mode"] == "str" and schema["align_corners"] == "Optional[bool]"
    schema = str(torch.ops.skucat.quantize_per_tensor.default._schema)
    assert "ScalarType dtype, int? quant_min" in schema
    # the forward's extra outputs are what its adjoint reads: layer_norm's mean and rstd
    assert len(torch.ops.skucat.layer_norm.default._schema.returns) == 3
    assert len(torch.ops.skucat.grid_sample.default._schema.returns) == 1


# ---- forward and gradients against torch.nn.functional and aten

def _t(rng, shape, dtype, low=-1.0, high=1.0):
    return torch.from_numpy(rng.uniform(low, high, shape)).to(dtype)


def _embedding(rng, dtype):
    return (torch.tensor([[0, 3], [4, 3]]), _t(rng, (5, 3), dtype)), {"padding_idx": 1}


def _embedding_bag(rng, dtype):
    return (torch.tensor([0, 3, 4, 3, 1]), _t(rng, (5, 3), dtype), torch.tensor([0, 2])), \
        {"mode": "sum", "per_sample_weights": _t(rng, (5,), dtype)}


def _layer_norm(rng, dtype):
    return (_t(rng, (2, 3, 4), dtype), (3, 4), _t(rng, (3, 4), dtype), _t(rng, (3, 4), dtype)), {}


def _rms_norm(rng, dtype):
    return (_t(rng, (3, 5), dtype), [5], _t(rng, (5,), dtype)), {"eps": 1e-6}


def _grid_sample(rng, dtype):
    return (_t(rng, (2, 3, 4, 5), dtype), _t(rng, (2, 3, 2, 2), dtype, -1.1, 1.1)), \
        {"mode": "bilinear", "padding_mode": "border", "align_corners": False}


def _grid_sample_3d(rng, dtype):
    return (_t(rng, (1, 2, 3, 4, 3), dtype), _t(rng, (1, 2, 2, 3, 3), dtype)), {"align_corners": True}


def _interpolate(rng, dtype):
    return (_t(rng, (1, 2, 3, 4), dtype),), {"scale_factor": 2, "mode": "bicubic", "align_corners": False}


def _softmax(rng, dtype):
    return (_t(rng, (2, 3, 4), dtype, -3, 3), 1), {}


def _losses(rng, dtype):
    return (_t(rng, (4, 3, 2), dtype, -2, 2), torch.tensor([[0, 2], [1, -100], [2, 2], [0, 1]])), \
        {"weight": _t(rng, (3,), dtype, 0.5, 2)}


def _cross_entropy_probs(rng, dtype):
    return (_t(rng, (4, 3), dtype, -2, 2), torch.softmax(_t(rng, (4, 3), dtype), 1)), {"label_smoothing": 0.1}


def _fake_quantize(rng, dtype):
    return (_t(rng, (3, 4), dtype, -2, 2), 0.1, 3, -20, 20), {}


def _fake_quantize_per_channel(rng, dtype):
    return (_t(rng, (3, 4), dtype, -2, 2), torch.tensor([0.1, 0.2, 0.05, 0.3]), torch.tensor([0, 1, -2, 3],
            dtype=torch.int32), 1, -20, 20), {}


def _fake_quantize_learnable(rng, dtype):
    return (_t(rng, (3, 4), dtype, -2, 2), torch.tensor([0.1]), torch.tensor([2.3]), -20, 20), {}


def _log_softmax_nll(x, *args, **kwargs):
    return F.nll_loss(x, *args, **kwargs)


# (skucat.torch op, PyTorch's function, inputs); both called alike. Every family once at least.
FAMILIES = [
    ("embedding", F.embedding, _embedding),
    ("embedding_bag", F.embedding_bag, _embedding_bag),
    ("layer_norm", F.layer_norm, _layer_norm),
    ("rms_norm", F.rms_norm, _rms_norm),
    ("grid_sample", F.grid_sample, _grid_sample),
    ("grid_sample_3d", F.grid_sample, _grid_sample_3d),
    ("interpolate", F.interpolate, _interpolate),
    ("softmax", F.softmax, _softmax),
    ("log_softmax", F.log_softmax, _softmax),
    ("nll_loss", F.nll_loss, _losses),
    ("cross_entropy", F.cross_entropy, _losses),
    ("cross_entropy_probs", F.cross_entropy, _cross_entropy_probs),
    ("fake_quantize_per_tensor_affine", torch.fake_quantize_per_tensor_affine, _fake_quantize),
    ("fake_quantize_per_channel_affine", torch.fake_quantize_per_channel_affine, _fake_quantize_per_channel),
    ("fake_quantize_learnable_per_tensor_affine", torch._fake_quantize_learnable_per_tensor_affine,
     _fake_quantize_learnable),
]
TOLERANCES = {torch.float64: (1e-10, 1e-12), torch.float32: (2e-5, 2e-6), torch.bfloat16: (2e-2, 2e-2)}


def _leaves(op, args, kwargs, differentiable):
    """The call, bound, with copies of the float tensors the rule differentiates requiring grad."""
    bound = inspect.signature(getattr(st, op)).bind(*args, **kwargs)
    wrt = skucat.autodiff.rules()[op].wrt_of(bound.arguments) if differentiable else ()
    for name, value in bound.arguments.items():
        if name in wrt and isinstance(value, torch.Tensor) and value.is_floating_point():
            bound.arguments[name] = value.detach().clone().requires_grad_()
    return bound


@pytest.mark.parametrize("dtype", [torch.float64, torch.float32, torch.bfloat16], ids=str)
@pytest.mark.parametrize("op, reference, make", FAMILIES, ids=[f[0] for f in FAMILIES])
def test_forward_and_gradients_match_pytorch(op, reference, make, dtype):
    rng = np.random.default_rng(7)
    args, kwargs = make(rng, dtype)
    if op.startswith("fake_quantize") and dtype == torch.bfloat16:
        pytest.skip("PyTorch's CPU fake_quantize takes no bfloat16")
    # bf16: the forward only; PyTorch's CPU learnable fake-quantize backward takes float32 only
    grads = dtype == torch.float32 or dtype == torch.float64 and op != "fake_quantize_learnable_per_tensor_affine"
    ours, theirs = _leaves(op, args, kwargs, grads), _leaves(op, args, kwargs, grads)
    out, expected = getattr(st, op)(*ours.args, **ours.kwargs), reference(*theirs.args, **theirs.kwargs)
    ours, theirs = ours.arguments, theirs.arguments
    assert out.dtype == expected.dtype and out.shape == expected.shape
    rtol, atol = TOLERANCES[dtype]
    torch.testing.assert_close(out.double(), expected.double(), rtol=rtol, atol=atol)
    leaves = [name for name, value in ours.items() if isinstance(value, torch.Tensor) and value.requires_grad]
    if not grads:
        return
    assert leaves
    grad_out = _t(rng, tuple(out.shape), dtype)
    mine = torch.autograd.grad(out, [ours[name] for name in leaves], grad_out)
    for name, gradient, wanted in zip(leaves, mine, torch.autograd.grad(expected, [theirs[n] for n in leaves], grad_out)):
        assert gradient.dtype == wanted.dtype, name
        torch.testing.assert_close(gradient, wanted, rtol=rtol * 10, atol=atol * 10, msg=name)


@pytest.mark.filterwarnings("ignore:.*quantized tensor creation functions.*:UserWarning")
def test_quantize_and_dequantize_match_aten():
    x = torch.tensor([[0.3, -1.2, 40.0], [0.25, 0.5, -0.05]])
    codes = st.quantize_per_tensor(x, 0.5, 2, torch.quint8)
    assert torch.equal(codes, torch.quantize_per_tensor(x, 0.5, 2, torch.quint8).int_repr())
    back = st.dequantize_per_tensor(codes, 0.5, 2, torch.float32)
    assert torch.equal(back, torch.quantize_per_tensor(x, 0.5, 2, torch.quint8).dequantize())
    scales, zero_points = torch.tensor([0.1, 0.2, 0.3], dtype=torch.float64), torch.tensor([0, 1, 2])
    codes = st.quantize_per_channel(x, scales, zero_points, 1, torch.qint8)
    quantized = torch.quantize_per_channel(x, scales, zero_points, 1, torch.qint8)
    assert torch.equal(codes, quantized.int_repr())
    assert torch.equal(st.dequantize_per_channel(codes, scales, zero_points, 1), quantized.dequantize())
    assert not codes.requires_grad and codes.dtype == torch.int8


# ---- every gradient case of the catalog

def _call(case):
    """The case's call with torch tensors; the ones in case.wrt require grad."""
    arguments = case.arguments()
    tensors = {name: torch.from_numpy(np.array(v)) if isinstance(v, np.ndarray) else v
               for name, v in arguments.items() if name != "stream"}
    for name in case.wrt:
        if tensors[name].is_floating_point():
            tensors[name].requires_grad_()
    return tensors


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_gradcheck_over_every_gradient_case(case):
    tensors = _call(case)
    if not case.wrt or not all(tensors[name].is_floating_point() for name in case.wrt):
        pytest.skip("torch's autograd differentiates no integer argument")
    function = getattr(st, case.op)
    if case.estimator:   # a straight-through or rescaled estimator: torch's gradient is the catalog adjoint's
        out = function(**tensors)
        if not out.is_floating_point():
            pytest.skip("torch's autograd has no gradient through integer codes")
        grad = torch.from_numpy(np.random.default_rng(0).standard_normal(tuple(out.shape)))
        ours = torch.autograd.grad(out, [tensors[name] for name in case.wrt], grad)
        _, pullback = skucat.autodiff.vjp(case.forward, *case.args, **case.kwargs)
        expected = pullback(grad.numpy())
        for name, mine in zip(case.wrt, ours):
            np.testing.assert_allclose(mine.numpy(), expected[name], rtol=1e-12, atol=1e-12)
        return

    def of(*leaves):
        return function(**{**tensors, **dict(zip(case.wrt, leaves))})

    # check_batched_grad: vmap over the backward (batched gradients), as PyTorch's module tests run it
    assert torch.autograd.gradcheck(of, [tensors[name] for name in case.wrt], eps=1e-6, atol=1e-6, rtol=1e-5,
                                    nondet_tol=1e-12, check_batched_grad=True)


@pytest.mark.parametrize("case", CASES[::4], ids=[case.id for case in CASES[::4]])
def test_opcheck_fake_schema_autograd_and_aot_dispatch(case):
    """torch.library.opcheck: the fake implementation (the shape-only run) agrees with the real one,
    the schema with what the op does, and autograd and AOT dispatch work."""
    tensors = _call(case)
    result = torch.library.opcheck(getattr(torch.ops.skucat, case.op).default,
                                   st._values(st._converters(case.op), st._numbers(st.TORCH_SCHEMAS[case.op][0]), tensors))
    assert set(result.values()) == {"SUCCESS"}, result


@pytest.mark.parametrize("case", CASES[1::3], ids=[case.id for case in CASES[1::3]])
def test_a_call_outside_the_dispatcher_equals_the_custom_op(case):
    """skucat.torch.<op> runs plain CPU tensors outside torch's dispatcher (directly without
    gradients, else as an autograd.Function): the same outputs and gradients as the custom op."""
    tensors = _call(case)
    values = st._values(st._converters(case.op), st._numbers(st.TORCH_SCHEMAS[case.op][0]), tensors)
    leaves = [tensors[name] for name in case.wrt if tensors[name].requires_grad]
    through_custom = getattr(torch.ops.skucat, case.op)(*values)
    through_custom = through_custom[0] if isinstance(through_custom, tuple) else through_custom
    direct = getattr(st, case.op)(**tensors)
    torch.testing.assert_close(direct, through_custom, rtol=0, atol=0, equal_nan=True)
    with torch.no_grad():
        untracked = getattr(st, case.op)(**tensors)
    assert untracked.grad_fn is None
    torch.testing.assert_close(untracked, through_custom, rtol=0, atol=0, equal_nan=True)
    if leaves and direct.is_floating_point():
        assert direct.grad_fn is not None and type(direct.grad_fn).__name__.startswith(case.op)
        grad = torch.ones_like(direct)
        for mine, theirs in zip(torch.autograd.grad(direct, leaves, grad, allow_unused=True),
                                torch.autograd.grad(through_custom, leaves, grad, allow_unused=True)):
            torch.testing.assert_close(mine, theirs, rtol=0, atol=0, equal_nan=True)


def test_an_input_or_output_updated_in_place_before_the_backward_is_refused_as_by_torch():
    """The eager backward reads the arrays its forward made, not the saved tensors again: torch's
    check of the saved tensors' versions must still refuse a stale gradient."""
    for update in ("weight", "output"):
        x = torch.randn(4, 6, dtype=torch.float64, requires_grad=True)
        weight = torch.randn(6, dtype=torch.float64, requires_grad=True)
        out = st.layer_norm(x, [6], weight)
        with torch.no_grad():
            (weight if update == "weight" else out).mul_(2)
        with pytest.raises(RuntimeError, match="modified by an inplace operation"):
            out.sum().backward()


def test_a_second_derivative_is_refused_or_pytorchs():
    x = torch.randn(3, 5, dtype=torch.float64, requires_grad=True)
    # softmax's composed backward takes dim as given, not PyTorch's implicit choice for None
    with pytest.warns(UserWarning, match="Implicit dimension"):
        (grad,) = torch.autograd.grad(st.softmax(x)[:, 0].sum(), x, create_graph=True)
    with pytest.raises(UnsupportedError, match="softmax has no second derivative") as raised:
        (grad * x).sum().backward()
    assert isinstance(raised.value, RuntimeError)
    # An op whose composed backward reads an output the call does not return (cross_entropy's
    # total_weight): the first derivative with a graph is the one without, its own derivative PyTorch's.
    target, weight = torch.tensor([0, 4, 2]), torch.rand(5, dtype=torch.float64)
    seconds = []
    for module in (st, torch.nn.functional):
        leaf = x.detach().requires_grad_()
        loss = module.cross_entropy(leaf, target, weight, label_smoothing=0.25)
        (with_graph,) = torch.autograd.grad(loss, leaf, create_graph=True)
        torch.testing.assert_close(with_graph, torch.autograd.grad(loss, leaf, retain_graph=True)[0], rtol=1e-12, atol=1e-15)
        seconds.append(torch.autograd.grad((with_graph * leaf).sum(), leaf)[0])
    torch.testing.assert_close(*seconds, rtol=1e-10, atol=1e-12)


def test_meta_tensors_get_the_catalogs_shapes():
    out = st.grid_sample(torch.empty(1, 3, 4, 4, device="meta"), torch.empty(1, 2, 5, 2, device="meta"))
    assert out.shape == (1, 3, 2, 5) and out.device.type == "meta"
    out = st.interpolate(torch.empty(2, 3, 4, 5, device="meta", dtype=torch.bfloat16), scale_factor=1.5)
    assert out.shape == (2, 3, 6, 7) and out.dtype == torch.bfloat16


# ---- torch.compile

def test_torch_compile_fullgraph_forward_and_backward_equal_eager():
    def model(x, grid, weight, target):
        y = st.grid_sample(x, grid, align_corners=False)
        y = st.layer_norm(y, (y.shape[-1],), weight)
        return st.cross_entropy(st.log_softmax(y.flatten(1), 1), target)

    rng = np.random.default_rng(3)
    inputs = [_t(rng, (2, 3, 5, 6), torch.float64), _t(rng, (2, 4, 4, 2), torch.float64),
              _t(rng, (4,), torch.float64)]
    target = torch.tensor([1, 7])
    results = []
    for run in (model, torch.compile(model, backend="aot_eager", fullgraph=True)):
        leaves = [t.clone().requires_grad_() for t in inputs]
        loss = run(*leaves, target)
        results.append((loss, *torch.autograd.grad(loss, leaves)))
    for eager, compiled in zip(*results):
        torch.testing.assert_close(compiled, eager, rtol=0, atol=0)


# ---- tensors cross without a copy

def test_cpu_tensors_cross_without_a_copy():
    for dtype in (torch.float32, torch.bfloat16, torch.int64):
        tensor = torch.arange(6).reshape(2, 3).to(dtype)
        array = st._array(tensor, "input", fake=False)
        assert array.ctypes.data == tensor.data_ptr() and array.shape == (2, 3)
        assert not array.flags.writeable   # an op may not update an argument in place
        back = st._tensor(np.ascontiguousarray(array), tensor.device, fake=False)
        assert back.dtype == dtype and torch.equal(back, tensor)
        fresh = np.arange(4.0).astype(skucat.dtypes.numpy_dtype(skucat.dtypes.name_of(dtype)))
        assert st._tensor(fresh, tensor.device, fake=False).data_ptr() == fresh.ctypes.data
    strided = torch.arange(12.0).reshape(3, 4).t()   # a contiguous copy, then the same values
    assert np.array_equal(st._array(strided, "input", fake=False), strided.numpy())
    tracked = torch.arange(6.0, requires_grad=True)   # a view of the same memory, not tracked
    assert st._array(tracked, "input", fake=False).ctypes.data == tracked.data_ptr()
    negated = torch._neg_view(torch.arange(6.0))   # negated lazily (torch's neg bit): its values
    assert np.array_equal(st._array(negated, "input", fake=False), -np.arange(6.0))
    assert torch.equal(st.softmax(negated, 0), st.softmax(-torch.arange(6.0), 0))


def test_cpu_tensors_run_with_torchs_threads(monkeypatch):
    threads, streams, run_on = torch.get_num_threads(), [], st._run_on
    monkeypatch.setattr(st, "_run_on", lambda stream, *rest: streams.append(stream) or run_on(stream, *rest))
    try:
        for count in (1, 2):
            torch.set_num_threads(count)
            x = torch.randn(512, 1024, dtype=torch.float64, requires_grad=True)   # long enough to share
            y = x.detach().requires_grad_()
            (got,) = torch.autograd.grad(st.layer_norm(x, [1024]).square().sum(), [x])
            (expected,) = torch.autograd.grad(F.layer_norm(y, [1024]).square().sum(), [y])
            torch.testing.assert_close(got, expected)
            assert [s.workers for s in streams] == [count] * 2   # the forward and the backward
            streams.clear()
    finally:
        torch.set_num_threads(threads)


def test_skucat_ops_take_torch_tensors_without_a_copy():
    weight, indices = torch.randn(5, 3), torch.tensor([4, 0])
    out = skucat.ops.embedding(indices, weight)
    assert isinstance(out, np.ndarray) and np.array_equal(out, weight[indices].numpy())
    from skucat.functional import _untorch

    assert _untorch(weight, "weight", "embedding").ctypes.data == weight.data_ptr()
    bf16 = weight.to(torch.bfloat16)
    out = skucat.ops.embedding(indices, bf16)
    assert out.dtype == skucat.dtypes.numpy_dtype("bf16")
    assert torch.equal(torch.from_numpy(out.view(np.int16)).view(torch.bfloat16), bf16[indices])
    # max_norm updates the caller's table in place, as F.embedding does
    table = torch.full((4, 2), 3.0)
    skucat.ops.embedding(torch.tensor([1]), table, max_norm=1.0)
    assert torch.allclose(table[1].norm(), torch.tensor(1.0)) and torch.equal(table[0], torch.full((2,), 3.0))
    # a lazily negated tensor (torch's neg bit, which DLPack drops) is read as its values; as a table
    # to update in place it is refused, since the update would go to a copy
    negated = torch._neg_view(weight)
    assert np.array_equal(skucat.ops.embedding(indices, negated), -weight[indices].numpy())
    with pytest.raises(skucat.LayoutError):
        skucat.ops.embedding(indices, negated, max_norm=1.0)


def test_a_tensor_that_requires_grad_points_to_skucat_torch():
    weight = torch.randn(5, 3, requires_grad=True)
    with pytest.raises(InvalidArgumentError, match=r"weight is a torch tensor that requires grad: "
                                                   r"skucat.ops.embedding .* call skucat.torch.embedding"):
        skucat.ops.embedding(torch.tensor([1]), weight)
    with pytest.raises(InvalidArgumentError, match="call skucat.torch's ops"):
        skucat.ops.embedding_backward(weight, torch.tensor([1, 2, 3, 4, 0]), 4)


# ---- torch.nn.functional's embedding options: max_norm (an update in place first) and sparse gradients

@pytest.mark.parametrize("padding_idx", [None, 2, -8])
@pytest.mark.parametrize("max_norm, norm_type", [(1.0, 2.0), (2.5, 1.0), (0.5, float("inf"))])
def test_max_norm_renormalises_weight_in_place_first_as_torchs(padding_idx, max_norm, norm_type):
    """As torch.nn.functional's: the looked-up rows of weight renormalised in place (its version counter
    bumped once) under no_grad, then the lookup; the gradient is the lookup's."""
    weight = torch.randn(10, 4, dtype=torch.float64, generator=torch.Generator().manual_seed(3)) * 3
    indices, offsets = torch.tensor([[1, 2, 2], [7, 0, 3]]), torch.tensor([0, 2, 5])
    calls = [(st.embedding, F.embedding, (indices,), {"padding_idx": padding_idx}),
             (st.embedding_bag, F.embedding_bag, (indices.reshape(-1), ), {"offsets": offsets, "mode": "sum"})]
    for ours_of, theirs_of, args, kwargs in calls:
        ours, theirs = weight.clone().requires_grad_(), weight.clone().requires_grad_()
        out = ours_of(*args, ours, max_norm=max_norm, norm_type=norm_type, **kwargs)
        expected = theirs_of(*args, theirs, max_norm=max_norm, norm_type=norm_type, **kwargs)
        torch.testing.assert_close(ours.detach(), theirs.detach(), rtol=1e-15, atol=0)
        assert not torch.equal(ours.detach(), weight) and ours._version == theirs._version == 1
        torch.testing.assert_close(out, expected, rtol=1e-15, atol=0)
        grad = torch.randn_like(out)
        out.backward(grad), expected.backward(grad)
        assert torch.equal(ours.grad, theirs.grad)
    with FakeTensorMode() as mode:   # traced, the update is torch.ops.skucat.embedding_renorm's, declared
        out = st.embedding(mode.from_tensor(indices), mode.from_tensor(weight), max_norm=max_norm)
        assert out.shape == (2, 3, 4)


def test_embedding_renorm_updates_weight_in_place_and_refuses_to_be_recorded():
    weight, indices = torch.randn(6, 3) * 4, torch.tensor([0, 5, 5])
    expected = weight.clone()
    torch.embedding_renorm_(expected, indices, 1.0, 2.0)
    assert st.embedding_renorm(weight, indices, 1.0, 2.0) is weight and weight._version == 1
    torch.testing.assert_close(weight, expected)   # (the norm summed in another order: within rounding)
    with pytest.raises(UnsupportedError, match="updates weight in place and has no gradient.*no_grad") as raised:
        st.embedding_renorm(torch.randn(6, 3, requires_grad=True), indices, 1.0, 2.0)
    assert isinstance(raised.value, RuntimeError)


@pytest.mark.parametrize("padding_idx", [None, 0, -3])
@pytest.mark.parametrize("indices", [[[1, 0, 4], [4, 4, 2]], [0], []], ids=["2-D", "padding alone", "empty"])
def test_sparse_true_gives_weight_the_sparse_coo_gradient_of_torchs(padding_idx, indices):
    """aten's embedding_sparse_backward: a row of the gradient per index, padding_idx's left out,
    uncoalesced; its indices, values and size torch's."""
    weight = torch.randn(7, 3, dtype=torch.float64)
    indices = torch.tensor(indices, dtype=torch.int64)
    ours, theirs = weight.clone().requires_grad_(), weight.clone().requires_grad_()
    out = st.embedding(indices, ours, padding_idx=padding_idx, sparse=True)
    expected = F.embedding(indices, theirs, padding_idx=padding_idx, sparse=True)
    assert torch.equal(out, expected)
    grad = torch.randn_like(out)
    out.backward(grad), expected.backward(grad)
    assert ours.grad.layout == theirs.grad.layout == torch.sparse_coo and ours.grad.shape == weight.shape
    assert ours.grad.is_coalesced() == theirs.grad.is_coalesced()
    assert torch.equal(ours.grad._indices(), theirs.grad._indices())
    assert torch.equal(ours.grad._values(), theirs.grad._values())


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64], ids=str)
@pytest.mark.parametrize("padding_idx", [None, 2])
@pytest.mark.parametrize("mode, weighted", [("sum", False), ("sum", True), ("mean", False)])
@pytest.mark.parametrize("bags", [{"input": [1, 2, 2, 7, 0, 3, 9], "offsets": [0, 2, 2, 5]},
                                  {"input": [[1, 2, 2], [7, 0, 3]]},
                                  {"input": [1, 2, 2, 7, 0, 3, 9], "offsets": [0, 2, 7], "include_last_offset": True}],
                         ids=["offsets with an empty bag", "2-D", "include_last_offset"])
def test_embedding_bags_sparse_gradient_is_torchs_bit_for_bit(dtype, padding_idx, mode, weighted, bags):
    """aten's _embedding_bag_sparse_backward: a row per index, grad's row of its bag over the bag's size
    (mean) or times its weight; per_sample_weights' gradient dense."""
    generator = torch.Generator().manual_seed(7)
    weight = torch.randn(10, 4, dtype=dtype, generator=generator)
    bags = {name: torch.tensor(value) if isinstance(value, list) else value for name, value in bags.items()}
    psw = torch.randn(bags["input"].shape, dtype=dtype, generator=generator) if weighted else None
    grads = []
    for function in (st.embedding_bag, F.embedding_bag):
        leaves = [weight.clone().requires_grad_(), psw if psw is None else psw.clone().requires_grad_()]
        out = function(weight=leaves[0], per_sample_weights=leaves[1], mode=mode, padding_idx=padding_idx,
                       sparse=True, **bags)
        out.backward(torch.linspace(-1, 1, out.numel(), dtype=dtype).reshape(out.shape))
        grads.append((out, *(leaf.grad for leaf in leaves if leaf is not None)))
    (out, grad, *grad_psw), (expected, expected_grad, *expected_psw) = grads
    torch.testing.assert_close(out, expected)   # (a weighted sum in f32: within rounding)
    assert grad.layout == expected_grad.layout == torch.sparse_coo
    assert torch.equal(grad._indices(), expected_grad._indices()) and torch.equal(grad._values(), expected_grad._values())
    for ours, theirs in zip(grad_psw, expected_psw):
        torch.testing.assert_close(ours, theirs)
    with pytest.raises(InvalidArgumentError, match="mode 'max' does not support sparse weights"):
        st.embedding_bag(weight=weight, mode="max", sparse=True, **bags)


def test_sparse_true_refuses_scale_grad_by_freq_as_torch_and_without_a_gradient_is_the_lookup():
    weight, indices = torch.randn(5, 2), torch.tensor([1, 1, 3])
    with pytest.raises(UnsupportedError, match="scale_grad_by_freq is not supported with sparse") as raised:
        st.embedding(indices, weight.requires_grad_(), scale_grad_by_freq=True, sparse=True)
    assert isinstance(raised.value, RuntimeError)
    with torch.no_grad():
        assert torch.equal(st.embedding(indices, weight, sparse=True), F.embedding(indices, weight))


@pytest.mark.parametrize("element", sorted({sku.element for sku in skucat.catalog.skus(op="embedding")
                                             if skucat.dtypes.DTYPES[sku.element].kind == "int"}))
def test_an_integer_table_is_looked_up_as_torchs_without_a_gradient(element):
    dtype = getattr(torch, skucat.dtypes.DTYPES[element].numpy)
    info = torch.iinfo(dtype)
    weight = torch.randint(info.min, info.max, (6, 3), dtype=torch.int64).to(dtype)
    weight[0, 0], weight[1, 1] = info.min, info.max
    indices = torch.tensor([[0, 5, 1], [1, 1, 3]])
    out = st.embedding(indices, weight, padding_idx=1)
    assert out.dtype == dtype and torch.equal(out, F.embedding(indices, weight, padding_idx=1))
    with pytest.raises(DTypeError, match="weight must have a dtype among") as raised:   # no integer renorm
        st.embedding(indices, weight, max_norm=1.0)
    assert isinstance(raised.value, RuntimeError)


def test_a_0_d_tensor_for_a_number_argument_is_the_number_as_torchs_argument_parser_takes_it():
    x = torch.randn(4, 3, dtype=torch.float64, generator=torch.Generator().manual_seed(5))
    calls = [("leaky_relu", (x, torch.tensor(-0.5)), {}), ("layer_norm", (x, (3,)), {"eps": torch.tensor(0.25)}),
             ("add", (x, x), {"alpha": torch.tensor(3)}), ("softmax", (x, torch.tensor(0)), {}),
             ("fake_quantize_per_tensor_affine", (x.float(), torch.tensor(0.1), torch.tensor(3), 0, 255), {})]
    for op, args, kwargs in calls:
        expected = (getattr(F, op, None) or getattr(torch, op))(*args, **kwargs)
        torch.testing.assert_close(getattr(st, op)(*args, **kwargs), expected, rtol=1e-12, atol=1e-14)   # (rounding)
    with pytest.raises(InvalidArgumentError, match="dim must be an int"):   # a float's 0-d tensor is no int
        st.softmax(x, torch.tensor(0.0))
    with FakeTensorMode() as mode, pytest.raises(UnsupportedError, match="eager calls only") as raised:
        st.leaky_relu(mode.from_tensor(x), mode.from_tensor(torch.tensor(-0.5)))
    assert isinstance(raised.value, RuntimeError)


# ---- what the bridge refuses

@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_a_refused_call_raises_a_skucat_error_that_is_also_torchs_runtime_error(case):
    """A drop-in for torch's ops raises what the caller's `except RuntimeError` expects, keeping its
    skucat class (and the builtin it is, e.g. ValueError): a tensor argument given as a complex tensor."""
    tensors = _call(case)
    name = next(name for name, value in tensors.items() if isinstance(value, torch.Tensor))
    with pytest.raises(skucat.SkucatError) as raised:
        getattr(st, case.op)(**{**tensors, name: tensors[name].detach().to(torch.complex128)})
    assert isinstance(raised.value, RuntimeError) and type(raised.value).__mro__[1].__module__ == "skucat.errors"
    assert isinstance(raised.value, type(raised.value).__mro__[1]) and str(raised.value)


def test_an_error_in_a_backward_is_a_runtime_error_too(monkeypatch):
    import skucat.generated.ops as generated

    def refusing(*args, **kwargs):
        raise skucat.ShapeError("grad_output has the wrong shape")

    monkeypatch.setattr(generated, "softmax_backward", refusing)   # what the softmax rule's pullback calls
    x = torch.randn(3, 4, requires_grad=True)
    with pytest.raises(skucat.ShapeError, match="grad_output") as raised:
        st.softmax(x, 1).sum().backward()
    assert isinstance(raised.value, RuntimeError) and isinstance(raised.value, ValueError)


def test_bad_inputs_raise_skucat_errors():
    with pytest.raises(DTypeError, match="input has dtype torch.complex64"):
        st.softmax(torch.zeros(3, dtype=torch.complex64), 0)
    with pytest.raises(skucat.ShapeError, match="grid must have rank 4"):
        st.grid_sample(torch.zeros(1, 1, 2, 2), torch.zeros(1, 2, 2))
    with FakeTensorMode() as mode, pytest.raises(skucat.ShapeError, match="grid must have rank 4"):
        st.grid_sample(mode.from_tensor(torch.zeros(1, 1, 2, 2)), mode.from_tensor(torch.zeros(1, 2, 2)))
    sparse = torch.eye(3).to_sparse()
    with pytest.raises(UnsupportedError, match="input is a torch.sparse_coo tensor.*input.to_dense()"):
        st.softmax(sparse, 0)
    # skucat.ops given tensors DLPack cannot carry: the argument named, nothing raw
    with pytest.raises(skucat.LayoutError, match="input is a torch.sparse_coo tensor"):
        skucat.ops.softmax(sparse, 0)
    with pytest.raises(DTypeError, match=r"input is a quantized tensor.*dequantize\(\)"):
        skucat.ops.softmax(torch.quantize_per_tensor(torch.randn(3), 0.1, 0, torch.qint8), 0)
    with pytest.raises(UnsupportedError, match="input is on meta"):
        skucat.ops.softmax(torch.zeros(3, device="meta"), 0)


@pytest.mark.skipif(not torch.cuda.is_available(), reason="no CUDA device: the bridge's cuda path is not run")
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16], ids=str)
def test_cuda_tensors_run_on_the_cuda_backend(dtype):
    rng = np.random.default_rng(5)
    (input, grid), kwargs = _grid_sample(rng, dtype)
    input, grid = input.cuda().requires_grad_(), grid.cuda().requires_grad_()
    out = st.grid_sample(input, grid, **kwargs)
    expected = F.grid_sample(input, grid, **kwargs)
    assert out.device == input.device
    rtol, atol = TOLERANCES[dtype]
    torch.testing.assert_close(out, expected, rtol=rtol, atol=atol)
    torch.testing.assert_close(torch.autograd.grad(out.sum(), input)[0],
                               torch.autograd.grad(expected.sum(), input)[0], rtol=rtol * 10, atol=atol * 10)


# ---- an eager call after others: each looks at torch's state and its tensors afresh

class _Seen(torch.overrides.TorchFunctionMode):
    def __init__(self):
        super().__init__()
        self.names = []

    def __torch_function__(self, func, types, args=(), kwargs=None):
        self.names.append(str(func))
        return func(*args, **(kwargs or {}))


def test_a_call_after_eager_ones_behaves_as_an_uncached_call_in_every_state():
    """Calls of the same shapes run eagerly (the same replays and fast paths below) between calls with
    a gradient wanted, a tangent, a function mode, no_grad, another dtype, stride, shape or a number:
    each gives torch's result, gradient or refusal."""
    a, b = torch.randn(4, 6), torch.randn(4, 6)

    def plain():
        assert torch.equal(st.mul(a, b), a * b) and st.mul(a, b).grad_fn is None
        assert torch.equal(st.relu(a), torch.relu(a))

    plain()
    x = a.clone().requires_grad_()
    out = st.mul(x, b)
    assert out.grad_fn is not None
    out.sum().backward()
    assert torch.equal(x.grad, b)
    plain()
    with torch.no_grad():
        assert st.mul(x, b).grad_fn is None
    plain()
    import torch.autograd.forward_ad as fwAD
    with fwAD.dual_level():
        tangent = torch.randn(4, 6)
        dual = fwAD.make_dual(a, tangent)
        assert torch.equal(fwAD.unpack_dual(st.mul(dual, b)).tangent, tangent * b)
    plain()
    with _Seen() as seen:
        assert torch.equal(st.mul(a, b), a * b)
    assert any("skucat.mul" in name for name in seen.names)   # through the custom op, which the mode sees
    plain()
    assert torch.equal(st.mul(a.double(), b), a.double() * b)   # another dtype
    assert torch.equal(st.mul(a.t(), b.t()), a.t() * b.t())   # another stride
    assert torch.equal(st.mul(a[:, :3], b[:, :3]), a[:, :3] * b[:, :3])   # another shape
    assert torch.equal(st.mul(a, 2), a * 2) and torch.equal(st.mul(a, 2.5), a * 2.5)   # numbers
    with pytest.raises(SkucatError):
        st.mul(a, torch.randn(3, 6))   # shapes that do not broadcast: refused as ever
    plain()
    with pytest.raises(UnsupportedError, match="argument 'target'"):   # a tensor it has no gradient for
        st.nll_loss(torch.randn(3, 4), torch.tensor([0, 1, 2], dtype=torch.float32).requires_grad_())


def test_an_update_in_place_after_eager_ones_behaves_as_an_uncached_one():
    a, b = torch.randn(4, 6), torch.randn(4, 6)
    for _ in range(3):   # (replayed after the first)
        want = a * b
        assert st.mul_(a, b) is a and torch.equal(a, want)
    before, base = a.clone(), torch.randn(5, 6)
    with pytest.raises(skucat.LayoutError, match="overlaps"):   # the same key, other overlaps: refused as uncached
        st.mul_(a, a)
    assert torch.equal(a, before)
    apart = base.clone()
    with pytest.raises(skucat.LayoutError, match="overlaps"):
        st.mul_(base[:4], base[1:])
    assert torch.equal(base, apart)
    st.mul_(base[:4], base[1:].clone())   # apart: updated
    assert torch.equal(base[:4], apart[:4] * apart[1:]) and torch.equal(base[4], apart[4])
    leaf = torch.randn(4, 6, requires_grad=True)
    with pytest.raises(InvalidArgumentError, match="leaf"):
        st.mul_(leaf, b)
    with torch.no_grad():   # a leaf updated under no_grad: its version bumped, its flag kept
        version, want = leaf._version, leaf * b
        assert st.mul_(leaf, b) is leaf and torch.equal(leaf, want) and leaf._version == version + 1
    assert leaf.requires_grad
    with pytest.raises(skucat.LayoutError, match="share memory"):
        st.mul_(torch.randn(1, 6).expand(4, 6), b)
    version = a._version
    st.mul_(a, b)
    assert a._version == version + 1   # as torch's in-place ops
    t = torch.randn(6, 4).t()   # not contiguous: through a copy, written back
    want = t * b
    assert st.mul_(t, b) is t and torch.equal(t, want)
    x = torch.randn(4, 6, requires_grad=True)
    y = x * 1
    st.mul_(y, b)   # recorded: autograd sees the update
    y.sum().backward()
    assert torch.equal(x.grad, b)
    assert torch.equal(st.mul_(a.clone(), 2.0), a * 2.0)
