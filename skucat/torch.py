"""The PyTorch bridge: every differentiable op of the catalog as a function of torch tensors, named
and called as its skucat.ops (PyTorch's) counterpart, differentiable by torch's autograd and
traceable by torch.compile.

    import skucat.torch
    out = skucat.torch.grid_sample(input, grid, align_corners=False)   # torch tensors in and out
    out.sum().backward()                                                # runs grid_sample_backward

Each op is a torch custom op, torch.ops.skucat.<op>, whose schema is the catalog's
(generated/ops.py TORCH_SCHEMAS). It returns the op's outputs, then the outputs its adjoint reads
that the op does not return (aten's saved tensors, e.g. layer_norm's mean and rstd), which the
function here hides. Its fake (meta) implementation runs the op in shape-only mode
(skucat.functional.dry) on zeros of the fake tensors' shapes and dtypes, so no shape rule is
written twice; its backward is another custom op, torch.ops.skucat.<op>_pullback, which runs the
catalog adjoint. Under torch.compile both are opaque nodes of the graph; output shapes depend on
argument values and input shapes only, so shapes specialise. An eager call on plain CPU or CUDA
tensors skips the dispatcher's cost (tens of microseconds a call): it runs the same forward
directly, or as a torch.autograd.Function with the same pullback where a gradient is wanted.

The catalog's in-place forms (<op>_, PyTorch's Tensor.<op>_ or F.<op>(inplace=True)) update input
where it lies and return it: where autograd records, as torch's copy_ of the differentiable op's
result; else by the in-place kernel on input's memory, through torch.ops.skucat.<op>_ (declared as
updating input, returning nothing) where the dispatcher must see it. embedding_renorm
(torch.embedding_renorm_) updates weight the same way; embedding's and embedding_bag's max_norm run it
first, under no_grad, as torch.nn.functional's do. embedding's sparse=True gives weight a sparse COO
gradient, as aten's embedding_sparse_backward.

A call that carries a tangent (torch.autograd.forward_ad's dual tensors, torch.func.jvp) runs as a
torch.autograd.Function over the same custom ops whose jvp is the rule skucat.autodiff derives from
the catalog (Rule.tangent: the op on the tangents where it is linear, the adjoint of each tangent at
the broadcast shape where it is elementwise), or the one the catalog states (Rule.jvp, the sum of a
term of catalog ops per argument, through torch.ops.skucat.<op>_tangent); an op without one refuses
the call, and a rule a tangent of an argument it has no term for, never dropping the tangent.

Tensors cross without a copy through DLPack (a non-contiguous tensor is copied first): CPU tensors
run on the host backend with as many workers as torch's intra-op threads (torch.set_num_threads),
CUDA tensors on the cuda backend, on torch's current stream; bf16 travels as an int16 view. Outputs
and gradients come back in PyTorch's memory format (channels_last where aten keeps it, _FORMATS): a
copy of the contiguous result where that differs.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import inspect
import sys
import types

import numpy as np

from . import composition, dtypes, functional, replay
from .functional import broadcast_operands
from .errors import (DependencyError, DTypeError, InvalidArgumentError, LayoutError, ShapeError, SkucatError,
                     UnsupportedError)

try:
    import torch
except ImportError as exc:
    raise DependencyError(f"skucat.torch needs PyTorch: pip install 'skucat[torch]' ({exc})") from None

from torch._prims_common import suggest_memory_format   # (Tensor.suggest_memory_format, which Python lacks)

from . import batching   # (after torch: it is torch's)
from .autodiff import rules
from .generated import ops as skucat_ops
from .generated.ops import TORCH_SCHEMAS
from .generated.plans import PLANS

_TORCH_DTYPES = {dtypes.numpy_dtype(name): getattr(torch, dtypes.numpy_dtype(name).name)
                 for name in dtypes.DTYPES if hasattr(torch, dtypes.numpy_dtype(name).name)}
_NUMPY_DTYPES = {torch_dtype: numpy_dtype for numpy_dtype, torch_dtype in _TORCH_DTYPES.items()}
_BF16 = _NUMPY_DTYPES[torch.bfloat16]   # (the very dtype _array looks up: compared by identity)

__all__ = sorted(rules())


# ---- tensors and arrays

def _array(tensor, name: str, fake: bool, writeable: bool = False):
    """A tensor as an array of its backend sharing its memory (read-only on the host unless `writeable`,
    so that an op that would update an argument in place refuses), or zeros of its shape and dtype
    when `fake`."""
    dtype = _NUMPY_DTYPES.get(tensor.dtype)
    if dtype is None:
        raise DTypeError(f"{name} has dtype {tensor.dtype}, which no skucat op takes "
                         f"(known: {sorted(str(d) for d in _NUMPY_DTYPES)})")
    if tensor.layout != _STRIDED:
        raise UnsupportedError(f"{name} is a {tensor.layout} tensor: skucat ops take dense (strided) tensors; "
                               f"pass {name}.to_dense()")
    if fake:
        return np.zeros(tuple(tensor.shape), dtype)
    bf16 = dtype is _BF16
    if bf16:   # numpy's and CuPy's DLPack have no bfloat16
        tensor = tensor.detach().view(torch.int16)
    tensor = tensor.contiguous()
    if tensor.is_cpu:
        array = tensor.numpy(force=True)   # detached, a view (a third of np.from_dlpack's cost)
        if not writeable:
            array.setflags(write=False)
    elif tensor.is_cuda:
        import cupy

        array = cupy.from_dlpack(tensor.detach().resolve_neg())   # (DLPack drops torch's lazy negation)
    else:
        raise UnsupportedError(f"{name} is on {tensor.device}: skucat runs CPU and CUDA tensors")
    return array.view(_BF16) if bf16 else array


def _tensor(array, device, fake: bool):
    """An array as a tensor on `device` sharing its memory, or an empty (fake) tensor of its shape
    and dtype when `fake`."""
    if fake:
        return torch.empty(array.shape, dtype=_TORCH_DTYPES[array.dtype], device=device)
    if array.dtype == _BF16:
        return _tensor(array.view(np.int16), device, fake).view(torch.bfloat16)
    if type(array) is np.ndarray and array.flags.writeable:   # torch.from_numpy warns of a read-only one
        return torch.from_numpy(array)   # half torch.from_dlpack's cost
    return torch.from_dlpack(array)


@functools.cache
def _host(threads: int):
    """The skucat stream for CPU tensors: the host's, with as many workers as torch has threads."""
    from .stream import Stream

    return Stream.host(workers=threads)


@contextlib.contextmanager
def _cuda_stream(device):
    """Within it, CuPy's current stream is torch's current one on `device`, so that kernels run in
    torch's order; its value is the skucat stream there."""
    import cupy

    from .stream import Stream

    with cupy.cuda.ExternalStream(torch.cuda.current_stream(device).cuda_stream, device.index):
        yield Stream.cuda(device.index)


def _stream(device, fake: bool):
    """A context whose value is the skucat stream for tensors on `device` (torch's current one for
    CUDA, current within it); none for a fake run. (Not a generator's context on the host, whose
    entry and exit cost more than the rest of a small call's stream.)"""
    if device.type == "cuda" and not fake:
        return _cuda_stream(device)
    return contextlib.nullcontext(None if fake else _host(torch.get_num_threads()))


_CPU, _TENSOR, _STRIDED = torch.device("cpu"), torch.Tensor, torch.strided


def _device(values):
    """The device of the first tensor among `values` (the CPU where there is none)."""
    for value in values:
        if isinstance(value, torch.Tensor):
            return value.device
    return _CPU


def _run(op: str, function, arguments: dict, fake: bool, results, device):
    """results(function(**arrays, stream=...), {op: outputs its plan wrote}, device, arrays), `arrays`
    the arguments with each tensor as an array, on `device`, the first tensor's (its stream current
    throughout); a fake run on zeros, in shape-only mode, on no stream."""
    try:
        if fake or device.type != "cuda":
            return _run_on(None if fake else _host(torch.get_num_threads()), function, arguments, fake, results,
                           device)
        with _cuda_stream(device) as stream:
            return _run_on(stream, function, arguments, fake, results, device)
    except LayoutError as exc:   # an in-place update (refused by updates_refused), or a read-only input
        raise UnsupportedError(f"skucat.torch.{op} does not update its arguments in place, as this call would "
                               f"({exc})") from None


def _run_on(stream, function, arguments: dict, fake: bool, results, device):
    arrays = {name: _array(v, name, fake) if isinstance(v, _TENSOR) else v for name, v in arguments.items()}
    token = replay.updates_refused.set(True)   # before anything runs, device arrays included
    try:
        with functional.saving() as saved:
            if fake:
                with functional.dry():
                    result = function(**arrays, stream=stream)
            else:
                result = function(**arrays, stream=stream)
    finally:
        replay.updates_refused.reset(token)
    return results(result, saved, device, arrays)


def _outputs(op: str, values, count: int) -> tuple:
    if count == 1 and type(values) is np.ndarray:
        return (values,)
    values = values if isinstance(values, tuple) else (values,)
    if len(values) != count or any(type(v) is not np.ndarray and not hasattr(v, "__dlpack__") for v in values):
        raise UnsupportedError(f"skucat.torch.{op}: the op returned {values!r}, not {count} arrays")
    return values


@functools.cache
def _rank(op: str, output: str) -> int:
    text = next(spec.shape_text for spec in PLANS[op].tensors if spec.name == output)
    return 0 if text == "[]" else text.count(",") + 1


# An output the adjoint reads that the call did not write (its `when` false, or another op ran) travels
# as an empty tensor of one more dimension than the catalog's shape, which no written output has.
def _absent(output: str, op: str, device):
    return torch.empty((0,) * (_rank(op, output) + 1), device=device)


# PyTorch's memory formats where its results are not plainly contiguous, as skucat computes them.
# aten's upsampling (structured kernels: their meta functions say it, for every device) writes the
# output in the format its input suggests (channels_last stays channels_last) and the input's gradient
# in the one the incoming gradient suggests, but for bicubic's backward, which writes it contiguous.
# Its grid sampler writes contiguous outputs and gradients whatever the input's format. A cast
# (preserve_format) keeps its input's format, and its gradient the incoming one's (strides other than
# the channels_last ones come back contiguous here).
# op -> {output, or "grad_" + argument for its gradient: (the argument, or "_grad" for the incoming
# gradient, whose suggested format it takes; None or a test of the call's arguments for when it does)}
_FORMATS = {
    # 5-D: area's (adaptive_avg_pool3d's) output and nearest's and area's input gradients contiguous
    "interpolate": {"out": ("input", lambda arguments: arguments["mode"] != "area" or arguments["input"].dim() != 5),
                    "grad_input": ("_grad", lambda arguments: arguments["mode"] != "bicubic" if arguments["input"].dim()
                                   != 5 else arguments["mode"] == "trilinear")},
    "to": {"out": ("input", None), "grad_input": ("_grad", None)},
    # aten's adaptive average pooling writes both in its input's suggested format
    "adaptive_avg_pool2d": {"out": ("input", None), "grad_input": ("input", None)},
}


def _formatted(formats: dict, results: dict, arguments: dict) -> dict:
    """`results` (name -> tensor), each one `formats` (an op's _FORMATS) names in PyTorch's memory format
    for the call's `arguments` (tensors by name): a copy where it is not already in it, but for an
    argument passed through (Tensor.to's no-op), which stays itself."""
    for name, (source, when) in formats.items():
        like = arguments.get(source)
        if name in results and isinstance(like, torch.Tensor) and results[name].dim() == like.dim() \
                and results[name] is not like and (when is None or when(arguments)):   # (an empty tensor of
            # another rank stands for none)
            results[name] = results[name].contiguous(memory_format=suggest_memory_format(like))
    return results


# ---- the custom ops

def _parameters(schema: str) -> tuple[tuple[str, str], ...]:
    """((type, name), ...) of a schema's argument list."""
    return tuple(tuple(argument.rsplit(" ", 1)) for argument in schema.split(", ")) if schema else ()


def _returns(count: int) -> str:
    return "Tensor" if count == 1 else f"({', '.join(['Tensor'] * count)})"


def _numbers(schema: str) -> tuple[str, ...]:
    """The arguments the catalog types "Tensor|float": a tensor or a Python number (as torch.add's other).
    A number travels in a hidden `float? _<name>_number` argument after the schema's own (torch's
    schemas have no union; aten has an overload instead)."""
    return tuple(name for kind, name in _parameters(schema) if kind == "Tensor|float")


# The ops that update an argument in place, by the op whose schema types their arguments: the in-place
# forms, <op>_ of an op here whose plan writes its result over input ({<op>_: op}), and embedding_renorm
# (torch.embedding_renorm_, which embedding's max_norm runs first); the argument each updates (its plan's
# inout tensor); and each op's (schema, saved outputs): an in-place op's schema is its op's, less what it
# does not take (torch.nn.functional's `inplace`).
_IN_PLACE = {**{op: op[:-1] for op, plan in PLANS.items() if op[:-1] in TORCH_SCHEMAS
                and any(spec.role == "inout" and spec.name == "input" for spec in plan.tensors)},
             "embedding_renorm": "embedding"}
_UPDATED = {op: next(spec.name for spec in PLANS[op].tensors if spec.role == "inout") for op in _IN_PLACE}
_SCHEMAS = {**TORCH_SCHEMAS, **{op: (", ".join(f"{kind} {name}" for kind, name in _parameters(TORCH_SCHEMAS[base][0])
                                               if name in PLANS[op].functional.arguments), ())
                                for op, base in _IN_PLACE.items()}}


def _schema(op: str) -> str:
    schema = _SCHEMAS[op][0]
    numbers = _numbers(schema)
    return ", ".join([schema.replace("Tensor|float ", "Tensor? ")] * bool(schema) +
                     [f"float? _{name}_number" for name in numbers])


def _define(op: str, rule):
    """torch.ops.skucat.<op> (forward, fake, autograd) and torch.ops.skucat.<op>_pullback (its backward)."""
    schema, saved_names = _schema(op), TORCH_SCHEMAS[op][1]
    names = tuple(name for _, name in _parameters(schema))
    returned = len(PLANS[op].functional.returns)
    forward = _forward(op, rule, names, returned, saved_names)
    count = returned + len(saved_names)
    custom = torch.library.custom_op(f"skucat::{op}", lambda *v: _single(forward(*v)), mutates_args=(),
                                     schema=f"({schema}) -> {_returns(count)}")
    custom.register_fake(lambda *v: _single(forward(*v, fake=True)))
    layout = batching.layout_of(PLANS[op], _parameters(schema), saved_names)
    if layout:
        batching.register(custom, names, layout, _NUMPY_DTYPES)
    along_dim = not layout and batching.along_dim(_parameters(schema), saved_names)
    listed = along_dim and "[" in dict((name, kind) for kind, name in _parameters(schema))["dim"]
    if along_dim:
        batching.register_along_dim(custom, names, listed)
    leading = not layout and not along_dim and batching.leading_of(PLANS[op], _parameters(schema), saved_names)
    if leading:
        batching.register_leading(custom, names, leading)

    if not rule.wrt:   # no gradient (a comparison's bool): the forward alone
        return custom, forward, lambda *values: _single(forward(*values, keep=False))
    run_pullback = _pullback_runner(op, rule)
    backward = _pullback_op(op, rule.wrt, schema, names, saved_names, run_pullback)
    if layout:
        batching.register(backward, ("_grad", *names, "_output"), layout, _NUMPY_DTYPES, rule.wrt)
    if along_dim:
        batching.register_along_dim(backward, ("_grad", *names, "_output"), listed)
    if leading:
        batching.register_leading(backward, ("_grad", *names, "_output", *(f"_saved_{n}" for n in saved_names)),
                                  leading, rule.wrt, lambda arguments: rule.wrt_of(_given(arguments)))
    setup_context, backward_of = _autograd(op, backward, names, rule.wrt, returned)
    custom.register_autograd(backward_of, setup_context=setup_context)
    # The eager forward's outputs are the op's alone: the saved ones stay arrays in the stash.
    # create_graph (grad mode on in a backward) records the pullback, which refuses a second derivative.
    first = _first_derivative(op, backward, rule, names, custom)
    stashed = _stashed_pullback(op, saved_names, first, run_pullback)
    eager = _eager_function(op, forward, _autograd(op, None, names, rule.wrt, returned, stashed))
    tangent = rule.tangent == "stated" and _tangent_op(op, rule, schema, names, saved_names)
    _TRANSFORMED[op] = _tangent_function(op, rule, custom, backward, first, tangent, names, returned)
    return custom, forward, _eager_apply(eager)


# op -> the apply of the torch.autograd.Function of a differentiable op's call under functorch's
# transforms or with a tangent: torch.library's own autograd for custom ops has no setup_context,
# which torch.func's grad, vjp and jacrev require (pytorch/pytorch#168393)
_TRANSFORMED = {}


def _tangent_function(op: str, rule, custom, backward, first, tangent_op, names: tuple[str, ...], returned: int):
    """The torch.autograd.Function of a call under functorch's transforms or carrying a tangent
    (forward_ad's dual tensors, torch.func.jvp): the custom op forward, the pullback op backward, and
    the JVP that rule.tangent derives or the catalog states (the tangent op; None: an op without
    one, whose calls with a tangent _tangent_apply refuses), itself through those custom ops
    (functorch's transforms hand it wrapped tensors); its backward `first` (_first_derivative)."""
    setup_context, backward_of = _autograd(op, first, names, rule.wrt, returned)
    jvp_of = (None if not rule.tangent else _linear_jvp(names, custom) if rule.tangent == "linear"
              else _stated_jvp(tangent_op, rule.wrt, returned) if rule.tangent == "stated"
              else _halves_jvp(names, backward, returned) if rule.tangent == "halves"
              else _elementwise_jvp(op, names, rule.wrt, backward, returned))

    def setup(ctx, inputs, output):
        setup_context(ctx, inputs, output)
        ctx.set_materialize_grads(False)   # (a tensor without a tangent gets None, not zeros: refused if not taken)
        ctx.save_for_forward(*(inputs[i] for i in ctx.tensors), *(output if isinstance(output, tuple) else (output,)))

    def jvp(ctx, *tangents):
        return _raising_torchs(tangent_of, ctx, *tangents)

    def tangent_of(ctx, *tangents):
        values, outputs = _restored(ctx)
        if not outputs[0].is_floating_point():   # (a cast to integers: no tangent, as torch's)
            return None if len(outputs) == 1 else (None,) * len(outputs)
        given = {name: t for name, t in zip(names, tangents) if t is not None}
        if jvp_of is None and given:
            _tangent_apply(op)   # (refuses: the op has no forward-mode rule)
        arguments = _given(dict(zip(names, values)))
        refused = sorted(set(given) - set(rule.tangents_of(arguments)))
        if refused:
            raise _no_tangent(op, rule, refused[0], arguments)
        tangent = jvp_of(values, outputs, given, rule.wrt_of(arguments))
        tangent = tangent.to(outputs[0].dtype)
        return tangent if len(outputs) == 1 else (tangent, *[None] * (len(outputs) - 1))

    return _vmapped_function(op, custom, setup, backward_of, jvp)


def _vmapped_function(name: str, forward, setup_context, backward, jvp):
    """The apply of a torch.autograd.Function with functorch's generated vmap rule, each list argument
    (dims, a shape) passed as one leaf of the arguments' pytree: the rule pairs an argument's tangent
    with its in_dims, which a list would flatten into several."""
    function = type(name, (torch.autograd.Function,), {
        "forward": staticmethod(lambda *values: forward(*_unwrapped(values))),
        "setup_context": staticmethod(lambda ctx, inputs, output: setup_context(ctx, _unwrapped(inputs), output)),
        "backward": staticmethod(backward), "jvp": staticmethod(jvp), "generate_vmap_rule": True})
    return lambda *values: function.apply(*(_Whole(v) if isinstance(v, (list, tuple)) else v for v in values))


@dataclasses.dataclass(frozen=True)
class _Whole:
    value: list | tuple


def _unwrapped(values) -> tuple:
    return tuple(v.value if isinstance(v, _Whole) else v for v in values)


def _first_derivative(op: str, backward, rule, names: tuple[str, ...], custom):
    """`backward` (op's pullback custom op), where a backward is recorded (create_graph, functorch's
    reverse-mode transforms), differentiable again as Rule.second says: as a torch.autograd.Function
    (the custom op's own autograd has no setup_context, which functorch's transforms require) whose own
    adjoint is the op's where the pullback varies with no differentiable argument's value ("linear":
    the op on the pullback's incoming gradients in the linear arguments' places, as derivatives.yaml
    gives embedding_backward's) or is an elementwise estimator's ("own"); the backward the catalog
    composes ("composed"); any other second derivative refused by name."""
    linear = rule.linear and _linear_jvp(names, custom)

    def setup_context(ctx, inputs, output):
        ctx.inputs, ctx.arguments = inputs, inputs[1:1 + len(names)]

    own_adjoint = lambda ctx: _own_adjoint(op, rule, _given(dict(zip(names, ctx.arguments))), linear)  # noqa: E731

    def tangent(ctx, t_grad, *tangents):   # linear in the gradient, and in nothing else it reads
        own_adjoint(ctx)
        return None if t_grad is None else backward(t_grad, *ctx.inputs[1:])

    def second(ctx, *cotangents):
        if own_adjoint(ctx):
            return (None if cotangents[0] is None else backward(cotangents[0], *ctx.inputs[1:]),
                    *[None] * (len(ctx.inputs) - 1))
        given = dict(zip(names, ctx.arguments))
        tangents = {name: v for name, v in zip(rule.wrt, cotangents) if name in rule.linear
                    and v is not None and isinstance(given[name], torch.Tensor) and v.shape == given[name].shape}
        wrt = tuple(name for name in rule.wrt_of(_given(dict(given))) if name in rule.linear)
        found = linear(list(ctx.arguments), (), tangents, wrt) if tangents else None
        return (found, *[None] * (len(ctx.inputs) - 1))

    recorded = _vmapped_function(f"{op}_pullback", backward, setup_context, second, tangent)
    composed = rule.composed and _composed_pullback(op, names, rule)

    def first(*values):
        if not (torch.is_grad_enabled() or _grad_transformed()):
            return backward(*values)
        arguments = _given(dict(zip(names, values[1:1 + len(names)])))
        return composed(*values) if rule.second(arguments, _taken(rule, arguments)) == "composed" else recorded(*values)

    return first


def _taken(rule, arguments: dict) -> tuple[str, ...]:
    """The arguments of a call whose gradients its pullback gives: those with a rule that are tensors."""
    return tuple(name for name in rule.wrt_of(arguments) if isinstance(arguments[name], torch.Tensor))


def _own_adjoint(op: str, rule, arguments: dict, linear) -> bool:
    """Whether op's pullback for a call with `arguments` is its own adjoint (an elementwise estimator's:
    grad times a factor flat in the arguments) rather than linear in the gradient alone; raises where
    the call has no second derivative."""
    kind = rule.second(arguments, _taken(rule, arguments))
    if kind not in ("own", "linear"):
        raise _torch_error(UnsupportedError)(f"skucat.torch.{op} has no second derivative (double backward) "
                                             f"{'for this call' if linear else 'yet'}: the catalog gives its "
                                             f"first only{' (an estimator here)' if rule.flat(arguments) else ''}")
    return kind == "own"


def _composed_pullback(op: str, names: tuple[str, ...], rule):
    """An op's pullback (the gradient, its arguments, its output, its saved outputs), each gradient
    at its argument's shape, as the composition of skucat.torch's ops that the catalog states
    (skucat.composition): each op records its own adjoint, so the derivatives of every order follow."""
    saved_names = TORCH_SCHEMAS[op][1]
    module = sys.modules[__name__]

    def pullback(grad, *values):
        grad, *values = map(_live, (grad, *values))
        arguments = _given(dict(zip(names, values)))
        found = composition.pullback(op, rule.composed, arguments, _taken(rule, arguments), grad,
                                     values[len(names)], dict(zip(saved_names, values[len(names) + 1:])), module)
        return tuple(grad.new_empty(0) if name not in found else arguments[name].new_zeros(arguments[name].shape)
                     if composition.plain(found[name]) else   # (a constant 0: rounding_mode's)
                     composition.summed_to(found[name], arguments[name].shape, module).to(arguments[name].dtype)
                     for name in rule.wrt)

    return lambda *values: _single(pullback(*values))


def _live(value):
    """A value as a composition may take it: a tensor functorch wrapped at a level that has ended (what
    a transform's backward saved), unwrapped; a transform nested in the backward would find it there."""
    while isinstance(value, torch.Tensor) and torch._C._functorch.maybe_get_level(value) == -2:
        value = torch._C._functorch.get_unwrapped(value)
    return value


def _no_tangent(op: str, rule, name: str, arguments: dict) -> UnsupportedError:
    """The refusal of a tangent of argument `name` in a call with `arguments`, saying why."""
    term = rule.terms.get(name)
    why = f"its catalog term holds where {term[0]}" if term else \
        f"the catalog's rule takes tangents of {', '.join(rule.tangents_of(arguments)) or 'none'}"
    return UnsupportedError(f"skucat.torch.{op} has no forward-mode AD rule for argument '{name}' here ({why}): "
                            f"pass {name}.detach() or a tensor without a tangent")


def _stated_jvp(tangent_op, wrt: tuple[str, ...], returned: int):
    """The JVP the catalog states (Rule.jvp): the tangent op on the tangents of `wrt` (None for those
    without one), the call's values, its output and saved outputs."""
    def jvp_of(values: list, outputs: tuple, tangents: dict, _wrt: tuple[str, ...]):
        return tangent_op(*[tangents.get(name) for name in wrt], *values, outputs[0], *outputs[returned:])

    return jvp_of


def _linear_jvp(names: tuple[str, ...], custom):
    """The JVP of an op linear in its differentiable arguments: the op on their tangents (zeros for
    those without one), its other arguments as given."""
    def jvp_of(values: list, outputs: tuple, tangents: dict, wrt: tuple[str, ...]):
        found = custom(*[tangents.get(name, torch.zeros_like(v)) if isinstance(v, torch.Tensor) and name in wrt else v
                         for name, v in zip(names, values)])
        return found[0] if isinstance(found, tuple) else found

    return jvp_of


def _elementwise_jvp(op: str, names: tuple[str, ...], wrt: tuple[str, ...], backward, returned: int):
    """The JVP of an elementwise op (a diagonal Jacobian per operand): the sum over the operands with a
    tangent of the adjoint (the pullback op) of that tangent, the operands (and the tangent) broadcast
    to the result's shape, so that no gradient is summed to an operand's shape."""
    renamed = PLANS[op].functional.tensors
    operands = {renamed.get(name, name) for name in broadcast_operands(PLANS[op])}   # (by PyTorch's names)

    def jvp_of(values: list, outputs: tuple, tangents: dict, _wrt: tuple[str, ...]):
        shape = outputs[0].shape
        full = [v.expand(shape) if name in operands and isinstance(v, torch.Tensor) else v
                for name, v in zip(names, values)]
        total = None
        for name, tangent in tangents.items():
            found = backward(tangent.expand(shape), *full, outputs[0], *outputs[returned:])
            gradient = found[wrt.index(name)] if isinstance(found, tuple) else found
            total = gradient if total is None else total + gradient
        return total

    return jvp_of


def _halves_jvp(names: tuple[str, ...], backward, returned: int):
    """The JVP of an op over input's two halves along dim (glu): each output item reads one item of
    each half, so the adjoint at ones gives every partial; times the tangent, its halves added."""
    def jvp_of(values: list, outputs: tuple, tangents: dict, _wrt: tuple[str, ...]):
        arguments = dict(zip(names, values))
        partials = backward(torch.ones_like(outputs[0]), *values, outputs[0], *outputs[returned:])
        product, dim = partials * tangents["input"], arguments["dim"]
        half = product.shape[dim] // 2
        return product.narrow(dim, 0, half) + product.narrow(dim, half, half)

    return jvp_of


def _forward(op: str, rule, names: tuple[str, ...], returned: int, saved_names: tuple[str, ...]):
    """The forward of torch.ops.skucat.<op>: forward(*values, fake=False, keep=True, stash=None)."""
    formats, returns = _FORMATS.get(op), PLANS[op].functional.returns
    numbers = _number_names(names)

    def forward(*values, fake=False, keep=True, stash=None):
        """The op's outputs, then (keep) those its adjoint reads; `stash` (a dict) gets the arrays the
        adjoint reads: the arguments, the first output and the saved outputs."""
        def results(result, saved, device, arrays):
            written, outputs = saved.get(op, {}), _outputs(op, result, returned)
            if stash is not None:   # (and the argument tensors, whose memory formats the arrays lose)
                stash.update(arguments=arrays, output=outputs[0], tensors=dict(zip(names, values)),
                             saved={name: written[name] for name in saved_names if written.get(name) is not None})
            outputs = tuple(tensor(output, arrays) for output in outputs)
            if formats:
                outputs = tuple(_formatted(formats, dict(zip(returns, outputs)), dict(zip(names, values))).values())
            if not (keep and saved_names):
                return outputs
            return outputs + tuple(_absent(name, op, device) if written.get(name) is None else tensor(written[name])
                                   for name in saved_names)

        def tensor(array, arrays=None):
            """An output as a tensor not in an input's memory, which a custom op must not return (a hook
            may pass an input through): a copy where it is; but eager, an argument's own array among
            `arrays` passed through (Tensor.to's no-op) is that tensor itself."""
            if fake or _own(array):   # (an output of its own: no argument's)
                return _tensor(array, device, fake)
            if arrays is not None and not keep:
                passed = next((v for n, v in zip(names, values) if isinstance(v, torch.Tensor) and arrays[n] is array),
                              None)
                if passed is not None:
                    return passed
            result = _tensor(array, device, fake)
            shared = any(_within(result, _bytes(v)) for v in values if isinstance(v, torch.Tensor))
            return result.clone() if shared else result

        device = _device(values)
        return _run(op, rule.forward, _given(dict(zip(names, values)), numbers), fake, results, device)

    return forward


def _pullback_runner(op: str, rule):
    """run_pullback(grad, arguments, output, saved, fake=False): the catalog adjoint of `op`."""
    formats = _FORMATS.get(op)
    def run_pullback(grad, arguments: dict, output, saved: dict, fake: bool = False, tensors=None) -> tuple:
        """The gradients of rule.wrt (an empty tensor for none) of `grad`, at the forward's arguments,
        output and saved outputs: tensors, or arrays a forward stashed (then `tensors`, the arguments
        as given, for their memory formats)."""
        def call(_grad, _output, stream, **arrays):
            kept = {name: arrays.pop(f"_saved_{name}") for name in saved}
            return rule.pullback(_grad, types.SimpleNamespace(**arrays, stream=stream), _output, kept, stream)

        def results(grads, _saved, device, _arrays):
            found = {f"grad_{name}": torch.empty(0, device=device) if grads.get(name) is None
                     else _tensor(grads[name], device, fake) for name in rule.wrt}
            if formats:   # (the arguments here may be arrays a forward stashed; the incoming gradient is a tensor)
                _formatted(formats, found, {**arguments, **(tensors or {}), "_grad": grad})
            return tuple(found.values())

        return _run(op, call, {"_grad": grad, "_output": output, **arguments,
                               **{f"_saved_{name}": value for name, value in saved.items()}}, fake, results,
                    grad.device)

    return run_pullback


def _pullback_op(op: str, wrt: tuple[str, ...], schema: str, names: tuple[str, ...],
                 saved_names: tuple[str, ...], run_pullback):
    """torch.ops.skucat.<op>_pullback: the gradient, the op's arguments, its first output and its
    saved outputs in; the gradients of `wrt` out."""
    pullback_schema = ", ".join(["Tensor _grad", schema, "Tensor _output"] + [f"Tensor _saved_{n}" for n in saved_names])

    def pullback(*values, fake=False):
        grad, arguments = values[0], _given(dict(zip(names, values[1:1 + len(names)])))
        output, kept = values[1 + len(names)], values[2 + len(names):]
        return run_pullback(grad, arguments, output,
                            {name: t for name, t in zip(saved_names, kept) if t.dim() == _rank(op, name)}, fake)

    backward = torch.library.custom_op(f"skucat::{op}_pullback", lambda *v: _single(pullback(*v)), mutates_args=(),
                                       schema=f"({pullback_schema}) -> {_returns(len(wrt))}")
    backward.register_fake(lambda *v: _single(pullback(*v, fake=True)))
    return backward


def _tangent_op(op: str, rule, schema: str, names: tuple[str, ...], saved_names: tuple[str, ...]):
    """torch.ops.skucat.<op>_tangent: the tangents of rule.wrt (None for those without one), the op's
    arguments, its first output and its saved outputs in; the output's tangent that the catalog states
    (rule.jvp) out."""
    tangent_schema = ", ".join([f"Tensor? _t_{name}" for name in rule.wrt] + [schema, "Tensor _output"] +
                               [f"Tensor _saved_{name}" for name in saved_names])
    count = len(rule.wrt)

    def tangent(*values, fake=False):
        given = {f"_t_{name}": t for name, t in zip(rule.wrt, values) if t is not None}
        arguments, output = _given(dict(zip(names, values[count:count + len(names)]))), values[count + len(names)]
        saved = {f"_saved_{name}": t for name, t in zip(saved_names, values[count + len(names) + 1:])
                 if t.dim() == _rank(op, name)}

        def call(_output, stream, **arrays):
            tangents = {name[len("_t_"):]: arrays.pop(name) for name in given}
            kept = {name[len("_saved_"):]: arrays.pop(name) for name in saved}
            return rule.jvp(tangents, types.SimpleNamespace(**arrays, stream=stream), _output, kept, stream)

        def results(found, _saved, device, _arrays):
            result = _tensor(found, device, fake)
            return result if fake or _own(found) else result.clone()   # (never an argument's memory)

        return _run(op, call, {"_output": output, **arguments, **given, **saved}, fake, results, output.device)

    custom = torch.library.custom_op(f"skucat::{op}_tangent", lambda *v: tangent(*v), mutates_args=(),
                                     schema=f"({tangent_schema}) -> Tensor")
    custom.register_fake(lambda *v: tangent(*v, fake=True))
    return custom


def _stashed_pullback(op: str, saved_names: tuple[str, ...], backward, run_pullback):
    """pullback_stashed(grad, stash, arguments, output), the backward of the eager forward."""
    def pullback_stashed(grad, stash: dict, arguments: list, output):
        """The backward of an eager forward that stashed its arrays: the pullback on them, the gradient
        alone made an array; or, where a graph of the backward is wanted (grad mode on), the custom
        op on the saved tensors (`arguments`, `output`) and the stashed saved outputs as tensors."""
        # (a batched gradient, of vmap over the backward or autograd.grad's is_grads_batched: the
        # custom op, which torch's batching runs item by item)
        if not torch.is_grad_enabled() and torch._C._functorch.peek_interpreter_stack() is None \
                and not torch._C._functorch.is_legacy_batchedtensor(grad):
            return _single(run_pullback(grad, stash["arguments"], stash["output"], stash["saved"],
                                        tensors=stash["tensors"]))
        kept = stash["saved"]
        return backward(grad, *arguments, output, *(_tensor(kept[name], grad.device, False) if name in kept
                                                    else _absent(name, op, grad.device) for name in saved_names))

    return pullback_stashed


def _eager_function(op: str, forward, autograd: tuple):
    """The torch.autograd.Function of an eager differentiable call: `forward` stashing its arrays,
    `autograd` the (setup_context, backward) of _autograd with a stashed pullback."""
    setup_context, backward_of = autograd

    def forward_of(ctx, *values):   # a separate setup_context would cost an inspect.signature bind per call
        ctx.stash = {}
        outputs = _single(forward(*values, keep=False, stash=ctx.stash))
        setup_context(ctx, values, outputs)
        return outputs

    return type(op, (torch.autograd.Function,), {
        "forward": staticmethod(forward_of),
        "backward": staticmethod(backward_of)})


def _eager_apply(function):
    """function.apply (a torch.autograd.Function's without setup_context) for a call under no functorch
    transform, as the only caller's are: torch's apply in C on the values, functorch's dead wrappers
    unwrapped, as Function.apply does there, without its Python steps for what such a call lacks."""
    apply, unwrap = torch._C._FunctionBase.__dict__["apply"].__get__(None, function), torch._C._functorch.unwrap_if_dead

    def call(*values):
        return apply(*[unwrap(v) if isinstance(v, _TENSOR) else v for v in values])

    return call


def _autograd(op: str, backward, names: tuple[str, ...], wrt: tuple[str, ...], returned: int, stashed=None):
    """(setup_context, backward) of a differentiable op whose backward runs `backward`, the pullback
    on the saved inputs and outputs; or, where the forward stashed its arrays (ctx.stash),
    stashed(grad, ctx.stash, the saved arguments, the saved output)."""
    positions = tuple(names.index(name) for name in wrt)

    def setup_context(ctx, inputs, output):
        output = output if isinstance(output, tuple) else (output,)
        ctx.tensors = [i for i, v in enumerate(inputs) if isinstance(v, torch.Tensor)]
        ctx.arguments = [None if i in ctx.tensors else v for i, v in enumerate(inputs)]
        ctx.save_for_backward(*(inputs[i] for i in ctx.tensors), *output)
        ctx.mark_non_differentiable(*output[returned:])

    def backward_of(ctx, *grads):
        return _raising_torchs(gradients, ctx, *grads)

    def gradients(ctx, *grads):
        arguments, output = _restored(ctx)
        grad = grads[0] if grads[0] is not None else torch.zeros_like(output[0])
        if stashed:
            found = stashed(grad, ctx.stash, arguments, output[0])
        else:
            found = backward(grad, *arguments, output[0], *output[returned:])
        result, needed = [None] * len(names), ctx.needs_input_grad
        for i, gradient in zip(positions, found if isinstance(found, tuple) else (found,)):
            if needed[i] and tuple(gradient.shape) == tuple(arguments[i].shape):   # (an empty tensor: none)
                result[i] = gradient
        missing = [name for name, wanted, gradient in zip(names, needed, result) if wanted and gradient is None]
        if missing:   # a gradient wanted is never dropped silently
            raise UnsupportedError(f"skucat.torch.{op} gives no gradient of argument '{missing[0]}' for this call "
                                   f"(the catalog's adjoint gives {', '.join(wrt)} at most): pass {missing[0]}.detach()")
        return tuple(result)

    return setup_context, backward_of


def _restored(ctx) -> tuple[list, tuple]:
    """(the call's values, its tensors those setup_context saved; the outputs saved after them).
    (Reading them, torch checks none was updated in place since.)"""
    values, stored = list(ctx.arguments), ctx.saved_tensors
    for i, tensor in zip(ctx.tensors, stored):
        values[i] = tensor
    return values, stored[len(ctx.tensors):]


def _given(arguments: dict, numbers: tuple[str, ...] | None = None) -> dict:
    """The arguments of skucat.ops.<op> from those of its custom op: a number in place of its tensor
    (`numbers`: the hidden arguments that carry one, _number_names of the arguments' names)."""
    for name in _number_names(tuple(arguments)) if numbers is None else numbers:
        number = arguments.pop(name)
        if number is not None:
            arguments[name[1:-len("_number")]] = number
    return arguments


@functools.cache
def _number_names(names: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(name for name in names if name.startswith("_") and name.endswith("_number"))


def _single(outputs: tuple):
    return outputs[0] if len(outputs) == 1 else outputs


def _own(array) -> bool:
    """Whether an op's output is memory of its own: a writeable host array (the bridge's host arrays
    of tensors are read-only, and so is any view of them)."""
    return type(array) is np.ndarray and array.flags.writeable


def _bytes(tensor) -> tuple:
    """(device, first byte, end) of tensor's storage."""
    storage = tensor.untyped_storage()
    return tensor.device, storage.data_ptr(), storage.data_ptr() + storage.nbytes()


def _within(tensor, storage: tuple) -> bool:
    """Whether `tensor`'s bytes lie in a storage given by _bytes."""
    device, first, end = storage
    return tensor.numel() > 0 and first <= tensor.data_ptr() < end and tensor.device == device


# ---- the functions

def _torch_dtype(value):
    """A dtype argument (torch, numpy or catalog name) as a torch dtype."""
    if value is None or isinstance(value, torch.dtype):
        return value
    return _TORCH_DTYPES[dtypes.numpy_dtype(dtypes.name_of(value))]


def _floats(value):
    """Python ints as floats, alone or in a list (PyTorch's schema takes no int for a float); a 0-d
    tensor as its number (_held)."""
    if isinstance(value, (list, tuple)):
        return [_floats(v) for v in value]
    value = _held(value, floats=True)
    return float(value) if isinstance(value, int) and not isinstance(value, bool) else value


def _held(value, floats: bool):
    """A 0-d tensor of a real dtype (an integer one unless `floats`) as the Python number it holds, as
    PyTorch's argument parser takes one for a number (in eager calls: traced, its value is unknown);
    any other value as it is."""
    if not isinstance(value, torch.Tensor) or value.dim() or value.dtype == torch.bool or value.is_complex() \
            or value.is_floating_point() and not floats:
        return value
    if _traced([value]):
        raise UnsupportedError("a 0-d tensor given for a number argument is read in eager calls only (traced, "
                               "its value is unknown): pass a Python number")
    return value.item()


_CONVERT = {"ScalarType": _torch_dtype, "float": _floats, "int": lambda value: _held(value, floats=False)}


def _converters(op: str) -> dict:
    return {name: _CONVERT.get(kind.split("[")[0].rstrip("?")) for kind, name in _parameters(_SCHEMAS[op][0])}


def _is_number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _values(converters: dict, numbers: tuple[str, ...], arguments: dict) -> list:
    """The arguments of a call of skucat.ops.<op> (by name, defaults applied) as the values of
    torch.ops.skucat.<op>, in its schema's order; `converters` are _converters(op), `numbers`
    _numbers of its schema."""
    given = {name: float(arguments[name]) for name in numbers if _is_number(arguments[name])}
    return [None if name in given else convert(arguments[name]) if convert else arguments[name]
            for name, convert in converters.items()] + [given.get(name) for name in numbers]


def _binder(signature: inspect.Signature):
    """A function (args, kwargs) -> {name: value, defaults applied}, as signature.bind and
    apply_defaults give, without their cost in the usual call; anything unusual (a missing or
    unknown argument, one given twice) goes to signature.bind, which raises its TypeError."""
    kinds = inspect.Parameter
    parameters = signature.parameters.values()
    if any(p.kind in (kinds.VAR_POSITIONAL, kinds.VAR_KEYWORD, kinds.POSITIONAL_ONLY) for p in parameters):
        positional = None
    else:
        positional = tuple(p.name for p in parameters if p.kind == kinds.POSITIONAL_OR_KEYWORD)
    names = frozenset(signature.parameters)
    defaults = {p.name: p.default for p in parameters if p.default is not kinds.empty}

    def bind(args: tuple, kwargs: dict) -> dict:
        if positional is not None and len(args) <= len(positional):
            given = dict(zip(positional, args))
            if kwargs.keys() <= names and not kwargs.keys() & given.keys():
                arguments = {**defaults, **given, **kwargs}
                if len(arguments) == len(names):   # every parameter has its value
                    return arguments
        bound = signature.bind(*args, **kwargs)
        bound.apply_defaults()
        return bound.arguments

    return bind


def _single_output(outputs):
    return outputs[0] if isinstance(outputs, tuple) else outputs


def _plain(tensors: list) -> bool:
    """Whether a call is an eager one of plain CPU or CUDA tensors that carries no tangent: no torch.compile,
    dispatch or function mode, functorch transform or forward-mode AD level, no tensor subclass; where it is,
    none of _forward_mode, _grad_transformed and _traced holds (one look at the state they read)."""
    if _FORWARD_AD._current_level >= 0 or _PEEK_INTERPRETER() is not None or _DISPATCH_MODES() > 0 \
            or _FUNCTION_MODE() or torch.compiler.is_compiling():
        return False
    for t in tensors:
        if type(t) not in _PLAIN_TENSORS or not (t.is_cpu or t.is_cuda):
            return False
    return True


_FORWARD_AD, _PEEK_INTERPRETER = torch.autograd.forward_ad, torch._C._functorch.peek_interpreter_stack
_DISPATCH_MODES, _FUNCTION_MODE = torch._C._len_torch_dispatch_stack, torch._C._is_torch_function_mode_enabled


def _traced(tensors: list) -> bool:
    """Whether a call must go through torch's dispatcher as the custom op: under torch.compile, a
    dispatch or function mode (fake tensors, tracing), a functorch transform or a tensor subclass.
    Other calls run the same forward and pullback without the dispatcher's cost: directly where no
    gradient is wanted, else as a torch.autograd.Function."""
    return (torch.compiler.is_compiling() or torch._C._len_torch_dispatch_stack() > 0 or
            torch._C._is_torch_function_mode_enabled() or torch._C._functorch.peek_interpreter_stack() is not None
            or not all(type(t) in _PLAIN_TENSORS and (t.is_cpu or t.is_cuda) for t in tensors))


_PLAIN_TENSORS = (torch.Tensor, torch.nn.Parameter)


def _forward_mode(tensors: list) -> bool:
    """Whether a tangent rides on the call: a dual tensor of torch.autograd.forward_ad, or a
    torch.func.jvp transform (functorch's Jvp interpreter)."""
    if _transformed(torch._C._functorch.TransformType.Jvp):   # (Dynamo traces no forward-mode AD)
        return True
    # (functorch's wrapped tensors have no dual to unpack: vmap has no rule for it)
    return torch.autograd.forward_ad._current_level >= 0 and torch._C._functorch.peek_interpreter_stack() is None \
        and any(torch.autograd.forward_ad.unpack_dual(t).tangent is not None for t in tensors)


def _grad_transformed() -> bool:
    """Whether a functorch reverse-mode transform (torch.func.grad, vjp, jacrev) is active."""
    return _transformed(torch._C._functorch.TransformType.Grad)


def _transformed(kind) -> bool:
    """Whether a functorch transform of `kind` is active (never while Dynamo compiles)."""
    if torch.compiler.is_compiling() or torch._C._functorch.peek_interpreter_stack() is None:
        return False
    from torch._functorch.pyfunctorch import retrieve_all_functorch_interpreters

    return any(i.key() == kind for i in retrieve_all_functorch_interpreters())


def _differentiable(op: str, wrt: tuple[str, ...], arguments: dict) -> None:
    """Refuses, as torch does, a tensor that requires grad where the op's call has no gradient for it
    (`wrt`: those it has)."""
    for name, value in arguments.items():
        if name not in wrt and isinstance(value, torch.Tensor) and value.requires_grad:
            raise UnsupportedError(f"skucat.torch.{op} is not differentiable with respect to argument '{name}' "
                                   f"here (the catalog's adjoint gives {', '.join(wrt)}): this input cannot have "
                                   f"requires_grad True; pass {name}.detach()")


def _raising_torchs(run, *args, **kwargs):
    """run(*args, **kwargs), a SkucatError it raises made also a RuntimeError (as torch's errors are)."""
    try:
        return run(*args, **kwargs)
    except SkucatError as error:
        _reraise(error)


def _reraise(error: SkucatError):
    """Raises `error`, a SkucatError, as one that is also a RuntimeError."""
    if isinstance(error, RuntimeError):
        raise error
    raise _torch_error(type(error))(*error.args).with_traceback(error.__traceback__) from None


@functools.cache
def _torch_error(cls: type) -> type:
    """`cls` (a SkucatError) made also a RuntimeError, as torch's own errors are, so that a caller's
    `except RuntimeError` and `except ValueError` (or the skucat class) both catch it; an
    UnsupportedError (what is not implemented) torch's NotImplementedError, itself a RuntimeError."""
    builtin = NotImplementedError if issubclass(cls, UnsupportedError) else RuntimeError   # (a RuntimeError too)
    return type(cls.__name__, (cls, builtin), {"__module__": cls.__module__, "__qualname__": cls.__qualname__,
                                               "__doc__": cls.__doc__})


def _function(op: str, rule, in_place=None):
    """skucat.torch.<op>: the signature of skucat.ops.<op> without `stream` (the tensors' device says it);
    inplace=True, where PyTorch's function has it, calls `in_place`, skucat.torch.<op>_."""
    custom, forward, differentiable = _define(op, rule)
    returned, converters, numbers = len(PLANS[op].functional.returns), _converters(op), _numbers(TORCH_SCHEMAS[op][0])
    # integer codes out (the aux type) or bools: no gradient flows, whatever requires grad (as torch's
    # quantize and comparisons)
    codes_out = not rule.wrt or next(spec.dtype == "aux" for spec in PLANS[op].tensors
                                     if spec.name == PLANS[op].functional.returns[0])
    signature = _signature(rule.forward)
    bind = _binder(signature)

    def call(*args, **kwargs):
        if returned != 1:   # a gradient rule takes the gradient of one output
            raise UnsupportedError(f"skucat.torch.{op}: the op returns {returned} tensors; skucat.torch takes one")
        arguments = bind(args, kwargs)
        if in_place is not None and arguments.get("inplace") is True:
            return in_place(**{name: value for name, value in arguments.items() if name != "inplace"})
        values = _values(converters, numbers, arguments)
        if not rule.wrt:   # (no gradient: a comparison's, which functorch's transforms must not record)
            values = [v.detach() if isinstance(v, torch.Tensor) else v for v in values]
        tensors = [v for v in values if isinstance(v, torch.Tensor)]
        wanted = False
        if torch.is_grad_enabled():
            for t in tensors:
                if t.requires_grad:
                    wanted = True
                    break
        plain = _plain(tensors)
        if plain and not wanted:   # (the usual eager call: none of the branches below applies)
            return _single_output(forward(*values, keep=False))
        if wanted and not codes_out and (plain or not torch.compiler.is_compiling()):   # (compiled, the
            _differentiable(op, rule.wrt_of(arguments), arguments)                   # backward refuses instead)
        if plain:   # (none of the branches below but the last two applies)
            pass
        elif _forward_mode(tensors) and (rule.tangent or not codes_out):   # (integer codes carry none, as torch's)
            return _single_output(_tangent_apply(op)(*values))
        elif op in _TRANSFORMED and _grad_transformed():
            return _single_output(_TRANSFORMED[op](*values))
        elif _traced(tensors):
            return _single_output(custom(*values))
        if wanted:
            return _single_output(_passed_through(differentiable(*values), tensors))
        # no gradient: the outputs the adjoint would read are not made tensors
        return _single_output(forward(*values, keep=False))

    return _named(op, call, signature, f"skucat.ops.{op} on torch tensors, differentiable by torch's autograd "
                                       f"(torch.ops.skucat.{op}).\n\n{inspect.getdoc(rule.forward)}")


def _signature(forward) -> inspect.Signature:
    """The signature of a skucat.ops function without `stream` and `deterministic`."""
    signature = inspect.signature(forward)
    return signature.replace(parameters=[p for name, p in signature.parameters.items()
                                         if name not in ("stream", "deterministic")])


def _named(op: str, call, signature: inspect.Signature, doc: str):
    """skucat.torch.<op>: `call`, its SkucatErrors also RuntimeErrors, named `op`, with `signature` and `doc`."""
    def function(*args, **kwargs):
        try:
            return call(*args, **kwargs)
        except SkucatError as error:
            _reraise(error)

    function.__name__ = function.__qualname__ = op
    function.__module__ = __name__
    function.__signature__ = signature
    function.__doc__ = doc
    return function


def _tangent_apply(op: str):
    """The apply of op's torch.autograd.Function for a call that carries a tangent; refuses an op without
    a forward-mode rule: a tangent is never dropped."""
    found = _TRANSFORMED.get(op)
    if found is None or not _rule(op).tangent:
        raise UnsupportedError(f"skucat.torch.{op} has no forward-mode AD rule (torch.autograd.forward_ad, "
                               f"torch.func.jvp): the catalog neither derives one (its adjoint is neither linear "
                               f"nor elementwise) nor states one; use reverse mode, or torch's own op")
    return found


def _passed_through(outputs, tensors: list):
    """outputs, the one an autograd.Function returned as a view of an argument the op passed through
    (Tensor.to's no-op) made that argument itself, as torch's op returns it."""
    if isinstance(outputs, torch.Tensor) and outputs._is_view():
        return next((t for t in tensors if t.data_ptr() == outputs.data_ptr() and t.dtype == outputs.dtype
                     and t.shape == outputs.shape and t.stride() == outputs.stride()), outputs)
    return outputs


def _rule(op: str):
    """The gradient rule of `op`, or, for an op without one (its results bool), a rule of no gradients."""
    rule = rules().get(op)
    return rule or types.SimpleNamespace(forward=getattr(skucat_ops, op), wrt=(), wrt_of=lambda arguments: (),
                                         tangent=None)


# ---- the in-place forms: PyTorch's Tensor.<op>_ and torch.nn.functional.<op>(inplace=True)

def _define_in_place(op: str):
    """torch.ops.skucat.<op> of an in-place op: the argument it updates (_UPDATED) marked Tensor(a!),
    nothing returned; its fake implementation checks the call in shape-only mode."""
    parameters, updated = _parameters(_schema(op)), _UPDATED[op]
    names = tuple(name for _, name in parameters)
    schema = ", ".join(f"{kind}(a!) {name}" if name == updated else f"{kind} {name}" for kind, name in parameters)
    custom = torch.library.custom_op(f"skucat::{op}", lambda *v: _update(op, names, v), mutates_args=(updated,),
                                     schema=f"({schema}) -> ()")
    custom.register_fake(lambda *v: _update(op, names, v, fake=True))
    return custom, names


def _update(op: str, names: tuple[str, ...], values, fake: bool = False) -> None:
    """skucat.ops.<op> (an in-place op) on `values`, torch.ops.skucat.<op>'s: its result written over
    the updated argument's memory, or, where the kernel cannot write that (not C-contiguous, torch's
    lazy negation), over a contiguous copy then copied into it; a fake run on zeros, in shape-only mode."""
    arguments, updated = _given(dict(zip(names, values))), _UPDATED[op]
    tensor = arguments[updated]
    own = fake or tensor.is_contiguous() and not tensor.is_neg()
    target = tensor if own else tensor.detach().resolve_neg().contiguous()
    arrays = {name: _array(target if name == updated else v, name, fake, writeable=name == updated)
              if isinstance(v, torch.Tensor) else v for name, v in arguments.items()}
    with _stream(tensor.device, fake) as stream, functional.dry() if fake else contextlib.nullcontext():
        getattr(skucat_ops, op)(**arrays, stream=stream)
    if not own:
        with torch.no_grad():
            tensor.copy_(target)


def _recordable(op: str, tensor) -> None:
    """Refuses, as torch does, an update in place that autograd would have to record: over a leaf that
    requires grad (or a view of one), whose gradient would be lost, or by an op without a gradient."""
    base = tensor._base if tensor._is_view() else tensor
    updated, out_of_place = _UPDATED[op], _IN_PLACE[op]
    if out_of_place != op[:-1]:
        raise UnsupportedError(f"skucat.torch.{op} updates {updated} in place and has no gradient: call it "
                               f"under torch.no_grad(), as torch.nn.functional.{out_of_place} does")
    if base.is_leaf and base.requires_grad:
        what = "a view of a leaf" if base is not tensor else "a leaf"
        raise InvalidArgumentError(f"{updated} is {what} tensor that requires grad: skucat.torch.{op} cannot update "
                                   f"it in place while autograd records (as torch refuses); update it under "
                                   f"torch.no_grad(), or use skucat.torch.{out_of_place}")


def _in_place_function(op: str, out_of_place):
    """skucat.torch.<op> of an in-place op: the argument it updates updated and returned, as PyTorch's.
    Where autograd records (grad mode, a tensor that requires grad), `out_of_place` (skucat.torch's op,
    an in-place form's) on a copy of it, copied into it (torch's copy_, which autograd records); else the
    in-place kernel on its own memory, through torch.ops.skucat.<op> where torch's dispatcher must see
    the update."""
    custom, names = _define_in_place(op)
    converters, numbers, signature = _converters(op), _numbers(_SCHEMAS[op][0]), _signature(getattr(skucat_ops, op))
    bind, updated = _binder(signature), _UPDATED[op]

    def call(*args, **kwargs):
        arguments = bind(args, kwargs)
        tensor, values = arguments[updated], _values(converters, numbers, arguments)
        if not isinstance(tensor, torch.Tensor):
            raise DTypeError(f"{updated} must be a torch tensor, which skucat.torch.{op} updates in place, "
                             f"not {type(tensor).__name__}")
        tensors = [v for v in values if isinstance(v, torch.Tensor)]
        plain = _plain(tensors)
        compiling = not plain and torch.compiler.is_compiling()
        if not compiling and torch._debug_has_internal_overlap(tensor) == 1:   # (1: it has)
            raise LayoutError(f"{updated} has elements that share memory (an expanded tensor): skucat.torch.{op} "
                              f"cannot update it in place, as torch cannot; pass {updated}.clone()")
        tangent = not plain and _forward_mode(tensors) and (out_of_place is None or _tangent_apply(_IN_PLACE[op]))
        if tangent or torch.is_grad_enabled() and any(t.requires_grad for t in tensors):
            if not compiling:   # (compiled, torch's copy_ below refuses it)
                _recordable(op, tensor)
            result = out_of_place(**{**arguments, updated: tensor.clone()})   # (the clone is what it saves)
            if result.shape != tensor.shape:
                raise ShapeError(f"{updated}, which the result of skucat.torch.{op} is written over, has shape "
                                 f"{list(tensor.shape)}, not the broadcast shape {list(result.shape)}")
            tensor.copy_(result)
        elif not plain and _traced(tensors):
            custom(*values)
        else:
            _update(op, names, values)
            torch.autograd.graph.increment_version(tensor)   # as torch's in-place ops (the dispatcher, traced)
        return tensor

    return _named(op, call, signature, f"skucat.ops.{op} on torch tensors: {updated} updated in place and "
                                       f"returned, as PyTorch's (torch.ops.skucat.{op}).\n\n"
                                       f"{inspect.getdoc(getattr(skucat_ops, op))}")


# ---- torch.nn.functional's options around the embedding lookups

def _embedding_options(op: str, function, renorm):
    """skucat.torch.<op> (embedding or embedding_bag) with torch.nn.functional's max_norm: weight's
    looked-up rows renormalised in place first (`renorm`, skucat.torch.embedding_renorm, under no_grad
    as torch's), then the lookup without it; and embedding's sparse=True (_sparse_embedding)."""
    signature = function.__signature__
    bind = _binder(signature)

    def call(*args, **kwargs):
        arguments = bind(args, kwargs)
        if arguments["max_norm"] is not None:
            weight = arguments["weight"]
            if isinstance(weight, torch.Tensor) and torch.autograd.forward_ad._current_level >= 0:
                weight = torch.autograd.forward_ad.unpack_dual(weight).primal   # (its values, not its tangent)
            with torch.no_grad():
                renorm(weight, arguments["input"], arguments["max_norm"], arguments["norm_type"])
            arguments["max_norm"] = None
        if arguments["sparse"] is True:
            return _sparse_embedding(op, function, arguments)
        return function(**arguments)

    return _named(op, call, signature, function.__doc__)


def _sparse_embedding(op: str, function, arguments: dict):
    """embedding or embedding_bag with sparse=True: the lookup, weight's gradient the sparse COO tensor
    aten gives (embedding_sparse_backward: a row per index, padding_idx's left out, uncoalesced;
    embedding_bag's rows first as _embedding_bag_sparse_backward makes them, _SparseBagRows)."""
    weight, psw = arguments["weight"], arguments.get("per_sample_weights")
    if op == "embedding_bag" and arguments["mode"] == "max":
        raise InvalidArgumentError("skucat.torch.embedding_bag: mode 'max' does not support sparse weights "
                                   "(sparse=True), as PyTorch's")
    wanted = [t for t in (weight, psw) if isinstance(t, torch.Tensor) and t.requires_grad]
    if not (torch.is_grad_enabled() and wanted):
        return function(**{**arguments, "sparse": False})
    if arguments["scale_grad_by_freq"]:
        raise UnsupportedError(f"skucat.torch.{op}: scale_grad_by_freq is not supported with sparse gradients "
                               f"(sparse=True), as PyTorch's embedding_backward refuses it")
    if _forward_mode(wanted) or _traced([*wanted, arguments["input"]]):
        raise UnsupportedError(f"skucat.torch.{op}: sparse=True gives a sparse gradient in eager reverse mode "
                               f"only (not under forward-mode AD or tracing); pass sparse=False")
    arguments = {**arguments, "sparse": False}
    if op == "embedding":
        return _SparseRows.apply(weight, function, arguments)
    return _SparseBagRows.apply(weight, psw, arguments)[0]


def _sparse_rows(rows, indices, padding_idx, shape):
    """aten's embedding_sparse_backward of `rows`, a gradient row per index of `indices`."""
    rows, indices = rows.reshape(indices.numel(), shape[-1]), indices.reshape(-1).long()
    if rows.numel() == 0:   # (no values, as aten's: no entries, whatever the indices)
        rows, indices = rows[:0], indices[:0]
    if padding_idx is not None:
        kept = indices != padding_idx % shape[0]
        rows, indices = rows[kept], indices[kept]
    return torch.sparse_coo_tensor(indices[None], rows, shape, check_invariants=False)


class _SparseRows(torch.autograd.Function):
    """embedding's lookup (`function` on `arguments` with weight detached) whose gradient with respect to
    weight is a sparse COO tensor of a row per index."""
    @staticmethod
    def forward(weight, function, arguments):
        return function(**{**arguments, "weight": weight.detach()})

    @staticmethod
    def setup_context(ctx, inputs, output):
        weight, _, arguments = inputs
        ctx.shape, ctx.padding_idx = weight.shape, arguments["padding_idx"]
        ctx.save_for_backward(arguments["input"])

    @staticmethod
    def backward(ctx, grad):
        (input,) = ctx.saved_tensors
        return _sparse_rows(grad, input, ctx.padding_idx, ctx.shape), None, None


class _SparseBagRows(torch.autograd.Function):
    """embedding_bag's lookup, torch.ops.skucat.embedding_bag on `arguments` (weight and
    per_sample_weights detached), whose gradient with respect to weight is a sparse COO tensor: grad's
    row of each index's bag, over the bag's size (mean) or times the index's weight, as aten's
    _embedding_bag_sparse_backward; per_sample_weights' the dense adjoint's."""
    @staticmethod
    def forward(weight, psw, arguments):
        detached = {**arguments, "weight": weight.detach(), "per_sample_weights": psw if psw is None else psw.detach()}
        return torch.ops.skucat.embedding_bag(*_values(_converters("embedding_bag"), (), detached))

    @staticmethod
    def setup_context(ctx, inputs, outputs):
        weight, psw, ctx.arguments = inputs
        ctx.mark_non_differentiable(*outputs[1:])
        ctx.save_for_backward(weight, psw, *outputs)

    @staticmethod
    def backward(ctx, grad, *_):
        weight, psw, out, bag_size, max_indices, offset2bag = ctx.saved_tensors
        arguments = {**ctx.arguments, "weight": weight, "per_sample_weights": psw}
        rows = embedding(offset2bag, grad)
        if arguments["mode"] == "mean":   # (times 1 / bag_size, as aten: not a division)
            rows = mul(rows, embedding(offset2bag, reciprocal(bag_size.to(grad.dtype))[:, None]))
        if psw is not None:
            rows = mul(rows, psw.detach().reshape(-1, 1))
        grad_psw = None
        if ctx.needs_input_grad[1]:
            _, grad_psw = torch.ops.skucat.embedding_bag_pullback(
                grad, *_values(_converters("embedding_bag"), (), arguments), out, bag_size, max_indices, offset2bag)
        return _sparse_rows(rows, arguments["input"], arguments["padding_idx"], weight.shape), grad_psw, None


def _tensor_to(function):
    """skucat.torch.to in each of Tensor.to's forms: to(dtype, ...), to(device=None, dtype=None, ...) and
    to(other, ...) (other's dtype and device), each with non_blocking, copy and memory_format. The cast
    is the catalog's `to` (`function`), whose signature names the options; the tensor stays on its
    device (another device is refused); a memory_format other than preserve_format lays the result out
    in it, as Tensor.to does."""
    cast = tuple(function.__signature__.parameters)[1:]   # the catalog's: dtype, then its options
    # The forms, by the type of the first positional argument: their positional names.
    forms = ((torch.dtype, cast), (torch.Tensor, ("other", *cast[1:])), (object, ("device", *cast)))

    def call(input, *args, **kwargs):
        if not isinstance(input, torch.Tensor):   # (the catalog's function names what is wrong with it)
            return function(input, *args, **kwargs)
        names = next(names for kind, names in forms if isinstance(args[0] if args else None, kind))
        if len(args) > len(names):
            raise InvalidArgumentError(f"skucat.torch.to takes at most {len(names)} positional arguments after input "
                                       f"({', '.join(names)}), not {len(args)}")
        given = dict(zip(names, args))
        for name, value in kwargs.items():
            if name in given or name not in {*names, "memory_format"}:
                raise InvalidArgumentError(f"skucat.torch.to: argument '{name}' is "
                                           + ("given twice" if name in given else "not one of Tensor.to's"))
            given[name] = value
        other = given.get("other")
        device = other.device if other is not None else given.get("device")
        dtype = other.dtype if other is not None else given.get("dtype")
        if device is not None and not _same_device(device, input.device):
            raise UnsupportedError(f"skucat.torch.to casts on the tensor's own device ({input.device}), not to "
                                   f"device={device}: move it with Tensor.to(device)")
        layout = given.get("memory_format", torch.preserve_format)
        if not isinstance(layout, torch.memory_format):
            raise InvalidArgumentError(f"skucat.torch.to: memory_format must be a torch.memory_format, not {layout!r}")
        out = function(input, input.dtype if dtype is None else dtype, **{name: given[name] for name in cast[1:]
                                                                           if name in given})
        # (contiguous copies a result in another layout: never the input itself, as aten's to)
        return out if layout is torch.preserve_format else out.contiguous(memory_format=layout)

    # (its signature stays the catalog's, the dtype form: one signature cannot state three)
    return _named("to", call, function.__signature__, f"{function.__doc__}\n\n{_TO_DOC}")


_TO_DOC = """Also in Tensor.to's other forms: to(device=None, dtype=None, non_blocking=False, copy=False, *,
memory_format=torch.preserve_format) and to(other, non_blocking=False, copy=False, *, memory_format=...),
which takes other's dtype and device. The tensor stays on its device (another is refused); a
memory_format other than preserve_format lays the result out in it."""


def _same_device(wanted, device) -> bool:
    """Whether `wanted` (the device an argument names; a CUDA one without index: the current one) is `device`."""
    try:
        wanted = torch.device(wanted)
    except (RuntimeError, TypeError) as exc:
        raise InvalidArgumentError(f"skucat.torch.to: device {wanted!r} is not a device ({exc})") from None
    if wanted.type != device.type or device.type == "cpu":
        return wanted.type == device.type
    return (torch.cuda.current_device() if wanted.index is None else wanted.index) == device.index


def _functions() -> dict:
    """skucat.torch's functions by name: every op's, every in-place form's (<op>_, which <op>'s
    inplace=True calls where PyTorch's function has that argument), and every other in-place op's."""
    found = {}
    for op in TORCH_SCHEMAS:
        form = f"{op}_" if f"{op}_" in _IN_PLACE else None
        found[op] = _function(op, _rule(op), form and (lambda form=form, **arguments: found[form](**arguments)))
        if form:
            found[form] = _in_place_function(form, found[op])
    for op in _IN_PLACE.keys() - found.keys():
        found[op] = _in_place_function(op, None)
    for op in ("embedding", "embedding_bag"):
        found[op] = _embedding_options(op, found[op], found["embedding_renorm"])
    found["to"] = _tensor_to(found["to"])
    return found


globals().update(_functions())
