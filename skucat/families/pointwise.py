"""pointwise hooks: to's, Tensor.to(dtype, non_blocking, copy)'s arguments beyond the cast; masked_fill's
value in input's dtype."""

from __future__ import annotations

import numpy as np

from ..dtypes import name_of
from ..errors import DTypeError, InvalidArgumentError
from ..functional import shape_only


@shape_only
def call_to(call, input, dtype, non_blocking, copy):
    """input itself where it has dtype already and copy is False (Tensor.to's no-op), else the cast.
    non_blocking changes nothing on one device (as in PyTorch's copy between CPU tensors)."""
    for name, value in (("non_blocking", non_blocking), ("copy", copy)):
        if not isinstance(value, (bool, np.bool_)):
            raise InvalidArgumentError(f"{name} must be a bool, not {value!r}")
    if not copy and call.stream.backend.is_array(input) and _named(input.dtype) == _named(dtype, "dtype"):
        return input
    return call.default({"input": input, "dtype": dtype})


@shape_only
def call_masked_fill(call, input, mask, value):
    """A tensor value converted to input's dtype, as PyTorch's masked_fill converts it: its result
    has input's dtype, where other ops take the operands' result dtype."""
    backend, elements = call.stream.backend, call.plan.elements
    if backend.is_array(input) and _named(input.dtype) not in elements:   # (promotion would make it a float)
        raise DTypeError(f"input must have a dtype among {list(elements)}, not {input.dtype}")
    if backend.is_array(value) and backend.is_array(input) and value.dtype != input.dtype:
        value = call.convert(value, input.dtype)
    return call.default({"input": input, "mask": mask, "value": value})


def _named(dtype, argument: str | None = None) -> str | None:
    """The catalog name of `dtype`; None for an array's dtype the catalog lacks (the cast refuses it),
    a DTypeError naming `argument` for an argument that is no dtype."""
    try:
        return name_of(dtype)
    except DTypeError:
        if argument is None:
            return None
        raise DTypeError(f"{argument} must name a dtype of the catalog, not {dtype!r}") from None
