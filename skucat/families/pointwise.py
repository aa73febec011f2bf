"""pointwise hooks: to's, Tensor.to(dtype, non_blocking, copy)'s arguments beyond the cast."""

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


def _named(dtype, argument: str | None = None) -> str | None:
    """The catalog name of `dtype`; None for an array's dtype the catalog lacks (the cast refuses it),
    a DTypeError naming `argument` for an argument that is no dtype."""
    try:
        return name_of(dtype)
    except DTypeError:
        if argument is None:
            return None
        raise DTypeError(f"{argument} must name a dtype of the catalog, not {dtype!r}") from None
