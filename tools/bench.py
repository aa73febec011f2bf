#!/usr/bin/env python3
"""Times the functional ops on the host backend against PyTorch CPU (the peer),
measured in the same run on the same inputs, and prints the ratios.

Ratio = skucat time / PyTorch time: below 1 is faster than the peer. Both use
every core unless --threads says otherwise. Timings are best-of-N wall clock."""

from __future__ import annotations

import argparse
import itertools
import os
import sys
import time
import timeit
import warnings

import numpy as np

import skucat
import skucat.functional
from skucat import ops


def best_of(function, repeats: int) -> float:
    function()  # warm up: compile, load, first-touch
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    return min(times)


def cases(torch, rng):
    """(name, skucat thunk, torch thunk), on the same inputs."""
    F = torch.nn.functional
    V, D, N = 50_000, 128, 65_536
    weight = rng.standard_normal((V, D)).astype(np.float32)
    indices = rng.integers(0, V, N).astype(np.int64)
    grad = rng.standard_normal((N, D)).astype(np.float32)
    t_weight, t_indices, t_grad = map(torch.from_numpy, (weight, indices, grad))
    yield ("embedding f32 [65536 of 50000x128]", lambda: ops.embedding(indices, weight),
           lambda: F.embedding(t_indices, t_weight))
    # In place: after the first call the rows are within max_norm, so both peers then only take norms.
    renormed, t_renormed = weight.copy(), t_weight.clone()
    yield ("embedding f32 max_norm=1", lambda: ops.embedding(indices, renormed, max_norm=1.0),
           lambda: F.embedding(t_indices, t_renormed, max_norm=1.0))
    yield ("embedding_backward f32", lambda: ops.embedding_backward(grad, indices, V),
           lambda: torch.ops.aten.embedding_backward(t_grad, t_indices, V, -1, False, False))
    yield ("embedding_backward f32 scale_grad_by_freq",
           lambda: ops.embedding_backward(grad, indices, V, scale_grad_by_freq=True),
           lambda: torch.ops.aten.embedding_backward(t_grad, t_indices, V, -1, True, False))
    image = rng.standard_normal((8, 32, 64, 64)).astype(np.float32)
    grid = rng.uniform(-1.1, 1.1, (8, 64, 64, 2)).astype(np.float32)
    grad_image = rng.standard_normal((8, 32, 64, 64)).astype(np.float32)
    t_image, t_grid, t_grad_image = map(torch.from_numpy, (image, grid, grad_image))
    for mode, padding_mode in (("bilinear", "zeros"), ("bicubic", "reflection")):
        codes = (("bilinear", "nearest", "bicubic").index(mode), ("zeros", "border", "reflection").index(padding_mode))
        yield (f"grid_sample f32 {mode} {padding_mode} [8x32x64x64]",
               lambda mode=mode, padding_mode=padding_mode: ops.grid_sample(image, grid, mode, padding_mode),
               lambda mode=mode, padding_mode=padding_mode: F.grid_sample(t_image, t_grid, mode, padding_mode,
                                                                          align_corners=False))
        yield (f"grid_sample_backward f32 {mode} {padding_mode}",
               lambda mode=mode, padding_mode=padding_mode: ops.grid_sample_backward(grad_image, image, grid, mode,
                                                                                     padding_mode),
               lambda codes=codes: torch.ops.aten.grid_sampler_2d_backward(t_grad_image, t_image, t_grid, *codes,
                                                                          False, [True, True]))
    yield from softmax_cases(torch, rng)
    yield from norm_cases(torch, rng)
    yield from loss_cases(torch, rng)
    yield from grid_sample_3d_cases(torch, rng)
    yield from embedding_bag_cases(torch, rng)
    yield from interpolate_cases(torch, rng)
    yield from arith_cases(torch, rng)
    yield from torch_bridge_cases(torch, rng)


def softmax_cases(torch, rng):
    """softmax and log_softmax over the last dim and over a strided middle dim, and their backwards."""
    F = torch.nn.functional
    for shape, dim in (((1024, 1024), -1), ((16, 512, 64), 1)):
        x = rng.standard_normal(shape).astype(np.float32)
        grad = rng.standard_normal(shape).astype(np.float32)
        t_x, t_grad = torch.from_numpy(x), torch.from_numpy(grad)
        label = "x".join(map(str, shape))
        for op in ("softmax", "log_softmax"):
            ours, peer = getattr(ops, op), getattr(F, op)
            output, backward = ours(x, dim), getattr(ops, f"{op}_backward")
            t_output, t_backward = torch.from_numpy(output), getattr(torch.ops.aten, f"_{op}_backward_data")
            yield (f"{op} f32 [{label}] dim={dim}", lambda ours=ours, dim=dim: ours(x, dim),
                   lambda peer=peer, dim=dim: peer(t_x, dim))
            yield (f"{op}_backward f32 [{label}] dim={dim}",
                   lambda backward=backward, output=output, dim=dim: backward(grad, output, dim, np.float32),
                   lambda t_backward=t_backward, t_output=t_output, dim=dim: t_backward(t_grad, t_output, dim,
                                                                                          torch.float32))


def norm_cases(torch, rng):
    """layer_norm and rms_norm over 256 rows of 1024 (a batch of tokens), forward and backward."""
    F = torch.nn.functional
    rows, cols = 256, 1024
    x, grad = (rng.standard_normal((rows, cols)).astype(np.float32) for _ in range(2))
    weight, bias = (rng.standard_normal(cols).astype(np.float32) for _ in range(2))
    t_x, t_grad, t_weight, t_bias = map(torch.from_numpy, (x, grad, weight, bias))
    _, t_mean, t_rstd = torch.ops.aten.native_layer_norm(t_x, [cols], t_weight, t_bias, 1e-5)
    mean, rstd = t_mean.numpy(), t_rstd.numpy()
    yield (f"layer_norm f32 [{rows}x{cols}]", lambda: ops.layer_norm(x, (cols,), weight, bias),
           lambda: F.layer_norm(t_x, (cols,), t_weight, t_bias))
    yield ("layer_norm_backward f32", lambda: ops.layer_norm_backward(grad, x, (cols,), mean, rstd, weight, bias,
                                                                      (True, True, True)),
           lambda: torch.ops.aten.native_layer_norm_backward(t_grad, t_x, [cols], t_mean, t_rstd, t_weight, t_bias,
                                                             [True, True, True]))
    # PyTorch CPU has no fused RMS norm backward: its peer is autograd through F.rms_norm.
    t_leaf, t_weight_leaf = t_x.clone().requires_grad_(), t_weight.clone().requires_grad_()
    t_out = F.rms_norm(t_leaf, (cols,), t_weight_leaf)
    rms_rstd = 1 / np.sqrt((x.astype(np.float64) ** 2).mean(axis=1) + np.finfo(np.float32).eps)
    rms_rstd = rms_rstd.astype(np.float32)
    yield (f"rms_norm f32 [{rows}x{cols}]", lambda: ops.rms_norm(x, (cols,), weight),
           lambda: F.rms_norm(t_x, (cols,), t_weight))
    yield ("rms_norm_backward f32", lambda: ops.rms_norm_backward(grad, x, (cols,), rms_rstd, weight, (True, True)),
           lambda: torch.autograd.grad(t_out, (t_leaf, t_weight_leaf), t_grad, retain_graph=True))


def loss_cases(torch, rng):
    """nll_loss and cross_entropy (class indices, with label smoothing, and class probabilities)
    with their backwards on [N, C] logits, mean reduction."""
    F = torch.nn.functional
    N, C = 1024, 1000
    logits = rng.standard_normal((N, C)).astype(np.float32)
    target = rng.integers(0, C, N).astype(np.int64)
    probs = rng.dirichlet(np.ones(C), N).astype(np.float32)
    weight = rng.uniform(0.5, 2.0, C).astype(np.float32)
    grad = np.float32(1.0)
    t_logits, t_target, t_probs, t_weight, t_grad = map(torch.from_numpy, (logits, target, probs, weight,
                                                                           np.array(grad)))
    total_weight = np.array(weight[target].sum(), np.float32)
    t_total_weight = torch.from_numpy(total_weight)
    yield (f"nll_loss f32 [{N}x{C}] weighted", lambda: ops.nll_loss(logits, target, weight),
           lambda: F.nll_loss(t_logits, t_target, t_weight))
    yield ("nll_loss_backward f32", lambda: ops.nll_loss_backward(grad, logits, target, weight, "mean", -100,
                                                                  total_weight),
           lambda: torch.ops.aten.nll_loss_backward(t_grad, t_logits, t_target, t_weight, 1, -100, t_total_weight))
    for smoothing in (0.0, 0.1):
        yield (f"cross_entropy f32 [{N}x{C}] smoothing={smoothing}",
               lambda smoothing=smoothing: ops.cross_entropy(logits, target, weight, label_smoothing=smoothing),
               lambda smoothing=smoothing: F.cross_entropy(t_logits, t_target, t_weight, label_smoothing=smoothing))
        yield (f"cross_entropy_backward f32 smoothing={smoothing}",
               lambda smoothing=smoothing: ops.cross_entropy_backward(grad, logits, target, weight,
                                                                      label_smoothing=smoothing,
                                                                      total_weight=total_weight),
               lambda smoothing=smoothing: _torch_input_grad(torch, F.cross_entropy, t_logits, t_target, t_weight,
                                                             label_smoothing=smoothing))
    yield (f"cross_entropy f32 [{N}x{C}] probabilities", lambda: ops.cross_entropy(logits, probs, weight),
           lambda: F.cross_entropy(t_logits, t_probs, t_weight))
    yield ("cross_entropy_backward f32 probabilities", lambda: ops.cross_entropy_backward(grad, logits, probs, weight),
           lambda: _torch_input_grad(torch, F.cross_entropy, t_logits, t_probs, t_weight))


def determinism_cases(rng):
    """(name, deterministic thunk, default atomic thunk) of each backward with both, on the same inputs."""
    V, D, N = 50_000, 128, 65_536
    indices = rng.integers(0, V, N).astype(np.int64)
    grad = rng.standard_normal((N, D)).astype(np.float32)
    hot = indices.copy()
    hot[: N // 2] = 7   # half the lookups on one row: the worst case for a per-row sum
    for label, rows in (("uniform", indices), ("hot row", hot)):
        yield (f"embedding_backward f32 {label}",
               lambda rows=rows: ops.embedding_backward(grad, rows, V, deterministic=True),
               lambda rows=rows: ops.embedding_backward(grad, rows, V, deterministic=False))
    image = rng.standard_normal((8, 32, 64, 64)).astype(np.float32)
    grid = rng.uniform(-1.1, 1.1, (8, 64, 64, 2)).astype(np.float32)
    grad_image = rng.standard_normal((8, 32, 64, 64)).astype(np.float32)
    for mode in ("bilinear", "bicubic"):
        for mask in ((True, True), (True, False)):
            yield (f"grid_sample_backward f32 {mode} mask={''.join('01'[m] for m in mask)}",
                   lambda mode=mode, mask=mask: ops.grid_sample_backward(grad_image, image, grid, mode,
                                                                         output_mask=mask, deterministic=True),
                   lambda mode=mode, mask=mask: ops.grid_sample_backward(grad_image, image, grid, mode,
                                                                         output_mask=mask, deterministic=False))
    volume = rng.standard_normal((2, 16, 32, 32, 32)).astype(np.float32)
    grid_3d = rng.uniform(-1.1, 1.1, (2, 32, 32, 32, 3)).astype(np.float32)
    grad_volume = rng.standard_normal((2, 16, 32, 32, 32)).astype(np.float32)
    yield ("grid_sample_3d_backward f32 bilinear",
           lambda: ops.grid_sample_backward(grad_volume, volume, grid_3d, deterministic=True),
           lambda: ops.grid_sample_backward(grad_volume, volume, grid_3d, deterministic=False))
    grad_up = rng.standard_normal((8, 32, 128, 128)).astype(np.float32)
    for mode in ("bilinear", "bicubic"):
        yield (f"interpolate_backward f32 {mode} 64->128",
               lambda mode=mode: ops.interpolate_backward(grad_up, (8, 32, 64, 64), (128, 128), mode=mode,
                                                          deterministic=True),
               lambda mode=mode: ops.interpolate_backward(grad_up, (8, 32, 64, 64), (128, 128), mode=mode,
                                                          deterministic=False))
    table = rng.standard_normal((V, D)).astype(np.float32)
    bags = rng.integers(0, V, 4096 * 15)
    offsets = np.arange(4096) * 15
    for mode in ("sum", "max"):
        with skucat.functional.saving() as saved:
            out = ops.embedding_bag(bags, table, offsets, mode=mode)
        forward = saved["embedding_bag"]
        grad_bags = rng.standard_normal(out.shape).astype(np.float32)
        backward = (lambda deterministic, mode=mode, forward=forward, grad_bags=grad_bags: ops.embedding_bag_backward(
            grad_bags, bags, forward["offset2bag"], forward["bag_size"], forward.get("max_indices"), V, mode=mode,
            deterministic=deterministic))
        yield (f"embedding_bag_backward f32 {mode}", lambda backward=backward: backward(True),
               lambda backward=backward: backward(False))


def grid_sample_3d_cases(torch, rng):
    """grid_sample on a 5-D volume (trilinear zeros, nearest border) and its backward."""
    F = torch.nn.functional
    volume = rng.standard_normal((2, 16, 32, 32, 32)).astype(np.float32)
    grid = rng.uniform(-1.1, 1.1, (2, 32, 32, 32, 3)).astype(np.float32)
    grad = rng.standard_normal((2, 16, 32, 32, 32)).astype(np.float32)
    t_volume, t_grid, t_grad = map(torch.from_numpy, (volume, grid, grad))
    for mode, padding_mode in (("bilinear", "zeros"), ("nearest", "border")):
        codes = (("bilinear", "nearest").index(mode), ("zeros", "border", "reflection").index(padding_mode))
        yield (f"grid_sample_3d f32 {mode} {padding_mode} [2x16x32x32x32]",
               lambda mode=mode, padding_mode=padding_mode: ops.grid_sample(volume, grid, mode, padding_mode),
               lambda mode=mode, padding_mode=padding_mode: F.grid_sample(t_volume, t_grid, mode, padding_mode,
                                                                          align_corners=False))
        yield (f"grid_sample_3d_backward f32 {mode} {padding_mode}",
               lambda mode=mode, padding_mode=padding_mode: ops.grid_sample_backward(grad, volume, grid, mode,
                                                                                     padding_mode),
               lambda codes=codes: torch.ops.aten.grid_sampler_3d_backward(t_grad, t_volume, t_grid, *codes, False,
                                                                          [True, True]))


def embedding_bag_cases(torch, rng):
    """embedding_bag on a 50000x128 table, 4096 bags of about 16 indices, each mode, with its
    backward against aten's _embedding_bag_backward on the forward's saved values."""
    V, D, B = 50000, 128, 4096
    sizes = rng.integers(8, 25, B)
    offsets = np.concatenate([[0], np.cumsum(sizes)[:-1]]).astype(np.int64)
    weight = rng.standard_normal((V, D)).astype(np.float32)
    indices = rng.integers(0, V, int(sizes.sum())).astype(np.int64)
    grad = rng.standard_normal((B, D)).astype(np.float32)
    t_weight, t_indices, t_offsets, t_grad = map(torch.from_numpy, (weight, indices, offsets, grad))
    for code, mode in enumerate(("sum", "mean", "max")):
        with skucat.functional.saving() as saved:
            ops.embedding_bag(indices, weight, offsets, mode=mode)
        kept = saved["embedding_bag"]
        _, offset2bag, bag_size, max_indices = torch.ops.aten._embedding_bag(t_weight, t_indices, t_offsets, False,
                                                                            code, False, None, False, -1)
        yield (f"embedding_bag f32 {mode} [{B} bags of {len(indices) // B} from {V}x{D}]",
               lambda mode=mode: ops.embedding_bag(indices, weight, offsets, mode=mode),
               lambda mode=mode: torch.nn.functional.embedding_bag(t_indices, t_weight, t_offsets, mode=mode))
        yield (f"embedding_bag_backward f32 {mode}",
               lambda mode=mode, kept=kept: ops.embedding_bag_backward(
                   grad, indices, kept["offset2bag"], kept["bag_size"], kept.get("max_indices"), V, mode=mode),
               lambda code=code, offset2bag=offset2bag, bag_size=bag_size, max_indices=max_indices:
                   torch.ops.aten._embedding_bag_backward(t_grad, t_indices, t_offsets, offset2bag, bag_size,
                                                          max_indices, V, False, code, False, None, -1))


def interpolate_cases(torch, rng):
    """interpolate of [8, 32, 64, 64] to 128x128 and to 45x45 in every mode, and its backward against
    aten's upsample_*2d_backward on the same gradient."""
    F, aten = torch.nn.functional, torch.ops.aten
    x = rng.standard_normal((8, 32, 64, 64)).astype(np.float32)
    t_x = torch.from_numpy(x)
    backwards = {"nearest": lambda g, size: aten.upsample_nearest2d_backward(g, size, x.shape),
                 "nearest-exact": lambda g, size: aten._upsample_nearest_exact2d_backward(g, size, x.shape),
                 "bilinear": lambda g, size: aten.upsample_bilinear2d_backward(g, size, x.shape, False),
                 "bicubic": lambda g, size: aten.upsample_bicubic2d_backward(g, size, x.shape, False)}
    for size, (mode, backward) in itertools.product((128, 45), backwards.items()):
        grad = rng.standard_normal((8, 32, size, size)).astype(np.float32)
        t_grad = torch.from_numpy(grad)
        yield (f"interpolate f32 {mode} [8x32x64x64] -> {size}x{size}",
               lambda mode=mode, size=size: ops.interpolate(x, size, mode=mode),
               lambda mode=mode, size=size: F.interpolate(t_x, size, mode=mode))
        yield (f"interpolate_backward f32 {mode} {size}x{size} -> 64x64",
               lambda mode=mode, size=size, grad=grad: ops.interpolate_backward(grad, x.shape, size, mode=mode),
               lambda size=size, backward=backward, t_grad=t_grad: backward(t_grad, (size, size)))


def torch_bridge_cases(torch, rng):
    """skucat.torch (custom ops, DLPack, torch's autograd running the catalog adjoint), forward and
    backward, against PyTorch's own ops; the small layer_norm shows the bridge's cost per call."""
    import skucat.torch

    F = torch.nn.functional

    def step(op, *args, **kwargs):
        torch.autograd.grad(op(*args, **kwargs).sum(), [a for a in args if isinstance(a, torch.Tensor)])

    image = torch.from_numpy(rng.standard_normal((8, 32, 64, 64)).astype(np.float32)).requires_grad_()
    grid = torch.from_numpy(rng.uniform(-1.1, 1.1, (8, 64, 64, 2)).astype(np.float32)).requires_grad_()
    yield ("skucat.torch grid_sample+backward f32 [8x32x64x64]",
           lambda: step(skucat.torch.grid_sample, image, grid, align_corners=False),
           lambda: step(F.grid_sample, image, grid, align_corners=False))
    for rows, cols in ((64, 256), (4096, 1024)):
        x = torch.from_numpy(rng.standard_normal((rows, cols)).astype(np.float32)).requires_grad_()
        weight = torch.from_numpy(rng.standard_normal(cols).astype(np.float32)).requires_grad_()
        yield (f"skucat.torch layer_norm+backward f32 [{rows}x{cols}]",
               lambda x=x, weight=weight, cols=cols: step(skucat.torch.layer_norm, x, [cols], weight),
               lambda x=x, weight=weight, cols=cols: step(F.layer_norm, x, [cols], weight))


def _torch_input_grad(torch, loss, logits, *args, **kwargs):
    """PyTorch's gradient of a composite loss: autograd through the forward (its only way)."""
    logits = logits.detach().requires_grad_()
    return torch.autograd.grad(loss(logits, *args, **kwargs), logits)[0]


def arith_cases(torch, rng):
    """add and mul of a [4096, 1024] activation with a bias row and a per-row scale (broadcast), sums
    and means over its last dim, over its first (strided) and over all of it, and their backwards;
    PyTorch's backward peers are what its autograd runs: sum_to_size of the gradient (times the other
    operand for mul) and, for sum and mean, the expanded gradient, materialised as ours is."""
    rows, cols = 4096, 1024
    x, grad = (rng.standard_normal((rows, cols)).astype(np.float32) for _ in range(2))
    bias, scale = rng.standard_normal(cols).astype(np.float32), rng.standard_normal((rows, 1)).astype(np.float32)
    t_x, t_grad, t_bias, t_scale = map(torch.from_numpy, (x, grad, bias, scale))
    label = f"[{rows}x{cols}]"
    yield (f"add f32 {label} + [{cols}]", lambda: ops.add(x, bias), lambda: torch.add(t_x, t_bias))
    yield (f"mul f32 {label} * [{rows}x1]", lambda: ops.mul(x, scale), lambda: torch.mul(t_x, t_scale))
    yield ("add_backward f32", lambda: ops.add_backward(grad, x.shape, bias.shape),
           lambda: (t_grad.clone(), t_grad.sum_to_size(cols)))
    yield ("mul_backward f32", lambda: ops.mul_backward(grad, x, scale),
           lambda: ((t_grad * t_scale).sum_to_size(rows, cols), (t_grad * t_x).sum_to_size(rows, 1)))
    for op in ("sum", "mean"):
        for dim in (-1, 0, None):
            reduced = getattr(torch, op)(t_x, dim) if dim is not None else getattr(torch, op)(t_x)
            g, t_g = reduced.numpy().copy(), reduced.clone()
            shape = (rows, 1) if dim == -1 else (1, cols) if dim == 0 else (1, 1)
            yield (f"{op} f32 {label} dim={dim}", lambda op=op, dim=dim: getattr(ops, op)(x, dim),
                   lambda op=op, dim=dim: getattr(torch, op)(t_x, dim) if dim is not None else getattr(torch, op)(t_x))
            count = 1 if op == "sum" else x.size // g.size
            yield (f"{op}_backward f32 dim={dim}", lambda op=op, g=g, dim=dim: getattr(ops, f"{op}_backward")(g, x.shape, dim),
                   lambda t_g=t_g, shape=shape, count=count: (t_g.reshape(shape).expand(rows, cols) / count
                                                                if count > 1 else t_g.reshape(shape).expand(rows, cols).clone()))


def overhead_cases(torch, rng):
    """(name, skucat thunk, torch thunk) on tiny inputs, where a call's cost is its overhead: the
    functional ops, and `plan.run` alone (the plan selected once) against the same PyTorch call."""
    from skucat.generated.plans import PLANS

    F = torch.nn.functional
    weight, indices = rng.standard_normal((10, 4)).astype(np.float32), np.array([1, 2, 3])
    image = rng.standard_normal((1, 1, 2, 2)).astype(np.float32)
    grid = rng.uniform(-1, 1, (1, 2, 2, 2)).astype(np.float32)
    x, a, b = (rng.standard_normal(shape).astype(np.float32) for shape in ((4, 4), 4, 4))
    t_weight, t_indices, t_image, t_grid, t_x, t_a, t_b = map(torch.from_numpy, (weight, indices, image, grid, x, a, b))
    peers = {
        "embedding 3 of 10x4": (lambda: ops.embedding(indices, weight), lambda: F.embedding(t_indices, t_weight)),
        "grid_sample 1x1x2x2": (lambda: ops.grid_sample(image, grid, align_corners=False),
                                lambda: F.grid_sample(t_image, t_grid, align_corners=False)),
        "softmax 4x4": (lambda: ops.softmax(x, -1), lambda: F.softmax(t_x, -1)),
        "add 4 + 4": (lambda: ops.add(a, b), lambda: torch.add(t_a, t_b)),
        "quantize_per_tensor 4": (lambda: ops.quantize_per_tensor(a, 0.1, 0, torch.qint8),
                                  lambda: torch.quantize_per_tensor(t_a, 0.1, 0, torch.qint8)),
    }
    for name, (ours, peer) in peers.items():
        yield f"call {name}", ours, peer
    stream = skucat.functional.default_stream()

    def plan_run(op, arrays, **fields):
        plan_class = PLANS[op]
        plan = plan_class.select(stream, plan_class.Descriptor(**fields))
        outputs = {spec.name: np.empty(spec.shape(plan._bound_names), skucat.dtypes.numpy_dtype(plan.dtype_of(spec)))
                   for spec in plan.tensors if spec.role == "output"}
        args, workspace = plan_class.Args(**arrays, **outputs), skucat.Workspace.allocate(stream, plan.workspace_size())
        return lambda: plan.run(stream, workspace, args)

    yield ("plan.run embedding 3 of 10x4",
           plan_run("embedding", dict(weight=weight, indices=indices), num_weights=10, embedding_dim=4, num_indices=3,
                    element="f32", index="i64"), peers["embedding 3 of 10x4"][1])
    yield ("plan.run softmax 4x4", plan_run("softmax", dict(input=x.reshape(4, 4, 1)), outer=4, size=4, inner=1),
           peers["softmax 4x4"][1])
    yield ("plan.run grid_sample 1x1x2x2",
           plan_run("grid_sample", dict(input=image, grid=grid), batch=1, channels=1, in_height=2, in_width=2,
                    out_height=2, out_width=2),
           peers["grid_sample 1x1x2x2"][1])


def per_call(function, repeats: int, calls: int = 2000, timer=time.perf_counter) -> float:
    """Seconds per call by `timer` (wall or CPU): the best of `repeats` loops of `calls` calls."""
    function()
    return min(timeit.Timer(function, timer=timer).timeit(number=calls) for _ in range(repeats)) / calls


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--threads", type=int, default=os.cpu_count())
    parser.add_argument("--filter", default="", help="time only the cases whose name contains this")
    parser.add_argument("--overhead", action="store_true",
                        help="only the per-call overhead on tiny inputs (overhead_cases), in microseconds")
    args = parser.parse_args()
    try:
        import torch
    except ImportError:
        print("PyTorch is the peer of these benchmarks: install the 'oracle' extra", file=sys.stderr)
        return 2
    torch.set_num_threads(args.threads)
    stream = skucat.Stream.host(workers=args.threads)
    skucat.functional._default_stream = stream
    print(f"peer: PyTorch {torch.__version__} CPU, {args.threads} threads; skucat host backend, "
          f"{stream.workers} workers; best of {args.repeats}")
    if args.overhead:
        print(f"{'per-call overhead (wall | CPU)':<40}{'skucat us':>10}{'torch us':>9}{'ratio':>7}"
              f"{'skucat us':>12}{'torch us':>9}{'ratio':>7}")
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")   # PyTorch's deprecation of quantized tensors, at every call
            for name, ours, peer in overhead_cases(torch, np.random.default_rng(0)):
                if args.filter in name:
                    line = f"{name:<40}"
                    for timer, gap in ((time.perf_counter, ""), (time.process_time, "  ")):
                        ours_s, peer_s = per_call(ours, args.repeats, timer=timer), per_call(peer, args.repeats, timer=timer)
                        line += f"{gap}{ours_s * 1e6:>10.1f}{peer_s * 1e6:>9.1f}{ours_s / peer_s:>7.1f}"
                    print(line)
        return 0
    print(f"{'case':<48}{'skucat ms':>11}{'torch ms':>10}{'ratio':>8}")
    for name, ours, peer in cases(torch, np.random.default_rng(0)):
        if args.filter not in name:
            continue
        ours_s, peer_s = best_of(ours, args.repeats), best_of(peer, args.repeats)
        print(f"{name:<48}{ours_s * 1e3:>11.2f}{peer_s * 1e3:>10.2f}{ours_s / peer_s:>8.2f}")
    print(f"\n{'deterministic against atomic':<48}{'det ms':>11}{'atomic ms':>10}{'ratio':>8}")
    for name, deterministic, atomic in determinism_cases(np.random.default_rng(0)):
        if args.filter not in name:
            continue
        det_s, atomic_s = best_of(deterministic, args.repeats), best_of(atomic, args.repeats)
        print(f"{name:<48}{det_s * 1e3:>11.2f}{atomic_s * 1e3:>10.2f}{det_s / atomic_s:>8.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
