"""skucat.torch's in-place forms (<op>_, and <op>(inplace=True) where torch.nn.functional's <op> has
that argument) against PyTorch's own in-place ops. The ops are derived from the catalog (every plan
that writes its result over `input`), their calls from its verification cases (values, in every
element) and from the gradient cases of the op they update by (autograd, float64)."""

from __future__ import annotations

import functools
import inspect
from importlib import import_module

import ml_dtypes
import numpy as np
import pytest

import skucat
from skucat.functional import broadcast_operands
from skucat.generated.plans import PLANS
from skucat.verify.gradients import gradient_cases

torch = pytest.importorskip("torch", reason="PyTorch is not installed (install the 'torch' extra)")
st = pytest.importorskip("skucat.torch")
F = torch.nn.functional

IN_PLACE = sorted(op for op, plan in PLANS.items() if op.endswith("_")
                  and any(spec.role == "inout" and spec.name == "input" for spec in plan.tensors))


def _base(op: str) -> str:
    return op[:-1]


def _keyword(op: str) -> bool:
    """Whether PyTorch's form is torch.nn.functional's inplace=True (else Tensor.<op>_)."""
    return "inplace" in inspect.signature(getattr(skucat.ops, _base(op))).parameters


def torchs(op: str, input, **rest):
    """PyTorch's own in-place op: input updated, and returned."""
    if _keyword(op):
        return getattr(F, _base(op))(input, **rest, inplace=True)
    return getattr(input, op)(**rest)


def torchs_out_of_place(op: str, input, **rest):
    return (getattr(F, _base(op), None) or getattr(torch, _base(op)))(input, **rest)


def as_torch(value):
    if not isinstance(value, np.ndarray):
        return value
    if value.dtype == ml_dtypes.bfloat16:
        return torch.from_numpy(value.astype(np.float32)).to(torch.bfloat16)
    return torch.from_numpy(np.require(value, requirements="C").copy())


@functools.cache
def verify_calls(op: str) -> tuple[tuple[str, dict], ...]:
    """(element, arguments of skucat.ops.<op>) of each of the op's verification cases, in every element:
    each operand shaped by its row of the case's sizes, a number where the case has one."""
    plan = PLANS[op]
    module = import_module(f"skucat.reference.{plan.family}")
    found = []
    for sku in {sku.element: sku for sku in plan.skus}.values():
        for case in getattr(module, f"cases_{op}")(sku, np.random.default_rng(0)):
            fields, inputs = case.fields, case.inputs
            rows = dict(zip(["out", *broadcast_operands(plan)], inputs["sizes"].tolist())) if "sizes" in inputs else {}
            if rows:   # an operand PyTorch takes 0-d only (masked_fill's value) as one
                rows = dict(zip(rows, module.shaped(_base(op), list(rows), list(rows.values()))))
            arguments = {}
            tensor_of = {argument: tensor for tensor, argument in plan.functional.tensors.items()}   # clamp's min: lower
            for name in plan.functional.arguments:
                tensor = tensor_of.get(name, name)
                if tensor in inputs:
                    arguments[name] = inputs[tensor].reshape(rows[tensor]) if rows else inputs[tensor]
                elif fields.get(f"has_{tensor}") is False:
                    arguments[name] = fields[f"{tensor}_value"]
                elif name in fields:
                    arguments[name] = fields[name]
            found.append((sku.element, arguments))
    return tuple(found)


def _tensors(arguments: dict) -> dict:
    return {name: as_torch(value) for name, value in arguments.items()}


def _split(arguments: dict) -> tuple:
    rest = dict(arguments)
    return rest.pop("input"), rest


def _same(a, b):
    """Bit for bit, elementwise (a NaN is the same as a NaN)."""
    a, b = a.double(), b.double()
    return ((a == b) & (torch.signbit(a) == torch.signbit(b))) | (a.isnan() & b.isnan())


def _cloned(arguments: dict) -> dict:
    return {name: value.clone() if isinstance(value, torch.Tensor) else value for name, value in arguments.items()}


# ---- the set of functions

def test_every_in_place_form_of_the_catalog_has_its_function():
    updating = {op for op, plan in PLANS.items() if any(spec.role == "inout" for spec in plan.tensors)}
    assert len(IN_PLACE) >= 14 and set(st._IN_PLACE) == updating == set(IN_PLACE) | {"embedding_renorm"}
    for op in [*IN_PLACE, "embedding_renorm"]:
        function = getattr(st, op)
        expected = [p for name, p in inspect.signature(getattr(skucat.ops, op)).parameters.items() if name != "stream"]
        assert list(inspect.signature(function).parameters.values()) == expected, op
        schema = getattr(torch.ops.skucat, op).default._schema
        written = [argument.name for argument in schema.arguments if argument.alias_info and argument.alias_info.is_write]
        assert written == [st._UPDATED[op]] == ["input" if op in IN_PLACE else "weight"] and not schema.returns, op


# ---- values, identity, version

@pytest.mark.parametrize("op", IN_PLACE)
def test_values_equal_pytorchs_in_place_op_and_input_is_updated_and_returned(op):
    """Over every verification case: input's own memory updated (data_ptr, the same object returned,
    its version increased), bit for bit the out-of-place op's result; against PyTorch's in-place op,
    bit for bit wherever the out-of-place ops agree bit for bit, else within their largest difference."""
    for element, arguments in verify_calls(op):
        tensors = _tensors(arguments)
        input, rest = _split(tensors)
        ours, theirs = input.clone(), input.clone()
        pointer, version = ours.data_ptr(), ours._version
        returned = getattr(st, op)(ours, **_cloned(rest))
        assert returned is ours and ours.data_ptr() == pointer and ours._version > version, (op, element)
        out_of_place = getattr(st, _base(op))(input.clone(), **_cloned(rest))
        assert _same(ours, out_of_place).all(), (op, element)
        assert torchs(op, theirs, **_cloned(rest)) is theirs
        agree = _same(out_of_place, torchs_out_of_place(op, input.clone(), **_cloned(rest)))
        assert _same(ours, theirs)[agree].all(), (op, element)
        expected = torchs_out_of_place(op, input.clone(), **_cloned(rest)).double()
        bound = (out_of_place.double() - expected)[~agree].abs().nan_to_num(0.0).max() if (~agree).any() else 0.0
        torch.testing.assert_close(ours.double(), theirs.double(), rtol=0, atol=float(bound), equal_nan=True)
        for name, value in rest.items():   # other arguments untouched
            assert not isinstance(value, torch.Tensor) or torch.equal(value, tensors[name]), (op, name)


@pytest.mark.parametrize("op", [op for op in IN_PLACE if _keyword(op)])
def test_inplace_true_is_the_in_place_form(op):
    element, arguments = verify_calls(op)[0]
    input, rest = _split(_tensors(arguments))
    ours, theirs = input.clone(), input.clone()
    assert getattr(st, _base(op))(ours, **rest, inplace=True) is ours
    expected = getattr(st, op)(input.clone(), **rest)
    torch.testing.assert_close(ours, expected, rtol=0, atol=0, equal_nan=True)
    assert getattr(F, _base(op))(theirs, **rest, inplace=True) is theirs


def _two_dimensional(op: str) -> dict:
    """A float64 verification call whose input has two dims of more than one element: a case's as it
    is, or, where input is the only array, made 2-d."""
    for element, arguments in verify_calls(op):
        input = arguments["input"]
        if element != "f64":
            continue
        if input.ndim == 2 and min(input.shape) > 1:
            return arguments
        if input.size >= 4 and not any(isinstance(v, np.ndarray) for name, v in arguments.items() if name != "input"):
            return {**arguments, "input": input[:input.size // 2 * 2].reshape(2, -1)}
    raise AssertionError(f"{op}: no verification case of two dims")


NON_CONTIGUOUS = {"transposed": lambda t: t.t().contiguous().t(),
                  "strided": lambda t: torch.repeat_interleave(t, 2, -1)[..., ::2]}


@pytest.mark.parametrize("how", NON_CONTIGUOUS)
@pytest.mark.parametrize("op", IN_PLACE)
def test_a_non_contiguous_input_is_updated_in_place(op, how):
    """A transposed input, and a view with a step, updated where it lies: as the contiguous update,
    without autograd recording and through a non-leaf with it (its gradients PyTorch's)."""
    input, rest = _split(_tensors(_two_dimensional(op)))
    make = NON_CONTIGUOUS[how]
    expected = getattr(st, op)(input.clone(), **rest)
    ours = make(input)
    pointer = ours.data_ptr()
    assert not ours.is_contiguous() and getattr(st, op)(ours, **rest) is ours and ours.data_ptr() == pointer
    torch.testing.assert_close(ours, expected, rtol=0, atol=0, equal_nan=True)
    grad = torch.from_numpy(np.random.default_rng(2).standard_normal(tuple(input.shape)))
    results = []
    for function in (_ours, torchs):
        leaf = input.clone().requires_grad_()
        updated = make(leaf * 1)
        assert function(op, updated, **rest) is updated
        results.append((updated.detach(), *torch.autograd.grad(updated, leaf, grad)))
    torch.testing.assert_close(results[0][0], expected, rtol=0, atol=0, equal_nan=True)
    torch.testing.assert_close(results[0][1], results[1][1], rtol=1e-12, atol=1e-12)


# ---- autograd

def gradient_calls():
    """The gradient cases of each in-place form's op, input made the broadcast shape where it is not."""
    forms = {_base(op): op for op in IN_PLACE}
    for case in gradient_cases():
        if case.op not in forms:
            continue
        arguments = {name: value for name, value in case.arguments().items()
                     if name in PLANS[forms[case.op]].functional.arguments}
        full = np.broadcast_shapes(*(np.shape(v) for v in arguments.values() if isinstance(v, np.ndarray)))
        arguments["input"] = np.broadcast_to(arguments["input"], full).copy()   # input of the broadcast shape
        yield pytest.param(forms[case.op], arguments, case.wrt, id=case.id)


def _grads(function, op, arguments: dict, wrt, grad, input_requires_grad: bool):
    """The gradients of leaves (copies of the tensors named in `wrt`) through function(op, input, ...)
    on a non-leaf input (a copy of one, or of a tensor that requires no grad)."""
    leaves = {name: arguments[name].clone().requires_grad_() for name in wrt
              if name != "input" or input_requires_grad}
    tensors = {**arguments, **leaves}
    input, rest = _split(tensors)
    updated = input * 1 if input.requires_grad else input.clone()
    pointer, version = updated.data_ptr(), updated._version
    assert function(op, updated, **rest) is updated and updated.data_ptr() == pointer and updated._version > version
    return updated.detach(), torch.autograd.grad(updated, list(leaves.values()), grad)


def _ours(op, input, **rest):
    return getattr(st, op)(input, **rest)


@pytest.mark.parametrize("op, arguments, wrt", list(gradient_calls()))
def test_gradients_through_a_non_leaf_equal_pytorchs(op, arguments, wrt):
    tensors = _tensors(arguments)
    grad = torch.from_numpy(np.random.default_rng(1).standard_normal(tuple(tensors["input"].shape)))
    for input_requires_grad in (True, False):
        if not input_requires_grad and wrt == ("input",):
            continue
        ours, mine = _grads(_ours, op, tensors, wrt, grad, input_requires_grad)
        theirs, wanted = _grads(torchs, op, tensors, wrt, grad, input_requires_grad)
        torch.testing.assert_close(ours, theirs, rtol=1e-12, atol=1e-12, equal_nan=True)
        for gradient, expected in zip(mine, wanted):
            torch.testing.assert_close(gradient, expected, rtol=1e-10, atol=1e-12)


@pytest.mark.parametrize("op", IN_PLACE)
def test_a_leaf_that_requires_grad_is_refused_as_by_torch_and_updated_under_no_grad(op):
    element, arguments = next((e, a) for e, a in verify_calls(op) if e == "f64" and a["input"].size > 1)
    input, rest = _split(_tensors(arguments))
    for make in (lambda t: t, lambda t: t.view_as(t)):   # a leaf, and a view of one
        ours, theirs = input.clone().requires_grad_(), input.clone().requires_grad_()
        with pytest.raises(RuntimeError, match="leaf"):
            torchs(op, make(theirs), **rest)
        with pytest.raises(RuntimeError, match="leaf") as raised:
            getattr(st, op)(make(ours), **rest)
        assert isinstance(raised.value, skucat.SkucatError) and torch.equal(ours.detach(), input)
        with torch.no_grad():   # an optimizer's step
            assert getattr(st, op)(make(ours), **rest) is not None
            torchs(op, make(theirs), **rest)
        assert ours.requires_grad and ours.is_leaf
        torch.testing.assert_close(ours.detach(), theirs.detach(), rtol=1e-12, atol=1e-12, equal_nan=True)


@pytest.mark.parametrize("op", IN_PLACE)
def test_an_update_without_autograd_is_seen_by_a_backward_that_saved_the_tensor(op):
    """The kernel's update (no gradient recorded) bumps input's version as torch's in-place ops do:
    a backward that saved the tensor refuses."""
    element, arguments = next((e, a) for e, a in verify_calls(op) if e == "f64")
    input, rest = _split(_tensors(arguments))
    leaf = input.clone().requires_grad_()
    saved = leaf.exp()   # exp's backward reads its result
    with torch.no_grad():
        getattr(st, op)(saved, **rest)
    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        saved.sum().backward()


def test_a_wrong_shape_or_shared_memory_is_refused_before_anything_is_updated():
    for grad in (False, True):
        input = torch.ones(3, 1, dtype=torch.float64)
        other = torch.full((3, 4), 2.0, dtype=torch.float64, requires_grad=grad)
        with pytest.raises(skucat.ShapeError, match="broadcast shape") as raised:
            st.div_(input, other)
        assert isinstance(raised.value, RuntimeError) and torch.equal(input, torch.ones(3, 1, dtype=torch.float64))
    with pytest.raises(skucat.DTypeError, match="input must be a torch tensor"):
        st.relu_(np.ones(3))
    for grad in (False, True):   # elements sharing memory: refused, as by torch, before anything runs
        input = torch.linspace(-1, 1, 4, dtype=torch.float64, requires_grad=grad) * 1
        with pytest.raises(RuntimeError, match="memory"):
            input.detach().expand(3, 4).relu_()
        with pytest.raises(skucat.LayoutError, match="share memory") as raised:
            st.relu_(input.expand(3, 4))
        assert isinstance(raised.value, RuntimeError) and torch.equal(input, torch.linspace(-1, 1, 4, dtype=torch.float64))


# ---- the custom op: torch.compile, opcheck

@pytest.mark.parametrize("op", IN_PLACE)
def test_torch_compile_updates_the_input(op):
    element, arguments = next((e, a) for e, a in verify_calls(op) if e == "f32")
    input, rest = _split(_tensors(arguments))
    names = list(rest)

    def update(x, *others):
        return getattr(st, op)(x, **dict(zip(names, others)))

    torch._dynamo.reset()   # (one code object for every op: its compilations would pass the recompile limit)
    compiled = torch.compile(update, backend="aot_eager", fullgraph=True)
    ours, theirs = input.clone(), input.clone()
    version = ours._version
    assert compiled(ours, *rest.values()) is ours and ours._version > version
    torch.testing.assert_close(ours, getattr(st, op)(theirs, **rest), rtol=0, atol=0, equal_nan=True)
    # autograd recording, compiled: the gradient of a non-leaf's update
    leaf = input.clone().double().requires_grad_()
    doubled = {name: v.double() if isinstance(v, torch.Tensor) and v.is_floating_point() else v for name, v in rest.items()}
    (got,) = torch.autograd.grad(compiled(leaf * 1, *doubled.values()).sum(), leaf)
    (expected,) = torch.autograd.grad(torchs(op, leaf * 1, **doubled).sum(), leaf)
    torch.testing.assert_close(got, expected, equal_nan=True)


@pytest.mark.parametrize("op", IN_PLACE)
def test_opcheck_schema_fake_and_aot_dispatch(op):
    element, arguments = next((e, a) for e, a in verify_calls(op) if e == "f32")
    bound = inspect.signature(getattr(st, op)).bind(**_tensors(arguments))
    bound.apply_defaults()
    values = st._values(st._converters(op), st._numbers(st._SCHEMAS[op][0]), bound.arguments)
    result = torch.library.opcheck(getattr(torch.ops.skucat, op).default, values)
    assert set(result.values()) == {"SUCCESS"}, result
