"""skucat.torch under torch.func's reverse-mode transforms, over every gradient case of the catalog
(float64): torch.func.vjp and grad give the gradient of plain autograd (which test_torch_gradients
holds to PyTorch's), jacrev the same Jacobian as jacfwd where the op has a forward-mode rule; a
second derivative passes gradgradcheck where the op's pullback varies with no differentiable
argument's value (it is linear in them or constant in some: the pullback's adjoint is the op itself)
or its backward is a formula or composed in the catalog (of skucat.torch's ops), and is refused by
name everywhere else, never wrong. grid_sample's second derivatives are PyTorch's, on pixel borders
and past the edges too."""

from __future__ import annotations

import itertools
import types

import numpy as np
import pytest

import skucat
from skucat.generated.plans import PLANS
from skucat.verify.gradients import gradient_cases

torch = pytest.importorskip("torch", reason="PyTorch is not installed (install the 'torch' extra)")
st = pytest.importorskip("skucat.torch")
from test_torch_gradients import _call, _tensors  # noqa: E402  (they need torch)

RULES = skucat.autodiff.rules()


def _floating(case) -> bool:
    """Whether the case's result and the arguments with a gradient are floats (not quantize's integer
    codes, which torch.func's transforms do not differentiate)."""
    plan = PLANS[case.op]
    returned = next(spec for spec in plan.tensors if spec.name == plan.functional.returns[0])
    arguments = case.arguments()
    return returned.dtype != "aux" and all(np.asarray(arguments[name]).dtype.kind == "f" for name in case.wrt)


CASES = [case for case in gradient_cases() if _floating(case)]


def _leaves(case):
    """(the case's tensors in float64, the names of its arguments with a gradient)."""
    return _tensors(case, torch.float64), list(case.wrt)


def _of(case, tensors: dict, names: list[str]):
    return lambda *leaves: _call(getattr(st, case.op), {**tensors, **dict(zip(names, leaves))})


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_torch_func_vjp_gives_autograds_gradient(case):
    tensors, names = _leaves(case)
    function = _of(case, tensors, names)
    primals = [tensors[name].detach() for name in names]
    out, pullback = torch.func.vjp(function, *primals)
    cotangent = torch.from_numpy(np.random.default_rng(3).standard_normal(tuple(out.shape)))
    leaves = [p.clone().requires_grad_() for p in primals]
    expected = torch.autograd.grad(function(*leaves), leaves, cotangent)
    for found, wanted in zip(pullback(cotangent), expected):
        torch.testing.assert_close(found, wanted, rtol=1e-12, atol=1e-12, equal_nan=True)


JACOBIANS = [case for case in CASES if RULES[case.op].tangent and not case.estimator][::7]


@pytest.mark.parametrize("case", JACOBIANS, ids=[case.id for case in JACOBIANS])
def test_jacrev_equals_jacfwd(case):
    """Reverse mode (the catalog's adjoint) and forward mode (its JVP rule) give one Jacobian: a
    sample of the cases, the derivative itself (no estimator)."""
    tensors, names = _leaves(case)
    tangents = set(RULES[case.op].tangents_of(case.arguments()))
    names = [name for name in names if name in tangents]
    if not names:
        pytest.skip("the rule takes no tangent of an argument with a gradient here")
    primals = tuple(tensors[name].detach() for name in names)
    function = _of(case, tensors, names)
    argnums = tuple(range(len(names)))
    for backward, forward in zip(torch.func.jacrev(function, argnums)(*primals),
                                 torch.func.jacfwd(function, argnums)(*primals)):
        torch.testing.assert_close(backward, forward, rtol=1e-10, atol=1e-10, equal_nan=True)


@pytest.mark.parametrize("op", ["embedding_bag"])
def test_a_second_derivative_is_refused_by_name_through_torch_func(op):
    case = next(case for case in CASES if case.op == op)
    tensors, names = _leaves(case)
    function = _of(case, tensors, names[:1])
    first = torch.func.grad(lambda leaf: function(leaf).square().sum())
    with pytest.raises(skucat.UnsupportedError, match=f"{op} has no second derivative") as raised:
        torch.func.jacrev(first)(tensors[names[0]].detach())
    assert isinstance(raised.value, RuntimeError)


def _second(case):
    """How the case's first derivative is differentiated again (Rule.second), None where it is refused."""
    arguments, rule = case.arguments(), RULES[case.op]
    return rule.second(arguments, rule.wrt_of(arguments))


SECOND = [case for case in CASES if _second(case)]
SECOND_REFUSED = [case for case in CASES if case not in SECOND][::5]


@pytest.mark.parametrize("case", SECOND, ids=[case.id for case in SECOND])
def test_gradgradcheck_passes_where_the_op_is_linear_or_its_backward_a_formula(case):
    """A linear op's second derivative is the op itself; a formula op's first derivative, or one the
    catalog composes, is a graph of skucat.torch's ops, whose own adjoints give the second."""
    tensors, names = _leaves(case)
    primals = tuple(tensors[name].detach().requires_grad_() for name in names)
    assert torch.autograd.gradgradcheck(_of(case, tensors, names), primals)


@pytest.mark.parametrize("op", ["fake_quantize_per_tensor_affine", "fake_quantize_per_channel_affine"])
def test_a_straight_through_estimators_second_derivative_is_torchs(op):
    """Its pullback, grad times the in-range mask, is its own adjoint in grad and flat in input: the
    second derivatives in the gradient and the input are PyTorch's (0 in the input)."""
    case = next(case for case in CASES if case.op == op)
    tensors, names = _leaves(case)
    found = []
    tensors["scale"] = tensors["scale"].float() if isinstance(tensors["scale"], torch.Tensor) else tensors["scale"]
    for module in (st, torch):   # (PyTorch's per-channel scale: float32 only)
        leaf = tensors[names[0]].detach().requires_grad_()
        output = _call(getattr(module, op), {**tensors, names[0]: leaf})
        grad = torch.linspace(-1, 1, output.numel(), dtype=output.dtype).reshape(output.shape).requires_grad_()
        (first,) = torch.autograd.grad(output, leaf, grad, create_graph=True)
        pair = torch.cos(torch.arange(first.numel(), dtype=first.dtype)).reshape(first.shape)
        second = torch.autograd.grad((first * pair).sum(), (grad, leaf), allow_unused=True)
        found.append([torch.zeros_like(leaf) if s is None else s for s in second])
    for ours, theirs in zip(*found):
        assert torch.equal(ours, theirs)
    assert found[0][0].count_nonzero() > 0 and found[0][0].count_nonzero() < found[0][0].numel()   # (a mask)


@pytest.mark.parametrize("case", SECOND_REFUSED, ids=[case.id for case in SECOND_REFUSED])
def test_every_other_second_derivative_is_refused_by_name(case):
    """create_graph's gradient is the first derivative, and differentiating it again raises
    UnsupportedError naming the op (a sample of the cases)."""
    tensors, names = _leaves(case)
    leaves = [tensors[name].detach().requires_grad_() for name in names]
    first = torch.autograd.grad(_of(case, tensors, names)(*leaves).square().sum(), leaves, create_graph=True)
    with pytest.raises(skucat.UnsupportedError, match=f"{case.op} has no second derivative"):
        torch.autograd.grad(sum(g.sum() for g in first), leaves, allow_unused=True)


@pytest.mark.parametrize("name, call", [
    ("sigmoid", lambda f, x, e: f.sigmoid(x)),
    ("gelu tanh", lambda f, x, e: f.gelu(x, approximate="tanh")),
    ("pow", lambda f, x, e: f.pow(x.abs() + 0.5, e)),
    ("clamp", lambda f, x, e: f.clamp(x * e, -0.5, 0.5) * e),
    ("div", lambda f, x, e: f.div(f.sin(x), e.abs() + 1)),
])
def test_a_formula_ops_third_derivative_is_torchs(name, call):
    """The composed backward records its ops' adjoints, themselves composed where grad mode is on:
    derivatives of every order follow, as PyTorch's."""
    x = torch.linspace(-2, 2, 12, dtype=torch.float64).reshape(3, 4)
    e = torch.linspace(0.5, 1.5, 4, dtype=torch.float64)
    torchs = torch.nn.functional if name.startswith("gelu") else torch

    def third(module):
        leaves = [x.clone().requires_grad_(), e.clone().requires_grad_()]
        found = call(module, *leaves).sum()
        for _ in range(3):
            found = sum(g.sum() for g in torch.autograd.grad(found, leaves, create_graph=True, allow_unused=True)
                        if g is not None)
        return found

    torch.testing.assert_close(third(st), third(torchs), rtol=1e-10, atol=1e-10)


@pytest.mark.parametrize("name", ["sigmoid", "softmax", "cross_entropy", "mean over a dim", "broadcast mul",
                                  "broadcast sub", "layer_norm"])
def test_hessian_forward_over_reverse_is_torchs(name):
    """torch.func.hessian (jacfwd of jacrev: the composed backward under vmap and jvp) as PyTorch's;
    functorch's wrapped tensors carry no forward_ad dual to look for, and an op's list argument (dims,
    a shape) is one argument of its generated vmap rule."""
    weights = torch.arange(6, dtype=torch.float64).reshape(2, 3)
    calls = {"sigmoid": lambda f, x: (f.sigmoid(x) * weights).sum(),
             "softmax": lambda f, x: (f.softmax(x, 1) * weights).sum(),
             "cross_entropy": lambda f, x: torch.nn.functional.cross_entropy(x, torch.tensor([0, 2])) if f is torch
             else f.cross_entropy(x, torch.tensor([0, 2])),
             "mean over a dim": lambda f, x: (f.mean(x, [1]) * x[:, 0]).sum(),
             "broadcast mul": lambda f, x: f.mul(x, x[:1]).sum(),
             "broadcast sub": lambda f, x: (f.sub(x, x[:1]) * x).sum(),
             "layer_norm": lambda f, x: (torch.nn.functional.layer_norm(x, [3]) if f is torch
                                         else f.layer_norm(x, [3])).mul(weights).sum()}
    x = torch.linspace(-1, 1.5, 6, dtype=torch.float64).reshape(2, 3)
    found = torch.func.hessian(lambda x: calls[name](st, x))(x)
    torch.testing.assert_close(found, torch.func.hessian(lambda x: calls[name](torch, x))(x), rtol=1e-10, atol=1e-12)


@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
def test_cross_entropys_second_derivative_is_composed(reduction):
    """Class indices (with a weight, ignored rows and label smoothing; the second derivative equal to
    PyTorch's) and class probabilities (in input, target and weight, with label smoothing), batched,
    with spatial dims and unbatched: gradgradcheck."""
    rng = np.random.default_rng(5)
    tensor = lambda *shape: torch.from_numpy(rng.standard_normal(shape)).requires_grad_()
    weight = torch.from_numpy(rng.random(5) + 0.5)

    def second(module, logits, target, **kwargs):
        (first,) = torch.autograd.grad(module.cross_entropy(logits, target, reduction=reduction, **kwargs).sum(),
                                       logits, create_graph=True)
        return torch.autograd.grad((first * torch.linspace(-1, 1, first.numel()).reshape(first.shape)).sum(), logits)[0]

    for logits, target in ((tensor(4, 5), torch.tensor([0, 2, -100, 4])), (tensor(2, 5, 3), torch.tensor([[0, 1, 4], [1, 1, -100]])),
                           (tensor(5), torch.tensor(3))):
        for given, smoothing in itertools.product((None, weight), (0.0, 0.3)):
            assert torch.autograd.gradgradcheck(
                lambda x: st.cross_entropy(x, target, given, reduction=reduction, label_smoothing=smoothing), (logits,))
            torch.testing.assert_close(second(st, logits, target, weight=given, label_smoothing=smoothing),
                                       second(torch.nn.functional, logits, target, weight=given, label_smoothing=smoothing),
                                       rtol=1e-10, atol=1e-12)
        probabilities = torch.softmax(torch.from_numpy(rng.standard_normal(tuple(logits.shape))), 0 if logits.dim() == 1
                                      else 1).requires_grad_()
        for smoothing in (0.0, 0.3):
            assert torch.autograd.gradgradcheck(
                lambda x, p: st.cross_entropy(x, p, reduction=reduction, label_smoothing=smoothing),
                (logits, probabilities))
            assert torch.autograd.gradgradcheck(   # the weight too (class indices take none that requires grad)
                lambda x, p, w: st.cross_entropy(x, p, w, reduction=reduction, label_smoothing=smoothing),
                (logits, probabilities, weight.clone().requires_grad_()))


SAMPLING = [case for case in CASES if case.op in ("grid_sample", "grid_sample_3d")]


def _sampling_grids(case) -> dict:
    """The case's grid (off the kinks, past the edges), and grids of points on pixel borders (whole
    pixel coordinates: a bilinear weight's kink, bicubic's tap change, border's and reflection's
    edges) and half-way between, from two pixels before the image to two past it."""
    arguments = _tensors(case, torch.float64)
    grid, extents = arguments["grid"], torch.tensor(arguments["input"].shape[2:][::-1], dtype=torch.float64)
    half = (extents - 1) / 2 if arguments["align_corners"] else extents / 2
    centre = 0.0 if arguments["align_corners"] else 0.5
    pixels = torch.randint(-2, int(extents.max()) + 2, tuple(grid.shape), generator=torch.Generator().manual_seed(7))
    at = lambda offset: torch.where(half > 0, (pixels + offset + centre) / torch.where(half > 0, half, 1.0) - 1, 0.3)
    return {"off kinks": grid, "pixel borders": at(0.0), "half-way": at(0.5)}


def _derivatives(sample, input, grid, arguments: dict) -> list:
    """The output, the first derivatives (with a graph) at a cotangent, and the second derivatives in
    the cotangent, input and grid of their sum against other cotangents."""
    rng = torch.Generator().manual_seed(11)
    input, grid = input.clone().requires_grad_(), grid.clone().requires_grad_()
    output = sample(input, grid, **arguments)
    cotangent = torch.randn(output.shape, dtype=torch.float64, generator=rng).requires_grad_()
    first = torch.autograd.grad(output, (input, grid), cotangent, create_graph=True)
    paired = sum((g * torch.randn(g.shape, dtype=torch.float64, generator=rng)).sum() for g in first)
    second = torch.autograd.grad(paired, (cotangent, input, grid), allow_unused=True)
    return [output, *first, *(torch.zeros_like(leaf) if s is None else s for s, leaf in zip(second, (cotangent, input, grid)))]


@pytest.mark.parametrize("case", SAMPLING, ids=[case.id for case in SAMPLING])
def test_grid_samples_second_derivatives_are_torchs(case):
    """grid_sample's first derivative with a graph and its second derivatives (in the gradient, input
    and grid) equal PyTorch's (its grid_sampler double backward), where central differences cannot
    check them too: on pixel borders and half-way, inside and outside the image."""
    arguments = _tensors(case, torch.float64)
    options = {name: arguments[name] for name in ("mode", "padding_mode", "align_corners")}
    for kind, grid in _sampling_grids(case).items():
        found = _derivatives(getattr(st, case.op), arguments["input"], grid, options)
        expected = _derivatives(torch.nn.functional.grid_sample, arguments["input"], grid, options)
        for which, (a, b) in enumerate(zip(found, expected)):
            torch.testing.assert_close(a, b, rtol=1e-10, atol=1e-12, msg=lambda m: f"{kind}, item {which}: {m}")


@pytest.mark.parametrize("mode", ["bilinear", "nearest", "bicubic"])
def test_grid_samples_first_derivative_with_a_graph_is_the_kernels(mode):
    """The composed first derivative (create_graph) is the kernels' where the grid holds NaN, +-inf
    or a coordinate past the int range: padded, clipped and moved outside as they do (the 3-D
    kernels' rule on 5-D input), never a different gradient for asking for a graph."""
    rng = np.random.default_rng(13)
    special = [np.nan, np.inf, -np.inf, 3e9, -3e9, 0.25, 1.0, -1.0]
    for rank in (4, 5) if mode != "bicubic" else (4,):
        input = torch.from_numpy(rng.standard_normal((2, 2, 3, 4, 5)[:rank]))
        grid = torch.from_numpy(rng.choice(special, size=(2, 3, 4, 5, rank - 2)[:rank - 1] + (rank - 2,)))
        for padding_mode in ("zeros", "border", "reflection"):
            for align_corners in (False, True):
                found = []
                for create_graph in (False, True):
                    leaves = [input.clone().requires_grad_(), grid.clone().requires_grad_()]
                    out = st.grid_sample(*leaves, mode, padding_mode, align_corners)
                    found.append(torch.autograd.grad(out.sum(), leaves, create_graph=create_graph))
                for plain, graphed in zip(*found):
                    torch.testing.assert_close(graphed, plain, rtol=1e-12, atol=1e-12, equal_nan=True)


@pytest.mark.parametrize("mode", ["bilinear", "nearest", "bicubic"])
def test_grid_samples_hessian_by_reverse_over_reverse_is_torchs(mode):
    """torch.func.jacrev of grad and of jacrev (reverse over reverse, the composed backward under vmap)
    over grid_sample as PyTorch's; its forward over reverse (torch.func.hessian) PyTorch has none of."""
    rng = torch.Generator().manual_seed(17)
    input = torch.randn(1, 2, 3, 4, dtype=torch.float64, generator=rng)
    grid = torch.rand(1, 2, 3, 2, dtype=torch.float64, generator=rng) * 2.6 - 1.3
    weights = torch.randn(1, 2, 2, 3, dtype=torch.float64, generator=rng)

    def of(module):
        return lambda g: (module.grid_sample(input, g, mode, "reflection", False) * weights).sum()

    for transform in (lambda f: torch.func.jacrev(torch.func.grad(f)), lambda f: torch.func.jacrev(torch.func.jacrev(f))):
        torch.testing.assert_close(transform(of(st))(grid), transform(of(torch.nn.functional))(grid),
                                   rtol=1e-10, atol=1e-12)
