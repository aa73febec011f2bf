# Generated from catalog.yaml by codegen with templates/python/plans.py.j2. Do not edit.
"""Plans of the quantize family."""

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
    "QuantizePerTensorDescriptor", "QuantizePerTensorArgs", "QuantizePerTensorPlan",
    "QuantizePerTensorBackwardDescriptor", "QuantizePerTensorBackwardArgs", "QuantizePerTensorBackwardPlan",
    "DequantizePerTensorDescriptor", "DequantizePerTensorArgs", "DequantizePerTensorPlan",
    "DequantizePerTensorBackwardDescriptor", "DequantizePerTensorBackwardArgs", "DequantizePerTensorBackwardPlan",
    "QuantizePerTensorSubByteDescriptor", "QuantizePerTensorSubByteArgs", "QuantizePerTensorSubBytePlan",
    "DequantizePerTensorSubByteDescriptor", "DequantizePerTensorSubByteArgs", "DequantizePerTensorSubBytePlan",
    "QuantizePerChannelDescriptor", "QuantizePerChannelArgs", "QuantizePerChannelPlan",
    "QuantizePerChannelBackwardDescriptor", "QuantizePerChannelBackwardArgs", "QuantizePerChannelBackwardPlan",
    "DequantizePerChannelDescriptor", "DequantizePerChannelArgs", "DequantizePerChannelPlan",
    "DequantizePerChannelBackwardDescriptor", "DequantizePerChannelBackwardArgs", "DequantizePerChannelBackwardPlan",
    "QuantizePerChannelFloatQparamsDescriptor", "QuantizePerChannelFloatQparamsArgs", "QuantizePerChannelFloatQparamsPlan",
    "QuantizePerChannelFloatQparamsBackwardDescriptor", "QuantizePerChannelFloatQparamsBackwardArgs", "QuantizePerChannelFloatQparamsBackwardPlan",
    "QuantizePerChannelSubByteDescriptor", "QuantizePerChannelSubByteArgs", "QuantizePerChannelSubBytePlan",
    "DequantizePerChannelFloatQparamsDescriptor", "DequantizePerChannelFloatQparamsArgs", "DequantizePerChannelFloatQparamsPlan",
    "DequantizePerChannelSubByteDescriptor", "DequantizePerChannelSubByteArgs", "DequantizePerChannelSubBytePlan",
    "FakeQuantizePerTensorAffineDescriptor", "FakeQuantizePerTensorAffineArgs", "FakeQuantizePerTensorAffinePlan",
    "FakeQuantizePerTensorAffineBackwardDescriptor", "FakeQuantizePerTensorAffineBackwardArgs", "FakeQuantizePerTensorAffineBackwardPlan",
    "FakeQuantizePerChannelAffineDescriptor", "FakeQuantizePerChannelAffineArgs", "FakeQuantizePerChannelAffinePlan",
    "FakeQuantizePerChannelAffineBackwardDescriptor", "FakeQuantizePerChannelAffineBackwardArgs", "FakeQuantizePerChannelAffineBackwardPlan",
    "FakeQuantizeLearnablePerTensorAffineDescriptor", "FakeQuantizeLearnablePerTensorAffineArgs", "FakeQuantizeLearnablePerTensorAffinePlan",
    "FakeQuantizeLearnablePerTensorAffineBackwardDescriptor", "FakeQuantizeLearnablePerTensorAffineBackwardArgs", "FakeQuantizeLearnablePerTensorAffineBackwardPlan",
]


@dataclass(frozen=True, kw_only=True)
class QuantizePerTensorDescriptor(Descriptor):
    """What QuantizePerTensorPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    qtype: integer (quantized) element type, one of i8, u8, i32 (None: i8).
    scale: quantization step; any value PyTorch takes (runtime: a value, not a code path).
    zero_point: integer that 0.0 maps to; within the integer type's range.
    quant_min: lowest code; None for the integer type's minimum.
    quant_max: highest code; None for the integer type's maximum.
    """

    numel: int
    element: Any = "f32"
    qtype: Any = None
    scale: float = 1.0

    zero_point: int = 0

    quant_min: Optional[int] = None

    quant_max: Optional[int] = None

    def __post_init__(self):
        QuantizePerTensorPlan.normalize(self)


@dataclass
class QuantizePerTensorArgs:
    """Arrays of one QuantizePerTensorPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of aux.
    """

    input: Any
    out: Any


class QuantizePerTensorPlan(Plan):
    """quantize_per_tensor plan.

    Affine quantization with one scale and zero point: q = clamp(round_half_even(zero_point + x *
    inv_scale), quant_min, quant_max), inv_scale = 1 / scale rounded to the compute type (f32 for
    f16, bf16 and f32 elements, f64 for f64). As torch.quantize_per_tensor on x86: 8-bit types
    evaluate zero_point + x * inv_scale as one fused multiply-add, 32-bit types round the product
    first. +-inf and values beyond the range saturate; NaN gives quant_max for 8-bit types and
    quant_min for 32-bit types (PyTorch's x86 results). Any scale, as PyTorch (0, negative, inf,
    NaN: the formula's result).

    When to use: Forward of quantizing a float tensor to integers. Pair with
    QuantizePerTensorBackwardPlan.
    Adjoint (backward op): QuantizePerTensorBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}; qtype in {i8, u8, i32}.
    Runtime params: scale, zero_point, quant_min, quant_max (see QuantizePerTensorDescriptor).

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Checks:
      qmin <= qmax (else InvalidArgumentError): quant_min must be <= quant_max.
      dtype_min(qtype) <= qmin and qmax <= dtype_max(qtype) (else OutOfRangeError): quant_min and
        quant_max lie within the integer type.
      dtype_min(qtype) <= zero_point <= dtype_max(qtype) (else OutOfRangeError): zero_point lies
        within the integer type.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      Integer outputs are bit-identical to torch.quantize_per_tensor(x, scale, zero_point,
      dtype).int_repr() for f32 inputs (PyTorch's x86 CPU build); f16 and bf16 inputs are widened to
      f32 first, f64 inputs run the same formula in f64.
    """

    op = "quantize_per_tensor"
    family = "quantize"
    adjoint = 'quantize_per_tensor_backward'
    Descriptor = QuantizePerTensorDescriptor
    Args = QuantizePerTensorArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'qtype'
    aux_types = ('i8', 'u8', 'i32')
    aux_of = {'f16': ('i8', 'u8', 'i32'), 'bf16': ('i8', 'u8', 'i32'), 'f32': ('i8', 'u8', 'i32'), 'f64': ('i8', 'u8', 'i32')}
    axes = ()
    params = (
        ParamSpec('scale', 'float', ()),
        ParamSpec('zero_point', 'int', ()),
        ParamSpec('quant_min', 'optional_int', ()),
        ParamSpec('quant_max', 'optional_int', ()),
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
        CheckSpec('qmin <= qmax', InvalidArgumentError, lambda n: n.qmin <= n.qmax,
                  ['qmax', 'qmin'], False,
                  'quant_min must be <= quant_max'),
        CheckSpec('dtype_min(qtype) <= qmin and qmax <= dtype_max(qtype)', OutOfRangeError, lambda n: dtype_min(n.qtype) <= n.qmin and n.qmax <= dtype_max(n.qtype),
                  ['qmax', 'qmin', 'qtype'], False,
                  'quant_min and quant_max lie within the integer type'),
        CheckSpec('dtype_min(qtype) <= zero_point <= dtype_max(qtype)', OutOfRangeError, lambda n: dtype_min(n.qtype) <= n.zero_point <= dtype_max(n.qtype),
                  ['qtype', 'zero_point'], False,
                  'zero_point lies within the integer type'),
    )
    lets = (
        LetSpec('qmin', lambda n: dtype_min(n.qtype) if n.quant_min is None else n.quant_min, 'dtype_min(qtype) if quant_min is None else quant_min', False),
        LetSpec('qmax', lambda n: dtype_max(n.qtype) if n.quant_max is None else n.quant_max, 'dtype_max(qtype) if quant_max is None else quant_max', False),
        LetSpec('fused', lambda n: 1 if dtype_bits(n.qtype) == 8 else 0, '1 if dtype_bits(qtype) == 8 else 0', False),
        LetSpec('nan_q', lambda n: n.qmax if n.fused else min(max(0 if dtype_bits(n.qtype) < 32 else dtype_min('i32'), n.qmin), n.qmax), "qmax if fused else min(max(0 if dtype_bits(qtype) < 32 else dtype_min('i32'), qmin), qmax)", False),
    )
    workspace = (
    )
    entries = (
        EntrySpec('quantize', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'aux*', ''), ('numel', 'i64', ''), ('scale', 'f64', ''), ('zero_point', 'i64', ''), ('qmin', 'i64', ''), ('qmax', 'i64', ''), ('fused', 'i32', ''), ('nan_q', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input', 'scale', 'zero_point', 'dtype', 'quant_min', 'quant_max'), {},
                                {'dtype': 'aux'}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "quantization.quantize_per_tensor.f16.i8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor.f16.u8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor.f16.i32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor.bf16.i8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor.bf16.u8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor.bf16.i32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor.f32.i8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor.f32.u8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor.f32.i32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor.f64.i8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.quantize_per_tensor.f64.u8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.quantize_per_tensor.f64.i32.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class QuantizePerTensorBackwardDescriptor(Descriptor):
    """What QuantizePerTensorBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    qtype: integer type of the forward output (its default range), one of i8, u8, i32, u4x2, u2x4
        (None: i8).
    scale: the forward's scale.
    zero_point: the forward's zero point.
    quant_min: the forward's quant_min (None: the type's minimum).
    quant_max: the forward's quant_max (None: the type's maximum).
    """

    numel: int
    element: Any = "f32"
    qtype: Any = None
    scale: float = 1.0

    zero_point: int = 0

    quant_min: Optional[int] = None

    quant_max: Optional[int] = None

    def __post_init__(self):
        QuantizePerTensorBackwardPlan.normalize(self)


@dataclass
class QuantizePerTensorBackwardArgs:
    """Arrays of one QuantizePerTensorBackwardPlan.run, C-contiguous, on the stream's backend.

    grad: input, [numel] of element. gradient with respect to the (real-valued) codes
    input: input, [numel] of element. the forward input
    grad_input: output, [numel] of element.
    """

    grad: Any
    input: Any
    grad_input: Any


class QuantizePerTensorBackwardPlan(Plan):
    """quantize_per_tensor_backward plan.

    Adjoint of QuantizePerTensorPlan, straight-through: grad_input = grad / scale where the forward
    value was in range (quant_min <= round_half_even(...) <= quant_max, recomputed from the saved
    input with the forward's arithmetic), else 0. NaN inputs are out of range.

    When to use: Backward of QuantizePerTensorPlan and QuantizePerTensorSubBytePlan. Keep the
    forward input.
    Adjoint of: QuantizePerTensorPlan.

    Dtypes: element in {f16, bf16, f32, f64}; qtype in {i8, u8, i32, u4x2, u2x4}.
    Runtime params: scale, zero_point, quant_min, quant_max (see QuantizePerTensorBackwardDescriptor).

    Shape limits: grad [numel]; input [numel]; grad_input [numel]; every extent >= 0. C-contiguous
      arrays; outputs may not overlap inputs.

    Checks:
      qmin <= qmax (else InvalidArgumentError): quant_min must be <= quant_max.
      dtype_min(qtype) <= qmin and qmax <= dtype_max(qtype) (else OutOfRangeError): quant_min and
        quant_max lie within the integer type.
      positive_scale(scale, compute) (else InvalidArgumentError): scale is finite and > 0 with a
        finite inverse in the compute type.
      dtype_min(qtype if sub_byte == 0 else 'u8') <= zero_point <= dtype_max(qtype if sub_byte == 0
        else 'u8') (else OutOfRangeError): zero_point lies within the integer type (a sub-byte
        type's: within uint8, its storage).

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      grad / scale is one division in the compute type, rounded once to the element.
    """

    op = "quantize_per_tensor_backward"
    family = "quantize"
    adjoint = None
    Descriptor = QuantizePerTensorBackwardDescriptor
    Args = QuantizePerTensorBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'qtype'
    aux_types = ('i8', 'u8', 'i32', 'u4x2', 'u2x4')
    aux_of = {'f16': ('i8', 'u8', 'i32', 'u4x2', 'u2x4'), 'bf16': ('i8', 'u8', 'i32', 'u4x2', 'u2x4'), 'f32': ('i8', 'u8', 'i32', 'u4x2', 'u2x4'), 'f64': ('i8', 'u8', 'i32', 'u4x2', 'u2x4')}
    axes = ()
    params = (
        ParamSpec('scale', 'float', ()),
        ParamSpec('zero_point', 'int', ()),
        ParamSpec('quant_min', 'optional_int', ()),
        ParamSpec('quant_max', 'optional_int', ()),
    )
    tensors = (
        TensorSpec('grad', 'input', 'element',
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
        CheckSpec('qmin <= qmax', InvalidArgumentError, lambda n: n.qmin <= n.qmax,
                  ['qmax', 'qmin'], False,
                  'quant_min must be <= quant_max'),
        CheckSpec('dtype_min(qtype) <= qmin and qmax <= dtype_max(qtype)', OutOfRangeError, lambda n: dtype_min(n.qtype) <= n.qmin and n.qmax <= dtype_max(n.qtype),
                  ['qmax', 'qmin', 'qtype'], False,
                  'quant_min and quant_max lie within the integer type'),
        CheckSpec('positive_scale(scale, compute)', InvalidArgumentError, lambda n: positive_scale(n.scale, n.compute),
                  ['compute', 'scale'], False,
                  'scale is finite and > 0 with a finite inverse in the compute type'),
        CheckSpec("dtype_min(qtype if sub_byte == 0 else 'u8') <= zero_point <= dtype_max(qtype if sub_byte == 0 else 'u8')", OutOfRangeError, lambda n: dtype_min(n.qtype if n.sub_byte == 0 else 'u8') <= n.zero_point <= dtype_max(n.qtype if n.sub_byte == 0 else 'u8'),
                  ['qtype', 'sub_byte', 'zero_point'], False,
                  "zero_point lies within the integer type (a sub-byte type's: within uint8, its storage)"),
    )
    lets = (
        LetSpec('qmin', lambda n: dtype_min(n.qtype) if n.quant_min is None else n.quant_min, 'dtype_min(qtype) if quant_min is None else quant_min', False),
        LetSpec('qmax', lambda n: dtype_max(n.qtype) if n.quant_max is None else n.quant_max, 'dtype_max(qtype) if quant_max is None else quant_max', False),
        LetSpec('fused', lambda n: 1 if dtype_bits(n.qtype) == 8 else 0, '1 if dtype_bits(qtype) == 8 else 0', False),
        LetSpec('sub_byte', lambda n: 1 if dtype_bits(n.qtype) < 8 else 0, '1 if dtype_bits(qtype) < 8 else 0', False),
    )
    workspace = (
    )
    entries = (
        EntrySpec('grad', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad', 'const element*', ''), ('input', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', ''), ('scale', 'f64', ''), ('zero_point', 'i64', ''), ('qmin', 'i64', ''), ('qmax', 'i64', ''), ('fused', 'i32', ''), ('sub_byte', 'i32', '')), False),
    )
    functional = FunctionalSpec(('grad', 'input', 'scale', 'zero_point', 'dtype', 'quant_min', 'quant_max'), {},
                                {'dtype': 'aux'}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "quantization.quantize_per_tensor_backward.f16.i8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor_backward.f16.u8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor_backward.f16.i32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor_backward.f16.u4x2.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor_backward.f16.u2x4.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor_backward.bf16.i8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor_backward.bf16.u8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor_backward.bf16.i32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor_backward.bf16.u4x2.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor_backward.bf16.u2x4.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor_backward.f32.i8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor_backward.f32.u8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor_backward.f32.i32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor_backward.f32.u4x2.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor_backward.f32.u2x4.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor_backward.f64.i8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.quantize_per_tensor_backward.f64.u8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.quantize_per_tensor_backward.f64.i32.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.quantize_per_tensor_backward.f64.u4x2.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.quantize_per_tensor_backward.f64.u2x4.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class DequantizePerTensorDescriptor(Descriptor):
    """What DequantizePerTensorPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    qtype: integer (quantized) element type, one of i8, u8, i32 (None: i8).
    scale: quantization step; any value PyTorch takes.
    zero_point: integer that 0.0 maps to; within the integer type's range.
    """

    numel: int
    element: Any = "f32"
    qtype: Any = None
    scale: float = 1.0

    zero_point: int = 0

    def __post_init__(self):
        DequantizePerTensorPlan.normalize(self)


@dataclass
class DequantizePerTensorArgs:
    """Arrays of one DequantizePerTensorPlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of aux.
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class DequantizePerTensorPlan(Plan):
    """dequantize_per_tensor plan.

    x = scale * (q - zero_point): q - zero_point exactly in 64-bit integers, converted to the
    compute type and multiplied by scale rounded to the compute type (PyTorch's float arithmetic for
    f32; f64 keeps scale in f64). Any scale, as PyTorch.

    When to use: Forward of turning integer codes back into floats. Pair with
    DequantizePerTensorBackwardPlan.
    Adjoint (backward op): DequantizePerTensorBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}; qtype in {i8, u8, i32}.
    Runtime params: scale, zero_point (see DequantizePerTensorDescriptor).

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Checks:
      dtype_min(qtype) <= zero_point <= dtype_max(qtype) (else OutOfRangeError): zero_point lies
        within the integer type.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      Bit-identical to torch.dequantize for f32 whenever |q - zero_point| <= 2^24 (always for 8-bit
      types); beyond, PyTorch's int32 difference can overflow, skucat's cannot.
    """

    op = "dequantize_per_tensor"
    family = "quantize"
    adjoint = 'dequantize_per_tensor_backward'
    Descriptor = DequantizePerTensorDescriptor
    Args = DequantizePerTensorArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'qtype'
    aux_types = ('i8', 'u8', 'i32')
    aux_of = {'f16': ('i8', 'u8', 'i32'), 'bf16': ('i8', 'u8', 'i32'), 'f32': ('i8', 'u8', 'i32'), 'f64': ('i8', 'u8', 'i32')}
    axes = ()
    params = (
        ParamSpec('scale', 'float', ()),
        ParamSpec('zero_point', 'int', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'aux',
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
        CheckSpec('dtype_min(qtype) <= zero_point <= dtype_max(qtype)', OutOfRangeError, lambda n: dtype_min(n.qtype) <= n.zero_point <= dtype_max(n.qtype),
                  ['qtype', 'zero_point'], False,
                  'zero_point lies within the integer type'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('dequantize', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const aux*', ''), ('out', 'element*', ''), ('numel', 'i64', ''), ('scale', 'f64', ''), ('zero_point', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input', 'scale', 'zero_point', 'dtype'), {},
                                {'dtype': 'element'}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "quantization.dequantize_per_tensor.f16.i8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_tensor.f16.u8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_tensor.f16.i32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_tensor.bf16.i8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_tensor.bf16.u8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_tensor.bf16.i32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_tensor.f32.i8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_tensor.f32.u8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_tensor.f32.i32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_tensor.f64.i8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.dequantize_per_tensor.f64.u8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.dequantize_per_tensor.f64.i32.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class DequantizePerTensorBackwardDescriptor(Descriptor):
    """What DequantizePerTensorBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    qtype: integer type of the forward input (carried for SKU parity with the forward), one of i8,
        u8, i32 (None: i8).
    scale: the forward's scale.
    """

    numel: int
    element: Any = "f32"
    qtype: Any = None
    scale: float = 1.0

    def __post_init__(self):
        DequantizePerTensorBackwardPlan.normalize(self)


@dataclass
class DequantizePerTensorBackwardArgs:
    """Arrays of one DequantizePerTensorBackwardPlan.run, C-contiguous, on the stream's backend.

    grad: input, [numel] of element.
    grad_input: output, [numel] of element.
    """

    grad: Any
    grad_input: Any


class DequantizePerTensorBackwardPlan(Plan):
    """dequantize_per_tensor_backward plan.

    Adjoint of DequantizePerTensorPlan. Straight-through: the forward is linear in the integer
    input, so grad_input = scale * grad, returned in the float element type (the integer input is
    not differentiable; this carries the gradient on for autograd).

    When to use: Backward of DequantizePerTensorPlan.
    Adjoint of: DequantizePerTensorPlan.

    Dtypes: element in {f16, bf16, f32, f64}; qtype in {i8, u8, i32}.
    Runtime params: scale (see DequantizePerTensorBackwardDescriptor).

    Shape limits: grad [numel]; grad_input [numel]; every extent >= 0. C-contiguous arrays; outputs
      may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.
    """

    op = "dequantize_per_tensor_backward"
    family = "quantize"
    adjoint = None
    Descriptor = DequantizePerTensorBackwardDescriptor
    Args = DequantizePerTensorBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'qtype'
    aux_types = ('i8', 'u8', 'i32')
    aux_of = {'f16': ('i8', 'u8', 'i32'), 'bf16': ('i8', 'u8', 'i32'), 'f32': ('i8', 'u8', 'i32'), 'f64': ('i8', 'u8', 'i32')}
    axes = ()
    params = (
        ParamSpec('scale', 'float', ()),
    )
    tensors = (
        TensorSpec('grad', 'input', 'element',
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
        EntrySpec('grad', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', ''), ('scale', 'f64', '')), False),
    )
    functional = FunctionalSpec(('grad', 'scale', 'input_dtype'), {},
                                {'input_dtype': 'aux'}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "quantization.dequantize_per_tensor_backward.f16.i8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_tensor_backward.f16.u8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_tensor_backward.f16.i32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_tensor_backward.bf16.i8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_tensor_backward.bf16.u8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_tensor_backward.bf16.i32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_tensor_backward.f32.i8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_tensor_backward.f32.u8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_tensor_backward.f32.i32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_tensor_backward.f64.i8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.dequantize_per_tensor_backward.f64.u8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.dequantize_per_tensor_backward.f64.i32.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class QuantizePerTensorSubByteDescriptor(Descriptor):
    """What QuantizePerTensorSubBytePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    qtype: sub-byte (packed) type, one of u4x2, u2x4 (None: u4x2).
    scale: quantization step; any value PyTorch takes (0 quantizes x itself).
    zero_point: added to the rounded codes; within uint8, the codes' storage (PyTorch's check).
    quant_min: lowest code; None for 0.
    quant_max: highest code; None for the type's maximum (15 or 3).
    """

    numel: int
    element: Any = "f32"
    qtype: Any = None
    scale: float = 1.0

    zero_point: int = 0

    quant_min: Optional[int] = None

    quant_max: Optional[int] = None

    def __post_init__(self):
        QuantizePerTensorSubBytePlan.normalize(self)


@dataclass
class QuantizePerTensorSubByteArgs:
    """Arrays of one QuantizePerTensorSubBytePlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [(numel * dtype_bits(qtype) + 7) // 8] of u8. the packed codes
    """

    input: Any
    out: Any


class QuantizePerTensorSubBytePlan(Plan):
    """quantize_per_tensor_sub_byte plan.

    torch.quantize_per_tensor to a sub-byte type (quint4x2, quint2x4), its int_repr(): the codes
    packed over the flattened input, lowest bits first (4-bit: element 2i in the low nibble of byte
    i; 2-bit: element 4i + k in bits 2k, 2k + 1 of byte i), unused high bits of the last byte 0.
    aten's sub-byte arithmetic, not the 8-bit path's: inv_scale = 1 / scale in the compute type (1
    for a zero scale), v = round_half_even(x * inv_scale) + zero_point (rounded, then the zero point
    added), the code clamp(v, quant_min, quant_max); NaN and v >= 2^63 give quant_min (x86's lrintf
    of them, clamped).

    When to use: Forward of quantizing to 4 or 2 bits (embedding tables, weights).
    skucat.ops.quantize_per_tensor with dtype quint4x2 or quint2x4 runs it.
    QuantizePerTensorBackwardPlan of the same type gives the straight-through gradient per code.

    Dtypes: element in {f16, bf16, f32, f64}; qtype in {u4x2, u2x4}.
    Runtime params: scale, zero_point, quant_min, quant_max (see QuantizePerTensorSubByteDescriptor).

    Shape limits: input [numel]; out [(numel * dtype_bits(qtype) + 7) // 8]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      qmin <= qmax (else InvalidArgumentError): quant_min must be <= quant_max.
      dtype_min(qtype) <= qmin and qmax <= dtype_max(qtype) (else OutOfRangeError): quant_min and
        quant_max lie within the sub-byte type.
      dtype_min('u8') <= zero_point <= dtype_max('u8') (else OutOfRangeError): zero_point lies
        within uint8 (the codes' storage).

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      The packed bytes are bit-identical to torch.quantize_per_tensor(x, scale, zero_point,
      dtype).int_repr() for f32 inputs (x86), NaN, infinities and huge values included; f16 and bf16
      inputs are widened to f32, f64 inputs run the formula in f64.
    """

    op = "quantize_per_tensor_sub_byte"
    family = "quantize"
    adjoint = None
    Descriptor = QuantizePerTensorSubByteDescriptor
    Args = QuantizePerTensorSubByteArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'qtype'
    aux_types = ('u4x2', 'u2x4')
    aux_of = {'f16': ('u4x2', 'u2x4'), 'bf16': ('u4x2', 'u2x4'), 'f32': ('u4x2', 'u2x4'), 'f64': ('u4x2', 'u2x4')}
    axes = ()
    params = (
        ParamSpec('scale', 'float', ()),
        ParamSpec('zero_point', 'int', ()),
        ParamSpec('quant_min', 'optional_int', ()),
        ParamSpec('quant_max', 'optional_int', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('out', 'output', 'u8',
                   '[(numel * dtype_bits(qtype) + 7) // 8]',
                   lambda n: ((n.numel * dtype_bits(n.qtype) + 7) // 8,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('qmin <= qmax', InvalidArgumentError, lambda n: n.qmin <= n.qmax,
                  ['qmax', 'qmin'], False,
                  'quant_min must be <= quant_max'),
        CheckSpec('dtype_min(qtype) <= qmin and qmax <= dtype_max(qtype)', OutOfRangeError, lambda n: dtype_min(n.qtype) <= n.qmin and n.qmax <= dtype_max(n.qtype),
                  ['qmax', 'qmin', 'qtype'], False,
                  'quant_min and quant_max lie within the sub-byte type'),
        CheckSpec("dtype_min('u8') <= zero_point <= dtype_max('u8')", OutOfRangeError, lambda n: dtype_min('u8') <= n.zero_point <= dtype_max('u8'),
                  ['zero_point'], False,
                  "zero_point lies within uint8 (the codes' storage)"),
    )
    lets = (
        LetSpec('qmin', lambda n: dtype_min(n.qtype) if n.quant_min is None else n.quant_min, 'dtype_min(qtype) if quant_min is None else quant_min', False),
        LetSpec('qmax', lambda n: dtype_max(n.qtype) if n.quant_max is None else n.quant_max, 'dtype_max(qtype) if quant_max is None else quant_max', False),
        LetSpec('bits', lambda n: dtype_bits(n.qtype), 'dtype_bits(qtype)', False),
    )
    workspace = (
    )
    entries = (
        EntrySpec('quantize', lambda n: (n.numel * dtype_bits(n.qtype) + 7) // 8, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'u8*', ''), ('numel', 'i64', ''), ('scale', 'f64', ''), ('zero_point', 'i64', ''), ('qmin', 'i64', ''), ('qmax', 'i64', ''), ('bits', 'i32', '')), False),
    )
    functional = FunctionalSpec(('input', 'scale', 'zero_point', 'dtype', 'quant_min', 'quant_max'), {},
                                {'dtype': 'aux'}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "quantization.quantize_per_tensor_sub_byte.f16.u4x2.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor_sub_byte.f16.u2x4.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor_sub_byte.bf16.u4x2.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor_sub_byte.bf16.u2x4.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor_sub_byte.f32.u4x2.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor_sub_byte.f32.u2x4.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_tensor_sub_byte.f64.u4x2.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.quantize_per_tensor_sub_byte.f64.u2x4.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class DequantizePerTensorSubByteDescriptor(Descriptor):
    """What DequantizePerTensorSubBytePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    qtype: sub-byte (packed) type, one of u4x2, u2x4 (None: u4x2).
    scale: quantization step; any value PyTorch takes.
    zero_point: within uint8, the codes' storage (PyTorch's check).
    """

    numel: int
    element: Any = "f32"
    qtype: Any = None
    scale: float = 1.0

    zero_point: int = 0

    def __post_init__(self):
        DequantizePerTensorSubBytePlan.normalize(self)


@dataclass
class DequantizePerTensorSubByteArgs:
    """Arrays of one DequantizePerTensorSubBytePlan.run, C-contiguous, on the stream's backend.

    input: input, [(numel * dtype_bits(qtype) + 7) // 8] of u8. the packed codes
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class DequantizePerTensorSubBytePlan(Plan):
    """dequantize_per_tensor_sub_byte plan.

    The dequantize of a sub-byte quantized tensor from its packed codes (int_repr()) and its element
    count: q unpacked as QuantizePerTensorSubBytePlan packs it, x = scale * (q - zero_point) in the
    compute type (PyTorch's (float(q) - zero_point) * scale in f32; f64 keeps scale in f64).

    When to use: Forward of turning packed 4- or 2-bit codes back into floats. No adjoint (the bytes
    have no cotangent); the gradient per code is DequantizePerTensorBackwardPlan's, scale * grad.

    Dtypes: element in {f16, bf16, f32, f64}; qtype in {u4x2, u2x4}.
    Runtime params: scale, zero_point (see DequantizePerTensorSubByteDescriptor).

    Shape limits: input [(numel * dtype_bits(qtype) + 7) // 8]; out [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      dtype_min('u8') <= zero_point <= dtype_max('u8') (else OutOfRangeError): zero_point lies
        within uint8 (the codes' storage).

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      Bit-identical to torch.dequantize of a quint4x2 or quint2x4 tensor (f32) for every code, scale
      and zero point.
    """

    op = "dequantize_per_tensor_sub_byte"
    family = "quantize"
    adjoint = None
    Descriptor = DequantizePerTensorSubByteDescriptor
    Args = DequantizePerTensorSubByteArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'qtype'
    aux_types = ('u4x2', 'u2x4')
    aux_of = {'f16': ('u4x2', 'u2x4'), 'bf16': ('u4x2', 'u2x4'), 'f32': ('u4x2', 'u2x4'), 'f64': ('u4x2', 'u2x4')}
    axes = ()
    params = (
        ParamSpec('scale', 'float', ()),
        ParamSpec('zero_point', 'int', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'u8',
                   '[(numel * dtype_bits(qtype) + 7) // 8]',
                   lambda n: ((n.numel * dtype_bits(n.qtype) + 7) // 8,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec("dtype_min('u8') <= zero_point <= dtype_max('u8')", OutOfRangeError, lambda n: dtype_min('u8') <= n.zero_point <= dtype_max('u8'),
                  ['zero_point'], False,
                  "zero_point lies within uint8 (the codes' storage)"),
    )
    lets = (
        LetSpec('bits', lambda n: dtype_bits(n.qtype), 'dtype_bits(qtype)', False),
    )
    workspace = (
    )
    entries = (
        EntrySpec('dequantize', lambda n: (n.numel * dtype_bits(n.qtype) + 7) // 8, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const u8*', ''), ('out', 'element*', ''), ('numel', 'i64', ''), ('scale', 'f64', ''), ('zero_point', 'i64', ''), ('bits', 'i32', '')), False),
    )
    functional = FunctionalSpec(('input', 'scale', 'zero_point', 'qtype', 'shape', 'dtype'), {},
                                {'qtype': 'aux', 'dtype': 'element'}, '',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "quantization.dequantize_per_tensor_sub_byte.f16.u4x2.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_tensor_sub_byte.f16.u2x4.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_tensor_sub_byte.bf16.u4x2.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_tensor_sub_byte.bf16.u2x4.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_tensor_sub_byte.f32.u4x2.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_tensor_sub_byte.f32.u2x4.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_tensor_sub_byte.f64.u4x2.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.dequantize_per_tensor_sub_byte.f64.u2x4.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class QuantizePerChannelDescriptor(Descriptor):
    """What QuantizePerChannelPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    outer: product of the extents before the channel axis.
    channels: extent of the channel axis (C).
    inner: product of the extents after the channel axis.
    element: element type, one of f16, bf16, f32, f64.
    qtype: integer (quantized) element type, one of i8, u8, i32 (None: i8).
    quant_min: lowest code; None for the integer type's minimum.
    quant_max: highest code; None for the integer type's maximum.
    """

    outer: int
    channels: int
    inner: int
    element: Any = "f32"
    qtype: Any = None
    quant_min: Optional[int] = None

    quant_max: Optional[int] = None

    def __post_init__(self):
        QuantizePerChannelPlan.normalize(self)


@dataclass
class QuantizePerChannelArgs:
    """Arrays of one QuantizePerChannelPlan.run, C-contiguous, on the stream's backend.

    input: input, [outer, channels, inner] of element.
    scales: input, [channels] of f64. f64 as in PyTorch; any value PyTorch takes (negative, 0, inf, NaN: the formula's result)
    zero_points: input, [channels] of i64. within the integer type's range
    out: output, [outer, channels, inner] of aux.
    """

    input: Any
    scales: Any
    zero_points: Any
    out: Any


class QuantizePerChannelPlan(Plan):
    """quantize_per_channel plan.

    Affine quantization with one scale and zero point per channel of the [outer, channels, inner]
    view: q = clamp(round_half_even(zero_points[c] + x * inv_scale[c]), quant_min, quant_max),
    inv_scale[c] = 1 / scales[c] rounded to the compute type, the product rounded before the
    addition (torch.quantize_per_channel on x86). NaN gives the value PyTorch's x86 build gives (0
    for 8-bit types, quant_min for int32), clamped to [quant_min, quant_max].

    When to use: Forward of per-channel quantization (e.g. weights). The functional layer maps any
    axis (from 0, as in PyTorch) of any rank to the 3-d view.
    Adjoint (backward op): QuantizePerChannelBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}; qtype in {i8, u8, i32}.
    Runtime params: quant_min, quant_max (see QuantizePerChannelDescriptor).

    Shape limits: input [outer, channels, inner]; scales [channels]; zero_points [channels]; out
      [outer, channels, inner]; every extent >= 0. C-contiguous arrays; outputs may not overlap
      inputs.

    Checks:
      qmin <= qmax (else InvalidArgumentError): quant_min must be <= quant_max.
      dtype_min(qtype) <= qmin and qmax <= dtype_max(qtype) (else OutOfRangeError): quant_min and
        quant_max lie within the integer type.
      dtype_min(qtype) <= lowest(zero_points) and highest(zero_points) <= dtype_max(qtype) (else
        OutOfRangeError): every zero point lies within the integer type.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      Integer outputs are bit-identical to torch.quantize_per_channel(...).int_repr() for f32
      inputs.
    """

    op = "quantize_per_channel"
    family = "quantize"
    adjoint = 'quantize_per_channel_backward'
    Descriptor = QuantizePerChannelDescriptor
    Args = QuantizePerChannelArgs
    dims = ('outer', 'channels', 'inner')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'qtype'
    aux_types = ('i8', 'u8', 'i32')
    aux_of = {'f16': ('i8', 'u8', 'i32'), 'bf16': ('i8', 'u8', 'i32'), 'f32': ('i8', 'u8', 'i32'), 'f64': ('i8', 'u8', 'i32')}
    axes = ()
    params = (
        ParamSpec('quant_min', 'optional_int', ()),
        ParamSpec('quant_max', 'optional_int', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[outer, channels, inner]',
                   lambda n: (n.outer,n.channels,n.inner,),
                   None, ''),
        TensorSpec('scales', 'input', 'f64',
                   '[channels]',
                   lambda n: (n.channels,),
                   None, ''),
        TensorSpec('zero_points', 'input', 'i64',
                   '[channels]',
                   lambda n: (n.channels,),
                   None, ''),
        TensorSpec('out', 'output', 'aux',
                   '[outer, channels, inner]',
                   lambda n: (n.outer,n.channels,n.inner,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('qmin <= qmax', InvalidArgumentError, lambda n: n.qmin <= n.qmax,
                  ['qmax', 'qmin'], False,
                  'quant_min must be <= quant_max'),
        CheckSpec('dtype_min(qtype) <= qmin and qmax <= dtype_max(qtype)', OutOfRangeError, lambda n: dtype_min(n.qtype) <= n.qmin and n.qmax <= dtype_max(n.qtype),
                  ['qmax', 'qmin', 'qtype'], False,
                  'quant_min and quant_max lie within the integer type'),
        CheckSpec('dtype_min(qtype) <= lowest(zero_points) and highest(zero_points) <= dtype_max(qtype)', OutOfRangeError, lambda n: dtype_min(n.qtype) <= lowest(n.zero_points) and highest(n.zero_points) <= dtype_max(n.qtype),
                  ['qtype', 'zero_points'], True,
                  'every zero point lies within the integer type'),
    )
    lets = (
        LetSpec('qmin', lambda n: dtype_min(n.qtype) if n.quant_min is None else n.quant_min, 'dtype_min(qtype) if quant_min is None else quant_min', False),
        LetSpec('qmax', lambda n: dtype_max(n.qtype) if n.quant_max is None else n.quant_max, 'dtype_max(qtype) if quant_max is None else quant_max', False),
        LetSpec('nan_q', lambda n: min(max(0 if dtype_bits(n.qtype) < 32 else dtype_min('i32'), n.qmin), n.qmax), "min(max(0 if dtype_bits(qtype) < 32 else dtype_min('i32'), qmin), qmax)", False),
    )
    workspace = (
    )
    entries = (
        EntrySpec('quantize', lambda n: n.outer * n.channels * n.inner, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('scales', 'const f64*', ''), ('zero_points', 'const i64*', ''), ('out', 'aux*', ''), ('outer', 'i64', ''), ('channels', 'i64', ''), ('inner', 'i64', ''), ('qmin', 'i64', ''), ('qmax', 'i64', ''), ('nan_q', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input', 'scales', 'zero_points', 'axis', 'dtype', 'quant_min', 'quant_max'), {},
                                {'dtype': 'aux'}, 'channels',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "quantization.quantize_per_channel.f16.i8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel.f16.u8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel.f16.i32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel.bf16.i8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel.bf16.u8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel.bf16.i32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel.f32.i8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel.f32.u8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel.f32.i32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel.f64.i8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.quantize_per_channel.f64.u8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.quantize_per_channel.f64.i32.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class QuantizePerChannelBackwardDescriptor(Descriptor):
    """What QuantizePerChannelBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    outer: product of the extents before the channel axis.
    channels: extent of the channel axis (C).
    inner: product of the extents after the channel axis.
    element: element type, one of f16, bf16, f32, f64.
    qtype: integer type of the forward output (its default range), one of i8, u8, i32 (None: i8).
    quant_min: the forward's quant_min (None: the type's minimum).
    quant_max: the forward's quant_max (None: the type's maximum).
    """

    outer: int
    channels: int
    inner: int
    element: Any = "f32"
    qtype: Any = None
    quant_min: Optional[int] = None

    quant_max: Optional[int] = None

    def __post_init__(self):
        QuantizePerChannelBackwardPlan.normalize(self)


@dataclass
class QuantizePerChannelBackwardArgs:
    """Arrays of one QuantizePerChannelBackwardPlan.run, C-contiguous, on the stream's backend.

    grad: input, [outer, channels, inner] of element.
    input: input, [outer, channels, inner] of element.
    scales: input, [channels] of f64.
    zero_points: input, [channels] of i64.
    grad_input: output, [outer, channels, inner] of element.
    """

    grad: Any
    input: Any
    scales: Any
    zero_points: Any
    grad_input: Any


class QuantizePerChannelBackwardPlan(Plan):
    """quantize_per_channel_backward plan.

    Adjoint of QuantizePerChannelPlan, straight-through: grad_input = grad / scales[c] where the
    forward value was in range (recomputed from the saved input), else 0.

    When to use: Backward of QuantizePerChannelPlan. Keep the forward input.
    Adjoint of: QuantizePerChannelPlan.

    Dtypes: element in {f16, bf16, f32, f64}; qtype in {i8, u8, i32}.
    Runtime params: quant_min, quant_max (see QuantizePerChannelBackwardDescriptor).

    Shape limits: grad [outer, channels, inner]; input [outer, channels, inner]; scales [channels];
      zero_points [channels]; grad_input [outer, channels, inner]; every extent >= 0. C-contiguous
      arrays; outputs may not overlap inputs.

    Checks:
      qmin <= qmax (else InvalidArgumentError): quant_min must be <= quant_max.
      dtype_min(qtype) <= qmin and qmax <= dtype_max(qtype) (else OutOfRangeError): quant_min and
        quant_max lie within the integer type.
      positive_scale(scales, compute) (else InvalidArgumentError): every scale is finite and > 0
        with a finite inverse in the compute type.
      dtype_min(qtype) <= lowest(zero_points) and highest(zero_points) <= dtype_max(qtype) (else
        OutOfRangeError): every zero point lies within the integer type.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.
    """

    op = "quantize_per_channel_backward"
    family = "quantize"
    adjoint = None
    Descriptor = QuantizePerChannelBackwardDescriptor
    Args = QuantizePerChannelBackwardArgs
    dims = ('outer', 'channels', 'inner')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'qtype'
    aux_types = ('i8', 'u8', 'i32')
    aux_of = {'f16': ('i8', 'u8', 'i32'), 'bf16': ('i8', 'u8', 'i32'), 'f32': ('i8', 'u8', 'i32'), 'f64': ('i8', 'u8', 'i32')}
    axes = ()
    params = (
        ParamSpec('quant_min', 'optional_int', ()),
        ParamSpec('quant_max', 'optional_int', ()),
    )
    tensors = (
        TensorSpec('grad', 'input', 'element',
                   '[outer, channels, inner]',
                   lambda n: (n.outer,n.channels,n.inner,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[outer, channels, inner]',
                   lambda n: (n.outer,n.channels,n.inner,),
                   None, ''),
        TensorSpec('scales', 'input', 'f64',
                   '[channels]',
                   lambda n: (n.channels,),
                   None, ''),
        TensorSpec('zero_points', 'input', 'i64',
                   '[channels]',
                   lambda n: (n.channels,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[outer, channels, inner]',
                   lambda n: (n.outer,n.channels,n.inner,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('qmin <= qmax', InvalidArgumentError, lambda n: n.qmin <= n.qmax,
                  ['qmax', 'qmin'], False,
                  'quant_min must be <= quant_max'),
        CheckSpec('dtype_min(qtype) <= qmin and qmax <= dtype_max(qtype)', OutOfRangeError, lambda n: dtype_min(n.qtype) <= n.qmin and n.qmax <= dtype_max(n.qtype),
                  ['qmax', 'qmin', 'qtype'], False,
                  'quant_min and quant_max lie within the integer type'),
        CheckSpec('positive_scale(scales, compute)', InvalidArgumentError, lambda n: positive_scale(n.scales, n.compute),
                  ['compute', 'scales'], True,
                  'every scale is finite and > 0 with a finite inverse in the compute type'),
        CheckSpec('dtype_min(qtype) <= lowest(zero_points) and highest(zero_points) <= dtype_max(qtype)', OutOfRangeError, lambda n: dtype_min(n.qtype) <= lowest(n.zero_points) and highest(n.zero_points) <= dtype_max(n.qtype),
                  ['qtype', 'zero_points'], True,
                  'every zero point lies within the integer type'),
    )
    lets = (
        LetSpec('qmin', lambda n: dtype_min(n.qtype) if n.quant_min is None else n.quant_min, 'dtype_min(qtype) if quant_min is None else quant_min', False),
        LetSpec('qmax', lambda n: dtype_max(n.qtype) if n.quant_max is None else n.quant_max, 'dtype_max(qtype) if quant_max is None else quant_max', False),
    )
    workspace = (
    )
    entries = (
        EntrySpec('grad', lambda n: n.outer * n.channels * n.inner, lambda n: 256,
                  lambda n: 0, None,
                  (('grad', 'const element*', ''), ('input', 'const element*', ''), ('scales', 'const f64*', ''), ('zero_points', 'const i64*', ''), ('grad_input', 'element*', ''), ('outer', 'i64', ''), ('channels', 'i64', ''), ('inner', 'i64', ''), ('qmin', 'i64', ''), ('qmax', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad', 'input', 'scales', 'zero_points', 'axis', 'dtype', 'quant_min', 'quant_max'), {},
                                {'dtype': 'aux'}, 'channels',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "quantization.quantize_per_channel_backward.f16.i8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_backward.f16.u8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_backward.f16.i32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_backward.bf16.i8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_backward.bf16.u8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_backward.bf16.i32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_backward.f32.i8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_backward.f32.u8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_backward.f32.i32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_backward.f64.i8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.quantize_per_channel_backward.f64.u8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.quantize_per_channel_backward.f64.i32.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class DequantizePerChannelDescriptor(Descriptor):
    """What DequantizePerChannelPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    outer: product of the extents before the channel axis.
    channels: extent of the channel axis (C).
    inner: product of the extents after the channel axis.
    element: element type, one of f16, bf16, f32, f64.
    qtype: integer (quantized) element type, one of i8, u8, i32 (None: i8).
    """

    outer: int
    channels: int
    inner: int
    element: Any = "f32"
    qtype: Any = None
    def __post_init__(self):
        DequantizePerChannelPlan.normalize(self)


@dataclass
class DequantizePerChannelArgs:
    """Arrays of one DequantizePerChannelPlan.run, C-contiguous, on the stream's backend.

    input: input, [outer, channels, inner] of aux.
    scales: input, [channels] of f64.
    zero_points: input, [channels] of i64.
    out: output, [outer, channels, inner] of element.
    """

    input: Any
    scales: Any
    zero_points: Any
    out: Any


class DequantizePerChannelPlan(Plan):
    """dequantize_per_channel plan.

    x = scales[c] * (q - zero_points[c]), the product in f64 and rounded once to the element
    (through the compute type), as PyTorch's CPU kernel does with its f64 scales.

    When to use: Forward of per-channel dequantization. Pair with DequantizePerChannelBackwardPlan.
    Adjoint (backward op): DequantizePerChannelBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}; qtype in {i8, u8, i32}.

    Shape limits: input [outer, channels, inner]; scales [channels]; zero_points [channels]; out
      [outer, channels, inner]; every extent >= 0. C-contiguous arrays; outputs may not overlap
      inputs.

    Checks:
      dtype_min(qtype) <= lowest(zero_points) and highest(zero_points) <= dtype_max(qtype) (else
        OutOfRangeError): every zero point lies within the integer type.

    Workspace: none.

    Precision guarantee:

      elementwise: math in f64, no accumulation, deterministic and bit-stable.
        one thread per element.

      Bit-identical to torch.dequantize of a per-channel tensor for f32 and 8-bit types.
    """

    op = "dequantize_per_channel"
    family = "quantize"
    adjoint = 'dequantize_per_channel_backward'
    Descriptor = DequantizePerChannelDescriptor
    Args = DequantizePerChannelArgs
    dims = ('outer', 'channels', 'inner')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'qtype'
    aux_types = ('i8', 'u8', 'i32')
    aux_of = {'f16': ('i8', 'u8', 'i32'), 'bf16': ('i8', 'u8', 'i32'), 'f32': ('i8', 'u8', 'i32'), 'f64': ('i8', 'u8', 'i32')}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'aux',
                   '[outer, channels, inner]',
                   lambda n: (n.outer,n.channels,n.inner,),
                   None, ''),
        TensorSpec('scales', 'input', 'f64',
                   '[channels]',
                   lambda n: (n.channels,),
                   None, ''),
        TensorSpec('zero_points', 'input', 'i64',
                   '[channels]',
                   lambda n: (n.channels,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[outer, channels, inner]',
                   lambda n: (n.outer,n.channels,n.inner,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('dtype_min(qtype) <= lowest(zero_points) and highest(zero_points) <= dtype_max(qtype)', OutOfRangeError, lambda n: dtype_min(n.qtype) <= lowest(n.zero_points) and highest(n.zero_points) <= dtype_max(n.qtype),
                  ['qtype', 'zero_points'], True,
                  'every zero point lies within the integer type'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('dequantize', lambda n: n.outer * n.channels * n.inner, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const aux*', ''), ('scales', 'const f64*', ''), ('zero_points', 'const i64*', ''), ('out', 'element*', ''), ('outer', 'i64', ''), ('channels', 'i64', ''), ('inner', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input', 'scales', 'zero_points', 'axis', 'dtype'), {},
                                {'dtype': 'element'}, 'channels',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "quantization.dequantize_per_channel.f16.i8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.dequantize_per_channel.f16.u8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.dequantize_per_channel.f16.i32.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.dequantize_per_channel.bf16.i8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.dequantize_per_channel.bf16.u8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.dequantize_per_channel.bf16.i32.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.dequantize_per_channel.f32.i8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.dequantize_per_channel.f32.u8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.dequantize_per_channel.f32.i32.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.dequantize_per_channel.f64.i8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.dequantize_per_channel.f64.u8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.dequantize_per_channel.f64.i32.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class DequantizePerChannelBackwardDescriptor(Descriptor):
    """What DequantizePerChannelBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    outer: product of the extents before the channel axis.
    channels: extent of the channel axis (C).
    inner: product of the extents after the channel axis.
    element: element type, one of f16, bf16, f32, f64.
    qtype: integer type of the forward input (carried for SKU parity with the forward), one of i8,
        u8, i32 (None: i8).
    """

    outer: int
    channels: int
    inner: int
    element: Any = "f32"
    qtype: Any = None
    def __post_init__(self):
        DequantizePerChannelBackwardPlan.normalize(self)


@dataclass
class DequantizePerChannelBackwardArgs:
    """Arrays of one DequantizePerChannelBackwardPlan.run, C-contiguous, on the stream's backend.

    grad: input, [outer, channels, inner] of element.
    scales: input, [channels] of f64.
    grad_input: output, [outer, channels, inner] of element.
    """

    grad: Any
    scales: Any
    grad_input: Any


class DequantizePerChannelBackwardPlan(Plan):
    """dequantize_per_channel_backward plan.

    Adjoint of DequantizePerChannelPlan: grad_input = scales[c] * grad (in f64, rounded once), in
    the float element type.

    When to use: Backward of DequantizePerChannelPlan.
    Adjoint of: DequantizePerChannelPlan.
    Adjoint of: DequantizePerChannelFloatQparamsPlan.

    Dtypes: element in {f16, bf16, f32, f64}; qtype in {i8, u8, i32}.

    Shape limits: grad [outer, channels, inner]; scales [channels]; grad_input [outer, channels,
      inner]; every extent >= 0. C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in f64, no accumulation, deterministic and bit-stable.
        one thread per element.
    """

    op = "dequantize_per_channel_backward"
    family = "quantize"
    adjoint = None
    Descriptor = DequantizePerChannelBackwardDescriptor
    Args = DequantizePerChannelBackwardArgs
    dims = ('outer', 'channels', 'inner')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'qtype'
    aux_types = ('i8', 'u8', 'i32')
    aux_of = {'f16': ('i8', 'u8', 'i32'), 'bf16': ('i8', 'u8', 'i32'), 'f32': ('i8', 'u8', 'i32'), 'f64': ('i8', 'u8', 'i32')}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('grad', 'input', 'element',
                   '[outer, channels, inner]',
                   lambda n: (n.outer,n.channels,n.inner,),
                   None, ''),
        TensorSpec('scales', 'input', 'f64',
                   '[channels]',
                   lambda n: (n.channels,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[outer, channels, inner]',
                   lambda n: (n.outer,n.channels,n.inner,),
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
        EntrySpec('grad', lambda n: n.outer * n.channels * n.inner, lambda n: 256,
                  lambda n: 0, None,
                  (('grad', 'const element*', ''), ('scales', 'const f64*', ''), ('grad_input', 'element*', ''), ('outer', 'i64', ''), ('channels', 'i64', ''), ('inner', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad', 'scales', 'axis', 'input_dtype'), {},
                                {'input_dtype': 'aux'}, 'channels',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "quantization.dequantize_per_channel_backward.f16.i8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.dequantize_per_channel_backward.f16.u8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.dequantize_per_channel_backward.f16.i32.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.dequantize_per_channel_backward.bf16.i8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.dequantize_per_channel_backward.bf16.u8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.dequantize_per_channel_backward.bf16.i32.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.dequantize_per_channel_backward.f32.i8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.dequantize_per_channel_backward.f32.u8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.dequantize_per_channel_backward.f32.i32.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.dequantize_per_channel_backward.f64.i8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.dequantize_per_channel_backward.f64.u8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.dequantize_per_channel_backward.f64.i32.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class QuantizePerChannelFloatQparamsDescriptor(Descriptor):
    """What QuantizePerChannelFloatQparamsPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    outer: product of the extents before the channel axis.
    channels: extent of the channel axis (C).
    inner: product of the extents after the channel axis.
    element: element type, one of f16, bf16, f32, f64.
    qtype: 8-bit quantized type (qint32 with float zero points crashes PyTorch: refused), one of i8,
        u8 (None: i8).
    quant_min: lowest code; None for the type's minimum.
    quant_max: highest code; None for the type's maximum.
    """

    outer: int
    channels: int
    inner: int
    element: Any = "f32"
    qtype: Any = None
    quant_min: Optional[int] = None

    quant_max: Optional[int] = None

    def __post_init__(self):
        QuantizePerChannelFloatQparamsPlan.normalize(self)


@dataclass
class QuantizePerChannelFloatQparamsArgs:
    """Arrays of one QuantizePerChannelFloatQparamsPlan.run, C-contiguous, on the stream's backend.

    input: input, [outer, channels, inner] of element.
    scales: input, [channels] of f32. f32 as in PyTorch (f64 ones converted); any value (0 quantizes x itself)
    zero_points: input, [channels] of f32. f32 as in PyTorch; any value
    out: output, [outer, channels, inner] of aux.
    """

    input: Any
    scales: Any
    zero_points: Any
    out: Any


class QuantizePerChannelFloatQparamsPlan(Plan):
    """quantize_per_channel_float_qparams plan.

    torch.quantize_per_channel with float zero points (PyTorch's float_qparams), its int_repr():
    scales and zero points in f32, inv_scale[c] = 1 / scales[c] in the compute type (1 for a zero
    scale), q = clamp(round_half_even(x * inv_scale[c] + zero_points[c]), quant_min, quant_max), the
    product rounded before the addition; aten keeps lrintf's 64-bit result in an int before the
    clamp, so the code is its low 32 bits clamped (3e9 gives quant_min, 5e9 quant_max; NaN, +-inf
    and |sums| >= 2^63, which x86's lrintf makes INT64_MIN, give 0 clamped to the range).

    When to use: Forward of per-channel quantization with float zero points (embedding tables).
    skucat.ops.quantize_per_channel with float zero_points runs it. Pair with
    QuantizePerChannelFloatQparamsBackwardPlan.
    Adjoint (backward op): QuantizePerChannelFloatQparamsBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}; qtype in {i8, u8}.
    Runtime params: quant_min, quant_max (see QuantizePerChannelFloatQparamsDescriptor).

    Shape limits: input [outer, channels, inner]; scales [channels]; zero_points [channels]; out
      [outer, channels, inner]; every extent >= 0. C-contiguous arrays; outputs may not overlap
      inputs.

    Checks:
      qmin <= qmax (else InvalidArgumentError): quant_min must be <= quant_max.
      dtype_min(qtype) <= qmin and qmax <= dtype_max(qtype) (else OutOfRangeError): quant_min and
        quant_max lie within the quantized type.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      Integer outputs are bit-identical to torch.quantize_per_channel(x, scales, zero_points, axis,
      dtype).int_repr() with float zero points for f32 inputs (x86), NaN, infinities and huge values
      included; f16 and bf16 inputs are widened to f32, f64 inputs run the formula in f64.
    """

    op = "quantize_per_channel_float_qparams"
    family = "quantize"
    adjoint = 'quantize_per_channel_float_qparams_backward'
    Descriptor = QuantizePerChannelFloatQparamsDescriptor
    Args = QuantizePerChannelFloatQparamsArgs
    dims = ('outer', 'channels', 'inner')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'qtype'
    aux_types = ('i8', 'u8')
    aux_of = {'f16': ('i8', 'u8'), 'bf16': ('i8', 'u8'), 'f32': ('i8', 'u8'), 'f64': ('i8', 'u8')}
    axes = ()
    params = (
        ParamSpec('quant_min', 'optional_int', ()),
        ParamSpec('quant_max', 'optional_int', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[outer, channels, inner]',
                   lambda n: (n.outer,n.channels,n.inner,),
                   None, ''),
        TensorSpec('scales', 'input', 'f32',
                   '[channels]',
                   lambda n: (n.channels,),
                   None, ''),
        TensorSpec('zero_points', 'input', 'f32',
                   '[channels]',
                   lambda n: (n.channels,),
                   None, ''),
        TensorSpec('out', 'output', 'aux',
                   '[outer, channels, inner]',
                   lambda n: (n.outer,n.channels,n.inner,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('qmin <= qmax', InvalidArgumentError, lambda n: n.qmin <= n.qmax,
                  ['qmax', 'qmin'], False,
                  'quant_min must be <= quant_max'),
        CheckSpec('dtype_min(qtype) <= qmin and qmax <= dtype_max(qtype)', OutOfRangeError, lambda n: dtype_min(n.qtype) <= n.qmin and n.qmax <= dtype_max(n.qtype),
                  ['qmax', 'qmin', 'qtype'], False,
                  'quant_min and quant_max lie within the quantized type'),
    )
    lets = (
        LetSpec('qmin', lambda n: dtype_min(n.qtype) if n.quant_min is None else n.quant_min, 'dtype_min(qtype) if quant_min is None else quant_min', False),
        LetSpec('qmax', lambda n: dtype_max(n.qtype) if n.quant_max is None else n.quant_max, 'dtype_max(qtype) if quant_max is None else quant_max', False),
        LetSpec('bits', lambda n: dtype_bits(n.qtype), 'dtype_bits(qtype)', False),
    )
    workspace = (
    )
    entries = (
        EntrySpec('quantize', lambda n: n.outer * n.channels * n.inner, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('scales', 'const f32*', ''), ('zero_points', 'const f32*', ''), ('out', 'aux*', ''), ('outer', 'i64', ''), ('channels', 'i64', ''), ('inner', 'i64', ''), ('qmin', 'i64', ''), ('qmax', 'i64', ''), ('bits', 'i32', '')), False),
    )
    functional = FunctionalSpec(('input', 'scales', 'zero_points', 'axis', 'dtype', 'quant_min', 'quant_max'), {},
                                {'dtype': 'aux'}, 'channels',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "quantization.quantize_per_channel_float_qparams.f16.i8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_float_qparams.f16.u8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_float_qparams.bf16.i8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_float_qparams.bf16.u8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_float_qparams.f32.i8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_float_qparams.f32.u8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_float_qparams.f64.i8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.quantize_per_channel_float_qparams.f64.u8.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class QuantizePerChannelFloatQparamsBackwardDescriptor(Descriptor):
    """What QuantizePerChannelFloatQparamsBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    outer: product of the extents before the channel axis.
    channels: extent of the channel axis (C).
    inner: product of the extents after the channel axis.
    element: element type, one of f16, bf16, f32, f64.
    qtype: quantized type of the forward output (its default range), one of i8, u8, u4x2, u2x4
        (None: i8).
    quant_min: lowest code; None for the type's minimum.
    quant_max: highest code; None for the type's maximum.
    """

    outer: int
    channels: int
    inner: int
    element: Any = "f32"
    qtype: Any = None
    quant_min: Optional[int] = None

    quant_max: Optional[int] = None

    def __post_init__(self):
        QuantizePerChannelFloatQparamsBackwardPlan.normalize(self)


@dataclass
class QuantizePerChannelFloatQparamsBackwardArgs:
    """Arrays of one QuantizePerChannelFloatQparamsBackwardPlan.run, C-contiguous, on the stream's backend.

    grad: input, [outer, channels, inner] of element.
    input: input, [outer, channels, inner] of element.
    scales: input, [channels] of f32.
    zero_points: input, [channels] of f32.
    grad_input: output, [outer, channels, inner] of element.
    """

    grad: Any
    input: Any
    scales: Any
    zero_points: Any
    grad_input: Any


class QuantizePerChannelFloatQparamsBackwardPlan(Plan):
    """quantize_per_channel_float_qparams_backward plan.

    Adjoint of QuantizePerChannelFloatQparamsPlan (and the gradient per code of
    QuantizePerChannelSubBytePlan), straight-through: grad_input = grad / scales[c] where the
    forward's code was in range (recomputed from the saved input with the forward's arithmetic),
    else 0. NaN inputs are out of range.

    When to use: Backward of QuantizePerChannelFloatQparamsPlan and QuantizePerChannelSubBytePlan.
    Keep the forward input.
    Adjoint of: QuantizePerChannelFloatQparamsPlan.

    Dtypes: element in {f16, bf16, f32, f64}; qtype in {i8, u8, u4x2, u2x4}.
    Runtime params: quant_min, quant_max (see QuantizePerChannelFloatQparamsBackwardDescriptor).

    Shape limits: grad [outer, channels, inner]; input [outer, channels, inner]; scales [channels];
      zero_points [channels]; grad_input [outer, channels, inner]; every extent >= 0. C-contiguous
      arrays; outputs may not overlap inputs.

    Checks:
      qmin <= qmax (else InvalidArgumentError): quant_min must be <= quant_max.
      dtype_min(qtype) <= qmin and qmax <= dtype_max(qtype) (else OutOfRangeError): quant_min and
        quant_max lie within the quantized type.
      positive_scale(scales, compute) (else InvalidArgumentError): every scale is finite and > 0
        with a finite inverse in the compute type.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.
    """

    op = "quantize_per_channel_float_qparams_backward"
    family = "quantize"
    adjoint = None
    Descriptor = QuantizePerChannelFloatQparamsBackwardDescriptor
    Args = QuantizePerChannelFloatQparamsBackwardArgs
    dims = ('outer', 'channels', 'inner')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'qtype'
    aux_types = ('i8', 'u8', 'u4x2', 'u2x4')
    aux_of = {'f16': ('i8', 'u8', 'u4x2', 'u2x4'), 'bf16': ('i8', 'u8', 'u4x2', 'u2x4'), 'f32': ('i8', 'u8', 'u4x2', 'u2x4'), 'f64': ('i8', 'u8', 'u4x2', 'u2x4')}
    axes = ()
    params = (
        ParamSpec('quant_min', 'optional_int', ()),
        ParamSpec('quant_max', 'optional_int', ()),
    )
    tensors = (
        TensorSpec('grad', 'input', 'element',
                   '[outer, channels, inner]',
                   lambda n: (n.outer,n.channels,n.inner,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[outer, channels, inner]',
                   lambda n: (n.outer,n.channels,n.inner,),
                   None, ''),
        TensorSpec('scales', 'input', 'f32',
                   '[channels]',
                   lambda n: (n.channels,),
                   None, ''),
        TensorSpec('zero_points', 'input', 'f32',
                   '[channels]',
                   lambda n: (n.channels,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[outer, channels, inner]',
                   lambda n: (n.outer,n.channels,n.inner,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('qmin <= qmax', InvalidArgumentError, lambda n: n.qmin <= n.qmax,
                  ['qmax', 'qmin'], False,
                  'quant_min must be <= quant_max'),
        CheckSpec('dtype_min(qtype) <= qmin and qmax <= dtype_max(qtype)', OutOfRangeError, lambda n: dtype_min(n.qtype) <= n.qmin and n.qmax <= dtype_max(n.qtype),
                  ['qmax', 'qmin', 'qtype'], False,
                  'quant_min and quant_max lie within the quantized type'),
        CheckSpec('positive_scale(scales, compute)', InvalidArgumentError, lambda n: positive_scale(n.scales, n.compute),
                  ['compute', 'scales'], True,
                  'every scale is finite and > 0 with a finite inverse in the compute type'),
    )
    lets = (
        LetSpec('qmin', lambda n: dtype_min(n.qtype) if n.quant_min is None else n.quant_min, 'dtype_min(qtype) if quant_min is None else quant_min', False),
        LetSpec('qmax', lambda n: dtype_max(n.qtype) if n.quant_max is None else n.quant_max, 'dtype_max(qtype) if quant_max is None else quant_max', False),
        LetSpec('bits', lambda n: dtype_bits(n.qtype), 'dtype_bits(qtype)', False),
    )
    workspace = (
    )
    entries = (
        EntrySpec('grad', lambda n: n.outer * n.channels * n.inner, lambda n: 256,
                  lambda n: 0, None,
                  (('grad', 'const element*', ''), ('input', 'const element*', ''), ('scales', 'const f32*', ''), ('zero_points', 'const f32*', ''), ('grad_input', 'element*', ''), ('outer', 'i64', ''), ('channels', 'i64', ''), ('inner', 'i64', ''), ('qmin', 'i64', ''), ('qmax', 'i64', ''), ('bits', 'i32', '')), False),
    )
    functional = FunctionalSpec(('grad', 'input', 'scales', 'zero_points', 'axis', 'dtype', 'quant_min', 'quant_max'), {},
                                {'dtype': 'aux'}, 'channels',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "quantization.quantize_per_channel_float_qparams_backward.f16.i8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_float_qparams_backward.f16.u8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_float_qparams_backward.f16.u4x2.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_float_qparams_backward.f16.u2x4.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_float_qparams_backward.bf16.i8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_float_qparams_backward.bf16.u8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_float_qparams_backward.bf16.u4x2.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_float_qparams_backward.bf16.u2x4.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_float_qparams_backward.f32.i8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_float_qparams_backward.f32.u8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_float_qparams_backward.f32.u4x2.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_float_qparams_backward.f32.u2x4.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_float_qparams_backward.f64.i8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.quantize_per_channel_float_qparams_backward.f64.u8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.quantize_per_channel_float_qparams_backward.f64.u4x2.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.quantize_per_channel_float_qparams_backward.f64.u2x4.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class QuantizePerChannelSubByteDescriptor(Descriptor):
    """What QuantizePerChannelSubBytePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    outer: product of the extents before the channel axis.
    channels: extent of the channel axis (C).
    inner: product of the extents after the channel axis.
    element: element type, one of f16, bf16, f32, f64.
    qtype: sub-byte (packed) type, one of u4x2, u2x4 (None: u4x2).
    quant_min: lowest code; None for the type's minimum.
    quant_max: highest code; None for the type's maximum.
    """

    outer: int
    channels: int
    inner: int
    element: Any = "f32"
    qtype: Any = None
    quant_min: Optional[int] = None

    quant_max: Optional[int] = None

    def __post_init__(self):
        QuantizePerChannelSubBytePlan.normalize(self)


@dataclass
class QuantizePerChannelSubByteArgs:
    """Arrays of one QuantizePerChannelSubBytePlan.run, C-contiguous, on the stream's backend.

    input: input, [outer, channels, inner] of element.
    scales: input, [channels] of f32. f32 as in PyTorch (f64 ones converted); any value (0 quantizes x itself)
    zero_points: input, [channels] of f32. f32 as in PyTorch; any value
    out: output, [(outer * channels * inner * dtype_bits(qtype) + 7) // 8] of u8. the packed codes
    """

    input: Any
    scales: Any
    zero_points: Any
    out: Any


class QuantizePerChannelSubBytePlan(Plan):
    """quantize_per_channel_sub_byte plan.

    torch.quantize_per_channel to a sub-byte type (quint4x2, quint2x4; float zero points, as PyTorch
    takes only those there), its int_repr(): QuantizePerChannelFloatQparamsPlan's codes packed over
    the flattened input, lowest bits first, as QuantizePerTensorSubBytePlan packs them.

    When to use: Forward of quantizing embedding tables or weights per channel to 4 or 2 bits.
    skucat.ops.quantize_per_channel with a sub-byte dtype runs it.
    QuantizePerChannelFloatQparamsBackwardPlan of the same type gives the straight-through gradient
    per code.

    Dtypes: element in {f16, bf16, f32, f64}; qtype in {u4x2, u2x4}.
    Runtime params: quant_min, quant_max (see QuantizePerChannelSubByteDescriptor).

    Shape limits: input [outer, channels, inner]; scales [channels]; zero_points [channels]; out
      [(outer * channels * inner * dtype_bits(qtype) + 7) // 8]; every extent >= 0. C-contiguous
      arrays; outputs may not overlap inputs.

    Checks:
      qmin <= qmax (else InvalidArgumentError): quant_min must be <= quant_max.
      dtype_min(qtype) <= qmin and qmax <= dtype_max(qtype) (else OutOfRangeError): quant_min and
        quant_max lie within the quantized type.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      The packed bytes are bit-identical to torch.quantize_per_channel(x, scales, zero_points, axis,
      dtype).int_repr() for f32 inputs (x86), NaN, infinities and huge values included.
    """

    op = "quantize_per_channel_sub_byte"
    family = "quantize"
    adjoint = None
    Descriptor = QuantizePerChannelSubByteDescriptor
    Args = QuantizePerChannelSubByteArgs
    dims = ('outer', 'channels', 'inner')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'qtype'
    aux_types = ('u4x2', 'u2x4')
    aux_of = {'f16': ('u4x2', 'u2x4'), 'bf16': ('u4x2', 'u2x4'), 'f32': ('u4x2', 'u2x4'), 'f64': ('u4x2', 'u2x4')}
    axes = ()
    params = (
        ParamSpec('quant_min', 'optional_int', ()),
        ParamSpec('quant_max', 'optional_int', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[outer, channels, inner]',
                   lambda n: (n.outer,n.channels,n.inner,),
                   None, ''),
        TensorSpec('scales', 'input', 'f32',
                   '[channels]',
                   lambda n: (n.channels,),
                   None, ''),
        TensorSpec('zero_points', 'input', 'f32',
                   '[channels]',
                   lambda n: (n.channels,),
                   None, ''),
        TensorSpec('out', 'output', 'u8',
                   '[(outer * channels * inner * dtype_bits(qtype) + 7) // 8]',
                   lambda n: ((n.outer * n.channels * n.inner * dtype_bits(n.qtype) + 7) // 8,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('qmin <= qmax', InvalidArgumentError, lambda n: n.qmin <= n.qmax,
                  ['qmax', 'qmin'], False,
                  'quant_min must be <= quant_max'),
        CheckSpec('dtype_min(qtype) <= qmin and qmax <= dtype_max(qtype)', OutOfRangeError, lambda n: dtype_min(n.qtype) <= n.qmin and n.qmax <= dtype_max(n.qtype),
                  ['qmax', 'qmin', 'qtype'], False,
                  'quant_min and quant_max lie within the quantized type'),
    )
    lets = (
        LetSpec('qmin', lambda n: dtype_min(n.qtype) if n.quant_min is None else n.quant_min, 'dtype_min(qtype) if quant_min is None else quant_min', False),
        LetSpec('qmax', lambda n: dtype_max(n.qtype) if n.quant_max is None else n.quant_max, 'dtype_max(qtype) if quant_max is None else quant_max', False),
        LetSpec('bits', lambda n: dtype_bits(n.qtype), 'dtype_bits(qtype)', False),
    )
    workspace = (
    )
    entries = (
        EntrySpec('quantize', lambda n: (n.outer * n.channels * n.inner * dtype_bits(n.qtype) + 7) // 8, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('scales', 'const f32*', ''), ('zero_points', 'const f32*', ''), ('out', 'u8*', ''), ('outer', 'i64', ''), ('channels', 'i64', ''), ('inner', 'i64', ''), ('qmin', 'i64', ''), ('qmax', 'i64', ''), ('bits', 'i32', '')), False),
    )
    functional = FunctionalSpec(('input', 'scales', 'zero_points', 'axis', 'dtype', 'quant_min', 'quant_max'), {},
                                {'dtype': 'aux'}, 'channels',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "quantization.quantize_per_channel_sub_byte.f16.u4x2.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_sub_byte.f16.u2x4.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_sub_byte.bf16.u4x2.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_sub_byte.bf16.u2x4.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_sub_byte.f32.u4x2.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_sub_byte.f32.u2x4.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.quantize_per_channel_sub_byte.f64.u4x2.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.quantize_per_channel_sub_byte.f64.u2x4.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class DequantizePerChannelFloatQparamsDescriptor(Descriptor):
    """What DequantizePerChannelFloatQparamsPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    outer: product of the extents before the channel axis.
    channels: extent of the channel axis (C).
    inner: product of the extents after the channel axis.
    element: element type, one of f16, bf16, f32, f64.
    qtype: 8-bit quantized type, one of i8, u8 (None: i8).
    """

    outer: int
    channels: int
    inner: int
    element: Any = "f32"
    qtype: Any = None
    def __post_init__(self):
        DequantizePerChannelFloatQparamsPlan.normalize(self)


@dataclass
class DequantizePerChannelFloatQparamsArgs:
    """Arrays of one DequantizePerChannelFloatQparamsPlan.run, C-contiguous, on the stream's backend.

    input: input, [outer, channels, inner] of aux.
    scales: input, [channels] of f32. f32 as in PyTorch; any value
    zero_points: input, [channels] of f32. f32 as in PyTorch; any value
    out: output, [outer, channels, inner] of element.
    """

    input: Any
    scales: Any
    zero_points: Any
    out: Any


class DequantizePerChannelFloatQparamsPlan(Plan):
    """dequantize_per_channel_float_qparams plan.

    The dequantize of a per-channel tensor with float zero points (PyTorch's float_qparams): x = (q
    - zero_points[c]) * scales[c], the difference and the product each rounded to the compute type
    (PyTorch's (float(q) - zero_point) * scale in f32; f64 elements run it in f64).

    When to use: Forward of per-channel dequantization with float zero points.
    skucat.ops.dequantize_per_channel with float zero_points runs it. Pair with
    DequantizePerChannelBackwardPlan.
    Adjoint (backward op): DequantizePerChannelBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}; qtype in {i8, u8}.

    Shape limits: input [outer, channels, inner]; scales [channels]; zero_points [channels]; out
      [outer, channels, inner]; every extent >= 0. C-contiguous arrays; outputs may not overlap
      inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      Bit-identical to torch.dequantize of a per-channel tensor with float zero points (f32).
    """

    op = "dequantize_per_channel_float_qparams"
    family = "quantize"
    adjoint = 'dequantize_per_channel_backward'
    Descriptor = DequantizePerChannelFloatQparamsDescriptor
    Args = DequantizePerChannelFloatQparamsArgs
    dims = ('outer', 'channels', 'inner')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'qtype'
    aux_types = ('i8', 'u8')
    aux_of = {'f16': ('i8', 'u8'), 'bf16': ('i8', 'u8'), 'f32': ('i8', 'u8'), 'f64': ('i8', 'u8')}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'aux',
                   '[outer, channels, inner]',
                   lambda n: (n.outer,n.channels,n.inner,),
                   None, ''),
        TensorSpec('scales', 'input', 'f32',
                   '[channels]',
                   lambda n: (n.channels,),
                   None, ''),
        TensorSpec('zero_points', 'input', 'f32',
                   '[channels]',
                   lambda n: (n.channels,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[outer, channels, inner]',
                   lambda n: (n.outer,n.channels,n.inner,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
        LetSpec('bits', lambda n: dtype_bits(n.qtype), 'dtype_bits(qtype)', False),
    )
    workspace = (
    )
    entries = (
        EntrySpec('dequantize', lambda n: n.outer * n.channels * n.inner, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const aux*', ''), ('scales', 'const f32*', ''), ('zero_points', 'const f32*', ''), ('out', 'element*', ''), ('outer', 'i64', ''), ('channels', 'i64', ''), ('inner', 'i64', ''), ('bits', 'i32', '')), False),
    )
    functional = FunctionalSpec(('input', 'scales', 'zero_points', 'axis', 'dtype'), {},
                                {'dtype': 'element'}, 'channels',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "quantization.dequantize_per_channel_float_qparams.f16.i8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_channel_float_qparams.f16.u8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_channel_float_qparams.bf16.i8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_channel_float_qparams.bf16.u8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_channel_float_qparams.f32.i8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_channel_float_qparams.f32.u8.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_channel_float_qparams.f64.i8.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.dequantize_per_channel_float_qparams.f64.u8.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class DequantizePerChannelSubByteDescriptor(Descriptor):
    """What DequantizePerChannelSubBytePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    outer: product of the extents before the channel axis.
    channels: extent of the channel axis (C).
    inner: product of the extents after the channel axis.
    element: element type, one of f16, bf16, f32, f64.
    qtype: sub-byte (packed) type, one of u4x2, u2x4 (None: u4x2).
    """

    outer: int
    channels: int
    inner: int
    element: Any = "f32"
    qtype: Any = None
    def __post_init__(self):
        DequantizePerChannelSubBytePlan.normalize(self)


@dataclass
class DequantizePerChannelSubByteArgs:
    """Arrays of one DequantizePerChannelSubBytePlan.run, C-contiguous, on the stream's backend.

    input: input, [(outer * channels * inner * dtype_bits(qtype) + 7) // 8] of u8. the packed codes
    scales: input, [channels] of f32. f32 as in PyTorch; any value
    zero_points: input, [channels] of f32. f32 as in PyTorch; any value
    out: output, [outer, channels, inner] of element.
    """

    input: Any
    scales: Any
    zero_points: Any
    out: Any


class DequantizePerChannelSubBytePlan(Plan):
    """dequantize_per_channel_sub_byte plan.

    The dequantize of a per-channel sub-byte tensor (float zero points) from its packed codes and
    its shape: q unpacked as QuantizePerChannelSubBytePlan packs it, x = (q - zero_points[c]) *
    scales[c] as DequantizePerChannelFloatQparamsPlan computes it.

    When to use: Forward of turning packed per-channel 4- or 2-bit codes back into floats. No
    adjoint (the bytes have no cotangent); the gradient per code is
    DequantizePerChannelBackwardPlan's, scales[c] * grad.

    Dtypes: element in {f16, bf16, f32, f64}; qtype in {u4x2, u2x4}.

    Shape limits: input [(outer * channels * inner * dtype_bits(qtype) + 7) // 8]; scales
      [channels]; zero_points [channels]; out [outer, channels, inner]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      Bit-identical to torch.dequantize of a per-channel quint4x2 or quint2x4 tensor (f32).
    """

    op = "dequantize_per_channel_sub_byte"
    family = "quantize"
    adjoint = None
    Descriptor = DequantizePerChannelSubByteDescriptor
    Args = DequantizePerChannelSubByteArgs
    dims = ('outer', 'channels', 'inner')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'qtype'
    aux_types = ('u4x2', 'u2x4')
    aux_of = {'f16': ('u4x2', 'u2x4'), 'bf16': ('u4x2', 'u2x4'), 'f32': ('u4x2', 'u2x4'), 'f64': ('u4x2', 'u2x4')}
    axes = ()
    params = (
    )
    tensors = (
        TensorSpec('input', 'input', 'u8',
                   '[(outer * channels * inner * dtype_bits(qtype) + 7) // 8]',
                   lambda n: ((n.outer * n.channels * n.inner * dtype_bits(n.qtype) + 7) // 8,),
                   None, ''),
        TensorSpec('scales', 'input', 'f32',
                   '[channels]',
                   lambda n: (n.channels,),
                   None, ''),
        TensorSpec('zero_points', 'input', 'f32',
                   '[channels]',
                   lambda n: (n.channels,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[outer, channels, inner]',
                   lambda n: (n.outer,n.channels,n.inner,),
                   None, ''),
    )
    limits = (
    )
    checks = (
    )
    lets = (
        LetSpec('bits', lambda n: dtype_bits(n.qtype), 'dtype_bits(qtype)', False),
    )
    workspace = (
    )
    entries = (
        EntrySpec('dequantize', lambda n: (n.outer * n.channels * n.inner * dtype_bits(n.qtype) + 7) // 8, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const u8*', ''), ('scales', 'const f32*', ''), ('zero_points', 'const f32*', ''), ('out', 'element*', ''), ('outer', 'i64', ''), ('channels', 'i64', ''), ('inner', 'i64', ''), ('bits', 'i32', '')), False),
    )
    functional = FunctionalSpec(('input', 'scales', 'zero_points', 'axis', 'qtype', 'shape', 'dtype'), {},
                                {'qtype': 'aux', 'dtype': 'element'}, '',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "quantization.dequantize_per_channel_sub_byte.f16.u4x2.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_channel_sub_byte.f16.u2x4.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_channel_sub_byte.bf16.u4x2.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_channel_sub_byte.bf16.u2x4.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_channel_sub_byte.f32.u4x2.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_channel_sub_byte.f32.u2x4.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.dequantize_per_channel_sub_byte.f64.u4x2.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.dequantize_per_channel_sub_byte.f64.u2x4.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class FakeQuantizePerTensorAffineDescriptor(Descriptor):
    """What FakeQuantizePerTensorAffinePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    scale: quantization step, taken in f32; any value PyTorch takes (negative, 0, inf, NaN: the
        formula's result).
    zero_point: within [quant_min, quant_max] (as a Python number: PyTorch's plain overload; its Tensor
        overload takes any int32).
    quant_min: lowest code (any int64).
    quant_max: highest code (any int64), >= quant_min.
    """

    numel: int
    element: Any = "f32"
    scale: float = 1.0

    zero_point: int = 0

    quant_min: int = 0

    quant_max: int = 255

    def __post_init__(self):
        FakeQuantizePerTensorAffinePlan.normalize(self)


@dataclass
class FakeQuantizePerTensorAffineArgs:
    """Arrays of one FakeQuantizePerTensorAffinePlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    out: output, [numel] of element.
    """

    input: Any
    out: Any


class FakeQuantizePerTensorAffinePlan(Plan):
    """fake_quantize_per_tensor_affine plan.

    Quantize then dequantize, in floats, with PyTorch's formulas: sc = float32(scale), inv_scale = 1
    / sc in f32; qf = zero_point + round_half_even(x * inv_scale) (in f32, f64 for f64 elements); q
    = clamp(qf, quant_min, quant_max) (NaN gives quant_min); out = float32(q - zero_point) * sc, in
    f32 for every element type.

    When to use: Quantization-aware training forward. Pair with
    FakeQuantizePerTensorAffineBackwardPlan.
    Adjoint (backward op): FakeQuantizePerTensorAffineBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: scale, zero_point, quant_min, quant_max (see FakeQuantizePerTensorAffineDescriptor).

    Shape limits: input [numel]; out [numel]; every extent >= 0. C-contiguous arrays; outputs may
      not overlap inputs.

    Checks:
      quant_min <= quant_max (else InvalidArgumentError): quant_min must be <= quant_max.

    Workspace: none.

    Precision guarantee:

      elementwise: math in f32, no accumulation, deterministic and bit-stable.
        one thread per element.

      Bit-identical to torch.fake_quantize_per_tensor_affine (CPU) for every element type, NaN and
      +-inf included. The output product is f32 even for f64 elements, as in PyTorch; the rounding
      of x * inv_scale runs in f64 for f64 elements.
    """

    op = "fake_quantize_per_tensor_affine"
    family = "quantize"
    adjoint = 'fake_quantize_per_tensor_affine_backward'
    Descriptor = FakeQuantizePerTensorAffineDescriptor
    Args = FakeQuantizePerTensorAffineArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('scale', 'float', ()),
        ParamSpec('zero_point', 'int', ()),
        ParamSpec('quant_min', 'int', ()),
        ParamSpec('quant_max', 'int', ()),
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
        CheckSpec('quant_min <= quant_max', InvalidArgumentError, lambda n: n.quant_min <= n.quant_max,
                  ['quant_max', 'quant_min'], False,
                  'quant_min must be <= quant_max'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('fake_quantize', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('out', 'element*', ''), ('numel', 'i64', ''), ('scale', 'f64', ''), ('zero_point', 'i64', ''), ('quant_min', 'i64', ''), ('quant_max', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input', 'scale', 'zero_point', 'quant_min', 'quant_max'), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "quantization.fake_quantize_per_tensor_affine.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.fake_quantize_per_tensor_affine.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.fake_quantize_per_tensor_affine.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.fake_quantize_per_tensor_affine.f64.none.elementwise.any.any.math-f32.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class FakeQuantizePerTensorAffineBackwardDescriptor(Descriptor):
    """What FakeQuantizePerTensorAffineBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    scale: the forward's scale.
    zero_point: the forward's zero point.
    quant_min: the forward's quant_min.
    quant_max: the forward's quant_max.
    """

    numel: int
    element: Any = "f32"
    scale: float = 1.0

    zero_point: int = 0

    quant_min: int = 0

    quant_max: int = 255

    def __post_init__(self):
        FakeQuantizePerTensorAffineBackwardPlan.normalize(self)


@dataclass
class FakeQuantizePerTensorAffineBackwardArgs:
    """Arrays of one FakeQuantizePerTensorAffineBackwardPlan.run, C-contiguous, on the stream's backend.

    grad: input, [numel] of element.
    input: input, [numel] of element. the forward input
    grad_input: output, [numel] of element.
    """

    grad: Any
    input: Any
    grad_input: Any


class FakeQuantizePerTensorAffineBackwardPlan(Plan):
    """fake_quantize_per_tensor_affine_backward plan.

    Adjoint of FakeQuantizePerTensorAffinePlan: grad_input = grad * mask, mask = (quant_min <= qf <=
    quant_max) with qf recomputed from the saved input as in the forward (PyTorch's cachemask
    semantics: the comparisons are in the compute type, NaN inputs are masked, and a NaN grad stays
    NaN because it is multiplied, not selected).

    When to use: Backward of FakeQuantizePerTensorAffinePlan. Keep the forward input.
    Adjoint of: FakeQuantizePerTensorAffinePlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: scale, zero_point, quant_min, quant_max (see FakeQuantizePerTensorAffineBackwardDescriptor).

    Shape limits: grad [numel]; input [numel]; grad_input [numel]; every extent >= 0. C-contiguous
      arrays; outputs may not overlap inputs.

    Checks:
      quant_min <= quant_max (else InvalidArgumentError): quant_min must be <= quant_max.

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      Bit-identical to the input gradient of torch.fake_quantize_per_tensor_affine.
    """

    op = "fake_quantize_per_tensor_affine_backward"
    family = "quantize"
    adjoint = None
    Descriptor = FakeQuantizePerTensorAffineBackwardDescriptor
    Args = FakeQuantizePerTensorAffineBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('scale', 'float', ()),
        ParamSpec('zero_point', 'int', ()),
        ParamSpec('quant_min', 'int', ()),
        ParamSpec('quant_max', 'int', ()),
    )
    tensors = (
        TensorSpec('grad', 'input', 'element',
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
        CheckSpec('quant_min <= quant_max', InvalidArgumentError, lambda n: n.quant_min <= n.quant_max,
                  ['quant_max', 'quant_min'], False,
                  'quant_min must be <= quant_max'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('grad', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('grad', 'const element*', ''), ('input', 'const element*', ''), ('grad_input', 'element*', ''), ('numel', 'i64', ''), ('scale', 'f64', ''), ('zero_point', 'i64', ''), ('quant_min', 'i64', ''), ('quant_max', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad', 'input', 'scale', 'zero_point', 'quant_min', 'quant_max'), {},
                                {}, 'flat',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "quantization.fake_quantize_per_tensor_affine_backward.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.fake_quantize_per_tensor_affine_backward.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.fake_quantize_per_tensor_affine_backward.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.fake_quantize_per_tensor_affine_backward.f64.none.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class FakeQuantizePerChannelAffineDescriptor(Descriptor):
    """What FakeQuantizePerChannelAffinePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    outer: product of the extents before the channel axis.
    channels: extent of the channel axis (C).
    inner: product of the extents after the channel axis.
    element: element type, one of f16, bf16, f32, f64.
    ztype: the zero points' type: i32, or a float one (PyTorch's affine quantizer equation), one of
        i32, f32, f16 (None: i32).
    quant_min: lowest code (any int64).
    quant_max: highest code (any int64), >= quant_min.
    """

    outer: int
    channels: int
    inner: int
    element: Any = "f32"
    ztype: Any = None
    quant_min: int = 0

    quant_max: int = 255

    def __post_init__(self):
        FakeQuantizePerChannelAffinePlan.normalize(self)


@dataclass
class FakeQuantizePerChannelAffineArgs:
    """Arrays of one FakeQuantizePerChannelAffinePlan.run, C-contiguous, on the stream's backend.

    input: input, [outer, channels, inner] of element.
    scale: input, [channels] of f32. f32 as in PyTorch; any value PyTorch takes (negative, 0, inf, NaN: the formula's result)
    zero_point: input, [channels] of aux. i32 within [quant_min, quant_max], or f32 or f16 of any value (PyTorch's types and rule)
    out: output, [outer, channels, inner] of element.
    """

    input: Any
    scale: Any
    zero_point: Any
    out: Any


class FakeQuantizePerChannelAffinePlan(Plan):
    """fake_quantize_per_channel_affine plan.

    Per-channel fake quantization with PyTorch's formulas, inv_scale = 1 / scale[c] in f32. Integer
    zero points: qf = zero_point[c] + round_half_even(x * inv_scale) (f32, f64 for f64 elements);
    out = (clamp(qf, quant_min, quant_max) - zero_point[c]) * scale[c] in the compute type. Float
    zero points (f32, f16; PyTorch's affine quantizer equation, any value): qf =
    round_half_even(f32(zero_point[c] + x * inv_scale)) (the sum in f32, f64 for f64 elements); out
    = (clamp(qf, quant_min, quant_max) - zero_point[c]) * scale[c] in f64, rounded once to f32 (f64
    for f64 elements) and then to the element. NaN gives the quant_min level; +inf and values beyond
    the range saturate (PyTorch's x86 build maps +inf and values beyond int64 to quant_min through a
    float-to-int64 conversion the C standard leaves undefined; skucat saturates as PyTorch's CUDA
    kernel and its per-tensor op do).

    When to use: Quantization-aware training forward with per-channel parameters. Pair with
    FakeQuantizePerChannelAffineBackwardPlan.
    Adjoint (backward op): FakeQuantizePerChannelAffineBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}; ztype in {i32, f32, f16}.
    Runtime params: quant_min, quant_max (see FakeQuantizePerChannelAffineDescriptor).

    Shape limits: input [outer, channels, inner]; scale [channels]; zero_point [channels]; out
      [outer, channels, inner]; every extent >= 0. C-contiguous arrays; outputs may not overlap
      inputs.

    Checks:
      quant_min <= quant_max (else InvalidArgumentError): quant_min must be <= quant_max (any int64
        bounds, as PyTorch's).
      floating(ztype) or quant_min <= lowest(zero_point) and highest(zero_point) <= quant_max (else
        OutOfRangeError): every integer zero point lies within [quant_min, quant_max].

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.

      Bit-identical to torch.fake_quantize_per_channel_affine (CPU) for finite inputs and NaN, for
      every element type; with integer zero points when |q - zero_point| <= 2^24 (PyTorch's CPU
      kernel multiplies in f64, skucat in the compute type, as PyTorch's CUDA kernel), with float
      ones always.
    """

    op = "fake_quantize_per_channel_affine"
    family = "quantize"
    adjoint = 'fake_quantize_per_channel_affine_backward'
    Descriptor = FakeQuantizePerChannelAffineDescriptor
    Args = FakeQuantizePerChannelAffineArgs
    dims = ('outer', 'channels', 'inner')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'ztype'
    aux_types = ('i32', 'f32', 'f16')
    aux_of = {'f16': ('i32', 'f32', 'f16'), 'bf16': ('i32', 'f32', 'f16'), 'f32': ('i32', 'f32', 'f16'), 'f64': ('i32', 'f32', 'f16')}
    axes = ()
    params = (
        ParamSpec('quant_min', 'int', ()),
        ParamSpec('quant_max', 'int', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[outer, channels, inner]',
                   lambda n: (n.outer,n.channels,n.inner,),
                   None, ''),
        TensorSpec('scale', 'input', 'f32',
                   '[channels]',
                   lambda n: (n.channels,),
                   None, ''),
        TensorSpec('zero_point', 'input', 'aux',
                   '[channels]',
                   lambda n: (n.channels,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[outer, channels, inner]',
                   lambda n: (n.outer,n.channels,n.inner,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('quant_min <= quant_max', InvalidArgumentError, lambda n: n.quant_min <= n.quant_max,
                  ['quant_max', 'quant_min'], False,
                  "quant_min must be <= quant_max (any int64 bounds, as PyTorch's)"),
        CheckSpec('floating(ztype) or quant_min <= lowest(zero_point) and highest(zero_point) <= quant_max', OutOfRangeError, lambda n: floating(n.ztype) or (n.quant_min <= lowest(n.zero_point) and highest(n.zero_point) <= n.quant_max),
                  ['quant_max', 'quant_min', 'zero_point', 'ztype'], True,
                  'every integer zero point lies within [quant_min, quant_max]'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('fake_quantize', lambda n: n.outer * n.channels * n.inner, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('scale', 'const f32*', ''), ('zero_point', 'const aux*', ''), ('out', 'element*', ''), ('outer', 'i64', ''), ('channels', 'i64', ''), ('inner', 'i64', ''), ('quant_min', 'i64', ''), ('quant_max', 'i64', '')), False),
    )
    functional = FunctionalSpec(('input', 'scale', 'zero_point', 'axis', 'quant_min', 'quant_max'), {},
                                {}, 'channels',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "quantization.fake_quantize_per_channel_affine.f16.i32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.fake_quantize_per_channel_affine.f16.f32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.fake_quantize_per_channel_affine.f16.f16.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.fake_quantize_per_channel_affine.bf16.i32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.fake_quantize_per_channel_affine.bf16.f32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.fake_quantize_per_channel_affine.bf16.f16.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.fake_quantize_per_channel_affine.f32.i32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.fake_quantize_per_channel_affine.f32.f32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.fake_quantize_per_channel_affine.f32.f16.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.fake_quantize_per_channel_affine.f64.i32.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.fake_quantize_per_channel_affine.f64.f32.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.fake_quantize_per_channel_affine.f64.f16.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class FakeQuantizePerChannelAffineBackwardDescriptor(Descriptor):
    """What FakeQuantizePerChannelAffineBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    outer: product of the extents before the channel axis.
    channels: extent of the channel axis (C).
    inner: product of the extents after the channel axis.
    element: element type, one of f16, bf16, f32, f64.
    ztype: the zero points' type: i32, or a float one (PyTorch's affine quantizer equation), one of
        i32, f32, f16 (None: i32).
    quant_min: the forward's quant_min.
    quant_max: the forward's quant_max.
    """

    outer: int
    channels: int
    inner: int
    element: Any = "f32"
    ztype: Any = None
    quant_min: int = 0

    quant_max: int = 255

    def __post_init__(self):
        FakeQuantizePerChannelAffineBackwardPlan.normalize(self)


@dataclass
class FakeQuantizePerChannelAffineBackwardArgs:
    """Arrays of one FakeQuantizePerChannelAffineBackwardPlan.run, C-contiguous, on the stream's backend.

    grad: input, [outer, channels, inner] of element.
    input: input, [outer, channels, inner] of element.
    scale: input, [channels] of f32.
    zero_point: input, [channels] of aux.
    grad_input: output, [outer, channels, inner] of element.
    """

    grad: Any
    input: Any
    scale: Any
    zero_point: Any
    grad_input: Any


class FakeQuantizePerChannelAffineBackwardPlan(Plan):
    """fake_quantize_per_channel_affine_backward plan.

    Adjoint of FakeQuantizePerChannelAffinePlan: grad_input = grad * mask, mask = (quant_min <= qf
    <= quant_max) for qf recomputed from the saved input as in the forward, for integer or float
    zero points (NaN inputs masked).

    When to use: Backward of FakeQuantizePerChannelAffinePlan. Keep the forward input.
    Adjoint of: FakeQuantizePerChannelAffinePlan.

    Dtypes: element in {f16, bf16, f32, f64}; ztype in {i32, f32, f16}.
    Runtime params: quant_min, quant_max (see FakeQuantizePerChannelAffineBackwardDescriptor).

    Shape limits: grad [outer, channels, inner]; input [outer, channels, inner]; scale [channels];
      zero_point [channels]; grad_input [outer, channels, inner]; every extent >= 0. C-contiguous
      arrays; outputs may not overlap inputs.

    Checks:
      quant_min <= quant_max (else InvalidArgumentError): quant_min must be <= quant_max (any int64
        bounds, as PyTorch's).
      floating(ztype) or quant_min <= lowest(zero_point) and highest(zero_point) <= quant_max (else
        OutOfRangeError): every integer zero point lies within [quant_min, quant_max].

    Workspace: none.

    Precision guarantee:

      elementwise: math in compute, no accumulation, deterministic and bit-stable.
        one thread per element.
    """

    op = "fake_quantize_per_channel_affine_backward"
    family = "quantize"
    adjoint = None
    Descriptor = FakeQuantizePerChannelAffineBackwardDescriptor
    Args = FakeQuantizePerChannelAffineBackwardArgs
    dims = ('outer', 'channels', 'inner')
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = 'ztype'
    aux_types = ('i32', 'f32', 'f16')
    aux_of = {'f16': ('i32', 'f32', 'f16'), 'bf16': ('i32', 'f32', 'f16'), 'f32': ('i32', 'f32', 'f16'), 'f64': ('i32', 'f32', 'f16')}
    axes = ()
    params = (
        ParamSpec('quant_min', 'int', ()),
        ParamSpec('quant_max', 'int', ()),
    )
    tensors = (
        TensorSpec('grad', 'input', 'element',
                   '[outer, channels, inner]',
                   lambda n: (n.outer,n.channels,n.inner,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[outer, channels, inner]',
                   lambda n: (n.outer,n.channels,n.inner,),
                   None, ''),
        TensorSpec('scale', 'input', 'f32',
                   '[channels]',
                   lambda n: (n.channels,),
                   None, ''),
        TensorSpec('zero_point', 'input', 'aux',
                   '[channels]',
                   lambda n: (n.channels,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[outer, channels, inner]',
                   lambda n: (n.outer,n.channels,n.inner,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('quant_min <= quant_max', InvalidArgumentError, lambda n: n.quant_min <= n.quant_max,
                  ['quant_max', 'quant_min'], False,
                  "quant_min must be <= quant_max (any int64 bounds, as PyTorch's)"),
        CheckSpec('floating(ztype) or quant_min <= lowest(zero_point) and highest(zero_point) <= quant_max', OutOfRangeError, lambda n: floating(n.ztype) or (n.quant_min <= lowest(n.zero_point) and highest(n.zero_point) <= n.quant_max),
                  ['quant_max', 'quant_min', 'zero_point', 'ztype'], True,
                  'every integer zero point lies within [quant_min, quant_max]'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('grad', lambda n: n.outer * n.channels * n.inner, lambda n: 256,
                  lambda n: 0, None,
                  (('grad', 'const element*', ''), ('input', 'const element*', ''), ('scale', 'const f32*', ''), ('zero_point', 'const aux*', ''), ('grad_input', 'element*', ''), ('outer', 'i64', ''), ('channels', 'i64', ''), ('inner', 'i64', ''), ('quant_min', 'i64', ''), ('quant_max', 'i64', '')), False),
    )
    functional = FunctionalSpec(('grad', 'input', 'scale', 'zero_point', 'axis', 'quant_min', 'quant_max'), {},
                                {}, 'channels',
                                ('grad_input',))
    skus = tuple(KernelSku.parse(text) for text in (
        "quantization.fake_quantize_per_channel_affine_backward.f16.i32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.fake_quantize_per_channel_affine_backward.f16.f32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.fake_quantize_per_channel_affine_backward.f16.f16.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.fake_quantize_per_channel_affine_backward.bf16.i32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.fake_quantize_per_channel_affine_backward.bf16.f32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.fake_quantize_per_channel_affine_backward.bf16.f16.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.fake_quantize_per_channel_affine_backward.f32.i32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.fake_quantize_per_channel_affine_backward.f32.f32.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.fake_quantize_per_channel_affine_backward.f32.f16.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.fake_quantize_per_channel_affine_backward.f64.i32.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.fake_quantize_per_channel_affine_backward.f64.f32.elementwise.any.any.math-f64.acc-none.det.stable",
        "quantization.fake_quantize_per_channel_affine_backward.f64.f16.elementwise.any.any.math-f64.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class FakeQuantizeLearnablePerTensorAffineDescriptor(Descriptor):
    """What FakeQuantizeLearnablePerTensorAffinePlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    quant_min: lowest code (within int32).
    quant_max: highest code (within int32), >= quant_min.
    grad_factor: multiplies the scale and zero-point gradients (the forward ignores it).
    """

    numel: int
    element: Any = "f32"
    quant_min: int = 0

    quant_max: int = 255

    grad_factor: float = 1.0

    def __post_init__(self):
        FakeQuantizeLearnablePerTensorAffinePlan.normalize(self)


@dataclass
class FakeQuantizeLearnablePerTensorAffineArgs:
    """Arrays of one FakeQuantizeLearnablePerTensorAffinePlan.run, C-contiguous, on the stream's backend.

    input: input, [numel] of element.
    scale: input, [1] of f32. the learnable scale, finite and > 0 (read on the device)
    zero_point: input, [1] of f32. the learnable zero point, finite (read on the device)
    out: output, [numel] of element.
    """

    input: Any
    scale: Any
    zero_point: Any
    out: Any


class FakeQuantizeLearnablePerTensorAffinePlan(Plan):
    """fake_quantize_learnable_per_tensor_affine plan.

    PyTorch's _fake_quantize_learnable_per_tensor_affine forward (LSQ-style learnable scale and zero
    point, read on the device): fake_quantize_per_tensor_affine with scale = scale[0] (f32) and zero
    point = clamp(round_half_even(zero_point[0]), quant_min, quant_max) in f32. grad_factor only
    scales the gradients.

    When to use: Quantization-aware training with a learnable scale and zero point. Pair with
    FakeQuantizeLearnablePerTensorAffineBackwardPlan.
    Adjoint (backward op): FakeQuantizeLearnablePerTensorAffineBackwardPlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: quant_min, quant_max, grad_factor (see FakeQuantizeLearnablePerTensorAffineDescriptor).

    Shape limits: input [numel]; scale [1]; zero_point [1]; out [numel]; every extent >= 0.
      C-contiguous arrays; outputs may not overlap inputs.

    Checks:
      quant_min <= quant_max (else InvalidArgumentError): quant_min must be <= quant_max.
      dtype_min('i32') <= quant_min and quant_max <= dtype_max('i32') (else OutOfRangeError):
        quant_min and quant_max lie within int32.
      positive_scale(scale, 'f32') (else InvalidArgumentError): scale is finite and > 0 with a
        finite inverse in f32.
      finite(zero_point) (else InvalidArgumentError): zero_point is finite.

    Workspace: none.

    Precision guarantee:

      elementwise: math in f32, no accumulation, deterministic and bit-stable.
        one thread per element.

      Bit-identical to torch._fake_quantize_learnable_per_tensor_affine (CPU) for every element
      type.
    """

    op = "fake_quantize_learnable_per_tensor_affine"
    family = "quantize"
    adjoint = 'fake_quantize_learnable_per_tensor_affine_backward'
    Descriptor = FakeQuantizeLearnablePerTensorAffineDescriptor
    Args = FakeQuantizeLearnablePerTensorAffineArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('quant_min', 'int', ()),
        ParamSpec('quant_max', 'int', ()),
        ParamSpec('grad_factor', 'float', ()),
    )
    tensors = (
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('scale', 'input', 'f32',
                   '[1]',
                   lambda n: (1,),
                   None, ''),
        TensorSpec('zero_point', 'input', 'f32',
                   '[1]',
                   lambda n: (1,),
                   None, ''),
        TensorSpec('out', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('quant_min <= quant_max', InvalidArgumentError, lambda n: n.quant_min <= n.quant_max,
                  ['quant_max', 'quant_min'], False,
                  'quant_min must be <= quant_max'),
        CheckSpec("dtype_min('i32') <= quant_min and quant_max <= dtype_max('i32')", OutOfRangeError, lambda n: dtype_min('i32') <= n.quant_min and n.quant_max <= dtype_max('i32'),
                  ['quant_max', 'quant_min'], False,
                  'quant_min and quant_max lie within int32'),
        CheckSpec("positive_scale(scale, 'f32')", InvalidArgumentError, lambda n: positive_scale(n.scale, 'f32'),
                  ['scale'], True,
                  'scale is finite and > 0 with a finite inverse in f32'),
        CheckSpec('finite(zero_point)', InvalidArgumentError, lambda n: finite(n.zero_point),
                  ['zero_point'], True,
                  'zero_point is finite'),
    )
    lets = (
    )
    workspace = (
    )
    entries = (
        EntrySpec('fake_quantize', lambda n: n.numel, lambda n: 256,
                  lambda n: 0, None,
                  (('input', 'const element*', ''), ('scale', 'const f32*', ''), ('zero_point', 'const f32*', ''), ('out', 'element*', ''), ('numel', 'i64', ''), ('quant_min', 'i64', ''), ('quant_max', 'i64', ''), ('grad_factor', 'f64', '')), False),
    )
    functional = FunctionalSpec(('input', 'scale', 'zero_point', 'quant_min', 'quant_max', 'grad_factor'), {},
                                {}, 'flat',
                                ('out',))
    skus = tuple(KernelSku.parse(text) for text in (
        "quantization.fake_quantize_learnable_per_tensor_affine.f16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.fake_quantize_learnable_per_tensor_affine.bf16.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.fake_quantize_learnable_per_tensor_affine.f32.none.elementwise.any.any.math-f32.acc-none.det.stable",
        "quantization.fake_quantize_learnable_per_tensor_affine.f64.none.elementwise.any.any.math-f32.acc-none.det.stable",
    ))


@dataclass(frozen=True, kw_only=True)
class FakeQuantizeLearnablePerTensorAffineBackwardDescriptor(Descriptor):
    """What FakeQuantizeLearnablePerTensorAffineBackwardPlan.select needs: extents, types, modes and runtime parameters (keywords only;
    checked and normalised when made).

    numel: elements, flattened (N).
    element: element type, one of f16, bf16, f32, f64.
    quant_min: lowest code (within int32).
    quant_max: highest code (within int32), >= quant_min.
    grad_factor: multiplies the scale and zero-point gradients (rounded to f32, as PyTorch).
    """

    numel: int
    element: Any = "f32"
    quant_min: int = 0

    quant_max: int = 255

    grad_factor: float = 1.0

    def __post_init__(self):
        FakeQuantizeLearnablePerTensorAffineBackwardPlan.normalize(self)


@dataclass
class FakeQuantizeLearnablePerTensorAffineBackwardArgs:
    """Arrays of one FakeQuantizeLearnablePerTensorAffineBackwardPlan.run, C-contiguous, on the stream's backend.

    grad: input, [numel] of element.
    input: input, [numel] of element. the forward input
    scale: input, [1] of f32. the learnable scale, finite and > 0 (read on the device)
    zero_point: input, [1] of f32. the learnable zero point (read on the device)
    grad_input: output, [numel] of element.
    grad_scale: output, [1] of f32.
    grad_zero_point: output, [1] of f32.
    """

    grad: Any
    input: Any
    scale: Any
    zero_point: Any
    grad_input: Any
    grad_scale: Any
    grad_zero_point: Any


class FakeQuantizeLearnablePerTensorAffineBackwardPlan(Plan):
    """fake_quantize_learnable_per_tensor_affine_backward plan.

    Gradients of PyTorch's _fake_quantize_learnable_per_tensor_affine (LSQ-style learnable scale and
    zero point) with respect to input, scale and zero_point, with its formulas: zp =
    int(clamp(zero_point[0] + 0.5, quant_min, quant_max)) (PyTorch's backward rounding), v =
    round_half_even(fma(x, inv_scale, zp)) with inv_scale = 1 / scale[0] in f32; in range:
    grad_input = grad, d_scale = grad * fma(v - zp, scale, -x) * inv_scale * grad_factor,
    d_zero_point = 0; below/above (NaN counts as below; +inf and codes beyond int64 count as above,
    where PyTorch's x86 build counts them as below through an undefined float-to-int64 conversion):
    grad_input = 0, d_scale = grad * (quant_min|quant_max - zp) * grad_factor, d_zero_point = -grad
    * scale * grad_factor. grad_scale and grad_zero_point are the sums of the per-element terms.

    When to use: Backward of learnable fake quantization (its forward is
    FakeQuantizePerTensorAffinePlan with zero_point rounded half to even and clamped).
    Adjoint of: FakeQuantizeLearnablePerTensorAffinePlan.

    Dtypes: element in {f16, bf16, f32, f64}.
    Runtime params: quant_min, quant_max, grad_factor (see FakeQuantizeLearnablePerTensorAffineBackwardDescriptor).

    Shape limits: grad [numel]; input [numel]; scale [1]; zero_point [1]; grad_input [numel];
      grad_scale [1]; grad_zero_point [1]; every extent >= 0. C-contiguous arrays; outputs may not
      overlap inputs.

    Checks:
      quant_min <= quant_max (else InvalidArgumentError): quant_min must be <= quant_max.
      dtype_min('i32') <= quant_min and quant_max <= dtype_max('i32') (else OutOfRangeError):
        quant_min and quant_max lie within int32.
      finite(grad_factor) (else InvalidArgumentError): grad_factor is finite.
      positive_scale(scale, 'f32') (else InvalidArgumentError): scale is finite and > 0 with a
        finite inverse in f32.
      finite(zero_point) (else InvalidArgumentError): zero_point is finite.

    Workspace: slots, 2 * slot_count of f32; lanes, 2 * lane_count of f32 (each slice aligned to 128
      bytes).

    Precision guarantee:

      ordered: math in f32, accumulation in f32, deterministic and bit-stable.
        per-thread sums into slots, folded by one block and then one thread, always in the same
        order.

      grad_input and every per-element term are bit-identical to PyTorch's (x86 CPU build, where the
      compiler fuses zero_point + x * inv_scale and xfq - x into multiply-adds). The sums differ
      from PyTorch's only by summation order (f32 accumulation in both).
    """

    op = "fake_quantize_learnable_per_tensor_affine_backward"
    family = "quantize"
    adjoint = None
    Descriptor = FakeQuantizeLearnablePerTensorAffineBackwardDescriptor
    Args = FakeQuantizeLearnablePerTensorAffineBackwardArgs
    dims = ('numel',)
    elements = ('f16', 'bf16', 'f32', 'f64')
    aux_field = None
    aux_types = ()
    aux_of = {}
    axes = ()
    params = (
        ParamSpec('quant_min', 'int', ()),
        ParamSpec('quant_max', 'int', ()),
        ParamSpec('grad_factor', 'float', ()),
    )
    tensors = (
        TensorSpec('grad', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('input', 'input', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('scale', 'input', 'f32',
                   '[1]',
                   lambda n: (1,),
                   None, ''),
        TensorSpec('zero_point', 'input', 'f32',
                   '[1]',
                   lambda n: (1,),
                   None, ''),
        TensorSpec('grad_input', 'output', 'element',
                   '[numel]',
                   lambda n: (n.numel,),
                   None, ''),
        TensorSpec('grad_scale', 'output', 'f32',
                   '[1]',
                   lambda n: (1,),
                   None, ''),
        TensorSpec('grad_zero_point', 'output', 'f32',
                   '[1]',
                   lambda n: (1,),
                   None, ''),
    )
    limits = (
    )
    checks = (
        CheckSpec('quant_min <= quant_max', InvalidArgumentError, lambda n: n.quant_min <= n.quant_max,
                  ['quant_max', 'quant_min'], False,
                  'quant_min must be <= quant_max'),
        CheckSpec("dtype_min('i32') <= quant_min and quant_max <= dtype_max('i32')", OutOfRangeError, lambda n: dtype_min('i32') <= n.quant_min and n.quant_max <= dtype_max('i32'),
                  ['quant_max', 'quant_min'], False,
                  'quant_min and quant_max lie within int32'),
        CheckSpec('finite(grad_factor)', InvalidArgumentError, lambda n: finite(n.grad_factor),
                  ['grad_factor'], False,
                  'grad_factor is finite'),
        CheckSpec("positive_scale(scale, 'f32')", InvalidArgumentError, lambda n: positive_scale(n.scale, 'f32'),
                  ['scale'], True,
                  'scale is finite and > 0 with a finite inverse in f32'),
        CheckSpec('finite(zero_point)', InvalidArgumentError, lambda n: finite(n.zero_point),
                  ['zero_point'], True,
                  'zero_point is finite'),
    )
    lets = (
        LetSpec('partial_threads', lambda n: 256, '256', False),
        LetSpec('slot_count', lambda n: (min(n.numel, 1024 * n.partial_threads) + n.partial_threads - 1) // n.partial_threads * n.partial_threads, '(min(numel, 1024 * partial_threads) + partial_threads - 1) // partial_threads * partial_threads', False),
        LetSpec('lane_count', lambda n: 256, '256', False),
    )
    workspace = (
        SliceSpec('slots', 'f32', lambda n: 2 * n.slot_count,
                  None),
        SliceSpec('lanes', 'f32', lambda n: 2 * n.lane_count,
                  None),
    )
    entries = (
        EntrySpec('partials', lambda n: n.slot_count, lambda n: n.partial_threads,
                  lambda n: 0, None,
                  (('grad', 'const element*', ''), ('input', 'const element*', ''), ('scale', 'const f32*', ''), ('zero_point', 'const f32*', ''), ('grad_input', 'element*', ''), ('slots', 'f32*', ''), ('numel', 'i64', ''), ('quant_min', 'i64', ''), ('quant_max', 'i64', ''), ('grad_factor', 'f64', '')), False),
        EntrySpec('combine', lambda n: n.lane_count, lambda n: n.lane_count,
                  lambda n: 0, None,
                  (('slots', 'f32*', ''), ('slot_count', 'i64', ''), ('lanes', 'f32*', '')), False),
        EntrySpec('finish', lambda n: 1, lambda n: 256,
                  lambda n: 0, None,
                  (('lanes', 'f32*', ''), ('lane_count', 'i64', ''), ('grad_scale', 'f32*', ''), ('grad_zero_point', 'f32*', '')), False),
    )
    functional = FunctionalSpec(('grad', 'input', 'scale', 'zero_point', 'quant_min', 'quant_max', 'grad_factor'), {},
                                {}, 'flat',
                                ('grad_input', 'grad_scale', 'grad_zero_point'))
    skus = tuple(KernelSku.parse(text) for text in (
        "quantization.fake_quantize_learnable_per_tensor_affine_backward.f16.none.ordered.any.any.math-f32.acc-f32.det.stable",
        "quantization.fake_quantize_learnable_per_tensor_affine_backward.bf16.none.ordered.any.any.math-f32.acc-f32.det.stable",
        "quantization.fake_quantize_learnable_per_tensor_affine_backward.f32.none.ordered.any.any.math-f32.acc-f32.det.stable",
        "quantization.fake_quantize_learnable_per_tensor_affine_backward.f64.none.ordered.any.any.math-f32.acc-f32.det.stable",
    ))
