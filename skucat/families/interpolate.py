"""interpolate hooks: F.interpolate's size, scale_factor, recompute_scale_factor, mode spelling and
align_corners rules turned, once, into the catalog op's output extents and aten's scales; 1-D input
[N, C, W] as the 2-D op over a height of 1; 3-D input [N, C, D, H, W] as the 2-D op over each depth's
planes, then the 1-D op along the depth."""

from __future__ import annotations

import math
import numbers

from .. import dtypes
from ..errors import DTypeError, InvalidArgumentError, OutOfRangeError, ShapeError, UnsupportedError
from ..functional import shape_only
from ..plan import _INT64, _as_float, _is_int
from .pool import _area, _area_backward, _narrow, _wide

_MAX_EXTENT = _INT64[1]

# F.interpolate's modes that skucat does not implement, or not for 4-D input (PyTorch's own refusal).
_ELSEWHERE = {"lanczos": "is not implemented",
              "linear": "needs 3-D input in PyTorch", "trilinear": "needs 5-D input in PyTorch"}
# 1-D input's modes, each the 2-D mode that computes it over a height of one row of weight 1. Linear's
# height has a second row, of zeros and of weight 0 (its scale 1): over a height of 1, the 2-D op would
# weigh the same row twice, by 1 and 0, and an infinite item would give NaN where PyTorch's 1-D gives it.
_ONE_D = {"linear": "bilinear", "nearest": "nearest", "nearest-exact": "nearest-exact"}


# 3-D input's modes: each the 2-D mode over the planes and the 1-D mode along the depth that compute it
# in PyTorch's 3-D kernels' order (the width's taps, then the height's, then the depth's).
_THREE_D = {"nearest": ("nearest", "nearest"), "nearest-exact": ("nearest-exact", "nearest-exact"),
            "trilinear": ("bilinear", "linear")}


def _depth_and_planes(size, scale_factor) -> tuple[tuple, tuple]:
    """((size, scale_factor) of the depth, those of the planes) of 3-D input's size or scale_factor
    (one value for every dim, or one per dim)."""
    def split(value, name):
        if value is None:
            return None, None
        values = tuple(value) if isinstance(value, (tuple, list)) else (value,)
        values = values * 3 if len(values) == 1 else values
        if len(values) != 3:
            raise InvalidArgumentError(f"{name} must have one value per spatial dim (3 for 5-D input), not {value!r}")
        return values[:1], values[1:]
    (size_d, size_hw), (scale_d, scale_hw) = split(size, "size"), split(scale_factor, "scale_factor")
    return (size_d, scale_d), (size_hw, scale_hw)


def _volume_modes(mode, antialias) -> tuple[str, str]:
    """The (planes', depth's) modes of 3-D input's `mode`, refused as PyTorch refuses it."""
    if isinstance(mode, str) and mode not in _THREE_D and mode != "lanczos":
        raise InvalidArgumentError(f"5-D input [N, C, D, H, W] takes mode {', '.join(map(repr, _THREE_D))} or 'area', "
                                   f"not {mode!r} (linear needs 3-D input, bilinear and bicubic 4-D, as in PyTorch)")
    if antialias is not False:
        raise InvalidArgumentError(f"antialias is for the bilinear and bicubic modes, not {mode!r}")
    return _THREE_D.get(mode, (mode, mode))


def _volume(call, input, size, scale_factor, mode, align_corners, recompute_scale_factor, antialias):
    """3-D interpolate: the 2-D op over the N * C * D planes [H, W], then the 1-D op along the depth
    (made the last dim, a copy): each output the 3-D kernel's, its taps in PyTorch's order."""
    planes_mode, depth_mode = _volume_modes(mode, antialias)
    (size_d, scale_d), (size_hw, scale_hw) = _depth_and_planes(size, scale_factor)
    n, c, d, h, w = input.shape
    input, element = _wide(call, input) if mode == "trilinear" else (input, None)
    planes = _resize(call, input.reshape(n, c * d, h, w), size_hw, scale_hw, planes_mode, align_corners,
                     recompute_scale_factor, stored=element)
    oh, ow = planes.shape[2:]
    if depth_mode.startswith("nearest"):   # the 2-D op over [D, OH * OW], whose unchanged width it copies
        size_d, scale_d = _and_unchanged(size_d, scale_d, oh * ow)
        out = _resize(call, planes.reshape(n * c, 1, d, oh * ow), size_d, scale_d, depth_mode, align_corners,
                      recompute_scale_factor)
        return out.reshape(n, c, out.shape[2], oh, ow)
    depth_last = planes.reshape(n * c, d, oh * ow).transpose(0, 2, 1)
    out = _resize(call, depth_last, size_d, scale_d, depth_mode, align_corners, recompute_scale_factor, stored=element)
    return _narrow(call, call.array(out.transpose(0, 2, 1), "input").reshape(n, c, out.shape[2], oh, ow), element)


def _and_unchanged(size, scale_factor, width: int) -> tuple:
    """The depth's size or scale_factor and an unchanged width's, for the 2-D op over [D, width]."""
    return (None if size is None else (*size, width)), (None if scale_factor is None else (*scale_factor, 1.0))


def _volume_backward(call, grad_output, shape, size, scale_factor, mode, align_corners, recompute_scale_factor):
    """3-D interpolate's backward: the 1-D backward along the depth, then the 2-D backward over the planes."""
    planes_mode, depth_mode = _volume_modes(mode, False)
    (size_d, scale_d), (size_hw, scale_hw) = _depth_and_planes(size, scale_factor)
    n, c, d, h, w = shape
    fields = _resolve(call.plan, (n, c * d, h, w), size_hw, scale_hw, planes_mode, align_corners, recompute_scale_factor)
    oh, ow = fields["out_height"], fields["out_width"]
    od = _planar_fields(call.plan, (n * c, oh * ow, d), size_d, scale_d, depth_mode, align_corners,
                        recompute_scale_factor)[1]["out_width"]
    grad_output = call.array(grad_output, "grad_output")
    if tuple(grad_output.shape) != (n, c, od, oh, ow):
        raise ShapeError(f"grad_output must have the output's shape {(n, c, od, oh, ow)}, not {tuple(grad_output.shape)}")
    grad_output, element = _wide(call, grad_output) if mode == "trilinear" else (grad_output, None)
    if depth_mode.startswith("nearest"):
        size_d, scale_d = _and_unchanged(size_d, scale_d, oh * ow)
        grad_planes = _resize_backward(call, grad_output.reshape(n * c, 1, od, oh * ow), (n * c, 1, d, oh * ow),
                                       size_d, scale_d, depth_mode, align_corners, recompute_scale_factor)
        grad_planes = grad_planes.reshape(n, c * d, oh, ow)
    else:
        depth_last = grad_output.reshape(n * c, od, oh * ow).transpose(0, 2, 1)
        grad_depth = _resize_backward(call, depth_last, (n * c, oh * ow, d), size_d, scale_d, depth_mode,
                                      align_corners, recompute_scale_factor)
        grad_planes = call.array(grad_depth.transpose(0, 2, 1), "grad_output").reshape(n, c * d, oh, ow)
    return _narrow(call, _resize_backward(call, grad_planes, (n, c * d, h, w), size_hw, scale_hw, planes_mode,
                                          align_corners, recompute_scale_factor).reshape(shape), element)


def _one_d(shape, size, scale_factor, mode, zero_row: bool):
    """(shape, size, scale_factor, mode) of 1-D interpolate's input [N, C, W] as the 2-D op's [N, C, H, W]:
    H is 2 for linear's backward (`zero_row`: the input, then zeros), else 1."""
    if mode not in _ONE_D:
        if mode == "lanczos":
            raise UnsupportedError(f"interpolate mode {mode!r} is not implemented")
        raise InvalidArgumentError(f"3-D input [N, C, W] takes mode {' or '.join(map(repr, _ONE_D))}, not {mode!r} "
                                   f"(bilinear and bicubic need 4-D input, trilinear 5-D, as in PyTorch)")

    def single(value, name):
        if isinstance(value, (tuple, list)):
            if len(value) != 1:
                raise InvalidArgumentError(f"{name} must have one value per spatial dim (1 for 3-D input), not {value!r}")
            value = value[0]
        return value
    height = 1 + (mode == "linear" and zero_row)   # (its factor 1 / height makes one output row)
    return ((*shape[:2], height, shape[2]), None if size is None else (1, single(size, "size")),
            None if scale_factor is None else (1.0 / height, single(scale_factor, "scale_factor")), _ONE_D[mode])


def _planar_fields(plan, shape, size, scale_factor, mode, align_corners, recompute_scale_factor, antialias=False,
                   zero_row=True):
    """(the 2-D op's input shape, its fields) of 1-D interpolate of input `shape` [N, C, W] (_one_d): linear
    reads the height's first row alone (the forward: width_only), or a second row weighed 0 (the height's
    scale 1)."""
    planar_shape, size, scale_factor, planar = _one_d(shape, size, scale_factor, mode, zero_row)
    fields = _resolve(plan, planar_shape, size, scale_factor, planar, align_corners, recompute_scale_factor, antialias)
    return planar_shape, fields | ({"scales_h": 1.0} if planar_shape[2] == 2 else
                                   {"width_only": True} if mode == "linear" else {})


def _planar(call, input, size, scale_factor, mode, align_corners, recompute_scale_factor, antialias):
    """1-D interpolate as the 2-D op (_one_d): its input [N, C, 1, W] and fields."""
    shape, fields = _planar_fields(call.plan, input.shape, size, scale_factor, mode, align_corners,
                                   recompute_scale_factor, antialias, zero_row=False)
    return input.reshape(shape), fields


def _pair(value, name: str, ok) -> tuple:
    """A number or a pair of them (PyTorch's single value for both spatial dims; torch.ops.skucat's schema
    makes it a list of one)."""
    pair = tuple(value) if isinstance(value, (tuple, list)) else (value,)
    pair = pair * 2 if len(pair) == 1 else pair
    if len(pair) != 2:
        raise InvalidArgumentError(f"{name} must have one value per spatial dim (2 for 4-D input), not {value!r}")
    if not all(ok(v) for v in pair):
        raise InvalidArgumentError(f"{name} must be {'an int' if ok is _is_int else 'a number'} or a pair, "
                                   f"not {value!r}")
    return pair


def _is_number(value) -> bool:
    return isinstance(value, numbers.Real) and not isinstance(value, bool)


def _resolve(plan, shape, size, scale_factor, mode, align_corners, recompute_scale_factor, antialias=False) -> dict:
    """The plan's mode, align_corners, out_height, out_width, scales_h and scales_w for an input of
    `shape`, checked in F.interpolate's order."""
    # F.interpolate's names of the plan's modes; the antialiased ones are bilinear's and bicubic's with antialias
    modes = {value.replace("_", "-"): value for value in dict(plan.axes)["mode"] if not value.endswith("_aa")}
    if not isinstance(mode, str):
        raise InvalidArgumentError(f"mode must be one of {sorted(modes)}, not {mode!r}")
    if mode in ("nearest", "nearest-exact", "area") and align_corners is not None:
        raise InvalidArgumentError(f"align_corners can only be set with an interpolating mode (bilinear, "
                                   f"bicubic), not with mode {mode!r}")
    align_corners = False if align_corners is None else align_corners
    if len(shape) != 4:
        raise UnsupportedError(f"interpolate takes 3-D input [N, C, W], 4-D [N, C, H, W] or 5-D [N, C, D, H, W], "
                               f"not shape {tuple(shape)}")
    if size is not None and scale_factor is not None:
        raise InvalidArgumentError("only one of size or scale_factor may be given")
    if size is None and scale_factor is None:
        raise InvalidArgumentError("either size or scale_factor must be given")
    if recompute_scale_factor and size is not None:
        raise InvalidArgumentError("recompute_scale_factor is not meaningful with an explicit size")
    if size is not None:
        extents, scales, source = _pair(size, "size", _is_int), (None, None), "size"
    else:
        factors = tuple(_as_float(f, "scale_factor") for f in _pair(scale_factor, "scale_factor", _is_number))
        if not all(math.isfinite(f) for f in factors):
            raise InvalidArgumentError(f"scale_factor must be finite, not {scale_factor!r}")
        # F.interpolate floors in Python when recomputing, aten truncates otherwise (the same for
        # positive factors); the product is in double either way.
        products = [float(extent) * f for extent, f in zip(shape[2:], factors)]
        if not all(math.isfinite(p) for p in products):   # a factor near the largest double
            raise OutOfRangeError(f"scale_factor {scale_factor!r} gives output size {tuple(products)} for input "
                                  f"size {tuple(shape[2:])}, beyond any count")
        extents = tuple(math.floor(p) if recompute_scale_factor else int(p) for p in products)
        scales, source = (None, None) if recompute_scale_factor else factors, "scale_factor"
    if not all(extent <= _MAX_EXTENT for extent in extents):
        raise OutOfRangeError(f"{source} {size if size is not None else scale_factor!r} gives output size "
                              f"{tuple(extents)}, more than a 64-bit count holds")
    if not all(extent > 0 for extent in extents):
        raise InvalidArgumentError(f"{source} {size if size is not None else scale_factor!r} gives output size "
                                   f"{tuple(int(e) for e in extents)} for input size {tuple(shape[2:])}: "
                                   f"sizes must be greater than 0")
    if not isinstance(antialias, bool):
        raise InvalidArgumentError(f"antialias must be a bool, not {antialias!r}")
    if antialias and mode not in ("bilinear", "bicubic"):
        raise InvalidArgumentError(f"antialias is for the bilinear and bicubic modes, not {mode!r}")
    if mode in _ELSEWHERE:
        raise UnsupportedError(f"interpolate mode {mode!r} {_ELSEWHERE[mode]}")
    if mode not in modes:
        raise InvalidArgumentError(f"mode must be one of {sorted(modes)}, not {mode!r}")
    if not isinstance(align_corners, bool):
        raise InvalidArgumentError(f"align_corners must be a bool or None, not {align_corners!r}")
    if shape[2] > 0 and shape[3] > 0 and math.prod(shape[1:]) == 0:
        raise ShapeError(f"input must have at least one channel (empty batches are fine), not shape {tuple(shape)}")
    return dict(mode=modes[mode] + ("_aa" if antialias else ""), align_corners=align_corners, out_height=int(extents[0]),
                out_width=int(extents[1]), scales_h=scales[0], scales_w=scales[1])


def _integer_modes(input, mode) -> None:
    """uint8 images take the nearest modes, and bilinear and bicubic on 4-D input; the other modes
    refuse uint8 as PyTorch does."""
    if dtypes.name_of(input.dtype) != "u8" or mode in ("nearest", "nearest-exact") or \
            (mode in ("bilinear", "bicubic") and input.ndim == 4):
        return
    raise DTypeError(f"interpolate mode {mode!r} takes float input, not uint8 (as PyTorch)")


def _four_d_antialias(ndim: int, mode, antialias) -> None:
    """PyTorch's rule: antialias takes 4-D input (its 3-D input's 'linear' has none)."""
    if antialias is True and ndim != 4:
        raise InvalidArgumentError(f"antialias is for the bilinear and bicubic modes of 4-D input [N, C, H, W], not "
                                   f"{mode!r} on {ndim}-D input")


@shape_only
def call_interpolate(call, input, size, scale_factor, mode, align_corners, recompute_scale_factor, antialias):
    input = call.array(input, "input")
    if mode == "area":   # adaptive average pooling (pool's), as F.interpolate runs it
        return _area(call, input, size, scale_factor, align_corners, recompute_scale_factor, antialias)
    _integer_modes(input, mode)
    if input.ndim == 5:
        return _volume(call, input, size, scale_factor, mode, align_corners, recompute_scale_factor, antialias)
    _four_d_antialias(input.ndim, mode, antialias)
    return _resize(call, input, size, scale_factor, mode, align_corners, recompute_scale_factor, antialias,
                   stored=input.dtype if input.ndim == 3 else None)


def _resize(call, input, size, scale_factor, mode, align_corners, recompute_scale_factor, antialias=False,
            stored=None):
    """The plan on 4-D input, or on 3-D input as over a height of 1 (_planar); linear weights rounded as
    aten's 1-D and 3-D kernels store them for `stored` f16 or bf16 input."""
    weights = {"weight_element": dtypes.name_of(stored)} if stored is not None and stored.itemsize == 2 else {}
    if input.ndim != 3:
        fields = _resolve(call.plan, input.shape, size, scale_factor, mode, align_corners, recompute_scale_factor,
                          antialias)
        return call.run(input=input, **fields, **weights)
    planar, fields = _planar(call, input, size, scale_factor, mode, align_corners, recompute_scale_factor, antialias)
    return call.run(input=planar, **fields, **weights).reshape(*input.shape[:2], fields["out_width"])


@shape_only
def call_interpolate_backward(call, grad_output, input_size, size, scale_factor, mode, align_corners,
                              recompute_scale_factor, antialias):
    shape = tuple(input_size) if isinstance(input_size, (tuple, list)) or hasattr(input_size, "__len__") else ()
    if len(shape) not in (3, 4, 5) or not all(_is_int(extent) and 0 <= extent <= _MAX_EXTENT for extent in shape):
        raise InvalidArgumentError(f"input_size must be the input's shape, 3, 4 or 5 non-negative 64-bit ints, not "
                                   f"{input_size!r}")
    shape = tuple(int(extent) for extent in shape)
    if mode == "area":
        if antialias is not False:
            raise InvalidArgumentError(f"antialias is for the bilinear and bicubic modes, not {mode!r}")
        return _area_backward(call, grad_output, shape, size, scale_factor, align_corners, recompute_scale_factor)
    if len(shape) == 5:
        _volume_modes(mode, antialias)
        return _volume_backward(call, grad_output, shape, size, scale_factor, mode, align_corners,
                                recompute_scale_factor)
    _four_d_antialias(len(shape), mode, antialias)
    return _resize_backward(call, grad_output, shape, size, scale_factor, mode, align_corners, recompute_scale_factor,
                            antialias)


def _resize_backward(call, grad_output, shape, size, scale_factor, mode, align_corners, recompute_scale_factor,
                     antialias=False):
    """The backward plan for an input of `shape`, 4-D, or 3-D as over a height of 1."""
    given = shape
    if len(shape) == 3:   # 1-D: the 2-D op's backward over a height of 1
        shape, fields = _planar_fields(call.plan, shape, size, scale_factor, mode, align_corners, recompute_scale_factor)
        grad_output = call.array(grad_output, "grad_output")
        if grad_output.ndim != 3:
            raise ShapeError(f"grad_output must be 3-D [N, C, W] as the 1-D input, not shape {tuple(grad_output.shape)}")
        grad_output = grad_output.reshape(*grad_output.shape[:2], 1, grad_output.shape[2])
    else:
        fields = _resolve(call.plan, shape, size, scale_factor, mode, align_corners, recompute_scale_factor, antialias)
    sources = {**dict.fromkeys(("batch", "channels", "in_height", "in_width"), "input_size"),
               **dict.fromkeys(("out_height", "out_width"), "size" if size is not None else "scale_factor")}
    grad_input = call.run(sources, grad_output=grad_output, batch=int(shape[0]), channels=int(shape[1]),
                          in_height=int(shape[2]), in_width=int(shape[3]), **fields)
    return grad_input[:, :, :1].reshape(given) if len(given) == 3 else grad_input
