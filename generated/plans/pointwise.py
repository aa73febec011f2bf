# Generated from catalog.yaml by codegen with templates/python/plans.py.j2. Do not edit.
"""Plans of the pointwise family."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from skucat.errors import *  # noqa: F401,F403  (the error classes checks raise)
from skucat.expr import *  # noqa: F401,F403  (the functions expressions call)
from skucat.plan import (
    CheckSpec, Descriptor, EntrySpec, FunctionalSpec, LetSpec, ParamSpec, Plan, SliceSpec, TensorSpec,
)
from skucat.sku import KernelSku

__all__ = [
    "ToDescriptor", "ToArgs", "ToPlan",
    "ReluDescriptor", "ReluArgs", "ReluPlan",
    "ReluInplaceDescriptor", "ReluInplaceArgs", "ReluInplacePlan",
    "ReluBackwardDescriptor", "ReluBackwardArgs", "ReluBackwardPlan",
    "LeakyReluDescriptor", "LeakyReluArgs", "LeakyReluPlan",
    "LeakyReluInplaceDescriptor", "LeakyReluInplaceArgs", "LeakyReluInplacePlan",
    "LeakyReluBackwardDescriptor", "LeakyReluBackwardArgs", "LeakyReluBackwardPlan",
    "EluDescriptor", "EluArgs", "EluPlan",
    "EluInplaceDescriptor", "EluInplaceArgs", "EluInplacePlan",
    "EluBackwardDescriptor", "EluBackwardArgs", "EluBackwardPlan",
    "GeluDescriptor", "GeluArgs", "GeluPlan",
    "GeluBackwardDescriptor", "GeluBackwardArgs", "GeluBackwardPlan",
    "SiluDescriptor", "SiluArgs", "SiluPlan",
    "SiluInplaceDescriptor", "SiluInplaceArgs", "SiluInplacePlan",
    "SiluBackwardDescriptor", "SiluBackwardArgs", "SiluBackwardPlan",
    "MishDescriptor", "MishArgs", "MishPlan",
    "MishInplaceDescriptor", "MishInplaceArgs", "MishInplacePlan",
    "MishBackwardDescriptor", "MishBackwardArgs", "MishBackwardPlan",
    "SoftplusDescriptor", "SoftplusArgs", "SoftplusPlan",
    "SoftplusBackwardDescriptor", "SoftplusBackwardArgs", "SoftplusBackwardPlan",
    "HardswishDescriptor", "HardswishArgs", "HardswishPlan",
    "HardswishInplaceDescriptor", "HardswishInplaceArgs", "HardswishInplacePlan",
    "HardswishBackwardDescriptor", "HardswishBackwardArgs", "HardswishBackwardPlan",
    "HardsigmoidDescriptor", "HardsigmoidArgs", "HardsigmoidPlan",
    "HardsigmoidInplaceDescriptor", "HardsigmoidInplaceArgs", "HardsigmoidInplacePlan",
    "HardsigmoidBackwardDescriptor", "HardsigmoidBackwardArgs", "HardsigmoidBackwardPlan",
    "HardtanhDescriptor", "HardtanhArgs", "HardtanhPlan",
    "HardtanhInplaceDescriptor", "HardtanhInplaceArgs", "HardtanhInplacePlan",
    "HardtanhBackwardDescriptor", "HardtanhBackwardArgs", "HardtanhBackwardPlan",
    "Relu6Descriptor", "Relu6Args", "Relu6Plan",
    "Relu6InplaceDescriptor", "Relu6InplaceArgs", "Relu6InplacePlan",
    "Relu6BackwardDescriptor", "Relu6BackwardArgs", "Relu6BackwardPlan",
    "LogsigmoidDescriptor", "LogsigmoidArgs", "LogsigmoidPlan",
    "LogsigmoidBackwardDescriptor", "LogsigmoidBackwardArgs", "LogsigmoidBackwardPlan",
    "SigmoidDescriptor", "SigmoidArgs", "SigmoidPlan",
    "SigmoidBackwardDescriptor", "SigmoidBackwardArgs", "SigmoidBackwardPlan",
    "TanhDescriptor", "TanhArgs", "TanhPlan",
    "TanhBackwardDescriptor", "TanhBackwardArgs", "TanhBackwardPlan",
    "NegDescriptor", "NegArgs", "NegPlan",
    "NegBackwardDescriptor", "NegBackwardArgs", "NegBackwardPlan",
    "SquareDescriptor", "SquareArgs", "SquarePlan",
    "SquareBackwardDescriptor", "SquareBackwardArgs", "SquareBackwardPlan",
    "AbsDescriptor", "AbsArgs", "AbsPlan",
    "AbsBackwardDescriptor", "AbsBackwardArgs", "AbsBackwardPlan",
    "ExpDescriptor", "ExpArgs", "ExpPlan",
    "ExpBackwardDescriptor", "ExpBackwardArgs", "ExpBackwardPlan",
    "LogDescriptor", "LogArgs", "LogPlan",
    "LogBackwardDescriptor", "LogBackwardArgs", "LogBackwardPlan",
    "Log1pDescriptor", "Log1pArgs", "Log1pPlan",
    "Log1pBackwardDescriptor", "Log1pBackwardArgs", "Log1pBackwardPlan",
    "Expm1Descriptor", "Expm1Args", "Expm1Plan",
    "Expm1BackwardDescriptor", "Expm1BackwardArgs", "Expm1BackwardPlan",
    "SqrtDescriptor", "SqrtArgs", "SqrtPlan",
    "SqrtBackwardDescriptor", "SqrtBackwardArgs", "SqrtBackwardPlan",
    "RsqrtDescriptor", "RsqrtArgs", "RsqrtPlan",
    "RsqrtBackwardDescriptor", "RsqrtBackwardArgs", "RsqrtBackwardPlan",
    "ReciprocalDescriptor", "ReciprocalArgs", "ReciprocalPlan",
    "ReciprocalBackwardDescriptor", "ReciprocalBackwardArgs", "ReciprocalBackwardPlan",
    "SinDescriptor", "SinArgs", "SinPlan",
    "SinBackwardDescriptor", "SinBackwardArgs", "SinBackwardPlan",
    "CosDescriptor", "CosArgs", "CosPlan",
    "CosBackwardDescriptor", "CosBackwardArgs", "CosBackwardPlan",
    "ErfDescriptor", "ErfArgs", "ErfPlan",
    "ErfBackwardDescriptor", "ErfBackwardArgs", "ErfBackwardPlan",
    "GegluDescriptor", "GegluArgs", "GegluPlan",
    "GegluBackwardDescriptor", "GegluBackwardArgs", "GegluBackwardPlan",
    "GluDescriptor", "GluArgs", "GluPlan",
    "GluBackwardDescriptor", "GluBackwardArgs", "GluBackwardPlan",
    "SwigluDescriptor", "SwigluArgs", "SwigluPlan",
    "SwigluBackwardDescriptor", "SwigluBackwardArgs", "SwigluBackwardPlan",
    "PowDescriptor", "PowArgs", "PowPlan",
    "PowBackwardDescriptor", "PowBackwardArgs", "PowBackwardPlan",
    "DivDescriptor", "DivArgs", "DivPlan",
    "DivInplaceDescriptor", "DivInplaceArgs", "DivInplacePlan",
    "DivBackwardDescriptor", "DivBackwardArgs", "DivBackwardPlan",
    "AddDescriptor", "AddArgs", "AddPlan",
    "AddInplaceDescriptor", "AddInplaceArgs", "AddInplacePlan",
    "SubDescriptor", "SubArgs", "SubPlan",
    "SubInplaceDescriptor", "SubInplaceArgs", "SubInplacePlan",
    "MulDescriptor", "MulArgs", "MulPlan",
    "MulInplaceDescriptor", "MulInplaceArgs", "MulInplacePlan",
    "MaximumDescriptor", "MaximumArgs", "MaximumPlan",
    "MaximumBackwardDescriptor", "MaximumBackwardArgs", "MaximumBackwardPlan",
    "MinimumDescriptor", "MinimumArgs", "MinimumPlan",
    "MinimumBackwardDescriptor", "MinimumBackwardArgs", "MinimumBackwardPlan",
    "ClampDescriptor", "ClampArgs", "ClampPlan",
    "ClampInplaceDescriptor", "ClampInplaceArgs", "ClampInplacePlan",
    "ClampBackwardDescriptor", "ClampBackwardArgs", "ClampBackwardPlan",
    "WhereDescriptor", "WhereArgs", "WherePlan",
    "WhereBackwardDescriptor", "WhereBackwardArgs", "WhereBackwardPlan",
    "MaskedFillDescriptor", "MaskedFillArgs", "MaskedFillPlan",
    "MaskedFillInplaceDescriptor", "MaskedFillInplaceArgs", "MaskedFillInplacePlan",
    "MaskedFillBackwardDescriptor", "MaskedFillBackwardArgs", "MaskedFillBackwardPlan",
    "LerpDescriptor", "LerpArgs", "LerpPlan",
    "LerpInplaceDescriptor", "LerpInplaceArgs", "LerpInplacePlan",
    "LerpBackwardDescriptor", "LerpBackwardArgs", "LerpBackwardPlan",
    "AddcmulDescriptor", "AddcmulArgs", "AddcmulPlan",
    "AddcmulInplaceDescriptor", "AddcmulInplaceArgs", "AddcmulInplacePlan",
    "AddcmulBackwardDescriptor", "AddcmulBackwardArgs", "AddcmulBackwardPlan",
    "AddcdivDescriptor", "AddcdivArgs", "AddcdivPlan",
    "AddcdivInplaceDescriptor", "AddcdivInplaceArgs", "AddcdivInplacePlan",
    "AddcdivBackwardDescriptor", "AddcdivBackwardArgs", "AddcdivBackwardPlan",
    "EqDescriptor", "EqArgs", "EqPlan",
    "NeDescriptor", "NeArgs", "NePlan",
    "LtDescriptor", "LtArgs", "LtPlan",
    "LeDescriptor", "LeArgs", "LePlan",
    "GtDescriptor", "GtArgs", "GtPlan",
    "GeDescriptor", "GeArgs", "GePlan",
    "LogicalNotDescriptor", "LogicalNotArgs", "LogicalNotPlan",
    "LogicalAndDescriptor", "LogicalAndArgs", "LogicalAndPlan",
    "LogicalOrDescriptor", "LogicalOrArgs", "LogicalOrPlan",
]


@dataclass(frozen=True, kw_only=True)
class ToDescriptor(Descriptor):
    """What ToPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of bool, f16, bf16, f32, f64.
    dtype: the result's dtype, one of bool, f16, bf16, f32, f64 (None: bool).
    """

    numel: int
    element: Any = "f32"
    dtype: Any = None
    def __post_init__(self):
        ToPlan.normalize(self)


@dataclass
class ToArgs:
    """Arrays of one ToPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of aux.
    """

    input: Any
    out: Any


class ToPlan(Plan):
    """to plan.

    out = x converted to dtype, as Tensor.to(dtype): floats rounded to nearest even (f64 to f16 and
    bf16 through f32, as PyTorch's CPU casts round twice), overflow to +-inf, NaN, infinities, -0
    and subnormals kept; to bool x != 0 (NaN is True); from bool 0 or 1. The functional op returns
    input itself where it has dtype already and copy is False.

    When to use: A dtype cast (mixed precision). Its adjoint is the cast of the gradient back.
    Adjoint (backward op): ToPlan.

    Dtypes: element in {bool, f16, bf16, f32, f64}; dtype in {bool, f16, bf16, f32, f64}.

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      Bit-identical to PyTorch's CPU casts (NaN's sign and payload aside, which PyTorch's own loops
      change with the tensor's size).
    """

    op = "to"
    family = "pointwise"
    adjoint = 'to'
    Descriptor = ToDescriptor
    Args = ToArgs
    dims = ('numel',)
    elements = ('bool', 'f16', 'bf16', 'f32', 'f64')
    aux_field = 'dtype'
    aux_types = ('bool', 'f16', 'bf16', 'f32', 'f64')
    aux_of = {'bool': ('bool', 'f16', 'bf16', 'f32', 'f64'), 'f16': ('bool', 'f16', 'bf16', 'f32', 'f64'), 'bf16': ('bool', 'f16', 'bf16', 'f32', 'f64'), 'f32': ('bool', 'f16', 'bf16', 'f32', 'f64'), 'f64': ('bool', 'f16', 'bf16', 'f32', 'f64')}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'aux',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'aux*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input', 'dtype', 'non_blocking', 'copy'), {},
                                {'dtype': 'aux'}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.to.bool.bool.elementwise.any.any.math-bool.acc-none.det.stable",
        "pointwise.to.bool.f16.elementwise.any.any.math-bool.acc-none.det.stable",
        "pointwise.to.bool.bf16.elementwise.any.any.math-bool.acc-none.det.stable",
        "pointwise.to.bool.f32.elementwise.any.any.math-bool.acc-none.det.stable",
        "pointwise.to.bool.f64.elementwise.any.any.math-bool.acc-none.det.stable",
        "pointwise.to.f16.bool.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.to.f16.f16.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.to.f16.bf16.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.to.f16.f32.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.to.f16.f64.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.to.bf16.bool.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.to.bf16.f16.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.to.bf16.bf16.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.to.bf16.f32.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.to.bf16.f64.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.to.f32.bool.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.to.f32.f16.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.to.f32.bf16.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.to.f32.f32.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.to.f32.f64.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.to.f64.bool.elementwise.any.any.math-f64.acc-none.det.stable",
        "pointwise.to.f64.f16.elementwise.any.any.math-f64.acc-none.det.stable",
        "pointwise.to.f64.bf16.elementwise.any.any.math-f64.acc-none.det.stable",
        "pointwise.to.f64.f32.elementwise.any.any.math-f64.acc-none.det.stable",
        "pointwise.to.f64.f64.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class ReluDescriptor(Descriptor):
    """What ReluPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        ReluPlan.normalize(self)


@dataclass
class ReluArgs:
    """Arrays of one ReluPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class ReluPlan(Plan):
    """relu plan.

    out = x < 0 ? C(0) : x, elementwise in the compute type (x: the input), as
    torch.nn.functional.relu.

    When to use: Forward of torch.nn.functional.relu. Pair with relu_backward.
    Adjoint (backward op): ReluBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "relu"
    family = "pointwise"
    adjoint = 'relu_backward'
    Descriptor = ReluDescriptor
    Args = ReluArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input',), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.relu.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.relu.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.relu.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.relu.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class ReluInplaceDescriptor(Descriptor):
    """What ReluInplacePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        ReluInplacePlan.normalize(self)


@dataclass
class ReluInplaceArgs:
    """Arrays of one ReluInplacePlan.run, C-contiguous, on the stream's backend.

    input: inout, [numel] of element.
    """

    input: Any


class ReluInplacePlan(Plan):
    """relu_ plan.

    relu in place, as torch.nn.functional.relu(inplace=True): the result written over input,
    elementwise as relu computes it; input has the broadcast shape.

    When to use: An update in place (an optimizer's step); without a gradient.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [numel]; every extent >= 0. C-contiguous arrays; outputs may not overlap
      inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "relu_"
    family = "pointwise"
    adjoint = None
    Descriptor = ReluInplaceDescriptor
    Args = ReluInplaceArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'inout', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input',), {},
                                {}, 'flat',
                                ('input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.relu_.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.relu_.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.relu_.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.relu_.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class ReluBackwardDescriptor(Descriptor):
    """What ReluBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        ReluBackwardPlan.normalize(self)


@dataclass
class ReluBackwardArgs:
    """Arrays of one ReluBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [numel] of element.
    grad_input: output, [numel] of element.
    """

    grad_output: Any
    input: Any
    grad_input: Any


class ReluBackwardPlan(Plan):
    """relu_backward plan.

    Adjoint of relu: grad_input = x <= 0 ? C(0) : g, elementwise in the compute type (g:
    grad_output, x: the input).

    When to use: Backward of relu, with the forward's input.
    Adjoint of: ReluPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [numel]; input [numel]; grad_input [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "relu_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = ReluBackwardDescriptor
    Args = ReluBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input'), {},
                                {}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.relu_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.relu_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.relu_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.relu_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class LeakyReluDescriptor(Descriptor):
    """What LeakyReluPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    negative_slope: negative_slope, as in torch.nn.functional.leaky_relu.
    """

    numel: int
    element: Any = "f32"
    negative_slope: float = 0.01

    def __post_init__(self):
        LeakyReluPlan.normalize(self)


@dataclass
class LeakyReluArgs:
    """Arrays of one LeakyReluPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class LeakyReluPlan(Plan):
    """leaky_relu plan.

    out = x > 0 ? x : x * negative_slope, elementwise in the compute type (x: the input), as
    torch.nn.functional.leaky_relu.

    When to use: Forward of torch.nn.functional.leaky_relu. Pair with leaky_relu_backward.
    Adjoint (backward op): LeakyReluBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: negative_slope (see LeakyReluDescriptor).

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "leaky_relu"
    family = "pointwise"
    adjoint = 'leaky_relu_backward'
    Descriptor = LeakyReluDescriptor
    Args = LeakyReluArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('negative_slope', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', ''), ('negative_slope', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'negative_slope'), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.leaky_relu.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.leaky_relu.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.leaky_relu.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.leaky_relu.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class LeakyReluInplaceDescriptor(Descriptor):
    """What LeakyReluInplacePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    negative_slope: negative_slope, as in torch.nn.functional.leaky_relu.
    """

    numel: int
    element: Any = "f32"
    negative_slope: float = 0.01

    def __post_init__(self):
        LeakyReluInplacePlan.normalize(self)


@dataclass
class LeakyReluInplaceArgs:
    """Arrays of one LeakyReluInplacePlan.run, C-contiguous, on the stream's backend.

    input: inout, [numel] of element.
    """

    input: Any


class LeakyReluInplacePlan(Plan):
    """leaky_relu_ plan.

    leaky_relu in place, as torch.nn.functional.leaky_relu(inplace=True): the result written over
    input, elementwise as leaky_relu computes it; input has the broadcast shape.

    When to use: An update in place (an optimizer's step); without a gradient.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: negative_slope (see LeakyReluInplaceDescriptor).

    Shape limits: input [numel]; every extent >= 0. C-contiguous arrays; outputs may not overlap
      inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "leaky_relu_"
    family = "pointwise"
    adjoint = None
    Descriptor = LeakyReluInplaceDescriptor
    Args = LeakyReluInplaceArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('negative_slope', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'inout', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'element*', ''), ('numel', 'i64', ''), ('negative_slope', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'negative_slope'), {},
                                {}, 'flat',
                                ('input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.leaky_relu_.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.leaky_relu_.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.leaky_relu_.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.leaky_relu_.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class LeakyReluBackwardDescriptor(Descriptor):
    """What LeakyReluBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    negative_slope: negative_slope, as in torch.nn.functional.leaky_relu.
    """

    numel: int
    element: Any = "f32"
    negative_slope: float = 0.01

    def __post_init__(self):
        LeakyReluBackwardPlan.normalize(self)


@dataclass
class LeakyReluBackwardArgs:
    """Arrays of one LeakyReluBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [numel] of element.
    grad_input: output, [numel] of element.
    """

    grad_output: Any
    input: Any
    grad_input: Any


class LeakyReluBackwardPlan(Plan):
    """leaky_relu_backward plan.

    Adjoint of leaky_relu: grad_input = x > 0 ? g : g * negative_slope, elementwise in the compute
    type (g: grad_output, x: the input).

    When to use: Backward of leaky_relu, with the forward's input.
    Adjoint of: LeakyReluPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: negative_slope (see LeakyReluBackwardDescriptor).

    Shape limits: grad_output [numel]; input [numel]; grad_input [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "leaky_relu_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = LeakyReluBackwardDescriptor
    Args = LeakyReluBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('negative_slope', 'float', ()),
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', ''), ('negative_slope', 'f64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input', 'negative_slope'), {},
                                {}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.leaky_relu_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.leaky_relu_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.leaky_relu_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.leaky_relu_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class EluDescriptor(Descriptor):
    """What EluPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    alpha: alpha, as in torch.nn.functional.elu.
    """

    numel: int
    element: Any = "f32"
    alpha: float = 1.0

    def __post_init__(self):
        EluPlan.normalize(self)


@dataclass
class EluArgs:
    """Arrays of one EluPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class EluPlan(Plan):
    """elu plan.

    out = x > 0 ? x : alpha * expm1(x), elementwise in the compute type (x: the input), as
    torch.nn.functional.elu.

    When to use: Forward of torch.nn.functional.elu. Pair with elu_backward.
    Adjoint (backward op): EluBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: alpha (see EluDescriptor).

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "elu"
    family = "pointwise"
    adjoint = 'elu_backward'
    Descriptor = EluDescriptor
    Args = EluArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('alpha', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', ''), ('alpha', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'alpha'), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.elu.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.elu.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.elu.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.elu.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class EluInplaceDescriptor(Descriptor):
    """What EluInplacePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    alpha: alpha, as in torch.nn.functional.elu.
    """

    numel: int
    element: Any = "f32"
    alpha: float = 1.0

    def __post_init__(self):
        EluInplacePlan.normalize(self)


@dataclass
class EluInplaceArgs:
    """Arrays of one EluInplacePlan.run, C-contiguous, on the stream's backend.

    input: inout, [numel] of element.
    """

    input: Any


class EluInplacePlan(Plan):
    """elu_ plan.

    elu in place, as torch.nn.functional.elu(inplace=True): the result written over input,
    elementwise as elu computes it; input has the broadcast shape.

    When to use: An update in place (an optimizer's step); without a gradient.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: alpha (see EluInplaceDescriptor).

    Shape limits: input [numel]; every extent >= 0. C-contiguous arrays; outputs may not overlap
      inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "elu_"
    family = "pointwise"
    adjoint = None
    Descriptor = EluInplaceDescriptor
    Args = EluInplaceArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('alpha', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'inout', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'element*', ''), ('numel', 'i64', ''), ('alpha', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'alpha'), {},
                                {}, 'flat',
                                ('input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.elu_.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.elu_.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.elu_.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.elu_.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class EluBackwardDescriptor(Descriptor):
    """What EluBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    alpha: alpha, as in torch.nn.functional.elu.
    """

    numel: int
    element: Any = "f32"
    alpha: float = 1.0

    def __post_init__(self):
        EluBackwardPlan.normalize(self)


@dataclass
class EluBackwardArgs:
    """Arrays of one EluBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [numel] of element.
    grad_input: output, [numel] of element.
    """

    grad_output: Any
    input: Any
    grad_input: Any


class EluBackwardPlan(Plan):
    """elu_backward plan.

    Adjoint of elu: grad_input = x > 0 ? g : g * alpha * exp(x), elementwise in the compute type (g:
    grad_output, x: the input).

    When to use: Backward of elu, with the forward's input.
    Adjoint of: EluPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: alpha (see EluBackwardDescriptor).

    Shape limits: grad_output [numel]; input [numel]; grad_input [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "elu_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = EluBackwardDescriptor
    Args = EluBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('alpha', 'float', ()),
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', ''), ('alpha', 'f64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input', 'alpha'), {},
                                {}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.elu_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.elu_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.elu_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.elu_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class GeluDescriptor(Descriptor):
    """What GeluPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    approximate: one of none, tanh (compile-time: each value is its own formula, chosen at compile time).
    """

    numel: int
    element: Any = "f32"
    approximate: str = "none"
    def __post_init__(self):
        GeluPlan.normalize(self)


@dataclass
class GeluArgs:
    """Arrays of one GeluPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class GeluPlan(Plan):
    """gelu plan.

    out = gelu_x; gelu_cdf = C(0.5) * (1 + erf(x * C(0.7071067811865476))); gelu_inner =
    C(0.7978845608028654) * (x + C(0.044715) * x * x * x); gelu_x = approximate == Approximate::tanh
    ? C(0.5) * x * (1 + tanh(gelu_inner)) : x * gelu_cdf, elementwise in the compute type (x: the
    input), as torch.nn.functional.gelu.

    When to use: Forward of torch.nn.functional.gelu. Pair with gelu_backward.
    Adjoint (backward op): GeluBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Compile-time approximate: {none, tanh}; each value is its own formula, chosen at compile time.

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "gelu"
    family = "pointwise"
    adjoint = 'gelu_backward'
    Descriptor = GeluDescriptor
    Args = GeluArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = (('approximate', ('none', 'tanh')),)
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input', 'approximate'), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.gelu.f16.none.elementwise.approximate-none.any.any.math-f32.acc-none.det.stable",
        "pointwise.gelu.f16.none.elementwise.approximate-tanh.any.any.math-f32.acc-none.det.stable",
        "pointwise.gelu.bf16.none.elementwise.approximate-none.any.any.math-f32.acc-none.det.stable",
        "pointwise.gelu.bf16.none.elementwise.approximate-tanh.any.any.math-f32.acc-none.det.stable",
        "pointwise.gelu.f32.none.elementwise.approximate-none.any.any.math-f32.acc-none.det.stable",
        "pointwise.gelu.f32.none.elementwise.approximate-tanh.any.any.math-f32.acc-none.det.stable",
        "pointwise.gelu.f64.none.elementwise.approximate-none.any.any.math-f64.acc-none.det.stable",
        "pointwise.gelu.f64.none.elementwise.approximate-tanh.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class GeluBackwardDescriptor(Descriptor):
    """What GeluBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    approximate: one of none, tanh (compile-time: each value is its own formula, chosen at compile time).
    """

    numel: int
    element: Any = "f32"
    approximate: str = "none"
    def __post_init__(self):
        GeluBackwardPlan.normalize(self)


@dataclass
class GeluBackwardArgs:
    """Arrays of one GeluBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [numel] of element.
    grad_input: output, [numel] of element.
    """

    grad_output: Any
    input: Any
    grad_input: Any


class GeluBackwardPlan(Plan):
    """gelu_backward plan.

    Adjoint of gelu: grad_input = g * gelu_slope; gelu_cdf = C(0.5) * (1 + erf(x *
    C(0.7071067811865476))); gelu_inner = C(0.7978845608028654) * (x + C(0.044715) * x * x * x);
    gelu_slope = approximate == Approximate::tanh ? C(0.5) * (1 + tanh(gelu_inner)) + C(0.5) * x *
    (1 - tanh(gelu_inner) * tanh(gelu_inner)) * C(0.7978845608028654) * (1 + 3 * C(0.044715) * x *
    x) : gelu_cdf + x * exp(C(-0.5) * x * x) * C(0.3989422804014327), elementwise in the compute
    type (g: grad_output, x: the input).

    When to use: Backward of gelu, with the forward's input.
    Adjoint of: GeluPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Compile-time approximate: {none, tanh}; each value is its own formula, chosen at compile time.

    Shape limits: grad_output [numel]; input [numel]; grad_input [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "gelu_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = GeluBackwardDescriptor
    Args = GeluBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = (('approximate', ('none', 'tanh')),)
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input', 'approximate'), {},
                                {}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.gelu_backward.f16.none.elementwise.approximate-none.any.any.math-f32.acc-none.det.stable",
        "pointwise.gelu_backward.f16.none.elementwise.approximate-tanh.any.any.math-f32.acc-none.det.stable",
        "pointwise.gelu_backward.bf16.none.elementwise.approximate-none.any.any.math-f32.acc-none.det.stable",
        "pointwise.gelu_backward.bf16.none.elementwise.approximate-tanh.any.any.math-f32.acc-none.det.stable",
        "pointwise.gelu_backward.f32.none.elementwise.approximate-none.any.any.math-f32.acc-none.det.stable",
        "pointwise.gelu_backward.f32.none.elementwise.approximate-tanh.any.any.math-f32.acc-none.det.stable",
        "pointwise.gelu_backward.f64.none.elementwise.approximate-none.any.any.math-f64.acc-none.det.stable",
        "pointwise.gelu_backward.f64.none.elementwise.approximate-tanh.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class SiluDescriptor(Descriptor):
    """What SiluPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        SiluPlan.normalize(self)


@dataclass
class SiluArgs:
    """Arrays of one SiluPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class SiluPlan(Plan):
    """silu plan.

    out = x / (1 + exp(-x)), elementwise in the compute type (x: the input), as
    torch.nn.functional.silu.

    When to use: Forward of torch.nn.functional.silu. Pair with silu_backward.
    Adjoint (backward op): SiluBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "silu"
    family = "pointwise"
    adjoint = 'silu_backward'
    Descriptor = SiluDescriptor
    Args = SiluArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input',), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.silu.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.silu.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.silu.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.silu.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class SiluInplaceDescriptor(Descriptor):
    """What SiluInplacePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        SiluInplacePlan.normalize(self)


@dataclass
class SiluInplaceArgs:
    """Arrays of one SiluInplacePlan.run, C-contiguous, on the stream's backend.

    input: inout, [numel] of element.
    """

    input: Any


class SiluInplacePlan(Plan):
    """silu_ plan.

    silu in place, as torch.nn.functional.silu(inplace=True): the result written over input,
    elementwise as silu computes it; input has the broadcast shape.

    When to use: An update in place (an optimizer's step); without a gradient.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [numel]; every extent >= 0. C-contiguous arrays; outputs may not overlap
      inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "silu_"
    family = "pointwise"
    adjoint = None
    Descriptor = SiluInplaceDescriptor
    Args = SiluInplaceArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'inout', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input',), {},
                                {}, 'flat',
                                ('input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.silu_.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.silu_.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.silu_.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.silu_.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class SiluBackwardDescriptor(Descriptor):
    """What SiluBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        SiluBackwardPlan.normalize(self)


@dataclass
class SiluBackwardArgs:
    """Arrays of one SiluBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [numel] of element.
    grad_input: output, [numel] of element.
    """

    grad_output: Any
    input: Any
    grad_input: Any


class SiluBackwardPlan(Plan):
    """silu_backward plan.

    Adjoint of silu: grad_input = g * s * (1 + x * (1 - s)); s = sigmoid(x), elementwise in the
    compute type (g: grad_output, x: the input).

    When to use: Backward of silu, with the forward's input.
    Adjoint of: SiluPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [numel]; input [numel]; grad_input [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "silu_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = SiluBackwardDescriptor
    Args = SiluBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input'), {},
                                {}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.silu_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.silu_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.silu_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.silu_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class MishDescriptor(Descriptor):
    """What MishPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        MishPlan.normalize(self)


@dataclass
class MishArgs:
    """Arrays of one MishPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class MishPlan(Plan):
    """mish plan.

    out = x * t; ex = exp(x < 20 ? x : C(20)); u = ex * (ex + 2); t = u / (u + 2), elementwise in
    the compute type (x: the input), as torch.nn.functional.mish.

    When to use: Forward of torch.nn.functional.mish. Pair with mish_backward.
    Adjoint (backward op): MishBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "mish"
    family = "pointwise"
    adjoint = 'mish_backward'
    Descriptor = MishDescriptor
    Args = MishArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input',), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.mish.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.mish.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.mish.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.mish.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class MishInplaceDescriptor(Descriptor):
    """What MishInplacePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        MishInplacePlan.normalize(self)


@dataclass
class MishInplaceArgs:
    """Arrays of one MishInplacePlan.run, C-contiguous, on the stream's backend.

    input: inout, [numel] of element.
    """

    input: Any


class MishInplacePlan(Plan):
    """mish_ plan.

    mish in place, as torch.nn.functional.mish(inplace=True): the result written over input,
    elementwise as mish computes it; input has the broadcast shape.

    When to use: An update in place (an optimizer's step); without a gradient.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [numel]; every extent >= 0. C-contiguous arrays; outputs may not overlap
      inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "mish_"
    family = "pointwise"
    adjoint = None
    Descriptor = MishInplaceDescriptor
    Args = MishInplaceArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'inout', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input',), {},
                                {}, 'flat',
                                ('input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.mish_.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.mish_.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.mish_.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.mish_.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class MishBackwardDescriptor(Descriptor):
    """What MishBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        MishBackwardPlan.normalize(self)


@dataclass
class MishBackwardArgs:
    """Arrays of one MishBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [numel] of element.
    grad_input: output, [numel] of element.
    """

    grad_output: Any
    input: Any
    grad_input: Any


class MishBackwardPlan(Plan):
    """mish_backward plan.

    Adjoint of mish: grad_input = g * (t + x * sigmoid(x) * (1 - t * t)); ex = exp(x < 20 ? x :
    C(20)); u = ex * (ex + 2); t = u / (u + 2), elementwise in the compute type (g: grad_output, x:
    the input).

    When to use: Backward of mish, with the forward's input.
    Adjoint of: MishPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [numel]; input [numel]; grad_input [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "mish_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = MishBackwardDescriptor
    Args = MishBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input'), {},
                                {}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.mish_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.mish_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.mish_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.mish_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class SoftplusDescriptor(Descriptor):
    """What SoftplusPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    beta: beta, as in torch.nn.functional.softplus.
    threshold: threshold, as in torch.nn.functional.softplus.
    """

    numel: int
    element: Any = "f32"
    beta: float = 1.0

    threshold: float = 20.0

    def __post_init__(self):
        SoftplusPlan.normalize(self)


@dataclass
class SoftplusArgs:
    """Arrays of one SoftplusPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class SoftplusPlan(Plan):
    """softplus plan.

    out = x * beta > threshold ? x : log1p(exp(x * beta)) / beta, elementwise in the compute type
    (x: the input), as torch.nn.functional.softplus.

    When to use: Forward of torch.nn.functional.softplus. Pair with softplus_backward.
    Adjoint (backward op): SoftplusBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: beta, threshold (see SoftplusDescriptor).

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "softplus"
    family = "pointwise"
    adjoint = 'softplus_backward'
    Descriptor = SoftplusDescriptor
    Args = SoftplusArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('beta', 'float', ()),
        ParamSpec('threshold', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', ''), ('beta', 'f64', ''), ('threshold', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'beta', 'threshold'), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.softplus.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.softplus.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.softplus.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.softplus.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class SoftplusBackwardDescriptor(Descriptor):
    """What SoftplusBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    beta: beta, as in torch.nn.functional.softplus.
    threshold: threshold, as in torch.nn.functional.softplus.
    """

    numel: int
    element: Any = "f32"
    beta: float = 1.0

    threshold: float = 20.0

    def __post_init__(self):
        SoftplusBackwardPlan.normalize(self)


@dataclass
class SoftplusBackwardArgs:
    """Arrays of one SoftplusBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [numel] of element.
    grad_input: output, [numel] of element.
    """

    grad_output: Any
    input: Any
    grad_input: Any


class SoftplusBackwardPlan(Plan):
    """softplus_backward plan.

    Adjoint of softplus: grad_input = x * beta > threshold ? g : g * z / (z + 1); z = exp(x * beta),
    elementwise in the compute type (g: grad_output, x: the input).

    When to use: Backward of softplus, with the forward's input.
    Adjoint of: SoftplusPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: beta, threshold (see SoftplusBackwardDescriptor).

    Shape limits: grad_output [numel]; input [numel]; grad_input [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "softplus_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = SoftplusBackwardDescriptor
    Args = SoftplusBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('beta', 'float', ()),
        ParamSpec('threshold', 'float', ()),
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', ''), ('beta', 'f64', ''), ('threshold', 'f64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input', 'beta', 'threshold'), {},
                                {}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.softplus_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.softplus_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.softplus_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.softplus_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class HardswishDescriptor(Descriptor):
    """What HardswishPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        HardswishPlan.normalize(self)


@dataclass
class HardswishArgs:
    """Arrays of one HardswishPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class HardswishPlan(Plan):
    """hardswish plan.

    out = x * clamp(x + 3, C(0), C(6)) / 6, elementwise in the compute type (x: the input), as
    torch.nn.functional.hardswish.

    When to use: Forward of torch.nn.functional.hardswish. Pair with hardswish_backward.
    Adjoint (backward op): HardswishBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "hardswish"
    family = "pointwise"
    adjoint = 'hardswish_backward'
    Descriptor = HardswishDescriptor
    Args = HardswishArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input',), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.hardswish.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.hardswish.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.hardswish.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.hardswish.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class HardswishInplaceDescriptor(Descriptor):
    """What HardswishInplacePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        HardswishInplacePlan.normalize(self)


@dataclass
class HardswishInplaceArgs:
    """Arrays of one HardswishInplacePlan.run, C-contiguous, on the stream's backend.

    input: inout, [numel] of element.
    """

    input: Any


class HardswishInplacePlan(Plan):
    """hardswish_ plan.

    hardswish in place, as torch.nn.functional.hardswish(inplace=True): the result written over
    input, elementwise as hardswish computes it; input has the broadcast shape.

    When to use: An update in place (an optimizer's step); without a gradient.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [numel]; every extent >= 0. C-contiguous arrays; outputs may not overlap
      inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "hardswish_"
    family = "pointwise"
    adjoint = None
    Descriptor = HardswishInplaceDescriptor
    Args = HardswishInplaceArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'inout', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input',), {},
                                {}, 'flat',
                                ('input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.hardswish_.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.hardswish_.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.hardswish_.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.hardswish_.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class HardswishBackwardDescriptor(Descriptor):
    """What HardswishBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        HardswishBackwardPlan.normalize(self)


@dataclass
class HardswishBackwardArgs:
    """Arrays of one HardswishBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [numel] of element.
    grad_input: output, [numel] of element.
    """

    grad_output: Any
    input: Any
    grad_input: Any


class HardswishBackwardPlan(Plan):
    """hardswish_backward plan.

    Adjoint of hardswish: grad_input = x <= -3 ? C(0) : x >= 3 ? g : g * (x / 3 + C(0.5)),
    elementwise in the compute type (g: grad_output, x: the input).

    When to use: Backward of hardswish, with the forward's input.
    Adjoint of: HardswishPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [numel]; input [numel]; grad_input [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "hardswish_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = HardswishBackwardDescriptor
    Args = HardswishBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input'), {},
                                {}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.hardswish_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.hardswish_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.hardswish_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.hardswish_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class HardsigmoidDescriptor(Descriptor):
    """What HardsigmoidPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        HardsigmoidPlan.normalize(self)


@dataclass
class HardsigmoidArgs:
    """Arrays of one HardsigmoidPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class HardsigmoidPlan(Plan):
    """hardsigmoid plan.

    out = clamp(x + 3, C(0), C(6)) / 6, elementwise in the compute type (x: the input), as
    torch.nn.functional.hardsigmoid.

    When to use: Forward of torch.nn.functional.hardsigmoid. Pair with hardsigmoid_backward.
    Adjoint (backward op): HardsigmoidBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "hardsigmoid"
    family = "pointwise"
    adjoint = 'hardsigmoid_backward'
    Descriptor = HardsigmoidDescriptor
    Args = HardsigmoidArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input',), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.hardsigmoid.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.hardsigmoid.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.hardsigmoid.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.hardsigmoid.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class HardsigmoidInplaceDescriptor(Descriptor):
    """What HardsigmoidInplacePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        HardsigmoidInplacePlan.normalize(self)


@dataclass
class HardsigmoidInplaceArgs:
    """Arrays of one HardsigmoidInplacePlan.run, C-contiguous, on the stream's backend.

    input: inout, [numel] of element.
    """

    input: Any


class HardsigmoidInplacePlan(Plan):
    """hardsigmoid_ plan.

    hardsigmoid in place, as torch.nn.functional.hardsigmoid(inplace=True): the result written over
    input, elementwise as hardsigmoid computes it; input has the broadcast shape.

    When to use: An update in place (an optimizer's step); without a gradient.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [numel]; every extent >= 0. C-contiguous arrays; outputs may not overlap
      inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "hardsigmoid_"
    family = "pointwise"
    adjoint = None
    Descriptor = HardsigmoidInplaceDescriptor
    Args = HardsigmoidInplaceArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'inout', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input',), {},
                                {}, 'flat',
                                ('input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.hardsigmoid_.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.hardsigmoid_.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.hardsigmoid_.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.hardsigmoid_.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class HardsigmoidBackwardDescriptor(Descriptor):
    """What HardsigmoidBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        HardsigmoidBackwardPlan.normalize(self)


@dataclass
class HardsigmoidBackwardArgs:
    """Arrays of one HardsigmoidBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [numel] of element.
    grad_input: output, [numel] of element.
    """

    grad_output: Any
    input: Any
    grad_input: Any


class HardsigmoidBackwardPlan(Plan):
    """hardsigmoid_backward plan.

    Adjoint of hardsigmoid: grad_input = x > -3 && x < 3 ? g * C(1.0f / 6) : C(0), elementwise in
    the compute type (g: grad_output, x: the input).

    When to use: Backward of hardsigmoid, with the forward's input.
    Adjoint of: HardsigmoidPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [numel]; input [numel]; grad_input [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "hardsigmoid_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = HardsigmoidBackwardDescriptor
    Args = HardsigmoidBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input'), {},
                                {}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.hardsigmoid_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.hardsigmoid_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.hardsigmoid_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.hardsigmoid_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class HardtanhDescriptor(Descriptor):
    """What HardtanhPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    min_val: min_val, as in torch.nn.functional.hardtanh.
    max_val: max_val, as in torch.nn.functional.hardtanh.
    """

    numel: int
    element: Any = "f32"
    min_val: float = -1.0

    max_val: float = 1.0

    def __post_init__(self):
        HardtanhPlan.normalize(self)


@dataclass
class HardtanhArgs:
    """Arrays of one HardtanhPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class HardtanhPlan(Plan):
    """hardtanh plan.

    out = clamp(x, min_val, max_val), elementwise in the compute type (x: the input), as
    torch.nn.functional.hardtanh.

    When to use: Forward of torch.nn.functional.hardtanh. Pair with hardtanh_backward.
    Adjoint (backward op): HardtanhBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: min_val, max_val (see HardtanhDescriptor).

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Checks:
      min_val <= max_val (else InvalidArgumentError): min_val is at most max_val.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "hardtanh"
    family = "pointwise"
    adjoint = 'hardtanh_backward'
    Descriptor = HardtanhDescriptor
    Args = HardtanhArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('min_val', 'float', ()),
        ParamSpec('max_val', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('min_val <= max_val', InvalidArgumentError, lambda n: n.min_val <= n.max_val,
                  ['max_val', 'min_val'], False,
                  'min_val is at most max_val'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', ''), ('min_val', 'f64', ''), ('max_val', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'min_val', 'max_val'), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.hardtanh.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.hardtanh.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.hardtanh.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.hardtanh.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class HardtanhInplaceDescriptor(Descriptor):
    """What HardtanhInplacePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    min_val: min_val, as in torch.nn.functional.hardtanh.
    max_val: max_val, as in torch.nn.functional.hardtanh.
    """

    numel: int
    element: Any = "f32"
    min_val: float = -1.0

    max_val: float = 1.0

    def __post_init__(self):
        HardtanhInplacePlan.normalize(self)


@dataclass
class HardtanhInplaceArgs:
    """Arrays of one HardtanhInplacePlan.run, C-contiguous, on the stream's backend.

    input: inout, [numel] of element.
    """

    input: Any


class HardtanhInplacePlan(Plan):
    """hardtanh_ plan.

    hardtanh in place, as torch.nn.functional.hardtanh(inplace=True): the result written over input,
    elementwise as hardtanh computes it; input has the broadcast shape.

    When to use: An update in place (an optimizer's step); without a gradient.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: min_val, max_val (see HardtanhInplaceDescriptor).

    Shape limits: input [numel]; every extent >= 0. C-contiguous arrays; outputs may not overlap
      inputs.

    Checks:
      min_val <= max_val (else InvalidArgumentError): min_val is at most max_val.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "hardtanh_"
    family = "pointwise"
    adjoint = None
    Descriptor = HardtanhInplaceDescriptor
    Args = HardtanhInplaceArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('min_val', 'float', ()),
        ParamSpec('max_val', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'inout', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('min_val <= max_val', InvalidArgumentError, lambda n: n.min_val <= n.max_val,
                  ['max_val', 'min_val'], False,
                  'min_val is at most max_val'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'element*', ''), ('numel', 'i64', ''), ('min_val', 'f64', ''), ('max_val', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'min_val', 'max_val'), {},
                                {}, 'flat',
                                ('input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.hardtanh_.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.hardtanh_.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.hardtanh_.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.hardtanh_.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class HardtanhBackwardDescriptor(Descriptor):
    """What HardtanhBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    min_val: min_val, as in torch.nn.functional.hardtanh.
    max_val: max_val, as in torch.nn.functional.hardtanh.
    """

    numel: int
    element: Any = "f32"
    min_val: float = -1.0

    max_val: float = 1.0

    def __post_init__(self):
        HardtanhBackwardPlan.normalize(self)


@dataclass
class HardtanhBackwardArgs:
    """Arrays of one HardtanhBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [numel] of element.
    grad_input: output, [numel] of element.
    """

    grad_output: Any
    input: Any
    grad_input: Any


class HardtanhBackwardPlan(Plan):
    """hardtanh_backward plan.

    Adjoint of hardtanh: grad_input = x > min_val && x < max_val ? g : C(0), elementwise in the
    compute type (g: grad_output, x: the input).

    When to use: Backward of hardtanh, with the forward's input.
    Adjoint of: HardtanhPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: min_val, max_val (see HardtanhBackwardDescriptor).

    Shape limits: grad_output [numel]; input [numel]; grad_input [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      min_val <= max_val (else InvalidArgumentError): min_val is at most max_val.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "hardtanh_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = HardtanhBackwardDescriptor
    Args = HardtanhBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('min_val', 'float', ()),
        ParamSpec('max_val', 'float', ()),
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('min_val <= max_val', InvalidArgumentError, lambda n: n.min_val <= n.max_val,
                  ['max_val', 'min_val'], False,
                  'min_val is at most max_val'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', ''), ('min_val', 'f64', ''), ('max_val', 'f64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input', 'min_val', 'max_val'), {},
                                {}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.hardtanh_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.hardtanh_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.hardtanh_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.hardtanh_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class Relu6Descriptor(Descriptor):
    """What Relu6Plan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        Relu6Plan.normalize(self)


@dataclass
class Relu6Args:
    """Arrays of one Relu6Plan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class Relu6Plan(Plan):
    """relu6 plan.

    out = clamp(x, C(0), C(6)), elementwise in the compute type (x: the input), as
    torch.nn.functional.relu6.

    When to use: Forward of torch.nn.functional.relu6. Pair with relu6_backward.
    Adjoint (backward op): Relu6BackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "relu6"
    family = "pointwise"
    adjoint = 'relu6_backward'
    Descriptor = Relu6Descriptor
    Args = Relu6Args
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input',), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.relu6.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.relu6.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.relu6.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.relu6.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class Relu6InplaceDescriptor(Descriptor):
    """What Relu6InplacePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        Relu6InplacePlan.normalize(self)


@dataclass
class Relu6InplaceArgs:
    """Arrays of one Relu6InplacePlan.run, C-contiguous, on the stream's backend.

    input: inout, [numel] of element.
    """

    input: Any


class Relu6InplacePlan(Plan):
    """relu6_ plan.

    relu6 in place, as torch.nn.functional.relu6(inplace=True): the result written over input,
    elementwise as relu6 computes it; input has the broadcast shape.

    When to use: An update in place (an optimizer's step); without a gradient.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [numel]; every extent >= 0. C-contiguous arrays; outputs may not overlap
      inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "relu6_"
    family = "pointwise"
    adjoint = None
    Descriptor = Relu6InplaceDescriptor
    Args = Relu6InplaceArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'inout', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input',), {},
                                {}, 'flat',
                                ('input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.relu6_.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.relu6_.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.relu6_.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.relu6_.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class Relu6BackwardDescriptor(Descriptor):
    """What Relu6BackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        Relu6BackwardPlan.normalize(self)


@dataclass
class Relu6BackwardArgs:
    """Arrays of one Relu6BackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [numel] of element.
    grad_input: output, [numel] of element.
    """

    grad_output: Any
    input: Any
    grad_input: Any


class Relu6BackwardPlan(Plan):
    """relu6_backward plan.

    Adjoint of relu6: grad_input = x > 0 && x < 6 ? g : C(0), elementwise in the compute type (g:
    grad_output, x: the input).

    When to use: Backward of relu6, with the forward's input.
    Adjoint of: Relu6Plan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [numel]; input [numel]; grad_input [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "relu6_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = Relu6BackwardDescriptor
    Args = Relu6BackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input'), {},
                                {}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.relu6_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.relu6_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.relu6_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.relu6_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class LogsigmoidDescriptor(Descriptor):
    """What LogsigmoidPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        LogsigmoidPlan.normalize(self)


@dataclass
class LogsigmoidArgs:
    """Arrays of one LogsigmoidPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class LogsigmoidPlan(Plan):
    """logsigmoid plan.

    out = (x < 0 ? x : C(0)) - log1p(exp(-abs(x))), elementwise in the compute type (x: the input),
    as torch.nn.functional.logsigmoid.

    When to use: Forward of torch.nn.functional.logsigmoid. Pair with logsigmoid_backward.
    Adjoint (backward op): LogsigmoidBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "logsigmoid"
    family = "pointwise"
    adjoint = 'logsigmoid_backward'
    Descriptor = LogsigmoidDescriptor
    Args = LogsigmoidArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input',), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.logsigmoid.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.logsigmoid.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.logsigmoid.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.logsigmoid.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class LogsigmoidBackwardDescriptor(Descriptor):
    """What LogsigmoidBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        LogsigmoidBackwardPlan.normalize(self)


@dataclass
class LogsigmoidBackwardArgs:
    """Arrays of one LogsigmoidBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [numel] of element.
    grad_input: output, [numel] of element.
    """

    grad_output: Any
    input: Any
    grad_input: Any


class LogsigmoidBackwardPlan(Plan):
    """logsigmoid_backward plan.

    Adjoint of logsigmoid: grad_input = g / (1 + exp(x)), elementwise in the compute type (g:
    grad_output, x: the input).

    When to use: Backward of logsigmoid, with the forward's input.
    Adjoint of: LogsigmoidPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [numel]; input [numel]; grad_input [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "logsigmoid_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = LogsigmoidBackwardDescriptor
    Args = LogsigmoidBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input'), {},
                                {}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.logsigmoid_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.logsigmoid_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.logsigmoid_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.logsigmoid_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class SigmoidDescriptor(Descriptor):
    """What SigmoidPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        SigmoidPlan.normalize(self)


@dataclass
class SigmoidArgs:
    """Arrays of one SigmoidPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class SigmoidPlan(Plan):
    """sigmoid plan.

    out = sigmoid(x), elementwise in the compute type (x: the input), as torch.sigmoid.

    When to use: Forward of torch.sigmoid. Pair with sigmoid_backward.
    Adjoint (backward op): SigmoidBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "sigmoid"
    family = "pointwise"
    adjoint = 'sigmoid_backward'
    Descriptor = SigmoidDescriptor
    Args = SigmoidArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input',), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.sigmoid.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.sigmoid.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.sigmoid.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.sigmoid.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class SigmoidBackwardDescriptor(Descriptor):
    """What SigmoidBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        SigmoidBackwardPlan.normalize(self)


@dataclass
class SigmoidBackwardArgs:
    """Arrays of one SigmoidBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    output: input, [numel] of element.
    grad_input: output, [numel] of element.
    """

    grad_output: Any
    output: Any
    grad_input: Any


class SigmoidBackwardPlan(Plan):
    """sigmoid_backward plan.

    Adjoint of sigmoid: grad_input = g * (1 - y) * y, elementwise in the compute type (g:
    grad_output, y: the forward's output).

    When to use: Backward of sigmoid, with the forward's output.
    Adjoint of: SigmoidPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [numel]; output [numel]; grad_input [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "sigmoid_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = SigmoidBackwardDescriptor
    Args = SigmoidBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('output', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'output'), {},
                                {}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.sigmoid_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.sigmoid_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.sigmoid_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.sigmoid_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class TanhDescriptor(Descriptor):
    """What TanhPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        TanhPlan.normalize(self)


@dataclass
class TanhArgs:
    """Arrays of one TanhPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class TanhPlan(Plan):
    """tanh plan.

    out = tanh(x), elementwise in the compute type (x: the input), as torch.tanh.

    When to use: Forward of torch.tanh. Pair with tanh_backward.
    Adjoint (backward op): TanhBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "tanh"
    family = "pointwise"
    adjoint = 'tanh_backward'
    Descriptor = TanhDescriptor
    Args = TanhArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input',), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.tanh.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.tanh.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.tanh.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.tanh.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class TanhBackwardDescriptor(Descriptor):
    """What TanhBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        TanhBackwardPlan.normalize(self)


@dataclass
class TanhBackwardArgs:
    """Arrays of one TanhBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    output: input, [numel] of element.
    grad_input: output, [numel] of element.
    """

    grad_output: Any
    output: Any
    grad_input: Any


class TanhBackwardPlan(Plan):
    """tanh_backward plan.

    Adjoint of tanh: grad_input = g * (1 - y * y), elementwise in the compute type (g: grad_output,
    y: the forward's output).

    When to use: Backward of tanh, with the forward's output.
    Adjoint of: TanhPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [numel]; output [numel]; grad_input [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "tanh_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = TanhBackwardDescriptor
    Args = TanhBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('output', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'output'), {},
                                {}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.tanh_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.tanh_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.tanh_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.tanh_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class NegDescriptor(Descriptor):
    """What NegPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        NegPlan.normalize(self)


@dataclass
class NegArgs:
    """Arrays of one NegPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class NegPlan(Plan):
    """neg plan.

    out = -x, elementwise in the compute type (x: the input), as torch.neg.

    When to use: Forward of torch.neg. Pair with neg_backward.
    Adjoint (backward op): NegBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "neg"
    family = "pointwise"
    adjoint = 'neg_backward'
    Descriptor = NegDescriptor
    Args = NegArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input',), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.neg.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.neg.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.neg.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.neg.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class NegBackwardDescriptor(Descriptor):
    """What NegBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        NegBackwardPlan.normalize(self)


@dataclass
class NegBackwardArgs:
    """Arrays of one NegBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    grad_input: output, [numel] of element.
    """

    grad_output: Any
    grad_input: Any


class NegBackwardPlan(Plan):
    """neg_backward plan.

    Adjoint of neg: grad_input = -g, elementwise in the compute type (g: grad_output).

    When to use: Backward of neg.
    Adjoint of: NegPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [numel]; grad_input [numel]; every extent >= 0. C-contiguous arrays;
      outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "neg_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = NegBackwardDescriptor
    Args = NegBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output',), {},
                                {}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.neg_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.neg_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.neg_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.neg_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class SquareDescriptor(Descriptor):
    """What SquarePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        SquarePlan.normalize(self)


@dataclass
class SquareArgs:
    """Arrays of one SquarePlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class SquarePlan(Plan):
    """square plan.

    out = x * x, elementwise in the compute type (x: the input), as torch.square.

    When to use: Forward of torch.square. Pair with square_backward.
    Adjoint (backward op): SquareBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "square"
    family = "pointwise"
    adjoint = 'square_backward'
    Descriptor = SquareDescriptor
    Args = SquareArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input',), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.square.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.square.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.square.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.square.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class SquareBackwardDescriptor(Descriptor):
    """What SquareBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        SquareBackwardPlan.normalize(self)


@dataclass
class SquareBackwardArgs:
    """Arrays of one SquareBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [numel] of element.
    grad_input: output, [numel] of element.
    """

    grad_output: Any
    input: Any
    grad_input: Any


class SquareBackwardPlan(Plan):
    """square_backward plan.

    Adjoint of square: grad_input = g * 2 * x, elementwise in the compute type (g: grad_output, x:
    the input).

    When to use: Backward of square, with the forward's input.
    Adjoint of: SquarePlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [numel]; input [numel]; grad_input [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "square_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = SquareBackwardDescriptor
    Args = SquareBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input'), {},
                                {}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.square_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.square_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.square_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.square_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class AbsDescriptor(Descriptor):
    """What AbsPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        AbsPlan.normalize(self)


@dataclass
class AbsArgs:
    """Arrays of one AbsPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class AbsPlan(Plan):
    """abs plan.

    out = abs(x), elementwise in the compute type (x: the input), as torch.abs.

    When to use: Forward of torch.abs. Pair with abs_backward.
    Adjoint (backward op): AbsBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "abs"
    family = "pointwise"
    adjoint = 'abs_backward'
    Descriptor = AbsDescriptor
    Args = AbsArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input',), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.abs.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.abs.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.abs.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.abs.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class AbsBackwardDescriptor(Descriptor):
    """What AbsBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        AbsBackwardPlan.normalize(self)


@dataclass
class AbsBackwardArgs:
    """Arrays of one AbsBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [numel] of element.
    grad_input: output, [numel] of element.
    """

    grad_output: Any
    input: Any
    grad_input: Any


class AbsBackwardPlan(Plan):
    """abs_backward plan.

    Adjoint of abs: grad_input = g * C((x > 0) - (x < 0)), elementwise in the compute type (g:
    grad_output, x: the input).

    When to use: Backward of abs, with the forward's input.
    Adjoint of: AbsPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [numel]; input [numel]; grad_input [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "abs_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = AbsBackwardDescriptor
    Args = AbsBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input'), {},
                                {}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.abs_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.abs_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.abs_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.abs_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class ExpDescriptor(Descriptor):
    """What ExpPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        ExpPlan.normalize(self)


@dataclass
class ExpArgs:
    """Arrays of one ExpPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class ExpPlan(Plan):
    """exp plan.

    out = exp(x), elementwise in the compute type (x: the input), as torch.exp.

    When to use: Forward of torch.exp. Pair with exp_backward.
    Adjoint (backward op): ExpBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "exp"
    family = "pointwise"
    adjoint = 'exp_backward'
    Descriptor = ExpDescriptor
    Args = ExpArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input',), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.exp.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.exp.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.exp.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.exp.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class ExpBackwardDescriptor(Descriptor):
    """What ExpBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        ExpBackwardPlan.normalize(self)


@dataclass
class ExpBackwardArgs:
    """Arrays of one ExpBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    output: input, [numel] of element.
    grad_input: output, [numel] of element.
    """

    grad_output: Any
    output: Any
    grad_input: Any


class ExpBackwardPlan(Plan):
    """exp_backward plan.

    Adjoint of exp: grad_input = g * y, elementwise in the compute type (g: grad_output, y: the
    forward's output).

    When to use: Backward of exp, with the forward's output.
    Adjoint of: ExpPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [numel]; output [numel]; grad_input [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "exp_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = ExpBackwardDescriptor
    Args = ExpBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('output', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'output'), {},
                                {}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.exp_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.exp_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.exp_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.exp_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class LogDescriptor(Descriptor):
    """What LogPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        LogPlan.normalize(self)


@dataclass
class LogArgs:
    """Arrays of one LogPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class LogPlan(Plan):
    """log plan.

    out = log(x), elementwise in the compute type (x: the input), as torch.log.

    When to use: Forward of torch.log. Pair with log_backward.
    Adjoint (backward op): LogBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "log"
    family = "pointwise"
    adjoint = 'log_backward'
    Descriptor = LogDescriptor
    Args = LogArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input',), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.log.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.log.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.log.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.log.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class LogBackwardDescriptor(Descriptor):
    """What LogBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        LogBackwardPlan.normalize(self)


@dataclass
class LogBackwardArgs:
    """Arrays of one LogBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [numel] of element.
    grad_input: output, [numel] of element.
    """

    grad_output: Any
    input: Any
    grad_input: Any


class LogBackwardPlan(Plan):
    """log_backward plan.

    Adjoint of log: grad_input = g / x, elementwise in the compute type (g: grad_output, x: the
    input).

    When to use: Backward of log, with the forward's input.
    Adjoint of: LogPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [numel]; input [numel]; grad_input [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "log_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = LogBackwardDescriptor
    Args = LogBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input'), {},
                                {}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.log_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.log_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.log_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.log_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class Log1pDescriptor(Descriptor):
    """What Log1pPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        Log1pPlan.normalize(self)


@dataclass
class Log1pArgs:
    """Arrays of one Log1pPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class Log1pPlan(Plan):
    """log1p plan.

    out = log1p(x), elementwise in the compute type (x: the input), as torch.log1p.

    When to use: Forward of torch.log1p. Pair with log1p_backward.
    Adjoint (backward op): Log1pBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "log1p"
    family = "pointwise"
    adjoint = 'log1p_backward'
    Descriptor = Log1pDescriptor
    Args = Log1pArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input',), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.log1p.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.log1p.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.log1p.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.log1p.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class Log1pBackwardDescriptor(Descriptor):
    """What Log1pBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        Log1pBackwardPlan.normalize(self)


@dataclass
class Log1pBackwardArgs:
    """Arrays of one Log1pBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [numel] of element.
    grad_input: output, [numel] of element.
    """

    grad_output: Any
    input: Any
    grad_input: Any


class Log1pBackwardPlan(Plan):
    """log1p_backward plan.

    Adjoint of log1p: grad_input = g / (x + 1), elementwise in the compute type (g: grad_output, x:
    the input).

    When to use: Backward of log1p, with the forward's input.
    Adjoint of: Log1pPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [numel]; input [numel]; grad_input [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "log1p_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = Log1pBackwardDescriptor
    Args = Log1pBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input'), {},
                                {}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.log1p_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.log1p_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.log1p_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.log1p_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class Expm1Descriptor(Descriptor):
    """What Expm1Plan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        Expm1Plan.normalize(self)


@dataclass
class Expm1Args:
    """Arrays of one Expm1Plan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class Expm1Plan(Plan):
    """expm1 plan.

    out = expm1(x), elementwise in the compute type (x: the input), as torch.expm1.

    When to use: Forward of torch.expm1. Pair with expm1_backward.
    Adjoint (backward op): Expm1BackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "expm1"
    family = "pointwise"
    adjoint = 'expm1_backward'
    Descriptor = Expm1Descriptor
    Args = Expm1Args
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input',), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.expm1.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.expm1.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.expm1.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.expm1.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class Expm1BackwardDescriptor(Descriptor):
    """What Expm1BackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        Expm1BackwardPlan.normalize(self)


@dataclass
class Expm1BackwardArgs:
    """Arrays of one Expm1BackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    output: input, [numel] of element.
    grad_input: output, [numel] of element.
    """

    grad_output: Any
    output: Any
    grad_input: Any


class Expm1BackwardPlan(Plan):
    """expm1_backward plan.

    Adjoint of expm1: grad_input = g * (y + 1), elementwise in the compute type (g: grad_output, y:
    the forward's output).

    When to use: Backward of expm1, with the forward's output.
    Adjoint of: Expm1Plan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [numel]; output [numel]; grad_input [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "expm1_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = Expm1BackwardDescriptor
    Args = Expm1BackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('output', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'output'), {},
                                {}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.expm1_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.expm1_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.expm1_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.expm1_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class SqrtDescriptor(Descriptor):
    """What SqrtPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        SqrtPlan.normalize(self)


@dataclass
class SqrtArgs:
    """Arrays of one SqrtPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class SqrtPlan(Plan):
    """sqrt plan.

    out = sqrt(x), elementwise in the compute type (x: the input), as torch.sqrt.

    When to use: Forward of torch.sqrt. Pair with sqrt_backward.
    Adjoint (backward op): SqrtBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "sqrt"
    family = "pointwise"
    adjoint = 'sqrt_backward'
    Descriptor = SqrtDescriptor
    Args = SqrtArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input',), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.sqrt.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.sqrt.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.sqrt.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.sqrt.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class SqrtBackwardDescriptor(Descriptor):
    """What SqrtBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        SqrtBackwardPlan.normalize(self)


@dataclass
class SqrtBackwardArgs:
    """Arrays of one SqrtBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    output: input, [numel] of element.
    grad_input: output, [numel] of element.
    """

    grad_output: Any
    output: Any
    grad_input: Any


class SqrtBackwardPlan(Plan):
    """sqrt_backward plan.

    Adjoint of sqrt: grad_input = g / (2 * y), elementwise in the compute type (g: grad_output, y:
    the forward's output).

    When to use: Backward of sqrt, with the forward's output.
    Adjoint of: SqrtPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [numel]; output [numel]; grad_input [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "sqrt_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = SqrtBackwardDescriptor
    Args = SqrtBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('output', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'output'), {},
                                {}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.sqrt_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.sqrt_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.sqrt_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.sqrt_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class RsqrtDescriptor(Descriptor):
    """What RsqrtPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        RsqrtPlan.normalize(self)


@dataclass
class RsqrtArgs:
    """Arrays of one RsqrtPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class RsqrtPlan(Plan):
    """rsqrt plan.

    out = 1 / sqrt(x), elementwise in the compute type (x: the input), as torch.rsqrt.

    When to use: Forward of torch.rsqrt. Pair with rsqrt_backward.
    Adjoint (backward op): RsqrtBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "rsqrt"
    family = "pointwise"
    adjoint = 'rsqrt_backward'
    Descriptor = RsqrtDescriptor
    Args = RsqrtArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input',), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.rsqrt.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.rsqrt.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.rsqrt.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.rsqrt.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class RsqrtBackwardDescriptor(Descriptor):
    """What RsqrtBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        RsqrtBackwardPlan.normalize(self)


@dataclass
class RsqrtBackwardArgs:
    """Arrays of one RsqrtBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    output: input, [numel] of element.
    grad_input: output, [numel] of element.
    """

    grad_output: Any
    output: Any
    grad_input: Any


class RsqrtBackwardPlan(Plan):
    """rsqrt_backward plan.

    Adjoint of rsqrt: grad_input = C(-0.5) * g * y * y * y, elementwise in the compute type (g:
    grad_output, y: the forward's output).

    When to use: Backward of rsqrt, with the forward's output.
    Adjoint of: RsqrtPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [numel]; output [numel]; grad_input [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "rsqrt_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = RsqrtBackwardDescriptor
    Args = RsqrtBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('output', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'output'), {},
                                {}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.rsqrt_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.rsqrt_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.rsqrt_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.rsqrt_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class ReciprocalDescriptor(Descriptor):
    """What ReciprocalPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        ReciprocalPlan.normalize(self)


@dataclass
class ReciprocalArgs:
    """Arrays of one ReciprocalPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class ReciprocalPlan(Plan):
    """reciprocal plan.

    out = 1 / x, elementwise in the compute type (x: the input), as torch.reciprocal.

    When to use: Forward of torch.reciprocal. Pair with reciprocal_backward.
    Adjoint (backward op): ReciprocalBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "reciprocal"
    family = "pointwise"
    adjoint = 'reciprocal_backward'
    Descriptor = ReciprocalDescriptor
    Args = ReciprocalArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input',), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.reciprocal.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.reciprocal.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.reciprocal.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.reciprocal.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class ReciprocalBackwardDescriptor(Descriptor):
    """What ReciprocalBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        ReciprocalBackwardPlan.normalize(self)


@dataclass
class ReciprocalBackwardArgs:
    """Arrays of one ReciprocalBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    output: input, [numel] of element.
    grad_input: output, [numel] of element.
    """

    grad_output: Any
    output: Any
    grad_input: Any


class ReciprocalBackwardPlan(Plan):
    """reciprocal_backward plan.

    Adjoint of reciprocal: grad_input = -g * y * y, elementwise in the compute type (g: grad_output,
    y: the forward's output).

    When to use: Backward of reciprocal, with the forward's output.
    Adjoint of: ReciprocalPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [numel]; output [numel]; grad_input [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "reciprocal_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = ReciprocalBackwardDescriptor
    Args = ReciprocalBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('output', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'output'), {},
                                {}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.reciprocal_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.reciprocal_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.reciprocal_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.reciprocal_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class SinDescriptor(Descriptor):
    """What SinPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        SinPlan.normalize(self)


@dataclass
class SinArgs:
    """Arrays of one SinPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class SinPlan(Plan):
    """sin plan.

    out = sin(x), elementwise in the compute type (x: the input), as torch.sin.

    When to use: Forward of torch.sin. Pair with sin_backward.
    Adjoint (backward op): SinBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "sin"
    family = "pointwise"
    adjoint = 'sin_backward'
    Descriptor = SinDescriptor
    Args = SinArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input',), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.sin.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.sin.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.sin.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.sin.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class SinBackwardDescriptor(Descriptor):
    """What SinBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        SinBackwardPlan.normalize(self)


@dataclass
class SinBackwardArgs:
    """Arrays of one SinBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [numel] of element.
    grad_input: output, [numel] of element.
    """

    grad_output: Any
    input: Any
    grad_input: Any


class SinBackwardPlan(Plan):
    """sin_backward plan.

    Adjoint of sin: grad_input = g * cos(x), elementwise in the compute type (g: grad_output, x: the
    input).

    When to use: Backward of sin, with the forward's input.
    Adjoint of: SinPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [numel]; input [numel]; grad_input [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "sin_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = SinBackwardDescriptor
    Args = SinBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input'), {},
                                {}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.sin_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.sin_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.sin_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.sin_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class CosDescriptor(Descriptor):
    """What CosPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        CosPlan.normalize(self)


@dataclass
class CosArgs:
    """Arrays of one CosPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class CosPlan(Plan):
    """cos plan.

    out = cos(x), elementwise in the compute type (x: the input), as torch.cos.

    When to use: Forward of torch.cos. Pair with cos_backward.
    Adjoint (backward op): CosBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "cos"
    family = "pointwise"
    adjoint = 'cos_backward'
    Descriptor = CosDescriptor
    Args = CosArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input',), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.cos.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.cos.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.cos.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.cos.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class CosBackwardDescriptor(Descriptor):
    """What CosBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        CosBackwardPlan.normalize(self)


@dataclass
class CosBackwardArgs:
    """Arrays of one CosBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [numel] of element.
    grad_input: output, [numel] of element.
    """

    grad_output: Any
    input: Any
    grad_input: Any


class CosBackwardPlan(Plan):
    """cos_backward plan.

    Adjoint of cos: grad_input = -g * sin(x), elementwise in the compute type (g: grad_output, x:
    the input).

    When to use: Backward of cos, with the forward's input.
    Adjoint of: CosPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [numel]; input [numel]; grad_input [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "cos_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = CosBackwardDescriptor
    Args = CosBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input'), {},
                                {}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.cos_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.cos_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.cos_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.cos_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class ErfDescriptor(Descriptor):
    """What ErfPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        ErfPlan.normalize(self)


@dataclass
class ErfArgs:
    """Arrays of one ErfPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class ErfPlan(Plan):
    """erf plan.

    out = erf(x), elementwise in the compute type (x: the input), as torch.erf.

    When to use: Forward of torch.erf. Pair with erf_backward.
    Adjoint (backward op): ErfBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "erf"
    family = "pointwise"
    adjoint = 'erf_backward'
    Descriptor = ErfDescriptor
    Args = ErfArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input',), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.erf.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.erf.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.erf.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.erf.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class ErfBackwardDescriptor(Descriptor):
    """What ErfBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        ErfBackwardPlan.normalize(self)


@dataclass
class ErfBackwardArgs:
    """Arrays of one ErfBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [numel] of element.
    grad_input: output, [numel] of element.
    """

    grad_output: Any
    input: Any
    grad_input: Any


class ErfBackwardPlan(Plan):
    """erf_backward plan.

    Adjoint of erf: grad_input = C(1.1283791670955126) * exp(-x * x) * g, elementwise in the compute
    type (g: grad_output, x: the input).

    When to use: Backward of erf, with the forward's input.
    Adjoint of: ErfPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [numel]; input [numel]; grad_input [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "erf_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = ErfBackwardDescriptor
    Args = ErfBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input'), {},
                                {}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.erf_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.erf_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.erf_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.erf_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class GegluDescriptor(Descriptor):
    """What GegluPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    approximate: one of none, tanh (compile-time: each value is its own formula, chosen at compile time).
    """

    numel: int
    element: Any = "f32"
    approximate: str = "none"
    def __post_init__(self):
        GegluPlan.normalize(self)


@dataclass
class GegluArgs:
    """Arrays of one GegluPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    other: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    other: Any
    out: Any


class GegluPlan(Plan):
    """geglu plan.

    out = gelu_x * o; gelu_cdf = C(0.5) * (1 + erf(x * C(0.7071067811865476))); gelu_inner =
    C(0.7978845608028654) * (x + C(0.044715) * x * x * x); gelu_x = approximate == Approximate::tanh
    ? C(0.5) * x * (1 + tanh(gelu_inner)) : x * gelu_cdf, elementwise in the compute type (x: the
    input, o: the other operand), as the fused form below. gelu(input, approximate) * other: a GeGLU
    MLP's gate and up projections in one kernel.

    When to use: Forward of the fused form below. Pair with geglu_backward.
    Adjoint (backward op): GegluBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Compile-time approximate: {none, tanh}; each value is its own formula, chosen at compile time.

    Shape limits: input [numel]; other [numel]; out [numel]; every extent >= 0. C-contiguous arrays;
      outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "geglu"
    family = "pointwise"
    adjoint = 'geglu_backward'
    Descriptor = GegluDescriptor
    Args = GegluArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = (('approximate', ('none', 'tanh')),)
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('other', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('other', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input', 'other', 'approximate'), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.geglu.f16.none.elementwise.approximate-none.any.any.math-f32.acc-none.det.stable",
        "pointwise.geglu.f16.none.elementwise.approximate-tanh.any.any.math-f32.acc-none.det.stable",
        "pointwise.geglu.bf16.none.elementwise.approximate-none.any.any.math-f32.acc-none.det.stable",
        "pointwise.geglu.bf16.none.elementwise.approximate-tanh.any.any.math-f32.acc-none.det.stable",
        "pointwise.geglu.f32.none.elementwise.approximate-none.any.any.math-f32.acc-none.det.stable",
        "pointwise.geglu.f32.none.elementwise.approximate-tanh.any.any.math-f32.acc-none.det.stable",
        "pointwise.geglu.f64.none.elementwise.approximate-none.any.any.math-f64.acc-none.det.stable",
        "pointwise.geglu.f64.none.elementwise.approximate-tanh.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class GegluBackwardDescriptor(Descriptor):
    """What GegluBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    approximate: one of none, tanh (compile-time: each value is its own formula, chosen at compile time).
    """

    numel: int
    element: Any = "f32"
    approximate: str = "none"
    def __post_init__(self):
        GegluBackwardPlan.normalize(self)


@dataclass
class GegluBackwardArgs:
    """Arrays of one GegluBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [numel] of element.
    other: input, [numel] of element.
    grad_input: output, [numel] of element.
    grad_other: output, [numel] of element.
    """

    grad_output: Any
    input: Any
    other: Any
    grad_input: Any
    grad_other: Any


class GegluBackwardPlan(Plan):
    """geglu_backward plan.

    Adjoint of geglu: grad_input = g * o * gelu_slope; grad_other = g * gelu_x; gelu_cdf = C(0.5) *
    (1 + erf(x * C(0.7071067811865476))); gelu_inner = C(0.7978845608028654) * (x + C(0.044715) * x
    * x * x); gelu_slope = approximate == Approximate::tanh ? C(0.5) * (1 + tanh(gelu_inner)) +
    C(0.5) * x * (1 - tanh(gelu_inner) * tanh(gelu_inner)) * C(0.7978845608028654) * (1 + 3 *
    C(0.044715) * x * x) : gelu_cdf + x * exp(C(-0.5) * x * x) * C(0.3989422804014327); gelu_x =
    approximate == Approximate::tanh ? C(0.5) * x * (1 + tanh(gelu_inner)) : x * gelu_cdf,
    elementwise in the compute type (g: grad_output, x: the input, o: the other operand).

    When to use: Backward of geglu, with the forward's input and other.
    Adjoint of: GegluPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Compile-time approximate: {none, tanh}; each value is its own formula, chosen at compile time.

    Shape limits: grad_output [numel]; input [numel]; other [numel]; grad_input [numel]; grad_other
      [numel]; every extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "geglu_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = GegluBackwardDescriptor
    Args = GegluBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = (('approximate', ('none', 'tanh')),)
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('other', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_other', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('other', 'const element*', ''), ('grad_input', 'element*', ''), ('grad_other', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input', 'other', 'approximate'), {},
                                {}, 'flat',
                                ('grad_input', 'grad_other'))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.geglu_backward.f16.none.elementwise.approximate-none.any.any.math-f32.acc-none.det.stable",
        "pointwise.geglu_backward.f16.none.elementwise.approximate-tanh.any.any.math-f32.acc-none.det.stable",
        "pointwise.geglu_backward.bf16.none.elementwise.approximate-none.any.any.math-f32.acc-none.det.stable",
        "pointwise.geglu_backward.bf16.none.elementwise.approximate-tanh.any.any.math-f32.acc-none.det.stable",
        "pointwise.geglu_backward.f32.none.elementwise.approximate-none.any.any.math-f32.acc-none.det.stable",
        "pointwise.geglu_backward.f32.none.elementwise.approximate-tanh.any.any.math-f32.acc-none.det.stable",
        "pointwise.geglu_backward.f64.none.elementwise.approximate-none.any.any.math-f64.acc-none.det.stable",
        "pointwise.geglu_backward.f64.none.elementwise.approximate-tanh.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class GluDescriptor(Descriptor):
    """What GluPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    rows: product of the extents before dim (the rows).
    half: half of dim's extent times the product of the extents after it (one half's items).
    element: element type, one of f16, bf16, f32, f64.
    """

    rows: int
    half: int
    element: Any = "f32"
    def __post_init__(self):
        GluPlan.normalize(self)


@dataclass
class GluArgs:
    """Arrays of one GluPlan.run, C-contiguous, on the stream's backend.

    input: input, [rows, 2, half] of element.
    out: output, [rows, half] of element.
    """

    input: Any
    out: Any


class GluPlan(Plan):
    """glu plan.

    out = x * s; s = sigmoid(o), elementwise in the compute type (x: input's first half along dim,
    o: its second half), as torch.nn.functional.glu.

    When to use: Forward of torch.nn.functional.glu. Pair with glu_backward.
    Adjoint (backward op): GluBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [rows, 2, half]; out [rows, half]; every extent >= 0. C-contiguous arrays;
      outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "glu"
    family = "pointwise"
    adjoint = 'glu_backward'
    Descriptor = GluDescriptor
    Args = GluArgs
    dims = ('rows', 'half')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[rows, 2, half]',
                   lambda n: (n.rows,2,n.half,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[rows, half]',
                   lambda n: (n.rows,n.half,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.rows * n.half, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('rows', 'i64', ''), ('half', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input', 'dim'), {},
                                {}, 'halves',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.glu.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.glu.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.glu.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.glu.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class GluBackwardDescriptor(Descriptor):
    """What GluBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    rows: product of the extents before dim (the rows).
    half: half of dim's extent times the product of the extents after it (one half's items).
    element: element type, one of f16, bf16, f32, f64.
    """

    rows: int
    half: int
    element: Any = "f32"
    def __post_init__(self):
        GluBackwardPlan.normalize(self)


@dataclass
class GluBackwardArgs:
    """Arrays of one GluBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [rows, half] of element.
    input: input, [rows, 2, half] of element.
    grad_input: output, [rows, 2, half] of element.
    """

    grad_output: Any
    input: Any
    grad_input: Any


class GluBackwardPlan(Plan):
    """glu_backward plan.

    Adjoint of glu: grad_input's first half = g * s; its second half = g * x * s * (1 - s); s =
    sigmoid(o), elementwise in the compute type (g: grad_output, x: input's first half along dim, o:
    its second half).

    When to use: Backward of glu, with the forward's input.
    Adjoint of: GluPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [rows, half]; input [rows, 2, half]; grad_input [rows, 2, half]; every
      extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "glu_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = GluBackwardDescriptor
    Args = GluBackwardArgs
    dims = ('rows', 'half')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[rows, half]',
                   lambda n: (n.rows,n.half,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[rows, 2, half]',
                   lambda n: (n.rows,2,n.half,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[rows, 2, half]',
                   lambda n: (n.rows,2,n.half,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.rows * n.half, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('grad_input', 'element*', ''), ('rows', 'i64', ''), ('half', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input', 'dim'), {},
                                {}, 'halves',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.glu_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.glu_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.glu_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.glu_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class SwigluDescriptor(Descriptor):
    """What SwigluPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        SwigluPlan.normalize(self)


@dataclass
class SwigluArgs:
    """Arrays of one SwigluPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    other: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    other: Any
    out: Any


class SwigluPlan(Plan):
    """swiglu plan.

    out = x * s * o; s = sigmoid(x), elementwise in the compute type (x: the input, o: the other
    operand), as the fused form below. silu(input) * other: a SwiGLU MLP's gate and up projections
    in one kernel, as Liger-Kernel's.

    When to use: Forward of the fused form below. Pair with swiglu_backward.
    Adjoint (backward op): SwigluBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [numel]; other [numel]; out [numel]; every extent >= 0. C-contiguous arrays;
      outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "swiglu"
    family = "pointwise"
    adjoint = 'swiglu_backward'
    Descriptor = SwigluDescriptor
    Args = SwigluArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('other', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('other', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input', 'other'), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.swiglu.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.swiglu.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.swiglu.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.swiglu.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class SwigluBackwardDescriptor(Descriptor):
    """What SwigluBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        SwigluBackwardPlan.normalize(self)


@dataclass
class SwigluBackwardArgs:
    """Arrays of one SwigluBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [numel] of element.
    other: input, [numel] of element.
    grad_input: output, [numel] of element.
    grad_other: output, [numel] of element.
    """

    grad_output: Any
    input: Any
    other: Any
    grad_input: Any
    grad_other: Any


class SwigluBackwardPlan(Plan):
    """swiglu_backward plan.

    Adjoint of swiglu: grad_input = g * o * s * (1 + x * (1 - s)); grad_other = g * x * s; s =
    sigmoid(x), elementwise in the compute type (g: grad_output, x: the input, o: the other
    operand).

    When to use: Backward of swiglu, with the forward's input and other.
    Adjoint of: SwigluPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [numel]; input [numel]; other [numel]; grad_input [numel]; grad_other
      [numel]; every extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "swiglu_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = SwigluBackwardDescriptor
    Args = SwigluBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('other', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_other', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('other', 'const element*', ''), ('grad_input', 'element*', ''), ('grad_other', 'element*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input', 'other'), {},
                                {}, 'flat',
                                ('grad_input', 'grad_other'))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.swiglu_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.swiglu_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.swiglu_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.swiglu_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class PowDescriptor(Descriptor):
    """What PowPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input (1 for a number).
    exponent_numel: elements of exponent (1 for a number).
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    has_input: input is an array (false: a number, input_value).
    input_value: input's value when it is a number (has_input false).
    has_exponent: exponent is an array (false: a number, exponent_value).
    exponent_value: exponent's value when it is a number (has_exponent false).
    """

    numel: int
    input_numel: int
    exponent_numel: int
    rank: int
    element: Any = "f32"
    has_input: bool = True

    input_value: float = 0.0

    has_exponent: bool = True

    exponent_value: float = 0.0

    def __post_init__(self):
        PowPlan.normalize(self)


@dataclass
class PowArgs:
    """Arrays of one PowPlan.run, C-contiguous, on the stream's backend.

    sizes: input, [3, rank] of i64. the extents of the output and of input, exponent, collapsed.
    out: output, [numel] of element.
    input: input, [input_numel] of element, given exactly when has_input.
    exponent: input, [exponent_numel] of element, given exactly when has_exponent.
    """

    sizes: Any
    out: Any
    input: Any = None
    exponent: Any = None


class PowPlan(Plan):
    """pow plan.

    out = is_number(n) ? power(x, n) : pow(x, n), elementwise in the compute type (x: the input, n:
    the exponent), as torch.pow, input and exponent broadcasting as PyTorch's operands do (input or
    exponent maybe a number, in the compute type).

    When to use: Forward of torch.pow. Pair with pow_backward.
    Adjoint (backward op): PowBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: has_input, input_value, has_exponent, exponent_value (see PowDescriptor).

    Shape limits: sizes [3, rank]; out [numel]; input [input_numel]; exponent [exponent_numel];
      every extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, exponent_numel) (else ShapeError): each row of
        sizes is 1 or the first row's extent in every dim, and has its operand's element count.
      has_input or has_exponent (else InvalidArgumentError): input or exponent is an array, whose
        dtype the result has.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "pow"
    family = "pointwise"
    adjoint = 'pow_backward'
    Descriptor = PowDescriptor
    Args = PowArgs
    dims = ('numel', 'input_numel', 'exponent_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('has_input', 'bool', ()),
        ParamSpec('input_value', 'float', ()),
        ParamSpec('has_exponent', 'bool', ()),
        ParamSpec('exponent_value', 'float', ()),
    )
    tensors = (
        TensorSpec('sizes', 'input', 'i64',
                   '[3, rank]',
                   lambda n: (3,n.rank,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   lambda n: n.has_input, 'has_input'),
        TensorSpec('exponent', 'input', 'element',
                   '[exponent_numel]',
                   lambda n: (n.exponent_numel,),
                   lambda n: n.has_exponent, 'has_exponent'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, exponent_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.exponent_numel),
                  ['exponent_numel', 'input_numel', 'numel', 'sizes'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
        CheckSpec('has_input or has_exponent', InvalidArgumentError, lambda n: n.has_input or n.has_exponent,
                  ['has_exponent', 'has_input'], False,
                  'input or exponent is an array, whose dtype the result has'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('sizes', 'const i64*', ''), ('out', 'element*', ''), ('input', 'const element*', ''), ('exponent', 'const element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('exponent_numel', 'i64', ''), ('rank', 'i64', ''), ('has_input', 'i32', 'flag'), ('input_value', 'f64', ''), ('has_exponent', 'i32', 'flag'), ('exponent_value', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'exponent'), {},
                                {}, 'broadcast',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.pow.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.pow.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.pow.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.pow.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class PowBackwardDescriptor(Descriptor):
    """What PowBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input (1 for a number).
    exponent_numel: elements of exponent (1 for a number).
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    has_input: input is an array (false: a number, input_value).
    input_value: input's value when it is a number (has_input false).
    has_exponent: exponent is an array (false: a number, exponent_value).
    exponent_value: exponent's value when it is a number (has_exponent false).
    """

    numel: int
    input_numel: int
    exponent_numel: int
    rank: int
    element: Any = "f32"
    has_input: bool = True

    input_value: float = 0.0

    has_exponent: bool = True

    exponent_value: float = 0.0

    def __post_init__(self):
        PowBackwardPlan.normalize(self)


@dataclass
class PowBackwardArgs:
    """Arrays of one PowBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    output: input, [numel] of element.
    sizes: input, [3, rank] of i64. the extents of the output and of input, exponent, collapsed.
    input: input, [input_numel] of element, given exactly when has_input.
    exponent: input, [exponent_numel] of element, given exactly when has_exponent.
    grad_input: output, [numel] of element, given exactly when has_input.
    grad_exponent: output, [numel] of element, given exactly when has_exponent.
    """

    grad_output: Any
    output: Any
    sizes: Any
    input: Any = None
    exponent: Any = None
    grad_input: Any = None
    grad_exponent: Any = None


class PowBackwardPlan(Plan):
    """pow_backward plan.

    Adjoint of pow: grad_input = n == 0 ? C(0) : g * (n * (is_number(n) ? power(x, n - 1) : pow(x, n
    - 1))); grad_exponent = x == 0 && n >= 0 ? C(0) : g * (y * log(x)), elementwise in the compute
    type (g: grad_output, x: the input, n: the exponent, y: the forward's output) at the broadcast
    shape; the functional op sums each gradient to its operand's shape (PyTorch's sum_to_size), as
    sum does.

    When to use: Backward of pow, with the forward's input and exponent and output.
    Adjoint of: PowPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: has_input, input_value, has_exponent, exponent_value (see PowBackwardDescriptor).

    Shape limits: grad_output [numel]; output [numel]; sizes [3, rank]; input [input_numel];
      exponent [exponent_numel]; grad_input [numel]; grad_exponent [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, exponent_numel) (else ShapeError): each row of
        sizes is 1 or the first row's extent in every dim, and has its operand's element count.
      has_input or has_exponent (else InvalidArgumentError): input or exponent is an array, whose
        dtype the result has.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "pow_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = PowBackwardDescriptor
    Args = PowBackwardArgs
    dims = ('numel', 'input_numel', 'exponent_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('has_input', 'bool', ()),
        ParamSpec('input_value', 'float', ()),
        ParamSpec('has_exponent', 'bool', ()),
        ParamSpec('exponent_value', 'float', ()),
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[3, rank]',
                   lambda n: (3,n.rank,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   lambda n: n.has_input, 'has_input'),
        TensorSpec('exponent', 'input', 'element',
                   '[exponent_numel]',
                   lambda n: (n.exponent_numel,),
                   lambda n: n.has_exponent, 'has_exponent'),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   lambda n: n.has_input, 'has_input'),
        TensorSpec('grad_exponent', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   lambda n: n.has_exponent, 'has_exponent'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, exponent_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.exponent_numel),
                  ['exponent_numel', 'input_numel', 'numel', 'sizes'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
        CheckSpec('has_input or has_exponent', InvalidArgumentError, lambda n: n.has_input or n.has_exponent,
                  ['has_exponent', 'has_input'], False,
                  'input or exponent is an array, whose dtype the result has'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('output', 'const element*', ''), ('sizes', 'const i64*', ''), ('input', 'const element*', ''), ('exponent', 'const element*', ''), ('grad_input', 'element*', ''), ('grad_exponent', 'element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('exponent_numel', 'i64', ''), ('rank', 'i64', ''), ('has_input', 'i32', 'flag'), ('input_value', 'f64', ''), ('has_exponent', 'i32', 'flag'), ('exponent_value', 'f64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input', 'exponent', 'output'), {},
                                {}, 'broadcast',
                                ('grad_input', 'grad_exponent'))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.pow_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.pow_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.pow_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.pow_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class DivDescriptor(Descriptor):
    """What DivPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    other_numel: elements of other (1 for a number).
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    rounding_mode: one of none, trunc, floor (compile-time: each value is its own formula, chosen at compile time).
    has_other: other is an array (false: a number, other_value).
    other_value: other's value when it is a number (has_other false).
    """

    numel: int
    input_numel: int
    other_numel: int
    rank: int
    element: Any = "f32"
    rounding_mode: str = "none"
    has_other: bool = True

    other_value: float = 0.0

    def __post_init__(self):
        DivPlan.normalize(self)


@dataclass
class DivArgs:
    """Arrays of one DivPlan.run, C-contiguous, on the stream's backend.

    input: input, [input_numel] of element.
    sizes: input, [3, rank] of i64. the extents of the output and of input, other, collapsed.
    out: output, [numel] of element.
    other: input, [other_numel] of element, given exactly when has_other.
    """

    input: Any
    sizes: Any
    out: Any
    other: Any = None


class DivPlan(Plan):
    """div plan.

    out = rounding_mode == RoundingMode::trunc ? trunc(in_element(x / o)) : rounding_mode ==
    RoundingMode::floor ? floor_divide(x, o, in_element) : x / o, elementwise in the compute type
    (x: the input, o: the other operand), as torch.div, input and other broadcasting as PyTorch's
    operands do (other maybe a number, in the compute type).

    When to use: Forward of torch.div. Pair with div_backward.
    Adjoint (backward op): DivBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Compile-time rounding_mode: {none, trunc, floor}; each value is its own formula, chosen at
      compile time.
    Runtime params: has_other, other_value (see DivDescriptor).

    Shape limits: input [input_numel]; sizes [3, rank]; out [numel]; other [other_numel]; every
      extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, other_numel) (else ShapeError): each row of sizes
        is 1 or the first row's extent in every dim, and has its operand's element count.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "div"
    family = "pointwise"
    adjoint = 'div_backward'
    Descriptor = DivDescriptor
    Args = DivArgs
    dims = ('numel', 'input_numel', 'other_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = (('rounding_mode', ('none', 'trunc', 'floor')),)
    params = (
        ParamSpec('has_other', 'bool', ()),
        ParamSpec('other_value', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[3, rank]',
                   lambda n: (3,n.rank,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('other', 'input', 'element',
                   '[other_numel]',
                   lambda n: (n.other_numel,),
                   lambda n: n.has_other, 'has_other'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, other_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.other_numel),
                  ['input_numel', 'numel', 'other_numel', 'sizes'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('sizes', 'const i64*', ''), ('out', 'element*', ''), ('other', 'const element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', ''), ('has_other', 'i32', 'flag'), ('other_value', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'other', 'rounding_mode'), {},
                                {}, 'broadcast',
                                ('out',), none_for=('rounding_mode',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.div.f16.none.elementwise.rounding_mode-none.any.any.math-f32.acc-none.det.stable",
        "pointwise.div.f16.none.elementwise.rounding_mode-trunc.any.any.math-f32.acc-none.det.stable",
        "pointwise.div.f16.none.elementwise.rounding_mode-floor.any.any.math-f32.acc-none.det.stable",
        "pointwise.div.bf16.none.elementwise.rounding_mode-none.any.any.math-f32.acc-none.det.stable",
        "pointwise.div.bf16.none.elementwise.rounding_mode-trunc.any.any.math-f32.acc-none.det.stable",
        "pointwise.div.bf16.none.elementwise.rounding_mode-floor.any.any.math-f32.acc-none.det.stable",
        "pointwise.div.f32.none.elementwise.rounding_mode-none.any.any.math-f32.acc-none.det.stable",
        "pointwise.div.f32.none.elementwise.rounding_mode-trunc.any.any.math-f32.acc-none.det.stable",
        "pointwise.div.f32.none.elementwise.rounding_mode-floor.any.any.math-f32.acc-none.det.stable",
        "pointwise.div.f64.none.elementwise.rounding_mode-none.any.any.math-f64.acc-none.det.stable",
        "pointwise.div.f64.none.elementwise.rounding_mode-trunc.any.any.math-f64.acc-none.det.stable",
        "pointwise.div.f64.none.elementwise.rounding_mode-floor.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class DivInplaceDescriptor(Descriptor):
    """What DivInplacePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    other_numel: elements of other (1 for a number).
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    rounding_mode: one of none, trunc, floor (compile-time: each value is its own formula, chosen at compile time).
    has_other: other is an array (false: a number, other_value).
    other_value: other's value when it is a number (has_other false).
    """

    numel: int
    input_numel: int
    other_numel: int
    rank: int
    element: Any = "f32"
    rounding_mode: str = "none"
    has_other: bool = True

    other_value: float = 0.0

    def __post_init__(self):
        DivInplacePlan.normalize(self)


@dataclass
class DivInplaceArgs:
    """Arrays of one DivInplacePlan.run, C-contiguous, on the stream's backend.

    input: inout, [input_numel] of element.
    sizes: input, [3, rank] of i64. the extents of the output and of input, other, collapsed.
    other: input, [other_numel] of element, given exactly when has_other.
    """

    input: Any
    sizes: Any
    other: Any = None


class DivInplacePlan(Plan):
    """div_ plan.

    div in place, as Tensor.div_: the result written over input, elementwise as div computes it;
    input has the broadcast shape.

    When to use: An update in place (an optimizer's step); without a gradient.

    Dtypes: element in {f16, bf16, f32, f64}.
    Compile-time rounding_mode: {none, trunc, floor}; each value is its own formula, chosen at
      compile time.
    Runtime params: has_other, other_value (see DivInplaceDescriptor).

    Shape limits: input [input_numel]; sizes [3, rank]; other [other_numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, other_numel) (else ShapeError): each row of sizes
        is 1 or the first row's extent in every dim, and has its operand's element count.
      input_numel == numel (else ShapeError): input, which the result is written over, has the
        broadcast shape.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "div_"
    family = "pointwise"
    adjoint = None
    Descriptor = DivInplaceDescriptor
    Args = DivInplaceArgs
    dims = ('numel', 'input_numel', 'other_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = (('rounding_mode', ('none', 'trunc', 'floor')),)
    params = (
        ParamSpec('has_other', 'bool', ()),
        ParamSpec('other_value', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'inout', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[3, rank]',
                   lambda n: (3,n.rank,),
                   None, ''),
        TensorSpec('other', 'input', 'element',
                   '[other_numel]',
                   lambda n: (n.other_numel,),
                   lambda n: n.has_other, 'has_other'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, other_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.other_numel),
                  ['input_numel', 'numel', 'other_numel', 'sizes'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
        CheckSpec('input_numel == numel', ShapeError, lambda n: n.input_numel == n.numel,
                  ['input_numel', 'numel'], False,
                  'input, which the result is written over, has the broadcast shape'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'element*', ''), ('sizes', 'const i64*', ''), ('other', 'const element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', ''), ('has_other', 'i32', 'flag'), ('other_value', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'other', 'rounding_mode'), {},
                                {}, 'broadcast',
                                ('input',), none_for=('rounding_mode',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.div_.f16.none.elementwise.rounding_mode-none.any.any.math-f32.acc-none.det.stable",
        "pointwise.div_.f16.none.elementwise.rounding_mode-trunc.any.any.math-f32.acc-none.det.stable",
        "pointwise.div_.f16.none.elementwise.rounding_mode-floor.any.any.math-f32.acc-none.det.stable",
        "pointwise.div_.bf16.none.elementwise.rounding_mode-none.any.any.math-f32.acc-none.det.stable",
        "pointwise.div_.bf16.none.elementwise.rounding_mode-trunc.any.any.math-f32.acc-none.det.stable",
        "pointwise.div_.bf16.none.elementwise.rounding_mode-floor.any.any.math-f32.acc-none.det.stable",
        "pointwise.div_.f32.none.elementwise.rounding_mode-none.any.any.math-f32.acc-none.det.stable",
        "pointwise.div_.f32.none.elementwise.rounding_mode-trunc.any.any.math-f32.acc-none.det.stable",
        "pointwise.div_.f32.none.elementwise.rounding_mode-floor.any.any.math-f32.acc-none.det.stable",
        "pointwise.div_.f64.none.elementwise.rounding_mode-none.any.any.math-f64.acc-none.det.stable",
        "pointwise.div_.f64.none.elementwise.rounding_mode-trunc.any.any.math-f64.acc-none.det.stable",
        "pointwise.div_.f64.none.elementwise.rounding_mode-floor.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class DivBackwardDescriptor(Descriptor):
    """What DivBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    other_numel: elements of other (1 for a number).
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    rounding_mode: one of none, trunc, floor (compile-time: each value is its own formula, chosen at compile time).
    has_other: other is an array (false: a number, other_value).
    other_value: other's value when it is a number (has_other false).
    """

    numel: int
    input_numel: int
    other_numel: int
    rank: int
    element: Any = "f32"
    rounding_mode: str = "none"
    has_other: bool = True

    other_value: float = 0.0

    def __post_init__(self):
        DivBackwardPlan.normalize(self)


@dataclass
class DivBackwardArgs:
    """Arrays of one DivBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [input_numel] of element.
    sizes: input, [3, rank] of i64. the extents of the output and of input, other, collapsed.
    grad_input: output, [numel] of element.
    other: input, [other_numel] of element, given exactly when has_other.
    grad_other: output, [numel] of element, given exactly when has_other.
    """

    grad_output: Any
    input: Any
    sizes: Any
    grad_input: Any
    other: Any = None
    grad_other: Any = None


class DivBackwardPlan(Plan):
    """div_backward plan.

    Adjoint of div: grad_input = rounding_mode == RoundingMode::none ? g / o : C(0); grad_other =
    rounding_mode == RoundingMode::none ? -g * (x / o / o) : C(0), elementwise in the compute type
    (g: grad_output, x: the input, o: the other operand) at the broadcast shape; the functional op
    sums each gradient to its operand's shape (PyTorch's sum_to_size), as sum does.

    When to use: Backward of div, with the forward's input and other.
    Adjoint of: DivPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Compile-time rounding_mode: {none, trunc, floor}; each value is its own formula, chosen at
      compile time.
    Runtime params: has_other, other_value (see DivBackwardDescriptor).

    Shape limits: grad_output [numel]; input [input_numel]; sizes [3, rank]; grad_input [numel];
      other [other_numel]; grad_other [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, other_numel) (else ShapeError): each row of sizes
        is 1 or the first row's extent in every dim, and has its operand's element count.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "div_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = DivBackwardDescriptor
    Args = DivBackwardArgs
    dims = ('numel', 'input_numel', 'other_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = (('rounding_mode', ('none', 'trunc', 'floor')),)
    params = (
        ParamSpec('has_other', 'bool', ()),
        ParamSpec('other_value', 'float', ()),
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[3, rank]',
                   lambda n: (3,n.rank,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('other', 'input', 'element',
                   '[other_numel]',
                   lambda n: (n.other_numel,),
                   lambda n: n.has_other, 'has_other'),
        TensorSpec('grad_other', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   lambda n: n.has_other, 'has_other'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, other_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.other_numel),
                  ['input_numel', 'numel', 'other_numel', 'sizes'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('sizes', 'const i64*', ''), ('grad_input', 'element*', ''), ('other', 'const element*', ''), ('grad_other', 'element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', ''), ('has_other', 'i32', 'flag'), ('other_value', 'f64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input', 'other', 'rounding_mode'), {},
                                {}, 'broadcast',
                                ('grad_input', 'grad_other'), none_for=('rounding_mode',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.div_backward.f16.none.elementwise.rounding_mode-none.any.any.math-f32.acc-none.det.stable",
        "pointwise.div_backward.f16.none.elementwise.rounding_mode-trunc.any.any.math-f32.acc-none.det.stable",
        "pointwise.div_backward.f16.none.elementwise.rounding_mode-floor.any.any.math-f32.acc-none.det.stable",
        "pointwise.div_backward.bf16.none.elementwise.rounding_mode-none.any.any.math-f32.acc-none.det.stable",
        "pointwise.div_backward.bf16.none.elementwise.rounding_mode-trunc.any.any.math-f32.acc-none.det.stable",
        "pointwise.div_backward.bf16.none.elementwise.rounding_mode-floor.any.any.math-f32.acc-none.det.stable",
        "pointwise.div_backward.f32.none.elementwise.rounding_mode-none.any.any.math-f32.acc-none.det.stable",
        "pointwise.div_backward.f32.none.elementwise.rounding_mode-trunc.any.any.math-f32.acc-none.det.stable",
        "pointwise.div_backward.f32.none.elementwise.rounding_mode-floor.any.any.math-f32.acc-none.det.stable",
        "pointwise.div_backward.f64.none.elementwise.rounding_mode-none.any.any.math-f64.acc-none.det.stable",
        "pointwise.div_backward.f64.none.elementwise.rounding_mode-trunc.any.any.math-f64.acc-none.det.stable",
        "pointwise.div_backward.f64.none.elementwise.rounding_mode-floor.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class AddDescriptor(Descriptor):
    """What AddPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    other_numel: elements of other (1 for a number).
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    has_other: other is an array (false: a number, other_value).
    other_value: other's value when it is a number (has_other false).
    alpha: alpha, as in torch.add.
    """

    numel: int
    input_numel: int
    other_numel: int
    rank: int
    element: Any = "f32"
    has_other: bool = True

    other_value: float = 0.0

    alpha: float = 1.0

    def __post_init__(self):
        AddPlan.normalize(self)


@dataclass
class AddArgs:
    """Arrays of one AddPlan.run, C-contiguous, on the stream's backend.

    input: input, [input_numel] of element.
    sizes: input, [3, rank] of i64. the extents of the output and of input, other, collapsed.
    out: output, [numel] of element.
    other: input, [other_numel] of element, given exactly when has_other.
    """

    input: Any
    sizes: Any
    out: Any
    other: Any = None


class AddPlan(Plan):
    """add plan.

    out = fma(element_of(alpha), element_of(o), x), elementwise in the compute type (x: the input,
    o: the other operand), as torch.add, input and other broadcasting as PyTorch's operands do
    (other maybe a number, in the compute type).

    When to use: Forward of torch.add. Pair with add_backward.
    Adjoint (backward op): AddBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: has_other, other_value, alpha (see AddDescriptor).

    Shape limits: input [input_numel]; sizes [3, rank]; out [numel]; other [other_numel]; every
      extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, other_numel) (else ShapeError): each row of sizes
        is 1 or the first row's extent in every dim, and has its operand's element count.
      fits(alpha, element) (else OutOfRangeError): alpha is finite in the element where it is
        finite.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "add"
    family = "pointwise"
    adjoint = 'add_backward'
    Descriptor = AddDescriptor
    Args = AddArgs
    dims = ('numel', 'input_numel', 'other_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('has_other', 'bool', ()),
        ParamSpec('other_value', 'float', ()),
        ParamSpec('alpha', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[3, rank]',
                   lambda n: (3,n.rank,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('other', 'input', 'element',
                   '[other_numel]',
                   lambda n: (n.other_numel,),
                   lambda n: n.has_other, 'has_other'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, other_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.other_numel),
                  ['input_numel', 'numel', 'other_numel', 'sizes'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
        CheckSpec('fits(alpha, element)', OutOfRangeError, lambda n: fits(n.alpha, n.element),
                  ['alpha', 'element'], False,
                  'alpha is finite in the element where it is finite'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('sizes', 'const i64*', ''), ('out', 'element*', ''), ('other', 'const element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', ''), ('has_other', 'i32', 'flag'), ('other_value', 'f64', ''), ('alpha', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'other', 'alpha'), {},
                                {}, 'broadcast',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.add.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.add.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.add.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.add.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class AddInplaceDescriptor(Descriptor):
    """What AddInplacePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    other_numel: elements of other (1 for a number).
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    has_other: other is an array (false: a number, other_value).
    other_value: other's value when it is a number (has_other false).
    alpha: alpha, as in torch.add.
    """

    numel: int
    input_numel: int
    other_numel: int
    rank: int
    element: Any = "f32"
    has_other: bool = True

    other_value: float = 0.0

    alpha: float = 1.0

    def __post_init__(self):
        AddInplacePlan.normalize(self)


@dataclass
class AddInplaceArgs:
    """Arrays of one AddInplacePlan.run, C-contiguous, on the stream's backend.

    input: inout, [input_numel] of element.
    sizes: input, [3, rank] of i64. the extents of the output and of input, other, collapsed.
    other: input, [other_numel] of element, given exactly when has_other.
    """

    input: Any
    sizes: Any
    other: Any = None


class AddInplacePlan(Plan):
    """add_ plan.

    add in place, as Tensor.add_: the result written over input, elementwise as add computes it;
    input has the broadcast shape.

    When to use: An update in place (an optimizer's step); without a gradient.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: has_other, other_value, alpha (see AddInplaceDescriptor).

    Shape limits: input [input_numel]; sizes [3, rank]; other [other_numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, other_numel) (else ShapeError): each row of sizes
        is 1 or the first row's extent in every dim, and has its operand's element count.
      fits(alpha, element) (else OutOfRangeError): alpha is finite in the element where it is
        finite.
      input_numel == numel (else ShapeError): input, which the result is written over, has the
        broadcast shape.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "add_"
    family = "pointwise"
    adjoint = None
    Descriptor = AddInplaceDescriptor
    Args = AddInplaceArgs
    dims = ('numel', 'input_numel', 'other_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('has_other', 'bool', ()),
        ParamSpec('other_value', 'float', ()),
        ParamSpec('alpha', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'inout', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[3, rank]',
                   lambda n: (3,n.rank,),
                   None, ''),
        TensorSpec('other', 'input', 'element',
                   '[other_numel]',
                   lambda n: (n.other_numel,),
                   lambda n: n.has_other, 'has_other'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, other_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.other_numel),
                  ['input_numel', 'numel', 'other_numel', 'sizes'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
        CheckSpec('fits(alpha, element)', OutOfRangeError, lambda n: fits(n.alpha, n.element),
                  ['alpha', 'element'], False,
                  'alpha is finite in the element where it is finite'),
        CheckSpec('input_numel == numel', ShapeError, lambda n: n.input_numel == n.numel,
                  ['input_numel', 'numel'], False,
                  'input, which the result is written over, has the broadcast shape'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'element*', ''), ('sizes', 'const i64*', ''), ('other', 'const element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', ''), ('has_other', 'i32', 'flag'), ('other_value', 'f64', ''), ('alpha', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'other', 'alpha'), {},
                                {}, 'broadcast',
                                ('input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.add_.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.add_.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.add_.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.add_.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class SubDescriptor(Descriptor):
    """What SubPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    other_numel: elements of other (1 for a number).
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    has_other: other is an array (false: a number, other_value).
    other_value: other's value when it is a number (has_other false).
    alpha: alpha, as in torch.sub.
    """

    numel: int
    input_numel: int
    other_numel: int
    rank: int
    element: Any = "f32"
    has_other: bool = True

    other_value: float = 0.0

    alpha: float = 1.0

    def __post_init__(self):
        SubPlan.normalize(self)


@dataclass
class SubArgs:
    """Arrays of one SubPlan.run, C-contiguous, on the stream's backend.

    input: input, [input_numel] of element.
    sizes: input, [3, rank] of i64. the extents of the output and of input, other, collapsed.
    out: output, [numel] of element.
    other: input, [other_numel] of element, given exactly when has_other.
    """

    input: Any
    sizes: Any
    out: Any
    other: Any = None


class SubPlan(Plan):
    """sub plan.

    out = fma(-element_of(alpha), element_of(o), x), elementwise in the compute type (x: the input,
    o: the other operand), as torch.sub, input and other broadcasting as PyTorch's operands do
    (other maybe a number, in the compute type).

    When to use: Forward of torch.sub. Pair with add_backward.
    Adjoint (backward op): AddBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: has_other, other_value, alpha (see SubDescriptor).

    Shape limits: input [input_numel]; sizes [3, rank]; out [numel]; other [other_numel]; every
      extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, other_numel) (else ShapeError): each row of sizes
        is 1 or the first row's extent in every dim, and has its operand's element count.
      fits(alpha, element) (else OutOfRangeError): alpha is finite in the element where it is
        finite.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "sub"
    family = "pointwise"
    adjoint = 'add_backward'
    Descriptor = SubDescriptor
    Args = SubArgs
    dims = ('numel', 'input_numel', 'other_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('has_other', 'bool', ()),
        ParamSpec('other_value', 'float', ()),
        ParamSpec('alpha', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[3, rank]',
                   lambda n: (3,n.rank,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('other', 'input', 'element',
                   '[other_numel]',
                   lambda n: (n.other_numel,),
                   lambda n: n.has_other, 'has_other'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, other_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.other_numel),
                  ['input_numel', 'numel', 'other_numel', 'sizes'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
        CheckSpec('fits(alpha, element)', OutOfRangeError, lambda n: fits(n.alpha, n.element),
                  ['alpha', 'element'], False,
                  'alpha is finite in the element where it is finite'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('sizes', 'const i64*', ''), ('out', 'element*', ''), ('other', 'const element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', ''), ('has_other', 'i32', 'flag'), ('other_value', 'f64', ''), ('alpha', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'other', 'alpha'), {},
                                {}, 'broadcast',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.sub.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.sub.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.sub.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.sub.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class SubInplaceDescriptor(Descriptor):
    """What SubInplacePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    other_numel: elements of other (1 for a number).
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    has_other: other is an array (false: a number, other_value).
    other_value: other's value when it is a number (has_other false).
    alpha: alpha, as in torch.sub.
    """

    numel: int
    input_numel: int
    other_numel: int
    rank: int
    element: Any = "f32"
    has_other: bool = True

    other_value: float = 0.0

    alpha: float = 1.0

    def __post_init__(self):
        SubInplacePlan.normalize(self)


@dataclass
class SubInplaceArgs:
    """Arrays of one SubInplacePlan.run, C-contiguous, on the stream's backend.

    input: inout, [input_numel] of element.
    sizes: input, [3, rank] of i64. the extents of the output and of input, other, collapsed.
    other: input, [other_numel] of element, given exactly when has_other.
    """

    input: Any
    sizes: Any
    other: Any = None


class SubInplacePlan(Plan):
    """sub_ plan.

    sub in place, as Tensor.sub_: the result written over input, elementwise as sub computes it;
    input has the broadcast shape.

    When to use: An update in place (an optimizer's step); without a gradient.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: has_other, other_value, alpha (see SubInplaceDescriptor).

    Shape limits: input [input_numel]; sizes [3, rank]; other [other_numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, other_numel) (else ShapeError): each row of sizes
        is 1 or the first row's extent in every dim, and has its operand's element count.
      fits(alpha, element) (else OutOfRangeError): alpha is finite in the element where it is
        finite.
      input_numel == numel (else ShapeError): input, which the result is written over, has the
        broadcast shape.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "sub_"
    family = "pointwise"
    adjoint = None
    Descriptor = SubInplaceDescriptor
    Args = SubInplaceArgs
    dims = ('numel', 'input_numel', 'other_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('has_other', 'bool', ()),
        ParamSpec('other_value', 'float', ()),
        ParamSpec('alpha', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'inout', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[3, rank]',
                   lambda n: (3,n.rank,),
                   None, ''),
        TensorSpec('other', 'input', 'element',
                   '[other_numel]',
                   lambda n: (n.other_numel,),
                   lambda n: n.has_other, 'has_other'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, other_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.other_numel),
                  ['input_numel', 'numel', 'other_numel', 'sizes'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
        CheckSpec('fits(alpha, element)', OutOfRangeError, lambda n: fits(n.alpha, n.element),
                  ['alpha', 'element'], False,
                  'alpha is finite in the element where it is finite'),
        CheckSpec('input_numel == numel', ShapeError, lambda n: n.input_numel == n.numel,
                  ['input_numel', 'numel'], False,
                  'input, which the result is written over, has the broadcast shape'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'element*', ''), ('sizes', 'const i64*', ''), ('other', 'const element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', ''), ('has_other', 'i32', 'flag'), ('other_value', 'f64', ''), ('alpha', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'other', 'alpha'), {},
                                {}, 'broadcast',
                                ('input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.sub_.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.sub_.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.sub_.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.sub_.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class MulDescriptor(Descriptor):
    """What MulPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    other_numel: elements of other (1 for a number).
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    has_other: other is an array (false: a number, other_value).
    other_value: other's value when it is a number (has_other false).
    """

    numel: int
    input_numel: int
    other_numel: int
    rank: int
    element: Any = "f32"
    has_other: bool = True

    other_value: float = 0.0

    def __post_init__(self):
        MulPlan.normalize(self)


@dataclass
class MulArgs:
    """Arrays of one MulPlan.run, C-contiguous, on the stream's backend.

    input: input, [input_numel] of element.
    sizes: input, [3, rank] of i64. the extents of the output and of input, other, collapsed.
    out: output, [numel] of element.
    other: input, [other_numel] of element, given exactly when has_other.
    """

    input: Any
    sizes: Any
    out: Any
    other: Any = None


class MulPlan(Plan):
    """mul plan.

    out = x * o, elementwise in the compute type (x: the input, o: the other operand), as torch.mul,
    input and other broadcasting as PyTorch's operands do (other maybe a number, in the compute
    type).

    When to use: Forward of torch.mul. Pair with mul_backward.
    Adjoint (backward op): MulBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: has_other, other_value (see MulDescriptor).

    Shape limits: input [input_numel]; sizes [3, rank]; out [numel]; other [other_numel]; every
      extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, other_numel) (else ShapeError): each row of sizes
        is 1 or the first row's extent in every dim, and has its operand's element count.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "mul"
    family = "pointwise"
    adjoint = 'mul_backward'
    Descriptor = MulDescriptor
    Args = MulArgs
    dims = ('numel', 'input_numel', 'other_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('has_other', 'bool', ()),
        ParamSpec('other_value', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[3, rank]',
                   lambda n: (3,n.rank,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('other', 'input', 'element',
                   '[other_numel]',
                   lambda n: (n.other_numel,),
                   lambda n: n.has_other, 'has_other'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, other_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.other_numel),
                  ['input_numel', 'numel', 'other_numel', 'sizes'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('sizes', 'const i64*', ''), ('out', 'element*', ''), ('other', 'const element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', ''), ('has_other', 'i32', 'flag'), ('other_value', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'other'), {},
                                {}, 'broadcast',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.mul.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.mul.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.mul.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.mul.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class MulInplaceDescriptor(Descriptor):
    """What MulInplacePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    other_numel: elements of other (1 for a number).
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    has_other: other is an array (false: a number, other_value).
    other_value: other's value when it is a number (has_other false).
    """

    numel: int
    input_numel: int
    other_numel: int
    rank: int
    element: Any = "f32"
    has_other: bool = True

    other_value: float = 0.0

    def __post_init__(self):
        MulInplacePlan.normalize(self)


@dataclass
class MulInplaceArgs:
    """Arrays of one MulInplacePlan.run, C-contiguous, on the stream's backend.

    input: inout, [input_numel] of element.
    sizes: input, [3, rank] of i64. the extents of the output and of input, other, collapsed.
    other: input, [other_numel] of element, given exactly when has_other.
    """

    input: Any
    sizes: Any
    other: Any = None


class MulInplacePlan(Plan):
    """mul_ plan.

    mul in place, as Tensor.mul_: the result written over input, elementwise as mul computes it;
    input has the broadcast shape.

    When to use: An update in place (an optimizer's step); without a gradient.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: has_other, other_value (see MulInplaceDescriptor).

    Shape limits: input [input_numel]; sizes [3, rank]; other [other_numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, other_numel) (else ShapeError): each row of sizes
        is 1 or the first row's extent in every dim, and has its operand's element count.
      input_numel == numel (else ShapeError): input, which the result is written over, has the
        broadcast shape.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "mul_"
    family = "pointwise"
    adjoint = None
    Descriptor = MulInplaceDescriptor
    Args = MulInplaceArgs
    dims = ('numel', 'input_numel', 'other_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('has_other', 'bool', ()),
        ParamSpec('other_value', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'inout', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[3, rank]',
                   lambda n: (3,n.rank,),
                   None, ''),
        TensorSpec('other', 'input', 'element',
                   '[other_numel]',
                   lambda n: (n.other_numel,),
                   lambda n: n.has_other, 'has_other'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, other_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.other_numel),
                  ['input_numel', 'numel', 'other_numel', 'sizes'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
        CheckSpec('input_numel == numel', ShapeError, lambda n: n.input_numel == n.numel,
                  ['input_numel', 'numel'], False,
                  'input, which the result is written over, has the broadcast shape'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'element*', ''), ('sizes', 'const i64*', ''), ('other', 'const element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', ''), ('has_other', 'i32', 'flag'), ('other_value', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'other'), {},
                                {}, 'broadcast',
                                ('input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.mul_.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.mul_.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.mul_.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.mul_.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class MaximumDescriptor(Descriptor):
    """What MaximumPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    other_numel: elements of other.
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    input_numel: int
    other_numel: int
    rank: int
    element: Any = "f32"
    def __post_init__(self):
        MaximumPlan.normalize(self)


@dataclass
class MaximumArgs:
    """Arrays of one MaximumPlan.run, C-contiguous, on the stream's backend.

    input: input, [input_numel] of element.
    other: input, [other_numel] of element.
    sizes: input, [3, rank] of i64. the extents of the output and of input, other, collapsed.
    out: output, [numel] of element.
    """

    input: Any
    other: Any
    sizes: Any
    out: Any


class MaximumPlan(Plan):
    """maximum plan.

    out = x > o || x != x ? x : o, elementwise in the compute type (x: the input, o: the other
    operand), as torch.maximum, input and other broadcasting as PyTorch's operands do.

    When to use: Forward of torch.maximum. Pair with maximum_backward.
    Adjoint (backward op): MaximumBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [input_numel]; other [other_numel]; sizes [3, rank]; out [numel]; every
      extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, other_numel) (else ShapeError): each row of sizes
        is 1 or the first row's extent in every dim, and has its operand's element count.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "maximum"
    family = "pointwise"
    adjoint = 'maximum_backward'
    Descriptor = MaximumDescriptor
    Args = MaximumArgs
    dims = ('numel', 'input_numel', 'other_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('other', 'input', 'element',
                   '[other_numel]',
                   lambda n: (n.other_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[3, rank]',
                   lambda n: (3,n.rank,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, other_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.other_numel),
                  ['input_numel', 'numel', 'other_numel', 'sizes'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('other', 'const element*', ''), ('sizes', 'const i64*', ''), ('out', 'element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input', 'other'), {},
                                {}, 'broadcast',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.maximum.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.maximum.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.maximum.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.maximum.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class MaximumBackwardDescriptor(Descriptor):
    """What MaximumBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    other_numel: elements of other.
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    input_numel: int
    other_numel: int
    rank: int
    element: Any = "f32"
    def __post_init__(self):
        MaximumBackwardPlan.normalize(self)


@dataclass
class MaximumBackwardArgs:
    """Arrays of one MaximumBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [input_numel] of element.
    other: input, [other_numel] of element.
    sizes: input, [3, rank] of i64. the extents of the output and of input, other, collapsed.
    grad_input: output, [numel] of element.
    grad_other: output, [numel] of element.
    """

    grad_output: Any
    input: Any
    other: Any
    sizes: Any
    grad_input: Any
    grad_other: Any


class MaximumBackwardPlan(Plan):
    """maximum_backward plan.

    Adjoint of maximum: grad_input = x == o ? g / 2 : x < o ? C(0) : g; grad_other = x == o ? g / 2
    : x > o ? C(0) : g, elementwise in the compute type (g: grad_output, x: the input, o: the other
    operand) at the broadcast shape; the functional op sums each gradient to its operand's shape
    (PyTorch's sum_to_size), as sum does.

    When to use: Backward of maximum, with the forward's input and other.
    Adjoint of: MaximumPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [numel]; input [input_numel]; other [other_numel]; sizes [3, rank];
      grad_input [numel]; grad_other [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, other_numel) (else ShapeError): each row of sizes
        is 1 or the first row's extent in every dim, and has its operand's element count.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "maximum_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = MaximumBackwardDescriptor
    Args = MaximumBackwardArgs
    dims = ('numel', 'input_numel', 'other_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('other', 'input', 'element',
                   '[other_numel]',
                   lambda n: (n.other_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[3, rank]',
                   lambda n: (3,n.rank,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_other', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, other_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.other_numel),
                  ['input_numel', 'numel', 'other_numel', 'sizes'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('other', 'const element*', ''), ('sizes', 'const i64*', ''), ('grad_input', 'element*', ''), ('grad_other', 'element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input', 'other'), {},
                                {}, 'broadcast',
                                ('grad_input', 'grad_other'))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.maximum_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.maximum_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.maximum_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.maximum_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class MinimumDescriptor(Descriptor):
    """What MinimumPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    other_numel: elements of other.
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    input_numel: int
    other_numel: int
    rank: int
    element: Any = "f32"
    def __post_init__(self):
        MinimumPlan.normalize(self)


@dataclass
class MinimumArgs:
    """Arrays of one MinimumPlan.run, C-contiguous, on the stream's backend.

    input: input, [input_numel] of element.
    other: input, [other_numel] of element.
    sizes: input, [3, rank] of i64. the extents of the output and of input, other, collapsed.
    out: output, [numel] of element.
    """

    input: Any
    other: Any
    sizes: Any
    out: Any


class MinimumPlan(Plan):
    """minimum plan.

    out = x < o || x != x ? x : o, elementwise in the compute type (x: the input, o: the other
    operand), as torch.minimum, input and other broadcasting as PyTorch's operands do.

    When to use: Forward of torch.minimum. Pair with minimum_backward.
    Adjoint (backward op): MinimumBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: input [input_numel]; other [other_numel]; sizes [3, rank]; out [numel]; every
      extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, other_numel) (else ShapeError): each row of sizes
        is 1 or the first row's extent in every dim, and has its operand's element count.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "minimum"
    family = "pointwise"
    adjoint = 'minimum_backward'
    Descriptor = MinimumDescriptor
    Args = MinimumArgs
    dims = ('numel', 'input_numel', 'other_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('other', 'input', 'element',
                   '[other_numel]',
                   lambda n: (n.other_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[3, rank]',
                   lambda n: (3,n.rank,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, other_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.other_numel),
                  ['input_numel', 'numel', 'other_numel', 'sizes'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('other', 'const element*', ''), ('sizes', 'const i64*', ''), ('out', 'element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input', 'other'), {},
                                {}, 'broadcast',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.minimum.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.minimum.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.minimum.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.minimum.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class MinimumBackwardDescriptor(Descriptor):
    """What MinimumBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    other_numel: elements of other.
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    """

    numel: int
    input_numel: int
    other_numel: int
    rank: int
    element: Any = "f32"
    def __post_init__(self):
        MinimumBackwardPlan.normalize(self)


@dataclass
class MinimumBackwardArgs:
    """Arrays of one MinimumBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [input_numel] of element.
    other: input, [other_numel] of element.
    sizes: input, [3, rank] of i64. the extents of the output and of input, other, collapsed.
    grad_input: output, [numel] of element.
    grad_other: output, [numel] of element.
    """

    grad_output: Any
    input: Any
    other: Any
    sizes: Any
    grad_input: Any
    grad_other: Any


class MinimumBackwardPlan(Plan):
    """minimum_backward plan.

    Adjoint of minimum: grad_input = x == o ? g / 2 : x > o ? C(0) : g; grad_other = x == o ? g / 2
    : x < o ? C(0) : g, elementwise in the compute type (g: grad_output, x: the input, o: the other
    operand) at the broadcast shape; the functional op sums each gradient to its operand's shape
    (PyTorch's sum_to_size), as sum does.

    When to use: Backward of minimum, with the forward's input and other.
    Adjoint of: MinimumPlan.

    Dtypes: element in {f16, bf16, f32, f64}.

    Shape limits: grad_output [numel]; input [input_numel]; other [other_numel]; sizes [3, rank];
      grad_input [numel]; grad_other [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, other_numel) (else ShapeError): each row of sizes
        is 1 or the first row's extent in every dim, and has its operand's element count.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "minimum_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = MinimumBackwardDescriptor
    Args = MinimumBackwardArgs
    dims = ('numel', 'input_numel', 'other_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('other', 'input', 'element',
                   '[other_numel]',
                   lambda n: (n.other_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[3, rank]',
                   lambda n: (3,n.rank,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_other', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, other_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.other_numel),
                  ['input_numel', 'numel', 'other_numel', 'sizes'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('other', 'const element*', ''), ('sizes', 'const i64*', ''), ('grad_input', 'element*', ''), ('grad_other', 'element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input', 'other'), {},
                                {}, 'broadcast',
                                ('grad_input', 'grad_other'))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.minimum_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.minimum_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.minimum_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.minimum_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class ClampDescriptor(Descriptor):
    """What ClampPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    lower_numel: elements of lower (1 for a number).
    upper_numel: elements of upper (1 for a number).
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    has_lower: lower is an array (false: a number, lower_value).
    lower_value: lower's value when it is a number (has_lower false).
    has_upper: upper is an array (false: a number, upper_value).
    upper_value: upper's value when it is a number (has_upper false).
    lower_given: lower is given (false: None, which lower_value -inf stands for).
    upper_given: upper is given (false: None, which upper_value inf stands for).
    """

    numel: int
    input_numel: int
    lower_numel: int
    upper_numel: int
    rank: int
    element: Any = "f32"
    has_lower: bool = True

    lower_value: float = float('-inf')

    has_upper: bool = True

    upper_value: float = float('inf')

    lower_given: bool = True

    upper_given: bool = True

    def __post_init__(self):
        ClampPlan.normalize(self)


@dataclass
class ClampArgs:
    """Arrays of one ClampPlan.run, C-contiguous, on the stream's backend.

    input: input, [input_numel] of element.
    sizes: input, [4, rank] of i64. the extents of the output and of input, lower, upper, collapsed.
    out: output, [numel] of element.
    lower: input, [lower_numel] of element, given exactly when has_lower.
    upper: input, [upper_numel] of element, given exactly when has_upper.
    """

    input: Any
    sizes: Any
    out: Any
    lower: Any = None
    upper: Any = None


class ClampPlan(Plan):
    """clamp plan.

    out = unordered(l, h) ? l + h : bounded; hi = element_of(h); lo = element_of(l); raised = x < lo
    ? lo : x; bounded = raised > hi ? hi : raised, elementwise in the compute type (x: the input, l:
    the lower bound, h: the upper bound), as torch.clamp, input and lower and upper broadcasting as
    PyTorch's operands do (lower or upper maybe a number, in the compute type).

    When to use: Forward of torch.clamp. Pair with clamp_backward.
    Adjoint (backward op): ClampBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: has_lower, lower_value, has_upper, upper_value, lower_given, upper_given (see ClampDescriptor).

    Shape limits: input [input_numel]; sizes [4, rank]; out [numel]; lower [lower_numel]; upper
      [upper_numel]; every extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, lower_numel, upper_numel) (else ShapeError): each
        row of sizes is 1 or the first row's extent in every dim, and has its operand's element
        count.
      lower_given or upper_given (else InvalidArgumentError): min or max is given (not None).
      has_lower == has_upper or not (lower_given and upper_given) (else DTypeError): min and max are
        both tensors or both numbers, as PyTorch's clamp takes them.
      fits(lower_value, element) and fits(upper_value, element) (else OutOfRangeError): a number
        bound is finite in the element where it is finite, as PyTorch requires.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "clamp"
    family = "pointwise"
    adjoint = 'clamp_backward'
    Descriptor = ClampDescriptor
    Args = ClampArgs
    dims = ('numel', 'input_numel', 'lower_numel', 'upper_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('has_lower', 'bool', ()),
        ParamSpec('lower_value', 'float', ()),
        ParamSpec('has_upper', 'bool', ()),
        ParamSpec('upper_value', 'float', ()),
        ParamSpec('lower_given', 'bool', ()),
        ParamSpec('upper_given', 'bool', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[4, rank]',
                   lambda n: (4,n.rank,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('lower', 'input', 'element',
                   '[lower_numel]',
                   lambda n: (n.lower_numel,),
                   lambda n: n.has_lower, 'has_lower'),
        TensorSpec('upper', 'input', 'element',
                   '[upper_numel]',
                   lambda n: (n.upper_numel,),
                   lambda n: n.has_upper, 'has_upper'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, lower_numel, upper_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.lower_numel, n.upper_numel),
                  ['input_numel', 'lower_numel', 'numel', 'sizes', 'upper_numel'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
        CheckSpec('lower_given or upper_given', InvalidArgumentError, lambda n: n.lower_given or n.upper_given,
                  ['lower_given', 'upper_given'], False,
                  'min or max is given (not None)'),
        CheckSpec('has_lower == has_upper or not (lower_given and upper_given)', DTypeError, lambda n: n.has_lower == n.has_upper or not (n.lower_given and n.upper_given),
                  ['has_lower', 'has_upper', 'lower_given', 'upper_given'], False,
                  "min and max are both tensors or both numbers, as PyTorch's clamp takes them"),
        CheckSpec('fits(lower_value, element) and fits(upper_value, element)', OutOfRangeError, lambda n: fits(n.lower_value, n.element) and fits(n.upper_value, n.element),
                  ['element', 'lower_value', 'upper_value'], False,
                  'a number bound is finite in the element where it is finite, as PyTorch requires'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('sizes', 'const i64*', ''), ('out', 'element*', ''), ('lower', 'const element*', ''), ('upper', 'const element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('lower_numel', 'i64', ''), ('upper_numel', 'i64', ''), ('rank', 'i64', ''), ('has_lower', 'i32', 'flag'), ('lower_value', 'f64', ''), ('has_upper', 'i32', 'flag'), ('upper_value', 'f64', ''), ('lower_given', 'i32', 'flag'), ('upper_given', 'i32', 'flag')), False),
    )
    functional = FunctionalSpec(('input', 'min', 'max'), {'lower': 'min', 'upper': 'max'},
                                {}, 'broadcast',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.clamp.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.clamp.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.clamp.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.clamp.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class ClampInplaceDescriptor(Descriptor):
    """What ClampInplacePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    lower_numel: elements of lower (1 for a number).
    upper_numel: elements of upper (1 for a number).
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    has_lower: lower is an array (false: a number, lower_value).
    lower_value: lower's value when it is a number (has_lower false).
    has_upper: upper is an array (false: a number, upper_value).
    upper_value: upper's value when it is a number (has_upper false).
    lower_given: lower is given (false: None, which lower_value -inf stands for).
    upper_given: upper is given (false: None, which upper_value inf stands for).
    """

    numel: int
    input_numel: int
    lower_numel: int
    upper_numel: int
    rank: int
    element: Any = "f32"
    has_lower: bool = True

    lower_value: float = float('-inf')

    has_upper: bool = True

    upper_value: float = float('inf')

    lower_given: bool = True

    upper_given: bool = True

    def __post_init__(self):
        ClampInplacePlan.normalize(self)


@dataclass
class ClampInplaceArgs:
    """Arrays of one ClampInplacePlan.run, C-contiguous, on the stream's backend.

    input: inout, [input_numel] of element.
    sizes: input, [4, rank] of i64. the extents of the output and of input, lower, upper, collapsed.
    lower: input, [lower_numel] of element, given exactly when has_lower.
    upper: input, [upper_numel] of element, given exactly when has_upper.
    """

    input: Any
    sizes: Any
    lower: Any = None
    upper: Any = None


class ClampInplacePlan(Plan):
    """clamp_ plan.

    clamp in place, as Tensor.clamp_: the result written over input, elementwise as clamp computes
    it; input has the broadcast shape.

    When to use: An update in place (an optimizer's step); without a gradient.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: has_lower, lower_value, has_upper, upper_value, lower_given, upper_given (see ClampInplaceDescriptor).

    Shape limits: input [input_numel]; sizes [4, rank]; lower [lower_numel]; upper [upper_numel];
      every extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, lower_numel, upper_numel) (else ShapeError): each
        row of sizes is 1 or the first row's extent in every dim, and has its operand's element
        count.
      lower_given or upper_given (else InvalidArgumentError): min or max is given (not None).
      has_lower == has_upper or not (lower_given and upper_given) (else DTypeError): min and max are
        both tensors or both numbers, as PyTorch's clamp takes them.
      fits(lower_value, element) and fits(upper_value, element) (else OutOfRangeError): a number
        bound is finite in the element where it is finite, as PyTorch requires.
      input_numel == numel (else ShapeError): input, which the result is written over, has the
        broadcast shape.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "clamp_"
    family = "pointwise"
    adjoint = None
    Descriptor = ClampInplaceDescriptor
    Args = ClampInplaceArgs
    dims = ('numel', 'input_numel', 'lower_numel', 'upper_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('has_lower', 'bool', ()),
        ParamSpec('lower_value', 'float', ()),
        ParamSpec('has_upper', 'bool', ()),
        ParamSpec('upper_value', 'float', ()),
        ParamSpec('lower_given', 'bool', ()),
        ParamSpec('upper_given', 'bool', ()),
    )
    tensors = (
        TensorSpec('input', 'inout', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[4, rank]',
                   lambda n: (4,n.rank,),
                   None, ''),
        TensorSpec('lower', 'input', 'element',
                   '[lower_numel]',
                   lambda n: (n.lower_numel,),
                   lambda n: n.has_lower, 'has_lower'),
        TensorSpec('upper', 'input', 'element',
                   '[upper_numel]',
                   lambda n: (n.upper_numel,),
                   lambda n: n.has_upper, 'has_upper'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, lower_numel, upper_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.lower_numel, n.upper_numel),
                  ['input_numel', 'lower_numel', 'numel', 'sizes', 'upper_numel'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
        CheckSpec('lower_given or upper_given', InvalidArgumentError, lambda n: n.lower_given or n.upper_given,
                  ['lower_given', 'upper_given'], False,
                  'min or max is given (not None)'),
        CheckSpec('has_lower == has_upper or not (lower_given and upper_given)', DTypeError, lambda n: n.has_lower == n.has_upper or not (n.lower_given and n.upper_given),
                  ['has_lower', 'has_upper', 'lower_given', 'upper_given'], False,
                  "min and max are both tensors or both numbers, as PyTorch's clamp takes them"),
        CheckSpec('fits(lower_value, element) and fits(upper_value, element)', OutOfRangeError, lambda n: fits(n.lower_value, n.element) and fits(n.upper_value, n.element),
                  ['element', 'lower_value', 'upper_value'], False,
                  'a number bound is finite in the element where it is finite, as PyTorch requires'),
        CheckSpec('input_numel == numel', ShapeError, lambda n: n.input_numel == n.numel,
                  ['input_numel', 'numel'], False,
                  'input, which the result is written over, has the broadcast shape'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'element*', ''), ('sizes', 'const i64*', ''), ('lower', 'const element*', ''), ('upper', 'const element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('lower_numel', 'i64', ''), ('upper_numel', 'i64', ''), ('rank', 'i64', ''), ('has_lower', 'i32', 'flag'), ('lower_value', 'f64', ''), ('has_upper', 'i32', 'flag'), ('upper_value', 'f64', ''), ('lower_given', 'i32', 'flag'), ('upper_given', 'i32', 'flag')), False),
    )
    functional = FunctionalSpec(('input', 'min', 'max'), {'lower': 'min', 'upper': 'max'},
                                {}, 'broadcast',
                                ('input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.clamp_.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.clamp_.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.clamp_.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.clamp_.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class ClampBackwardDescriptor(Descriptor):
    """What ClampBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    lower_numel: elements of lower (1 for a number).
    upper_numel: elements of upper (1 for a number).
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    has_lower: lower is an array (false: a number, lower_value).
    lower_value: lower's value when it is a number (has_lower false).
    has_upper: upper is an array (false: a number, upper_value).
    upper_value: upper's value when it is a number (has_upper false).
    lower_given: lower is given (false: None, which lower_value -inf stands for).
    upper_given: upper is given (false: None, which upper_value inf stands for).
    """

    numel: int
    input_numel: int
    lower_numel: int
    upper_numel: int
    rank: int
    element: Any = "f32"
    has_lower: bool = True

    lower_value: float = float('-inf')

    has_upper: bool = True

    upper_value: float = float('inf')

    lower_given: bool = True

    upper_given: bool = True

    def __post_init__(self):
        ClampBackwardPlan.normalize(self)


@dataclass
class ClampBackwardArgs:
    """Arrays of one ClampBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [input_numel] of element.
    sizes: input, [4, rank] of i64. the extents of the output and of input, lower, upper, collapsed.
    grad_input: output, [numel] of element.
    lower: input, [lower_numel] of element, given exactly when has_lower.
    upper: input, [upper_numel] of element, given exactly when has_upper.
    grad_lower: output, [numel] of element, given exactly when has_lower.
    grad_upper: output, [numel] of element, given exactly when has_upper.
    """

    grad_output: Any
    input: Any
    sizes: Any
    grad_input: Any
    lower: Any = None
    upper: Any = None
    grad_lower: Any = None
    grad_upper: Any = None


class ClampBackwardPlan(Plan):
    """clamp_backward plan.

    Adjoint of clamp: grad_input = x >= lo && x <= hi ? g : C(0); grad_lower = x < lo &&
    (!upper_given || lo < hi) ? g : C(0); grad_upper = x > hi || hi < lo ? g : C(0); hi =
    element_of(h); lo = element_of(l), elementwise in the compute type (g: grad_output, x: the
    input, l: the lower bound, h: the upper bound) at the broadcast shape; the functional op sums
    each gradient to its operand's shape (PyTorch's sum_to_size), as sum does.

    When to use: Backward of clamp, with the forward's input and lower and upper.
    Adjoint of: ClampPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: has_lower, lower_value, has_upper, upper_value, lower_given, upper_given (see ClampBackwardDescriptor).

    Shape limits: grad_output [numel]; input [input_numel]; sizes [4, rank]; grad_input [numel];
      lower [lower_numel]; upper [upper_numel]; grad_lower [numel]; grad_upper [numel]; every extent
      >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, lower_numel, upper_numel) (else ShapeError): each
        row of sizes is 1 or the first row's extent in every dim, and has its operand's element
        count.
      lower_given or upper_given (else InvalidArgumentError): min or max is given (not None).
      has_lower == has_upper or not (lower_given and upper_given) (else DTypeError): min and max are
        both tensors or both numbers, as PyTorch's clamp takes them.
      fits(lower_value, element) and fits(upper_value, element) (else OutOfRangeError): a number
        bound is finite in the element where it is finite, as PyTorch requires.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "clamp_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = ClampBackwardDescriptor
    Args = ClampBackwardArgs
    dims = ('numel', 'input_numel', 'lower_numel', 'upper_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('has_lower', 'bool', ()),
        ParamSpec('lower_value', 'float', ()),
        ParamSpec('has_upper', 'bool', ()),
        ParamSpec('upper_value', 'float', ()),
        ParamSpec('lower_given', 'bool', ()),
        ParamSpec('upper_given', 'bool', ()),
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[4, rank]',
                   lambda n: (4,n.rank,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('lower', 'input', 'element',
                   '[lower_numel]',
                   lambda n: (n.lower_numel,),
                   lambda n: n.has_lower, 'has_lower'),
        TensorSpec('upper', 'input', 'element',
                   '[upper_numel]',
                   lambda n: (n.upper_numel,),
                   lambda n: n.has_upper, 'has_upper'),
        TensorSpec('grad_lower', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   lambda n: n.has_lower, 'has_lower'),
        TensorSpec('grad_upper', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   lambda n: n.has_upper, 'has_upper'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, lower_numel, upper_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.lower_numel, n.upper_numel),
                  ['input_numel', 'lower_numel', 'numel', 'sizes', 'upper_numel'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
        CheckSpec('lower_given or upper_given', InvalidArgumentError, lambda n: n.lower_given or n.upper_given,
                  ['lower_given', 'upper_given'], False,
                  'min or max is given (not None)'),
        CheckSpec('has_lower == has_upper or not (lower_given and upper_given)', DTypeError, lambda n: n.has_lower == n.has_upper or not (n.lower_given and n.upper_given),
                  ['has_lower', 'has_upper', 'lower_given', 'upper_given'], False,
                  "min and max are both tensors or both numbers, as PyTorch's clamp takes them"),
        CheckSpec('fits(lower_value, element) and fits(upper_value, element)', OutOfRangeError, lambda n: fits(n.lower_value, n.element) and fits(n.upper_value, n.element),
                  ['element', 'lower_value', 'upper_value'], False,
                  'a number bound is finite in the element where it is finite, as PyTorch requires'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('sizes', 'const i64*', ''), ('grad_input', 'element*', ''), ('lower', 'const element*', ''), ('upper', 'const element*', ''), ('grad_lower', 'element*', ''), ('grad_upper', 'element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('lower_numel', 'i64', ''), ('upper_numel', 'i64', ''), ('rank', 'i64', ''), ('has_lower', 'i32', 'flag'), ('lower_value', 'f64', ''), ('has_upper', 'i32', 'flag'), ('upper_value', 'f64', ''), ('lower_given', 'i32', 'flag'), ('upper_given', 'i32', 'flag')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input', 'min', 'max'), {'lower': 'min', 'upper': 'max'},
                                {}, 'broadcast',
                                ('grad_input', 'grad_lower', 'grad_upper'))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.clamp_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.clamp_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.clamp_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.clamp_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class WhereDescriptor(Descriptor):
    """What WherePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    condition_numel: elements of condition.
    input_numel: elements of input (1 for a number).
    other_numel: elements of other (1 for a number).
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    has_input: input is an array (false: a number, input_value).
    input_value: input's value when it is a number (has_input false).
    has_other: other is an array (false: a number, other_value).
    other_value: other's value when it is a number (has_other false).
    """

    numel: int
    condition_numel: int
    input_numel: int
    other_numel: int
    rank: int
    element: Any = "f32"
    has_input: bool = True

    input_value: float = 0.0

    has_other: bool = True

    other_value: float = 0.0

    def __post_init__(self):
        WherePlan.normalize(self)


@dataclass
class WhereArgs:
    """Arrays of one WherePlan.run, C-contiguous, on the stream's backend.

    condition: input, [condition_numel] of bool.
    sizes: input, [4, rank] of i64. the extents of the output and of condition, input, other, collapsed.
    out: output, [numel] of element.
    input: input, [input_numel] of element, given exactly when has_input.
    other: input, [other_numel] of element, given exactly when has_other.
    """

    condition: Any
    sizes: Any
    out: Any
    input: Any = None
    other: Any = None


class WherePlan(Plan):
    """where plan.

    out = c ? x : o, elementwise in the compute type (c: the condition, x: the input, o: the other
    operand), as torch.where, condition and input and other broadcasting as PyTorch's operands do
    (input or other maybe a number, in the compute type).

    When to use: Forward of torch.where. Pair with where_backward.
    Adjoint (backward op): WhereBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: has_input, input_value, has_other, other_value (see WhereDescriptor).

    Shape limits: condition [condition_numel]; sizes [4, rank]; out [numel]; input [input_numel];
      other [other_numel]; every extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, condition_numel, input_numel, other_numel) (else ShapeError):
        each row of sizes is 1 or the first row's extent in every dim, and has its operand's element
        count.
      has_input or has_other (else InvalidArgumentError): input or other is an array, whose dtype
        the result has.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "where"
    family = "pointwise"
    adjoint = 'where_backward'
    Descriptor = WhereDescriptor
    Args = WhereArgs
    dims = ('numel', 'condition_numel', 'input_numel', 'other_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('has_input', 'bool', ()),
        ParamSpec('input_value', 'float', ()),
        ParamSpec('has_other', 'bool', ()),
        ParamSpec('other_value', 'float', ()),
    )
    tensors = (
        TensorSpec('condition', 'input', 'bool',
                   '[condition_numel]',
                   lambda n: (n.condition_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[4, rank]',
                   lambda n: (4,n.rank,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   lambda n: n.has_input, 'has_input'),
        TensorSpec('other', 'input', 'element',
                   '[other_numel]',
                   lambda n: (n.other_numel,),
                   lambda n: n.has_other, 'has_other'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, condition_numel, input_numel, other_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.condition_numel, n.input_numel, n.other_numel),
                  ['condition_numel', 'input_numel', 'numel', 'other_numel', 'sizes'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
        CheckSpec('has_input or has_other', InvalidArgumentError, lambda n: n.has_input or n.has_other,
                  ['has_input', 'has_other'], False,
                  'input or other is an array, whose dtype the result has'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('condition', 'const bool*', ''), ('sizes', 'const i64*', ''), ('out', 'element*', ''), ('input', 'const element*', ''), ('other', 'const element*', ''), ('numel', 'i64', ''), ('condition_numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', ''), ('has_input', 'i32', 'flag'), ('input_value', 'f64', ''), ('has_other', 'i32', 'flag'), ('other_value', 'f64', '')), False),
    )
    functional = FunctionalSpec(('condition', 'input', 'other'), {},
                                {}, 'broadcast',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.where.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.where.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.where.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.where.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class WhereBackwardDescriptor(Descriptor):
    """What WhereBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    condition_numel: elements of condition.
    input_numel: elements of input (1 for a number).
    other_numel: elements of other (1 for a number).
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    has_input: input is an array (false: a number, input_value).
    input_value: input's value when it is a number (has_input false).
    has_other: other is an array (false: a number, other_value).
    other_value: other's value when it is a number (has_other false).
    """

    numel: int
    condition_numel: int
    input_numel: int
    other_numel: int
    rank: int
    element: Any = "f32"
    has_input: bool = True

    input_value: float = 0.0

    has_other: bool = True

    other_value: float = 0.0

    def __post_init__(self):
        WhereBackwardPlan.normalize(self)


@dataclass
class WhereBackwardArgs:
    """Arrays of one WhereBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    condition: input, [condition_numel] of bool.
    sizes: input, [4, rank] of i64. the extents of the output and of condition, input, other, collapsed.
    input: input, [input_numel] of element, given exactly when has_input.
    other: input, [other_numel] of element, given exactly when has_other.
    grad_input: output, [numel] of element, given exactly when has_input.
    grad_other: output, [numel] of element, given exactly when has_other.
    """

    grad_output: Any
    condition: Any
    sizes: Any
    input: Any = None
    other: Any = None
    grad_input: Any = None
    grad_other: Any = None


class WhereBackwardPlan(Plan):
    """where_backward plan.

    Adjoint of where: grad_input = c ? g : C(0); grad_other = c ? C(0) : g, elementwise in the
    compute type (g: grad_output, c: the condition, x: the input, o: the other operand) at the
    broadcast shape; the functional op sums each gradient to its operand's shape (PyTorch's
    sum_to_size), as sum does.

    When to use: Backward of where, with the forward's condition and input and other.
    Adjoint of: WherePlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: has_input, input_value, has_other, other_value (see WhereBackwardDescriptor).

    Shape limits: grad_output [numel]; condition [condition_numel]; sizes [4, rank]; input
      [input_numel]; other [other_numel]; grad_input [numel]; grad_other [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, condition_numel, input_numel, other_numel) (else ShapeError):
        each row of sizes is 1 or the first row's extent in every dim, and has its operand's element
        count.
      has_input or has_other (else InvalidArgumentError): input or other is an array, whose dtype
        the result has.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "where_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = WhereBackwardDescriptor
    Args = WhereBackwardArgs
    dims = ('numel', 'condition_numel', 'input_numel', 'other_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('has_input', 'bool', ()),
        ParamSpec('input_value', 'float', ()),
        ParamSpec('has_other', 'bool', ()),
        ParamSpec('other_value', 'float', ()),
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('condition', 'input', 'bool',
                   '[condition_numel]',
                   lambda n: (n.condition_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[4, rank]',
                   lambda n: (4,n.rank,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   lambda n: n.has_input, 'has_input'),
        TensorSpec('other', 'input', 'element',
                   '[other_numel]',
                   lambda n: (n.other_numel,),
                   lambda n: n.has_other, 'has_other'),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   lambda n: n.has_input, 'has_input'),
        TensorSpec('grad_other', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   lambda n: n.has_other, 'has_other'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, condition_numel, input_numel, other_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.condition_numel, n.input_numel, n.other_numel),
                  ['condition_numel', 'input_numel', 'numel', 'other_numel', 'sizes'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
        CheckSpec('has_input or has_other', InvalidArgumentError, lambda n: n.has_input or n.has_other,
                  ['has_input', 'has_other'], False,
                  'input or other is an array, whose dtype the result has'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('condition', 'const bool*', ''), ('sizes', 'const i64*', ''), ('input', 'const element*', ''), ('other', 'const element*', ''), ('grad_input', 'element*', ''), ('grad_other', 'element*', ''), ('numel', 'i64', ''), ('condition_numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', ''), ('has_input', 'i32', 'flag'), ('input_value', 'f64', ''), ('has_other', 'i32', 'flag'), ('other_value', 'f64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'condition', 'input', 'other'), {},
                                {}, 'broadcast',
                                ('grad_input', 'grad_other'))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.where_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.where_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.where_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.where_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class MaskedFillDescriptor(Descriptor):
    """What MaskedFillPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    mask_numel: elements of mask.
    value_numel: elements of value (1 for a number).
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    has_value: value is an array (false: a number, value_value).
    value_value: value's value when it is a number (has_value false).
    """

    numel: int
    input_numel: int
    mask_numel: int
    value_numel: int
    rank: int
    element: Any = "f32"
    has_value: bool = True

    value_value: float = 0.0

    def __post_init__(self):
        MaskedFillPlan.normalize(self)


@dataclass
class MaskedFillArgs:
    """Arrays of one MaskedFillPlan.run, C-contiguous, on the stream's backend.

    input: input, [input_numel] of element.
    mask: input, [mask_numel] of bool.
    sizes: input, [4, rank] of i64. the extents of the output and of input, mask, value, collapsed.
    out: output, [numel] of element.
    value: input, [value_numel] of element, given exactly when has_value.
    """

    input: Any
    mask: Any
    sizes: Any
    out: Any
    value: Any = None


class MaskedFillPlan(Plan):
    """masked_fill plan.

    out = m ? v : x, elementwise in the compute type (x: the input, m: the mask, v: the value), as
    torch.masked_fill, input and mask and value broadcasting as PyTorch's operands do (value maybe a
    number, in the compute type).

    When to use: Forward of torch.masked_fill. Pair with masked_fill_backward.
    Adjoint (backward op): MaskedFillBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: has_value, value_value (see MaskedFillDescriptor).

    Shape limits: input [input_numel]; mask [mask_numel]; sizes [4, rank]; out [numel]; value
      [value_numel]; every extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, mask_numel, value_numel) (else ShapeError): each
        row of sizes is 1 or the first row's extent in every dim, and has its operand's element
        count.
      value_numel == 1 (else ShapeError): value is a number or a tensor of one item.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "masked_fill"
    family = "pointwise"
    adjoint = 'masked_fill_backward'
    Descriptor = MaskedFillDescriptor
    Args = MaskedFillArgs
    dims = ('numel', 'input_numel', 'mask_numel', 'value_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('has_value', 'bool', ()),
        ParamSpec('value_value', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('mask', 'input', 'bool',
                   '[mask_numel]',
                   lambda n: (n.mask_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[4, rank]',
                   lambda n: (4,n.rank,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('value', 'input', 'element',
                   '[value_numel]',
                   lambda n: (n.value_numel,),
                   lambda n: n.has_value, 'has_value'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, mask_numel, value_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.mask_numel, n.value_numel),
                  ['input_numel', 'mask_numel', 'numel', 'sizes', 'value_numel'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
        CheckSpec('value_numel == 1', ShapeError, lambda n: n.value_numel == 1,
                  ['value_numel'], False,
                  'value is a number or a tensor of one item'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('mask', 'const bool*', ''), ('sizes', 'const i64*', ''), ('out', 'element*', ''), ('value', 'const element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('mask_numel', 'i64', ''), ('value_numel', 'i64', ''), ('rank', 'i64', ''), ('has_value', 'i32', 'flag'), ('value_value', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'mask', 'value'), {},
                                {}, 'broadcast',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.masked_fill.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.masked_fill.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.masked_fill.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.masked_fill.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class MaskedFillInplaceDescriptor(Descriptor):
    """What MaskedFillInplacePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    mask_numel: elements of mask.
    value_numel: elements of value (1 for a number).
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    has_value: value is an array (false: a number, value_value).
    value_value: value's value when it is a number (has_value false).
    """

    numel: int
    input_numel: int
    mask_numel: int
    value_numel: int
    rank: int
    element: Any = "f32"
    has_value: bool = True

    value_value: float = 0.0

    def __post_init__(self):
        MaskedFillInplacePlan.normalize(self)


@dataclass
class MaskedFillInplaceArgs:
    """Arrays of one MaskedFillInplacePlan.run, C-contiguous, on the stream's backend.

    input: inout, [input_numel] of element.
    mask: input, [mask_numel] of bool.
    sizes: input, [4, rank] of i64. the extents of the output and of input, mask, value, collapsed.
    value: input, [value_numel] of element, given exactly when has_value.
    """

    input: Any
    mask: Any
    sizes: Any
    value: Any = None


class MaskedFillInplacePlan(Plan):
    """masked_fill_ plan.

    masked_fill in place, as Tensor.masked_fill_: the result written over input, elementwise as
    masked_fill computes it; input has the broadcast shape.

    When to use: An update in place (an optimizer's step); without a gradient.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: has_value, value_value (see MaskedFillInplaceDescriptor).

    Shape limits: input [input_numel]; mask [mask_numel]; sizes [4, rank]; value [value_numel];
      every extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, mask_numel, value_numel) (else ShapeError): each
        row of sizes is 1 or the first row's extent in every dim, and has its operand's element
        count.
      value_numel == 1 (else ShapeError): value is a number or a tensor of one item.
      input_numel == numel (else ShapeError): input, which the result is written over, has the
        broadcast shape.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "masked_fill_"
    family = "pointwise"
    adjoint = None
    Descriptor = MaskedFillInplaceDescriptor
    Args = MaskedFillInplaceArgs
    dims = ('numel', 'input_numel', 'mask_numel', 'value_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('has_value', 'bool', ()),
        ParamSpec('value_value', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'inout', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('mask', 'input', 'bool',
                   '[mask_numel]',
                   lambda n: (n.mask_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[4, rank]',
                   lambda n: (4,n.rank,),
                   None, ''),
        TensorSpec('value', 'input', 'element',
                   '[value_numel]',
                   lambda n: (n.value_numel,),
                   lambda n: n.has_value, 'has_value'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, mask_numel, value_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.mask_numel, n.value_numel),
                  ['input_numel', 'mask_numel', 'numel', 'sizes', 'value_numel'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
        CheckSpec('value_numel == 1', ShapeError, lambda n: n.value_numel == 1,
                  ['value_numel'], False,
                  'value is a number or a tensor of one item'),
        CheckSpec('input_numel == numel', ShapeError, lambda n: n.input_numel == n.numel,
                  ['input_numel', 'numel'], False,
                  'input, which the result is written over, has the broadcast shape'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'element*', ''), ('mask', 'const bool*', ''), ('sizes', 'const i64*', ''), ('value', 'const element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('mask_numel', 'i64', ''), ('value_numel', 'i64', ''), ('rank', 'i64', ''), ('has_value', 'i32', 'flag'), ('value_value', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'mask', 'value'), {},
                                {}, 'broadcast',
                                ('input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.masked_fill_.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.masked_fill_.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.masked_fill_.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.masked_fill_.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class MaskedFillBackwardDescriptor(Descriptor):
    """What MaskedFillBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    mask_numel: elements of mask.
    value_numel: elements of value (1 for a number).
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    has_value: value is an array (false: a number, value_value).
    value_value: value's value when it is a number (has_value false).
    """

    numel: int
    input_numel: int
    mask_numel: int
    value_numel: int
    rank: int
    element: Any = "f32"
    has_value: bool = True

    value_value: float = 0.0

    def __post_init__(self):
        MaskedFillBackwardPlan.normalize(self)


@dataclass
class MaskedFillBackwardArgs:
    """Arrays of one MaskedFillBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [input_numel] of element.
    mask: input, [mask_numel] of bool.
    sizes: input, [4, rank] of i64. the extents of the output and of input, mask, value, collapsed.
    grad_input: output, [numel] of element.
    value: input, [value_numel] of element, given exactly when has_value.
    grad_value: output, [numel] of element, given exactly when has_value.
    """

    grad_output: Any
    input: Any
    mask: Any
    sizes: Any
    grad_input: Any
    value: Any = None
    grad_value: Any = None


class MaskedFillBackwardPlan(Plan):
    """masked_fill_backward plan.

    Adjoint of masked_fill: grad_input = m ? C(0) : g; grad_value = m ? g : C(0), elementwise in the
    compute type (g: grad_output, x: the input, m: the mask, v: the value) at the broadcast shape;
    the functional op sums each gradient to its operand's shape (PyTorch's sum_to_size), as sum
    does.

    When to use: Backward of masked_fill, with the forward's input and mask and value.
    Adjoint of: MaskedFillPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: has_value, value_value (see MaskedFillBackwardDescriptor).

    Shape limits: grad_output [numel]; input [input_numel]; mask [mask_numel]; sizes [4, rank];
      grad_input [numel]; value [value_numel]; grad_value [numel]; every extent >= 0. C-contiguous
      arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, mask_numel, value_numel) (else ShapeError): each
        row of sizes is 1 or the first row's extent in every dim, and has its operand's element
        count.
      value_numel == 1 (else ShapeError): value is a number or a tensor of one item.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "masked_fill_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = MaskedFillBackwardDescriptor
    Args = MaskedFillBackwardArgs
    dims = ('numel', 'input_numel', 'mask_numel', 'value_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('has_value', 'bool', ()),
        ParamSpec('value_value', 'float', ()),
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('mask', 'input', 'bool',
                   '[mask_numel]',
                   lambda n: (n.mask_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[4, rank]',
                   lambda n: (4,n.rank,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('value', 'input', 'element',
                   '[value_numel]',
                   lambda n: (n.value_numel,),
                   lambda n: n.has_value, 'has_value'),
        TensorSpec('grad_value', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   lambda n: n.has_value, 'has_value'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, mask_numel, value_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.mask_numel, n.value_numel),
                  ['input_numel', 'mask_numel', 'numel', 'sizes', 'value_numel'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
        CheckSpec('value_numel == 1', ShapeError, lambda n: n.value_numel == 1,
                  ['value_numel'], False,
                  'value is a number or a tensor of one item'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('mask', 'const bool*', ''), ('sizes', 'const i64*', ''), ('grad_input', 'element*', ''), ('value', 'const element*', ''), ('grad_value', 'element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('mask_numel', 'i64', ''), ('value_numel', 'i64', ''), ('rank', 'i64', ''), ('has_value', 'i32', 'flag'), ('value_value', 'f64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input', 'mask', 'value'), {},
                                {}, 'broadcast',
                                ('grad_input', 'grad_value'))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.masked_fill_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.masked_fill_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.masked_fill_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.masked_fill_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class LerpDescriptor(Descriptor):
    """What LerpPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    end_numel: elements of end.
    weight_numel: elements of weight (1 for a number).
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    has_weight: weight is an array (false: a number, weight_value).
    weight_value: weight's value when it is a number (has_weight false).
    """

    numel: int
    input_numel: int
    end_numel: int
    weight_numel: int
    rank: int
    element: Any = "f32"
    has_weight: bool = True

    weight_value: float = 0.0

    def __post_init__(self):
        LerpPlan.normalize(self)


@dataclass
class LerpArgs:
    """Arrays of one LerpPlan.run, C-contiguous, on the stream's backend.

    input: input, [input_numel] of element.
    end: input, [end_numel] of element.
    sizes: input, [4, rank] of i64. the extents of the output and of input, end, weight, collapsed.
    out: output, [numel] of element.
    weight: input, [weight_numel] of element, given exactly when has_weight.
    """

    input: Any
    end: Any
    sizes: Any
    out: Any
    weight: Any = None


class LerpPlan(Plan):
    """lerp plan.

    out = abs(w) < C(0.5) ? x + w * (e - x) : e - (e - x) * (1 - w), elementwise in the compute type
    (x: the input, e: the end, w: the weight), as torch.lerp, input and end and weight broadcasting
    as PyTorch's operands do (weight maybe a number, in the compute type).

    When to use: Forward of torch.lerp. Pair with lerp_backward.
    Adjoint (backward op): LerpBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: has_weight, weight_value (see LerpDescriptor).

    Shape limits: input [input_numel]; end [end_numel]; sizes [4, rank]; out [numel]; weight
      [weight_numel]; every extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, end_numel, weight_numel) (else ShapeError): each
        row of sizes is 1 or the first row's extent in every dim, and has its operand's element
        count.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "lerp"
    family = "pointwise"
    adjoint = 'lerp_backward'
    Descriptor = LerpDescriptor
    Args = LerpArgs
    dims = ('numel', 'input_numel', 'end_numel', 'weight_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('has_weight', 'bool', ()),
        ParamSpec('weight_value', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('end', 'input', 'element',
                   '[end_numel]',
                   lambda n: (n.end_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[4, rank]',
                   lambda n: (4,n.rank,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('weight', 'input', 'element',
                   '[weight_numel]',
                   lambda n: (n.weight_numel,),
                   lambda n: n.has_weight, 'has_weight'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, end_numel, weight_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.end_numel, n.weight_numel),
                  ['end_numel', 'input_numel', 'numel', 'sizes', 'weight_numel'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('end', 'const element*', ''), ('sizes', 'const i64*', ''), ('out', 'element*', ''), ('weight', 'const element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('end_numel', 'i64', ''), ('weight_numel', 'i64', ''), ('rank', 'i64', ''), ('has_weight', 'i32', 'flag'), ('weight_value', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'end', 'weight'), {},
                                {}, 'broadcast',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.lerp.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.lerp.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.lerp.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.lerp.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class LerpInplaceDescriptor(Descriptor):
    """What LerpInplacePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    end_numel: elements of end.
    weight_numel: elements of weight (1 for a number).
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    has_weight: weight is an array (false: a number, weight_value).
    weight_value: weight's value when it is a number (has_weight false).
    """

    numel: int
    input_numel: int
    end_numel: int
    weight_numel: int
    rank: int
    element: Any = "f32"
    has_weight: bool = True

    weight_value: float = 0.0

    def __post_init__(self):
        LerpInplacePlan.normalize(self)


@dataclass
class LerpInplaceArgs:
    """Arrays of one LerpInplacePlan.run, C-contiguous, on the stream's backend.

    input: inout, [input_numel] of element.
    end: input, [end_numel] of element.
    sizes: input, [4, rank] of i64. the extents of the output and of input, end, weight, collapsed.
    weight: input, [weight_numel] of element, given exactly when has_weight.
    """

    input: Any
    end: Any
    sizes: Any
    weight: Any = None


class LerpInplacePlan(Plan):
    """lerp_ plan.

    lerp in place, as Tensor.lerp_: the result written over input, elementwise as lerp computes it;
    input has the broadcast shape.

    When to use: An update in place (an optimizer's step); without a gradient.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: has_weight, weight_value (see LerpInplaceDescriptor).

    Shape limits: input [input_numel]; end [end_numel]; sizes [4, rank]; weight [weight_numel];
      every extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, end_numel, weight_numel) (else ShapeError): each
        row of sizes is 1 or the first row's extent in every dim, and has its operand's element
        count.
      input_numel == numel (else ShapeError): input, which the result is written over, has the
        broadcast shape.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "lerp_"
    family = "pointwise"
    adjoint = None
    Descriptor = LerpInplaceDescriptor
    Args = LerpInplaceArgs
    dims = ('numel', 'input_numel', 'end_numel', 'weight_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('has_weight', 'bool', ()),
        ParamSpec('weight_value', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'inout', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('end', 'input', 'element',
                   '[end_numel]',
                   lambda n: (n.end_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[4, rank]',
                   lambda n: (4,n.rank,),
                   None, ''),
        TensorSpec('weight', 'input', 'element',
                   '[weight_numel]',
                   lambda n: (n.weight_numel,),
                   lambda n: n.has_weight, 'has_weight'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, end_numel, weight_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.end_numel, n.weight_numel),
                  ['end_numel', 'input_numel', 'numel', 'sizes', 'weight_numel'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
        CheckSpec('input_numel == numel', ShapeError, lambda n: n.input_numel == n.numel,
                  ['input_numel', 'numel'], False,
                  'input, which the result is written over, has the broadcast shape'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'element*', ''), ('end', 'const element*', ''), ('sizes', 'const i64*', ''), ('weight', 'const element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('end_numel', 'i64', ''), ('weight_numel', 'i64', ''), ('rank', 'i64', ''), ('has_weight', 'i32', 'flag'), ('weight_value', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'end', 'weight'), {},
                                {}, 'broadcast',
                                ('input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.lerp_.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.lerp_.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.lerp_.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.lerp_.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class LerpBackwardDescriptor(Descriptor):
    """What LerpBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    end_numel: elements of end.
    weight_numel: elements of weight (1 for a number).
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    has_weight: weight is an array (false: a number, weight_value).
    weight_value: weight's value when it is a number (has_weight false).
    """

    numel: int
    input_numel: int
    end_numel: int
    weight_numel: int
    rank: int
    element: Any = "f32"
    has_weight: bool = True

    weight_value: float = 0.0

    def __post_init__(self):
        LerpBackwardPlan.normalize(self)


@dataclass
class LerpBackwardArgs:
    """Arrays of one LerpBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [input_numel] of element.
    end: input, [end_numel] of element.
    sizes: input, [4, rank] of i64. the extents of the output and of input, end, weight, collapsed.
    grad_input: output, [numel] of element.
    grad_end: output, [numel] of element.
    weight: input, [weight_numel] of element, given exactly when has_weight.
    grad_weight: output, [numel] of element, given exactly when has_weight.
    """

    grad_output: Any
    input: Any
    end: Any
    sizes: Any
    grad_input: Any
    grad_end: Any
    weight: Any = None
    grad_weight: Any = None


class LerpBackwardPlan(Plan):
    """lerp_backward plan.

    Adjoint of lerp: grad_input = g * (1 - w); grad_end = g * w; grad_weight = g * (e - x),
    elementwise in the compute type (g: grad_output, x: the input, e: the end, w: the weight) at the
    broadcast shape; the functional op sums each gradient to its operand's shape (PyTorch's
    sum_to_size), as sum does.

    When to use: Backward of lerp, with the forward's input and end and weight.
    Adjoint of: LerpPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: has_weight, weight_value (see LerpBackwardDescriptor).

    Shape limits: grad_output [numel]; input [input_numel]; end [end_numel]; sizes [4, rank];
      grad_input [numel]; grad_end [numel]; weight [weight_numel]; grad_weight [numel]; every extent
      >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, end_numel, weight_numel) (else ShapeError): each
        row of sizes is 1 or the first row's extent in every dim, and has its operand's element
        count.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "lerp_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = LerpBackwardDescriptor
    Args = LerpBackwardArgs
    dims = ('numel', 'input_numel', 'end_numel', 'weight_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('has_weight', 'bool', ()),
        ParamSpec('weight_value', 'float', ()),
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('end', 'input', 'element',
                   '[end_numel]',
                   lambda n: (n.end_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[4, rank]',
                   lambda n: (4,n.rank,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_end', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('weight', 'input', 'element',
                   '[weight_numel]',
                   lambda n: (n.weight_numel,),
                   lambda n: n.has_weight, 'has_weight'),
        TensorSpec('grad_weight', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   lambda n: n.has_weight, 'has_weight'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, end_numel, weight_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.end_numel, n.weight_numel),
                  ['end_numel', 'input_numel', 'numel', 'sizes', 'weight_numel'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('end', 'const element*', ''), ('sizes', 'const i64*', ''), ('grad_input', 'element*', ''), ('grad_end', 'element*', ''), ('weight', 'const element*', ''), ('grad_weight', 'element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('end_numel', 'i64', ''), ('weight_numel', 'i64', ''), ('rank', 'i64', ''), ('has_weight', 'i32', 'flag'), ('weight_value', 'f64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input', 'end', 'weight'), {},
                                {}, 'broadcast',
                                ('grad_input', 'grad_end', 'grad_weight'))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.lerp_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.lerp_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.lerp_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.lerp_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class AddcmulDescriptor(Descriptor):
    """What AddcmulPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    tensor1_numel: elements of tensor1.
    tensor2_numel: elements of tensor2.
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    value: value, as in torch.addcmul.
    """

    numel: int
    input_numel: int
    tensor1_numel: int
    tensor2_numel: int
    rank: int
    element: Any = "f32"
    value: float = 1.0

    def __post_init__(self):
        AddcmulPlan.normalize(self)


@dataclass
class AddcmulArgs:
    """Arrays of one AddcmulPlan.run, C-contiguous, on the stream's backend.

    input: input, [input_numel] of element.
    tensor1: input, [tensor1_numel] of element.
    tensor2: input, [tensor2_numel] of element.
    sizes: input, [4, rank] of i64. the extents of the output and of input, tensor1, tensor2, collapsed.
    out: output, [numel] of element.
    """

    input: Any
    tensor1: Any
    tensor2: Any
    sizes: Any
    out: Any


class AddcmulPlan(Plan):
    """addcmul plan.

    out = x + value * a * b, elementwise in the compute type (x: the input, a: tensor1, b: tensor2),
    as torch.addcmul, input and tensor1 and tensor2 broadcasting as PyTorch's operands do.

    When to use: Forward of torch.addcmul. Pair with addcmul_backward.
    Adjoint (backward op): AddcmulBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: value (see AddcmulDescriptor).

    Shape limits: input [input_numel]; tensor1 [tensor1_numel]; tensor2 [tensor2_numel]; sizes [4,
      rank]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, tensor1_numel, tensor2_numel) (else ShapeError):
        each row of sizes is 1 or the first row's extent in every dim, and has its operand's element
        count.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "addcmul"
    family = "pointwise"
    adjoint = 'addcmul_backward'
    Descriptor = AddcmulDescriptor
    Args = AddcmulArgs
    dims = ('numel', 'input_numel', 'tensor1_numel', 'tensor2_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('value', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('tensor1', 'input', 'element',
                   '[tensor1_numel]',
                   lambda n: (n.tensor1_numel,),
                   None, ''),
        TensorSpec('tensor2', 'input', 'element',
                   '[tensor2_numel]',
                   lambda n: (n.tensor2_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[4, rank]',
                   lambda n: (4,n.rank,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, tensor1_numel, tensor2_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.tensor1_numel, n.tensor2_numel),
                  ['input_numel', 'numel', 'sizes', 'tensor1_numel', 'tensor2_numel'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('tensor1', 'const element*', ''), ('tensor2', 'const element*', ''), ('sizes', 'const i64*', ''), ('out', 'element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('tensor1_numel', 'i64', ''), ('tensor2_numel', 'i64', ''), ('rank', 'i64', ''), ('value', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'tensor1', 'tensor2', 'value'), {},
                                {}, 'broadcast',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.addcmul.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.addcmul.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.addcmul.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.addcmul.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class AddcmulInplaceDescriptor(Descriptor):
    """What AddcmulInplacePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    tensor1_numel: elements of tensor1.
    tensor2_numel: elements of tensor2.
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    value: value, as in torch.addcmul.
    """

    numel: int
    input_numel: int
    tensor1_numel: int
    tensor2_numel: int
    rank: int
    element: Any = "f32"
    value: float = 1.0

    def __post_init__(self):
        AddcmulInplacePlan.normalize(self)


@dataclass
class AddcmulInplaceArgs:
    """Arrays of one AddcmulInplacePlan.run, C-contiguous, on the stream's backend.

    input: inout, [input_numel] of element.
    tensor1: input, [tensor1_numel] of element.
    tensor2: input, [tensor2_numel] of element.
    sizes: input, [4, rank] of i64. the extents of the output and of input, tensor1, tensor2, collapsed.
    """

    input: Any
    tensor1: Any
    tensor2: Any
    sizes: Any


class AddcmulInplacePlan(Plan):
    """addcmul_ plan.

    addcmul in place, as Tensor.addcmul_: the result written over input, elementwise as addcmul
    computes it; input has the broadcast shape.

    When to use: An update in place (an optimizer's step); without a gradient.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: value (see AddcmulInplaceDescriptor).

    Shape limits: input [input_numel]; tensor1 [tensor1_numel]; tensor2 [tensor2_numel]; sizes [4,
      rank]; every extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, tensor1_numel, tensor2_numel) (else ShapeError):
        each row of sizes is 1 or the first row's extent in every dim, and has its operand's element
        count.
      input_numel == numel (else ShapeError): input, which the result is written over, has the
        broadcast shape.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "addcmul_"
    family = "pointwise"
    adjoint = None
    Descriptor = AddcmulInplaceDescriptor
    Args = AddcmulInplaceArgs
    dims = ('numel', 'input_numel', 'tensor1_numel', 'tensor2_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('value', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'inout', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('tensor1', 'input', 'element',
                   '[tensor1_numel]',
                   lambda n: (n.tensor1_numel,),
                   None, ''),
        TensorSpec('tensor2', 'input', 'element',
                   '[tensor2_numel]',
                   lambda n: (n.tensor2_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[4, rank]',
                   lambda n: (4,n.rank,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, tensor1_numel, tensor2_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.tensor1_numel, n.tensor2_numel),
                  ['input_numel', 'numel', 'sizes', 'tensor1_numel', 'tensor2_numel'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
        CheckSpec('input_numel == numel', ShapeError, lambda n: n.input_numel == n.numel,
                  ['input_numel', 'numel'], False,
                  'input, which the result is written over, has the broadcast shape'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'element*', ''), ('tensor1', 'const element*', ''), ('tensor2', 'const element*', ''), ('sizes', 'const i64*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('tensor1_numel', 'i64', ''), ('tensor2_numel', 'i64', ''), ('rank', 'i64', ''), ('value', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'tensor1', 'tensor2', 'value'), {},
                                {}, 'broadcast',
                                ('input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.addcmul_.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.addcmul_.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.addcmul_.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.addcmul_.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class AddcmulBackwardDescriptor(Descriptor):
    """What AddcmulBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    tensor1_numel: elements of tensor1.
    tensor2_numel: elements of tensor2.
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    value: value, as in torch.addcmul.
    """

    numel: int
    input_numel: int
    tensor1_numel: int
    tensor2_numel: int
    rank: int
    element: Any = "f32"
    value: float = 1.0

    def __post_init__(self):
        AddcmulBackwardPlan.normalize(self)


@dataclass
class AddcmulBackwardArgs:
    """Arrays of one AddcmulBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [input_numel] of element.
    tensor1: input, [tensor1_numel] of element.
    tensor2: input, [tensor2_numel] of element.
    sizes: input, [4, rank] of i64. the extents of the output and of input, tensor1, tensor2, collapsed.
    grad_input: output, [numel] of element.
    grad_tensor1: output, [numel] of element.
    grad_tensor2: output, [numel] of element.
    """

    grad_output: Any
    input: Any
    tensor1: Any
    tensor2: Any
    sizes: Any
    grad_input: Any
    grad_tensor1: Any
    grad_tensor2: Any


class AddcmulBackwardPlan(Plan):
    """addcmul_backward plan.

    Adjoint of addcmul: grad_input = g; grad_tensor1 = g * value * b; grad_tensor2 = g * value * a,
    elementwise in the compute type (g: grad_output, x: the input, a: tensor1, b: tensor2) at the
    broadcast shape; the functional op sums each gradient to its operand's shape (PyTorch's
    sum_to_size), as sum does.

    When to use: Backward of addcmul, with the forward's input and tensor1 and tensor2.
    Adjoint of: AddcmulPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: value (see AddcmulBackwardDescriptor).

    Shape limits: grad_output [numel]; input [input_numel]; tensor1 [tensor1_numel]; tensor2
      [tensor2_numel]; sizes [4, rank]; grad_input [numel]; grad_tensor1 [numel]; grad_tensor2
      [numel]; every extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, tensor1_numel, tensor2_numel) (else ShapeError):
        each row of sizes is 1 or the first row's extent in every dim, and has its operand's element
        count.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "addcmul_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = AddcmulBackwardDescriptor
    Args = AddcmulBackwardArgs
    dims = ('numel', 'input_numel', 'tensor1_numel', 'tensor2_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('value', 'float', ()),
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('tensor1', 'input', 'element',
                   '[tensor1_numel]',
                   lambda n: (n.tensor1_numel,),
                   None, ''),
        TensorSpec('tensor2', 'input', 'element',
                   '[tensor2_numel]',
                   lambda n: (n.tensor2_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[4, rank]',
                   lambda n: (4,n.rank,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_tensor1', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_tensor2', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, tensor1_numel, tensor2_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.tensor1_numel, n.tensor2_numel),
                  ['input_numel', 'numel', 'sizes', 'tensor1_numel', 'tensor2_numel'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('tensor1', 'const element*', ''), ('tensor2', 'const element*', ''), ('sizes', 'const i64*', ''), ('grad_input', 'element*', ''), ('grad_tensor1', 'element*', ''), ('grad_tensor2', 'element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('tensor1_numel', 'i64', ''), ('tensor2_numel', 'i64', ''), ('rank', 'i64', ''), ('value', 'f64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input', 'tensor1', 'tensor2', 'value'), {},
                                {}, 'broadcast',
                                ('grad_input', 'grad_tensor1', 'grad_tensor2'))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.addcmul_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.addcmul_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.addcmul_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.addcmul_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class AddcdivDescriptor(Descriptor):
    """What AddcdivPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    tensor1_numel: elements of tensor1.
    tensor2_numel: elements of tensor2.
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    value: value, as in torch.addcdiv.
    """

    numel: int
    input_numel: int
    tensor1_numel: int
    tensor2_numel: int
    rank: int
    element: Any = "f32"
    value: float = 1.0

    def __post_init__(self):
        AddcdivPlan.normalize(self)


@dataclass
class AddcdivArgs:
    """Arrays of one AddcdivPlan.run, C-contiguous, on the stream's backend.

    input: input, [input_numel] of element.
    tensor1: input, [tensor1_numel] of element.
    tensor2: input, [tensor2_numel] of element.
    sizes: input, [4, rank] of i64. the extents of the output and of input, tensor1, tensor2, collapsed.
    out: output, [numel] of element.
    """

    input: Any
    tensor1: Any
    tensor2: Any
    sizes: Any
    out: Any


class AddcdivPlan(Plan):
    """addcdiv plan.

    out = x + value * a / b, elementwise in the compute type (x: the input, a: tensor1, b: tensor2),
    as torch.addcdiv, input and tensor1 and tensor2 broadcasting as PyTorch's operands do.

    When to use: Forward of torch.addcdiv. Pair with addcdiv_backward.
    Adjoint (backward op): AddcdivBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: value (see AddcdivDescriptor).

    Shape limits: input [input_numel]; tensor1 [tensor1_numel]; tensor2 [tensor2_numel]; sizes [4,
      rank]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, tensor1_numel, tensor2_numel) (else ShapeError):
        each row of sizes is 1 or the first row's extent in every dim, and has its operand's element
        count.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "addcdiv"
    family = "pointwise"
    adjoint = 'addcdiv_backward'
    Descriptor = AddcdivDescriptor
    Args = AddcdivArgs
    dims = ('numel', 'input_numel', 'tensor1_numel', 'tensor2_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('value', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('tensor1', 'input', 'element',
                   '[tensor1_numel]',
                   lambda n: (n.tensor1_numel,),
                   None, ''),
        TensorSpec('tensor2', 'input', 'element',
                   '[tensor2_numel]',
                   lambda n: (n.tensor2_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[4, rank]',
                   lambda n: (4,n.rank,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, tensor1_numel, tensor2_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.tensor1_numel, n.tensor2_numel),
                  ['input_numel', 'numel', 'sizes', 'tensor1_numel', 'tensor2_numel'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('tensor1', 'const element*', ''), ('tensor2', 'const element*', ''), ('sizes', 'const i64*', ''), ('out', 'element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('tensor1_numel', 'i64', ''), ('tensor2_numel', 'i64', ''), ('rank', 'i64', ''), ('value', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'tensor1', 'tensor2', 'value'), {},
                                {}, 'broadcast',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.addcdiv.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.addcdiv.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.addcdiv.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.addcdiv.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class AddcdivInplaceDescriptor(Descriptor):
    """What AddcdivInplacePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    tensor1_numel: elements of tensor1.
    tensor2_numel: elements of tensor2.
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    value: value, as in torch.addcdiv.
    """

    numel: int
    input_numel: int
    tensor1_numel: int
    tensor2_numel: int
    rank: int
    element: Any = "f32"
    value: float = 1.0

    def __post_init__(self):
        AddcdivInplacePlan.normalize(self)


@dataclass
class AddcdivInplaceArgs:
    """Arrays of one AddcdivInplacePlan.run, C-contiguous, on the stream's backend.

    input: inout, [input_numel] of element.
    tensor1: input, [tensor1_numel] of element.
    tensor2: input, [tensor2_numel] of element.
    sizes: input, [4, rank] of i64. the extents of the output and of input, tensor1, tensor2, collapsed.
    """

    input: Any
    tensor1: Any
    tensor2: Any
    sizes: Any


class AddcdivInplacePlan(Plan):
    """addcdiv_ plan.

    addcdiv in place, as Tensor.addcdiv_: the result written over input, elementwise as addcdiv
    computes it; input has the broadcast shape.

    When to use: An update in place (an optimizer's step); without a gradient.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: value (see AddcdivInplaceDescriptor).

    Shape limits: input [input_numel]; tensor1 [tensor1_numel]; tensor2 [tensor2_numel]; sizes [4,
      rank]; every extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, tensor1_numel, tensor2_numel) (else ShapeError):
        each row of sizes is 1 or the first row's extent in every dim, and has its operand's element
        count.
      input_numel == numel (else ShapeError): input, which the result is written over, has the
        broadcast shape.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "addcdiv_"
    family = "pointwise"
    adjoint = None
    Descriptor = AddcdivInplaceDescriptor
    Args = AddcdivInplaceArgs
    dims = ('numel', 'input_numel', 'tensor1_numel', 'tensor2_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('value', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'inout', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('tensor1', 'input', 'element',
                   '[tensor1_numel]',
                   lambda n: (n.tensor1_numel,),
                   None, ''),
        TensorSpec('tensor2', 'input', 'element',
                   '[tensor2_numel]',
                   lambda n: (n.tensor2_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[4, rank]',
                   lambda n: (4,n.rank,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, tensor1_numel, tensor2_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.tensor1_numel, n.tensor2_numel),
                  ['input_numel', 'numel', 'sizes', 'tensor1_numel', 'tensor2_numel'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
        CheckSpec('input_numel == numel', ShapeError, lambda n: n.input_numel == n.numel,
                  ['input_numel', 'numel'], False,
                  'input, which the result is written over, has the broadcast shape'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'element*', ''), ('tensor1', 'const element*', ''), ('tensor2', 'const element*', ''), ('sizes', 'const i64*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('tensor1_numel', 'i64', ''), ('tensor2_numel', 'i64', ''), ('rank', 'i64', ''), ('value', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'tensor1', 'tensor2', 'value'), {},
                                {}, 'broadcast',
                                ('input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.addcdiv_.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.addcdiv_.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.addcdiv_.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.addcdiv_.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class AddcdivBackwardDescriptor(Descriptor):
    """What AddcdivBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    tensor1_numel: elements of tensor1.
    tensor2_numel: elements of tensor2.
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    value: value, as in torch.addcdiv.
    """

    numel: int
    input_numel: int
    tensor1_numel: int
    tensor2_numel: int
    rank: int
    element: Any = "f32"
    value: float = 1.0

    def __post_init__(self):
        AddcdivBackwardPlan.normalize(self)


@dataclass
class AddcdivBackwardArgs:
    """Arrays of one AddcdivBackwardPlan.run, C-contiguous, on the stream's backend.

    grad_output: input, [numel] of element.
    input: input, [input_numel] of element.
    tensor1: input, [tensor1_numel] of element.
    tensor2: input, [tensor2_numel] of element.
    sizes: input, [4, rank] of i64. the extents of the output and of input, tensor1, tensor2, collapsed.
    grad_input: output, [numel] of element.
    grad_tensor1: output, [numel] of element.
    grad_tensor2: output, [numel] of element.
    """

    grad_output: Any
    input: Any
    tensor1: Any
    tensor2: Any
    sizes: Any
    grad_input: Any
    grad_tensor1: Any
    grad_tensor2: Any


class AddcdivBackwardPlan(Plan):
    """addcdiv_backward plan.

    Adjoint of addcdiv: grad_input = g; grad_tensor1 = g * value / b; grad_tensor2 = -g * value * a
    / (b * b), elementwise in the compute type (g: grad_output, x: the input, a: tensor1, b:
    tensor2) at the broadcast shape; the functional op sums each gradient to its operand's shape
    (PyTorch's sum_to_size), as sum does.

    When to use: Backward of addcdiv, with the forward's input and tensor1 and tensor2.
    Adjoint of: AddcdivPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: value (see AddcdivBackwardDescriptor).

    Shape limits: grad_output [numel]; input [input_numel]; tensor1 [tensor1_numel]; tensor2
      [tensor2_numel]; sizes [4, rank]; grad_input [numel]; grad_tensor1 [numel]; grad_tensor2
      [numel]; every extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, tensor1_numel, tensor2_numel) (else ShapeError):
        each row of sizes is 1 or the first row's extent in every dim, and has its operand's element
        count.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "addcdiv_backward"
    family = "pointwise"
    adjoint = None
    Descriptor = AddcdivBackwardDescriptor
    Args = AddcdivBackwardArgs
    dims = ('numel', 'input_numel', 'tensor1_numel', 'tensor2_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('value', 'float', ()),
    )
    tensors = (
        TensorSpec('grad_output', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('tensor1', 'input', 'element',
                   '[tensor1_numel]',
                   lambda n: (n.tensor1_numel,),
                   None, ''),
        TensorSpec('tensor2', 'input', 'element',
                   '[tensor2_numel]',
                   lambda n: (n.tensor2_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[4, rank]',
                   lambda n: (4,n.rank,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_tensor1', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_tensor2', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, tensor1_numel, tensor2_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.tensor1_numel, n.tensor2_numel),
                  ['input_numel', 'numel', 'sizes', 'tensor1_numel', 'tensor2_numel'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad_output', 'const element*', ''), ('input', 'const element*', ''), ('tensor1', 'const element*', ''), ('tensor2', 'const element*', ''), ('sizes', 'const i64*', ''), ('grad_input', 'element*', ''), ('grad_tensor1', 'element*', ''), ('grad_tensor2', 'element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('tensor1_numel', 'i64', ''), ('tensor2_numel', 'i64', ''), ('rank', 'i64', ''), ('value', 'f64', '')), False),
    )
    functional = FunctionalSpec(('grad_output', 'input', 'tensor1', 'tensor2', 'value'), {},
                                {}, 'broadcast',
                                ('grad_input', 'grad_tensor1', 'grad_tensor2'))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.addcdiv_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.addcdiv_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.addcdiv_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.addcdiv_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class EqDescriptor(Descriptor):
    """What EqPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    other_numel: elements of other (1 for a number).
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    has_other: other is an array (false: a number, other_value).
    other_value: other's value when it is a number (has_other false).
    """

    numel: int
    input_numel: int
    other_numel: int
    rank: int
    element: Any = "f32"
    has_other: bool = True

    other_value: float = 0.0

    def __post_init__(self):
        EqPlan.normalize(self)


@dataclass
class EqArgs:
    """Arrays of one EqPlan.run, C-contiguous, on the stream's backend.

    input: input, [input_numel] of element.
    sizes: input, [3, rank] of i64. the extents of the output and of input, other, collapsed.
    out: output, [numel] of bool.
    other: input, [other_numel] of element, given exactly when has_other.
    """

    input: Any
    sizes: Any
    out: Any
    other: Any = None


class EqPlan(Plan):
    """eq plan.

    out = x == o, elementwise in the compute type (x: the input, o: the other operand), as torch.eq,
    input and other broadcasting as PyTorch's operands do (other maybe a number, rounded to the
    element).

    When to use: Forward of torch.eq.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: has_other, other_value (see EqDescriptor).

    Shape limits: input [input_numel]; sizes [3, rank]; out [numel]; other [other_numel]; every
      extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, other_numel) (else ShapeError): each row of sizes
        is 1 or the first row's extent in every dim, and has its operand's element count.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "eq"
    family = "pointwise"
    adjoint = None
    Descriptor = EqDescriptor
    Args = EqArgs
    dims = ('numel', 'input_numel', 'other_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('has_other', 'bool', ()),
        ParamSpec('other_value', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[3, rank]',
                   lambda n: (3,n.rank,),
                   None, ''),
        TensorSpec('out', 'output', 'bool',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('other', 'input', 'element',
                   '[other_numel]',
                   lambda n: (n.other_numel,),
                   lambda n: n.has_other, 'has_other'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, other_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.other_numel),
                  ['input_numel', 'numel', 'other_numel', 'sizes'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('sizes', 'const i64*', ''), ('out', 'bool*', ''), ('other', 'const element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', ''), ('has_other', 'i32', 'flag'), ('other_value', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'other'), {},
                                {}, 'broadcast',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.eq.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.eq.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.eq.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.eq.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class NeDescriptor(Descriptor):
    """What NePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    other_numel: elements of other (1 for a number).
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    has_other: other is an array (false: a number, other_value).
    other_value: other's value when it is a number (has_other false).
    """

    numel: int
    input_numel: int
    other_numel: int
    rank: int
    element: Any = "f32"
    has_other: bool = True

    other_value: float = 0.0

    def __post_init__(self):
        NePlan.normalize(self)


@dataclass
class NeArgs:
    """Arrays of one NePlan.run, C-contiguous, on the stream's backend.

    input: input, [input_numel] of element.
    sizes: input, [3, rank] of i64. the extents of the output and of input, other, collapsed.
    out: output, [numel] of bool.
    other: input, [other_numel] of element, given exactly when has_other.
    """

    input: Any
    sizes: Any
    out: Any
    other: Any = None


class NePlan(Plan):
    """ne plan.

    out = x != o, elementwise in the compute type (x: the input, o: the other operand), as torch.ne,
    input and other broadcasting as PyTorch's operands do (other maybe a number, rounded to the
    element).

    When to use: Forward of torch.ne.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: has_other, other_value (see NeDescriptor).

    Shape limits: input [input_numel]; sizes [3, rank]; out [numel]; other [other_numel]; every
      extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, other_numel) (else ShapeError): each row of sizes
        is 1 or the first row's extent in every dim, and has its operand's element count.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "ne"
    family = "pointwise"
    adjoint = None
    Descriptor = NeDescriptor
    Args = NeArgs
    dims = ('numel', 'input_numel', 'other_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('has_other', 'bool', ()),
        ParamSpec('other_value', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[3, rank]',
                   lambda n: (3,n.rank,),
                   None, ''),
        TensorSpec('out', 'output', 'bool',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('other', 'input', 'element',
                   '[other_numel]',
                   lambda n: (n.other_numel,),
                   lambda n: n.has_other, 'has_other'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, other_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.other_numel),
                  ['input_numel', 'numel', 'other_numel', 'sizes'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('sizes', 'const i64*', ''), ('out', 'bool*', ''), ('other', 'const element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', ''), ('has_other', 'i32', 'flag'), ('other_value', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'other'), {},
                                {}, 'broadcast',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.ne.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.ne.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.ne.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.ne.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class LtDescriptor(Descriptor):
    """What LtPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    other_numel: elements of other (1 for a number).
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    has_other: other is an array (false: a number, other_value).
    other_value: other's value when it is a number (has_other false).
    """

    numel: int
    input_numel: int
    other_numel: int
    rank: int
    element: Any = "f32"
    has_other: bool = True

    other_value: float = 0.0

    def __post_init__(self):
        LtPlan.normalize(self)


@dataclass
class LtArgs:
    """Arrays of one LtPlan.run, C-contiguous, on the stream's backend.

    input: input, [input_numel] of element.
    sizes: input, [3, rank] of i64. the extents of the output and of input, other, collapsed.
    out: output, [numel] of bool.
    other: input, [other_numel] of element, given exactly when has_other.
    """

    input: Any
    sizes: Any
    out: Any
    other: Any = None


class LtPlan(Plan):
    """lt plan.

    out = x < o, elementwise in the compute type (x: the input, o: the other operand), as torch.lt,
    input and other broadcasting as PyTorch's operands do (other maybe a number, rounded to the
    element).

    When to use: Forward of torch.lt.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: has_other, other_value (see LtDescriptor).

    Shape limits: input [input_numel]; sizes [3, rank]; out [numel]; other [other_numel]; every
      extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, other_numel) (else ShapeError): each row of sizes
        is 1 or the first row's extent in every dim, and has its operand's element count.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "lt"
    family = "pointwise"
    adjoint = None
    Descriptor = LtDescriptor
    Args = LtArgs
    dims = ('numel', 'input_numel', 'other_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('has_other', 'bool', ()),
        ParamSpec('other_value', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[3, rank]',
                   lambda n: (3,n.rank,),
                   None, ''),
        TensorSpec('out', 'output', 'bool',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('other', 'input', 'element',
                   '[other_numel]',
                   lambda n: (n.other_numel,),
                   lambda n: n.has_other, 'has_other'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, other_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.other_numel),
                  ['input_numel', 'numel', 'other_numel', 'sizes'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('sizes', 'const i64*', ''), ('out', 'bool*', ''), ('other', 'const element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', ''), ('has_other', 'i32', 'flag'), ('other_value', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'other'), {},
                                {}, 'broadcast',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.lt.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.lt.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.lt.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.lt.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class LeDescriptor(Descriptor):
    """What LePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    other_numel: elements of other (1 for a number).
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    has_other: other is an array (false: a number, other_value).
    other_value: other's value when it is a number (has_other false).
    """

    numel: int
    input_numel: int
    other_numel: int
    rank: int
    element: Any = "f32"
    has_other: bool = True

    other_value: float = 0.0

    def __post_init__(self):
        LePlan.normalize(self)


@dataclass
class LeArgs:
    """Arrays of one LePlan.run, C-contiguous, on the stream's backend.

    input: input, [input_numel] of element.
    sizes: input, [3, rank] of i64. the extents of the output and of input, other, collapsed.
    out: output, [numel] of bool.
    other: input, [other_numel] of element, given exactly when has_other.
    """

    input: Any
    sizes: Any
    out: Any
    other: Any = None


class LePlan(Plan):
    """le plan.

    out = x <= o, elementwise in the compute type (x: the input, o: the other operand), as torch.le,
    input and other broadcasting as PyTorch's operands do (other maybe a number, rounded to the
    element).

    When to use: Forward of torch.le.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: has_other, other_value (see LeDescriptor).

    Shape limits: input [input_numel]; sizes [3, rank]; out [numel]; other [other_numel]; every
      extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, other_numel) (else ShapeError): each row of sizes
        is 1 or the first row's extent in every dim, and has its operand's element count.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "le"
    family = "pointwise"
    adjoint = None
    Descriptor = LeDescriptor
    Args = LeArgs
    dims = ('numel', 'input_numel', 'other_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('has_other', 'bool', ()),
        ParamSpec('other_value', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[3, rank]',
                   lambda n: (3,n.rank,),
                   None, ''),
        TensorSpec('out', 'output', 'bool',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('other', 'input', 'element',
                   '[other_numel]',
                   lambda n: (n.other_numel,),
                   lambda n: n.has_other, 'has_other'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, other_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.other_numel),
                  ['input_numel', 'numel', 'other_numel', 'sizes'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('sizes', 'const i64*', ''), ('out', 'bool*', ''), ('other', 'const element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', ''), ('has_other', 'i32', 'flag'), ('other_value', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'other'), {},
                                {}, 'broadcast',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.le.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.le.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.le.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.le.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class GtDescriptor(Descriptor):
    """What GtPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    other_numel: elements of other (1 for a number).
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    has_other: other is an array (false: a number, other_value).
    other_value: other's value when it is a number (has_other false).
    """

    numel: int
    input_numel: int
    other_numel: int
    rank: int
    element: Any = "f32"
    has_other: bool = True

    other_value: float = 0.0

    def __post_init__(self):
        GtPlan.normalize(self)


@dataclass
class GtArgs:
    """Arrays of one GtPlan.run, C-contiguous, on the stream's backend.

    input: input, [input_numel] of element.
    sizes: input, [3, rank] of i64. the extents of the output and of input, other, collapsed.
    out: output, [numel] of bool.
    other: input, [other_numel] of element, given exactly when has_other.
    """

    input: Any
    sizes: Any
    out: Any
    other: Any = None


class GtPlan(Plan):
    """gt plan.

    out = x > o, elementwise in the compute type (x: the input, o: the other operand), as torch.gt,
    input and other broadcasting as PyTorch's operands do (other maybe a number, rounded to the
    element).

    When to use: Forward of torch.gt.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: has_other, other_value (see GtDescriptor).

    Shape limits: input [input_numel]; sizes [3, rank]; out [numel]; other [other_numel]; every
      extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, other_numel) (else ShapeError): each row of sizes
        is 1 or the first row's extent in every dim, and has its operand's element count.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "gt"
    family = "pointwise"
    adjoint = None
    Descriptor = GtDescriptor
    Args = GtArgs
    dims = ('numel', 'input_numel', 'other_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('has_other', 'bool', ()),
        ParamSpec('other_value', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[3, rank]',
                   lambda n: (3,n.rank,),
                   None, ''),
        TensorSpec('out', 'output', 'bool',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('other', 'input', 'element',
                   '[other_numel]',
                   lambda n: (n.other_numel,),
                   lambda n: n.has_other, 'has_other'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, other_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.other_numel),
                  ['input_numel', 'numel', 'other_numel', 'sizes'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('sizes', 'const i64*', ''), ('out', 'bool*', ''), ('other', 'const element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', ''), ('has_other', 'i32', 'flag'), ('other_value', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'other'), {},
                                {}, 'broadcast',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.gt.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.gt.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.gt.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.gt.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class GeDescriptor(Descriptor):
    """What GePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    other_numel: elements of other (1 for a number).
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of f16, bf16, f32, f64.
    has_other: other is an array (false: a number, other_value).
    other_value: other's value when it is a number (has_other false).
    """

    numel: int
    input_numel: int
    other_numel: int
    rank: int
    element: Any = "f32"
    has_other: bool = True

    other_value: float = 0.0

    def __post_init__(self):
        GePlan.normalize(self)


@dataclass
class GeArgs:
    """Arrays of one GePlan.run, C-contiguous, on the stream's backend.

    input: input, [input_numel] of element.
    sizes: input, [3, rank] of i64. the extents of the output and of input, other, collapsed.
    out: output, [numel] of bool.
    other: input, [other_numel] of element, given exactly when has_other.
    """

    input: Any
    sizes: Any
    out: Any
    other: Any = None


class GePlan(Plan):
    """ge plan.

    out = x >= o, elementwise in the compute type (x: the input, o: the other operand), as torch.ge,
    input and other broadcasting as PyTorch's operands do (other maybe a number, rounded to the
    element).

    When to use: Forward of torch.ge.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: has_other, other_value (see GeDescriptor).

    Shape limits: input [input_numel]; sizes [3, rank]; out [numel]; other [other_numel]; every
      extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, other_numel) (else ShapeError): each row of sizes
        is 1 or the first row's extent in every dim, and has its operand's element count.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "ge"
    family = "pointwise"
    adjoint = None
    Descriptor = GeDescriptor
    Args = GeArgs
    dims = ('numel', 'input_numel', 'other_numel', 'rank')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('has_other', 'bool', ()),
        ParamSpec('other_value', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[3, rank]',
                   lambda n: (3,n.rank,),
                   None, ''),
        TensorSpec('out', 'output', 'bool',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('other', 'input', 'element',
                   '[other_numel]',
                   lambda n: (n.other_numel,),
                   lambda n: n.has_other, 'has_other'),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, other_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.other_numel),
                  ['input_numel', 'numel', 'other_numel', 'sizes'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('sizes', 'const i64*', ''), ('out', 'bool*', ''), ('other', 'const element*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', ''), ('has_other', 'i32', 'flag'), ('other_value', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'other'), {},
                                {}, 'broadcast',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.ge.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.ge.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.ge.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.ge.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class LogicalNotDescriptor(Descriptor):
    """What LogicalNotPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of bool, f16, bf16, f32, f64.
    """

    numel: int
    element: Any = "f32"
    def __post_init__(self):
        LogicalNotPlan.normalize(self)


@dataclass
class LogicalNotArgs:
    """Arrays of one LogicalNotPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of bool.
    """

    input: Any
    out: Any


class LogicalNotPlan(Plan):
    """logical_not plan.

    out = x == 0, elementwise in the compute type (x: the input), as torch.logical_not.

    When to use: Forward of torch.logical_not.

    Dtypes: element in {bool, f16, bf16, f32, f64}.

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "logical_not"
    family = "pointwise"
    adjoint = None
    Descriptor = LogicalNotDescriptor
    Args = LogicalNotArgs
    dims = ('numel',)
    elements = ('bool', 'f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'bool',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'bool*', ''), ('numel', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input',), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.logical_not.bool.none.elementwise.any.any.math-bool.acc-none.det.stable",
        "pointwise.logical_not.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.logical_not.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.logical_not.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.logical_not.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class LogicalAndDescriptor(Descriptor):
    """What LogicalAndPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    other_numel: elements of other.
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of bool, f16, bf16, f32, f64.
    """

    numel: int
    input_numel: int
    other_numel: int
    rank: int
    element: Any = "f32"
    def __post_init__(self):
        LogicalAndPlan.normalize(self)


@dataclass
class LogicalAndArgs:
    """Arrays of one LogicalAndPlan.run, C-contiguous, on the stream's backend.

    input: input, [input_numel] of element.
    other: input, [other_numel] of element.
    sizes: input, [3, rank] of i64. the extents of the output and of input, other, collapsed.
    out: output, [numel] of bool.
    """

    input: Any
    other: Any
    sizes: Any
    out: Any


class LogicalAndPlan(Plan):
    """logical_and plan.

    out = x != 0 && o != 0, elementwise in the compute type (x: the input, o: the other operand), as
    torch.logical_and, input and other broadcasting as PyTorch's operands do.

    When to use: Forward of torch.logical_and.

    Dtypes: element in {bool, f16, bf16, f32, f64}.

    Shape limits: input [input_numel]; other [other_numel]; sizes [3, rank]; out [numel]; every
      extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, other_numel) (else ShapeError): each row of sizes
        is 1 or the first row's extent in every dim, and has its operand's element count.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "logical_and"
    family = "pointwise"
    adjoint = None
    Descriptor = LogicalAndDescriptor
    Args = LogicalAndArgs
    dims = ('numel', 'input_numel', 'other_numel', 'rank')
    elements = ('bool', 'f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('other', 'input', 'element',
                   '[other_numel]',
                   lambda n: (n.other_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[3, rank]',
                   lambda n: (3,n.rank,),
                   None, ''),
        TensorSpec('out', 'output', 'bool',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, other_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.other_numel),
                  ['input_numel', 'numel', 'other_numel', 'sizes'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('other', 'const element*', ''), ('sizes', 'const i64*', ''), ('out', 'bool*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input', 'other'), {},
                                {}, 'broadcast',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.logical_and.bool.none.elementwise.any.any.math-bool.acc-none.det.stable",
        "pointwise.logical_and.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.logical_and.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.logical_and.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.logical_and.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class LogicalOrDescriptor(Descriptor):
    """What LogicalOrPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements of the output (the broadcast shape).
    input_numel: elements of input.
    other_numel: elements of other.
    rank: extents per row of sizes (the collapsed broadcast shape).
    element: element type, one of bool, f16, bf16, f32, f64.
    """

    numel: int
    input_numel: int
    other_numel: int
    rank: int
    element: Any = "f32"
    def __post_init__(self):
        LogicalOrPlan.normalize(self)


@dataclass
class LogicalOrArgs:
    """Arrays of one LogicalOrPlan.run, C-contiguous, on the stream's backend.

    input: input, [input_numel] of element.
    other: input, [other_numel] of element.
    sizes: input, [3, rank] of i64. the extents of the output and of input, other, collapsed.
    out: output, [numel] of bool.
    """

    input: Any
    other: Any
    sizes: Any
    out: Any


class LogicalOrPlan(Plan):
    """logical_or plan.

    out = x != 0 || o != 0, elementwise in the compute type (x: the input, o: the other operand), as
    torch.logical_or, input and other broadcasting as PyTorch's operands do.

    When to use: Forward of torch.logical_or.

    Dtypes: element in {bool, f16, bf16, f32, f64}.

    Shape limits: input [input_numel]; other [other_numel]; sizes [3, rank]; out [numel]; every
      extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      broadcast_sizes(sizes, numel, input_numel, other_numel) (else ShapeError): each row of sizes
        is 1 or the first row's extent in every dim, and has its operand's element count.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      f16 and bf16 compute in f32 and round once to the element; f32 in f32; f64 in f64.
    """

    op = "logical_or"
    family = "pointwise"
    adjoint = None
    Descriptor = LogicalOrDescriptor
    Args = LogicalOrArgs
    dims = ('numel', 'input_numel', 'other_numel', 'rank')
    elements = ('bool', 'f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[input_numel]',
                   lambda n: (n.input_numel,),
                   None, ''),
        TensorSpec('other', 'input', 'element',
                   '[other_numel]',
                   lambda n: (n.other_numel,),
                   None, ''),
        TensorSpec('sizes', 'input', 'i64',
                   '[3, rank]',
                   lambda n: (3,n.rank,),
                   None, ''),
        TensorSpec('out', 'output', 'bool',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('broadcast_sizes(sizes, numel, input_numel, other_numel)', ShapeError, lambda n: broadcast_sizes(n.sizes, n.numel, n.input_numel, n.other_numel),
                  ['input_numel', 'numel', 'other_numel', 'sizes'], True,
                  "each row of sizes is 1 or the first row's extent in every dim, and has its operand's element count"),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('map', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('other', 'const element*', ''), ('sizes', 'const i64*', ''), ('out', 'bool*', ''), ('numel', 'i64', ''), ('input_numel', 'i64', ''), ('other_numel', 'i64', ''), ('rank', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input', 'other'), {},
                                {}, 'broadcast',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "pointwise.logical_or.bool.none.elementwise.any.any.math-bool.acc-none.det.stable",
        "pointwise.logical_or.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.logical_or.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.logical_or.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "pointwise.logical_or.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))
