"""Float64 references of adaptive_avg_pool2d and its backward, from the definition: output cell
(oh, ow) is the mean of the input block of rows [floor(oh * IH / OH), ceil((oh + 1) * IH / OH)) and
the columns alike (computed here with Python's exact fractions of integers, cell by cell), and the
backward is the forward's adjoint, each cell's gradient spread evenly over its block.

Error bounds, in units of eps(compute): a sum of n terms is off by up to n units of the sum of their
magnitudes, and the two divisions add a unit each."""

from __future__ import annotations

import itertools

import numpy as np

from .. import dtypes
from ..verify import Case, Expected, eps


def _cells(inner: int, outer: int):
    """(first, end) of each of `outer` cells over `inner` items: [floor(o * I / O), ceil((o + 1) * I / O))."""
    return [(o * inner // outer, -((-(o + 1) * inner) // outer)) for o in range(outer)]


def adaptive_avg_pool2d(input, out_height, out_width, **_):
    """(out [P, OH, OW], magnitude)."""
    input = np.asarray(input, np.float64)
    out = np.zeros(input.shape[:1] + (out_height, out_width))
    magnitude = np.zeros_like(out)
    with np.errstate(invalid="ignore", over="ignore"):
        for (oh, (h0, h1)), (ow, (w0, w1)) in itertools.product(enumerate(_cells(input.shape[1], out_height)),
                                                                 enumerate(_cells(input.shape[2], out_width))):
            block = input[:, h0:h1, w0:w1].reshape(input.shape[0], (h1 - h0) * (w1 - w0))
            out[:, oh, ow] = block.mean(axis=1)
            magnitude[:, oh, ow] = (block.shape[1] + 2) * np.abs(block).mean(axis=1)
    return out, np.nan_to_num(magnitude, nan=0.0, posinf=1e300)


def adaptive_avg_pool2d_backward(grad_output, in_height, in_width, **_):
    """(grad_input [P, IH, IW], magnitude): each cell's gradient over its block's size, added to the block."""
    grad_output = np.asarray(grad_output, np.float64)
    planes, out_height, out_width = grad_output.shape
    grad_input = np.zeros((planes, in_height, in_width))
    total, terms = np.zeros_like(grad_input), np.zeros((in_height, in_width))
    with np.errstate(invalid="ignore", over="ignore"):
        for (oh, (h0, h1)), (ow, (w0, w1)) in itertools.product(enumerate(_cells(in_height, out_height)),
                                                                 enumerate(_cells(in_width, out_width))):
            share = grad_output[:, oh, ow] / ((h1 - h0) * (w1 - w0))
            grad_input[:, h0:h1, w0:w1] += share[:, None, None]
            total[:, h0:h1, w0:w1] += np.abs(share)[:, None, None]
            terms[h0:h1, w0:w1] += 1
    return grad_input, np.nan_to_num((terms + 2) * total, nan=0.0, posinf=1e300)


# ---- verification cases: downsampling by a divisor, overlapping cells (sizes that do not divide),
# upsampling (cells of one item read by several outputs), global pooling to 1x1, a single row, an
# empty output and no planes; NaN and infinities in one problem; rows longer than a run of a worker.

SHAPES = (   # planes, IH, IW, OH, OW
    (3, 8, 8, 4, 4),
    (2, 7, 5, 3, 4),
    (2, 3, 4, 7, 9),
    (5, 7, 7, 1, 1),
    (2, 1, 10, 1, 3),
    (1, 5, 6, 5, 6),
    (2, 3, 3, 0, 2),
    (0, 3, 4, 2, 2),
    (4, 9, 100, 4, 37),
)
FIELDS = ("planes", "in_height", "in_width", "out_height", "out_width")


def _cases(sku, rng):
    element = dtypes.numpy_dtype(sku.element)
    for number, shape in enumerate(SHAPES):
        input = rng.standard_normal(shape[:3]).astype(element)
        if number == 1:
            input.reshape(-1)[[0, 9, 17]] = np.nan, np.inf, -np.inf
        yield f"(shape={shape[:3]} -> {shape[3:]})", dict(zip(FIELDS, shape)), input


def cases_adaptive_avg_pool2d(sku, rng):
    compute = eps(sku.precision.math)
    for label, fields, input in _cases(sku, rng):
        expected, magnitude = adaptive_avg_pool2d(input, **fields)
        yield Case(label, fields, dict(input=input), {"out": Expected(expected, compute * magnitude)})


def cases_adaptive_avg_pool2d_backward(sku, rng):
    compute = eps(sku.precision.math)
    for label, fields, input in _cases(sku, rng):
        grad = rng.standard_normal((fields["planes"], fields["out_height"], fields["out_width"])).astype(input.dtype)
        if label.startswith("(shape=(2, 7, 5)"):
            grad.reshape(-1)[[0, 5]] = np.nan, np.inf
        expected, magnitude = adaptive_avg_pool2d_backward(grad, **fields)
        yield Case(label, fields, dict(grad_output=grad), {"grad_input": Expected(expected, compute * magnitude)})


def gradient_inputs_adaptive_avg_pool2d(rng):
    """[1, 2, 5, 4] to 3x5: overlapping rows, repeated columns."""
    return (rng.standard_normal((1, 2, 5, 4)),), {"output_size": (3, 5)}


# ---- `skucat bench`: a ResNet's global pooling, [64, 2048, 7, 7] -> 1x1, and 4x downsampling,
# [8, 64, 112, 112] -> 28x28, against PyTorch

BENCH = (((64, 2048, 7, 7), 1), ((8, 64, 112, 112), 28))


def bench_adaptive_avg_pool2d(env):
    for shape, size in BENCH:
        shape = (env.n(shape[0]), *shape[1:])
        (x, t_x), = env.both(env.normal(*shape))
        yield env.case(f"adaptive_avg_pool2d f32 [{env.label(shape)}] -> {size}x{size}",
                       lambda x=x, size=size: env.ops.adaptive_avg_pool2d(x, size),
                       lambda t_x=t_x, size=size: env.torch.nn.functional.adaptive_avg_pool2d(t_x, size), shape,
                       moved=(x,))


def bench_adaptive_avg_pool2d_backward(env):
    """Against aten's _adaptive_avg_pool2d_backward on the same gradient."""
    aten = env.torch.ops.aten
    for shape, size in BENCH:
        shape = (env.n(shape[0]), *shape[1:])
        (g, t_g), = env.both(env.normal(*shape[:2], size, size))
        t_x = env.torch.empty(shape, device=env.device)
        yield env.case(f"adaptive_avg_pool2d_backward f32 {size}x{size} -> [{env.label(shape)}]",
                       lambda g=g, shape=shape: env.ops.adaptive_avg_pool2d_backward(g, shape),
                       lambda t_g=t_g, t_x=t_x: aten._adaptive_avg_pool2d_backward(t_g, t_x), shape, moved=(g,))
