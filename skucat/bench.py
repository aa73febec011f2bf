"""`skucat bench`: every op of the catalog, forward and backward, against PyTorch on the same
inputs in the same run, at equal threads; plus per-call overhead, `plan.run` alone, regeneration and
cold and warm host builds.

Ratio = skucat time / PyTorch time: below 1 is faster than the peer. Times are medians of
--repeats samples after a warm-up call; a sample is one call, or a loop of calls long enough to
time when one call is short. The two sides' samples alternate, so that the machine's speed drifting
moves both; before each, its side runs for a while, past the other's worker threads spinning on
the cores it shares. On the host both sides run --threads threads; with --backend cuda
both run on device 0, timed with CUDA events, and the memory-bound ops also report the fraction
of the device's peak memory bandwidth they reach.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import itertools
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path
from typing import Callable

import numpy as np

from . import catalog
from .errors import BackendError, SkucatError
from .sku import SkuFilter

# Families whose ops move each byte about once: their GPU figure is a fraction of peak bandwidth.
MEMORY_BOUND = ("embedding", "quantize", "softmax", "arith", "norm")

# Catalog ops with no case, and why; a test checks that every other op has one.
NOT_TIMED: dict[str, str] = {}


@dataclasses.dataclass
class Case:
    name: str
    op: str                  # the catalog op that runs
    ours: Callable
    peer: Callable
    shape: tuple
    dtype: str = "f32"
    direction: str = ""      # forward, backward, or forward+backward (a training step)
    moved: tuple = ()        # input arrays (or byte counts) the op reads; its outputs are counted when run
    error: str | None = None  # why the case could not be set up

    def __post_init__(self):
        self.direction = self.direction or ("backward" if self.op.endswith("_backward") else "forward")


class Env:
    """Where the cases run: `ours` turns a numpy array into an input of skucat's backend, `peer`
    into a PyTorch tensor on the peer's device; `n` scales a size for --scale."""

    def __init__(self, torch, backend: str, scale: float, seed: int = 0):
        self.torch, self.backend, self.scale = torch, backend, scale
        # PyTorch deprecates its quantized tensors, which are the quantize family's peers.
        warnings.filterwarnings("ignore", message=".*quantized tensor creation functions.*")
        self.rng = np.random.default_rng(seed)
        self.device = "cuda" if backend == "cuda" else "cpu"
        if backend == "cuda":
            import cupy

            self._cupy = cupy

    def n(self, size: int) -> int:
        return max(2, round(size * self.scale))

    def ours(self, array):
        array = np.asarray(array)
        return self._cupy.asarray(array) if self.backend == "cuda" else array

    def peer(self, array):
        return self.torch.from_numpy(np.ascontiguousarray(array)).to(self.device)

    def back(self, tensor):
        """A peer tensor as an input of ours (saved forward values)."""
        return self.ours(tensor.detach().cpu().numpy())

    def normal(self, *shape):
        return self.rng.standard_normal(shape).astype(np.float32)

    def both(self, *arrays):
        """Each numpy array as (ours, peer)."""
        return [(self.ours(a), self.peer(a)) for a in arrays]


def _label(shape) -> str:
    return "x".join(map(str, shape))


# ---- the cases, one generator per family, in catalog order

def embedding_cases(env: Env):
    torch, F = env.torch, env.torch.nn.functional
    V, D, N = env.n(50_000), 128, env.n(65_536)
    weight, grad = env.normal(V, D), env.normal(N, D)
    indices = env.rng.integers(0, V, N).astype(np.int64)
    (w, t_w), (i, t_i), (g, t_g) = env.both(weight, indices, grad)
    yield Case(f"embedding f32 [{N} of {V}x{D}]", "embedding", lambda: _ops().embedding(i, w),
               lambda: F.embedding(t_i, t_w), (N, D), moved=(i, N * D * 4))  # the rows read
    # In place: after the first call the rows are within max_norm, so both sides then only take norms.
    (r, t_r), = env.both(weight)
    yield Case("embedding f32 max_norm=1", "embedding", lambda: _ops().embedding(i, r, max_norm=1.0),
               lambda: F.embedding(t_i, t_r, max_norm=1.0), (N, D))
    (r2, t_r2), = env.both(weight)
    yield Case(f"embedding_renorm f32 [{N} of {V}x{D}] max_norm=1", "embedding_renorm",
               lambda: _ops().embedding_renorm(r2, i, 1.0, 2.0),
               lambda: torch.embedding_renorm_(t_r2, t_i, 1.0, 2.0), (V, D))
    yield Case("embedding_backward f32", "embedding_backward", lambda: _ops().embedding_backward(g, i, V),
               lambda: torch.ops.aten.embedding_backward(t_g, t_i, V, -1, False, False), (N, D), moved=(g, i))
    yield Case("embedding_backward f32 scale_grad_by_freq", "embedding_backward",
               lambda: _ops().embedding_backward(g, i, V, scale_grad_by_freq=True),
               lambda: torch.ops.aten.embedding_backward(t_g, t_i, V, -1, True, False), (N, D), moved=(g, i))


def embedding_bag_cases(env: Env):
    """4096 bags of 8 to 24 rows of a 50000x128 table in each mode; the backward against aten's
    _embedding_bag_backward on the forward's saved values."""
    from . import functional

    torch = env.torch
    V, D, B = env.n(50_000), 128, env.n(4096)
    sizes = env.rng.integers(8, 25, B)
    offsets = np.concatenate([[0], np.cumsum(sizes)[:-1]]).astype(np.int64)
    indices = env.rng.integers(0, V, int(sizes.sum())).astype(np.int64)
    (w, t_w), (i, t_i), (o, t_o), (g, t_g) = env.both(env.normal(V, D), indices, offsets, env.normal(B, D))
    for code, mode in enumerate(("sum", "mean", "max")):
        with functional.saving() as saved:
            _ops().embedding_bag(i, w, o, mode=mode)
        kept = saved["embedding_bag"]
        _, offset2bag, bag_size, max_indices = torch.ops.aten._embedding_bag(t_w, t_i, t_o, False, code, False, None,
                                                                            False, -1)
        yield Case(f"embedding_bag f32 {mode} [{B} bags of {len(indices) // B} from {V}x{D}]", "embedding_bag",
                   lambda mode=mode: _ops().embedding_bag(i, w, o, mode=mode),
                   lambda mode=mode: torch.nn.functional.embedding_bag(t_i, t_w, t_o, mode=mode), (B, D))
        yield Case(f"embedding_bag_backward f32 {mode}", "embedding_bag_backward",
                   lambda mode=mode, kept=kept: _ops().embedding_bag_backward(
                       g, i, kept["offset2bag"], kept["bag_size"], kept.get("max_indices"), V, mode=mode),
                   lambda code=code, offset2bag=offset2bag, bag_size=bag_size, max_indices=max_indices:
                       torch.ops.aten._embedding_bag_backward(t_g, t_i, t_o, offset2bag, bag_size, max_indices, V,
                                                              False, code, False, None, -1), (B, D))


def norm_cases(env: Env):
    """layer_norm and rms_norm over 2048 rows of 1024 (a batch of tokens), forward and backward."""
    torch, F = env.torch, env.torch.nn.functional
    rows, cols = env.n(2048), 1024
    x = env.normal(rows, cols)
    (x_, t_x), (g, t_g), (w, t_w), (b, t_b) = env.both(x, env.normal(rows, cols), env.normal(cols),
                                                      env.normal(cols))
    _, t_mean, t_rstd = torch.ops.aten.native_layer_norm(t_x, [cols], t_w, t_b, 1e-5)
    mean, rstd = env.back(t_mean), env.back(t_rstd)
    yield Case(f"layer_norm f32 [{rows}x{cols}]", "layer_norm", lambda: _ops().layer_norm(x_, (cols,), w, b),
               lambda: F.layer_norm(t_x, (cols,), t_w, t_b), (rows, cols), moved=(x_, w, b))
    yield Case("layer_norm_backward f32", "layer_norm_backward",
               lambda: _ops().layer_norm_backward(g, x_, (cols,), mean, rstd, w, b, (True, True, True)),
               lambda: torch.ops.aten.native_layer_norm_backward(t_g, t_x, [cols], t_mean, t_rstd, t_w, t_b,
                                                                 [True, True, True]), (rows, cols),
               moved=(g, x_, mean, rstd, w))
    # PyTorch has no fused RMS norm backward: its peer is autograd through F.rms_norm.
    t_leaf, t_w_leaf = t_x.clone().requires_grad_(), t_w.clone().requires_grad_()
    t_out = F.rms_norm(t_leaf, (cols,), t_w_leaf)
    rms_rstd = env.ours((1 / np.sqrt((x.astype(np.float64) ** 2).mean(axis=1) + np.finfo(np.float32).eps))
                        .astype(np.float32))
    yield Case(f"rms_norm f32 [{rows}x{cols}]", "rms_norm", lambda: _ops().rms_norm(x_, (cols,), w),
               lambda: F.rms_norm(t_x, (cols,), t_w), (rows, cols), moved=(x_, w))
    yield Case("rms_norm_backward f32", "rms_norm_backward",
               lambda: _ops().rms_norm_backward(g, x_, (cols,), rms_rstd, w, (True, True)),
               lambda: torch.autograd.grad(t_out, (t_leaf, t_w_leaf), t_g, retain_graph=True), (rows, cols),
               moved=(g, x_, rms_rstd, w))


def grid_sample_cases(env: Env):
    """grid_sample on [8, 32, 64, 64] images (bilinear zeros, nearest border, bicubic reflection)
    and on [2, 16, 32, 32, 32] volumes (trilinear zeros, nearest border), with the backwards
    against aten's grid_sampler_{2,3}d_backward."""
    torch, F = env.torch, env.torch.nn.functional
    modes_2d = (("bilinear", "zeros"), ("nearest", "border"), ("bicubic", "reflection"))
    for op, shape, modes, backward in (
            ("grid_sample", (env.n(8), 32, 64, 64), modes_2d, torch.ops.aten.grid_sampler_2d_backward),
            ("grid_sample_3d", (env.n(2), 16, 32, 32, 32), modes_2d[:2], torch.ops.aten.grid_sampler_3d_backward)):
        grid_shape = (shape[0], *shape[2:], len(shape) - 2)
        (x, t_x), (grid, t_grid), (g, t_g) = env.both(env.normal(*shape), env.rng.uniform(
            -1.1, 1.1, grid_shape).astype(np.float32), env.normal(*shape))
        forward, adjoint = getattr(_ops(), op), getattr(_ops(), f"{op}_backward")
        for mode, padding in modes:
            codes = (("bilinear", "nearest", "bicubic").index(mode), ("zeros", "border", "reflection").index(padding))
            yield Case(f"{op} f32 {mode} {padding} [{_label(shape)}]", op,
                       lambda forward=forward, x=x, grid=grid, mode=mode, padding=padding: forward(
                           x, grid, mode, padding),
                       lambda t_x=t_x, t_grid=t_grid, mode=mode, padding=padding: F.grid_sample(
                           t_x, t_grid, mode, padding, align_corners=False), shape)
            yield Case(f"{op}_backward f32 {mode} {padding}", f"{op}_backward",
                       lambda adjoint=adjoint, g=g, x=x, grid=grid, mode=mode, padding=padding: adjoint(
                           g, x, grid, mode, padding),
                       lambda backward=backward, t_g=t_g, t_x=t_x, t_grid=t_grid, codes=codes: backward(
                           t_g, t_x, t_grid, *codes, False, [True, True]), shape)


def interpolate_cases(env: Env):
    """[8, 32, 64, 64] to 128x128 and to 45x45 in every mode; the backward against aten's
    upsample_*2d_backward on the same gradient."""
    F, aten = env.torch.nn.functional, env.torch.ops.aten
    shape = (env.n(8), 32, 64, 64)
    (x, t_x), = env.both(env.normal(*shape))
    backwards = {"nearest": lambda g, size: aten.upsample_nearest2d_backward(g, size, shape),
                 "nearest-exact": lambda g, size: aten._upsample_nearest_exact2d_backward(g, size, shape),
                 "bilinear": lambda g, size: aten.upsample_bilinear2d_backward(g, size, shape, False),
                 "bicubic": lambda g, size: aten.upsample_bicubic2d_backward(g, size, shape, False)}
    for size, (mode, backward) in itertools.product((128, 45), backwards.items()):
        (g, t_g), = env.both(env.normal(shape[0], 32, size, size))
        yield Case(f"interpolate f32 {mode} [{_label(shape)}] -> {size}x{size}", "interpolate",
                   lambda mode=mode, size=size: _ops().interpolate(x, size, mode=mode),
                   lambda mode=mode, size=size: F.interpolate(t_x, size, mode=mode), shape)
        yield Case(f"interpolate_backward f32 {mode} {size}x{size} -> 64x64", "interpolate_backward",
                   lambda mode=mode, size=size, g=g: _ops().interpolate_backward(g, shape, size, mode=mode),
                   lambda size=size, backward=backward, t_g=t_g: backward(t_g, (size, size)), shape)


def softmax_cases(env: Env):
    """softmax and log_softmax over the last dim and over a strided middle dim, and their backwards."""
    torch, F = env.torch, env.torch.nn.functional
    for shape, dim in (((env.n(1024), 1024), -1), ((env.n(16), 512, 64), 1)):
        (x, t_x), (g, t_g) = env.both(env.normal(*shape), env.normal(*shape))
        for op in ("softmax", "log_softmax"):
            t_out = getattr(F, op)(t_x, dim)
            out = env.back(t_out)
            t_backward = getattr(torch.ops.aten, f"_{op}_backward_data")
            yield Case(f"{op} f32 [{_label(shape)}] dim={dim}", op, lambda op=op, dim=dim: getattr(_ops(), op)(x, dim),
                       lambda op=op, dim=dim: getattr(F, op)(t_x, dim), shape, moved=(x,))
            yield Case(f"{op}_backward f32 [{_label(shape)}] dim={dim}", f"{op}_backward",
                       lambda op=op, out=out, dim=dim: getattr(_ops(), f"{op}_backward")(g, out, dim, np.float32),
                       lambda t_backward=t_backward, t_out=t_out, dim=dim: t_backward(t_g, t_out, dim, torch.float32),
                       shape, moved=(g, out))


def quantize_per_tensor_cases(env: Env):
    """16M elements, f32 <-> int8. The backwards' peers are what PyTorch's autograd runs (fake
    quantize) or, for the straight-through gradients PyTorch does not define, the same arithmetic
    in tensor ops."""
    torch = env.torch
    N = env.n(1 << 24)
    scale, zero_point, qmin, qmax = 0.05, 3, -128, 127
    x = (env.rng.standard_normal(N) * 4).astype(np.float32)
    codes = np.clip(np.round(x / scale) + zero_point, qmin, qmax).astype(np.int8)
    (x_, t_x), (g, t_g), (q, t_q) = env.both(x, env.normal(N), codes)
    in_range = (t_x / scale + zero_point >= qmin) & (t_x / scale + zero_point <= qmax)
    label = f"[{N}]"
    yield Case(f"quantize_per_tensor f32->i8 {label}", "quantize_per_tensor",
               lambda: _ops().quantize_per_tensor(x_, scale, zero_point, torch.qint8),
               lambda: torch.quantize_per_tensor(t_x, scale, zero_point, torch.qint8).int_repr(), (N,), moved=(x_,))
    yield Case("quantize_per_tensor_backward f32", "quantize_per_tensor_backward",
               lambda: _ops().quantize_per_tensor_backward(g, x_, scale, zero_point, torch.qint8),
               lambda: torch.where(in_range, t_g / scale, 0), (N,), moved=(g, x_))
    t_qt = torch._make_per_tensor_quantized_tensor(t_q, scale, zero_point)
    yield Case(f"dequantize_per_tensor i8->f32 {label}", "dequantize_per_tensor",
               lambda: _ops().dequantize_per_tensor(q, scale, zero_point), lambda: t_qt.dequantize(), (N,),
               dtype="i8", moved=(q,))
    yield Case("dequantize_per_tensor_backward f32", "dequantize_per_tensor_backward",
               lambda: _ops().dequantize_per_tensor_backward(g, scale), lambda: t_g * scale, (N,), moved=(g,))
    yield Case(f"fake_quantize_per_tensor_affine f32 {label}", "fake_quantize_per_tensor_affine",
               lambda: _ops().fake_quantize_per_tensor_affine(x_, scale, zero_point, qmin, qmax),
               lambda: torch.fake_quantize_per_tensor_affine(t_x, scale, zero_point, qmin, qmax), (N,), moved=(x_,))
    yield Case("fake_quantize_per_tensor_affine_backward f32", "fake_quantize_per_tensor_affine_backward",
               lambda: _ops().fake_quantize_per_tensor_affine_backward(g, x_, scale, zero_point, qmin, qmax),
               lambda: _autograd(torch, lambda t: torch.fake_quantize_per_tensor_affine(t, scale, zero_point, qmin,
                                                                                        qmax), t_x, t_g),
               (N,), moved=(g, x_))
    t_scale, t_zero = torch.tensor([scale], device=env.device), torch.tensor([zero_point], dtype=torch.float32,
                                                                            device=env.device)
    yield Case(f"fake_quantize_learnable_per_tensor_affine f32 {label}", "fake_quantize_learnable_per_tensor_affine",
               lambda: _ops().fake_quantize_learnable_per_tensor_affine(x_, scale, zero_point, qmin, qmax),
               lambda: torch._fake_quantize_learnable_per_tensor_affine(t_x, t_scale, t_zero, qmin, qmax, 1.0),
               (N,), moved=(x_,))
    yield Case("fake_quantize_learnable_per_tensor_affine_backward f32",
               "fake_quantize_learnable_per_tensor_affine_backward",
               lambda: _ops().fake_quantize_learnable_per_tensor_affine_backward(g, x_, scale, zero_point, qmin, qmax),
               lambda: torch.ops.aten._fake_quantize_learnable_per_tensor_affine_backward(t_g, t_x, t_scale, t_zero,
                                                                                         qmin, qmax, 1.0),
               (N,), moved=(g, x_))



def quantize_per_channel_cases(env: Env):
    """[2048, 64, 3, 3] weights quantized along axis 0, f32 <-> int8, and the backwards, as
    quantize_per_tensor_cases."""
    torch = env.torch
    qmin, qmax = -128, 127
    shape = (env.n(2048), 64, 3, 3)
    channels = shape[0]
    w = (env.rng.standard_normal(shape) * 4).astype(np.float32)
    scales = env.rng.uniform(0.02, 0.1, channels)
    zeros = env.rng.integers(-5, 6, channels)
    wcodes = np.clip(np.round(w / scales[:, None, None, None]) + zeros[:, None, None, None], qmin, qmax)
    (w_, t_w), (gw, t_gw), (s, t_s), (z, t_z), (wq, t_wq), (s32, t_s32), (z32, t_z32) = env.both(
        w, env.normal(*shape), scales, zeros.astype(np.int64), wcodes.astype(np.int8), scales.astype(np.float32),
        zeros.astype(np.int32))
    view = (-1, 1, 1, 1)
    t_code = t_w / t_s.view(view).float() + t_z.view(view)
    t_in = (t_code >= qmin) & (t_code <= qmax)
    label = f"[{_label(shape)}] axis=0"
    yield Case(f"quantize_per_channel f32->i8 {label}", "quantize_per_channel",
               lambda: _ops().quantize_per_channel(w_, s, z, 0, torch.qint8),
               lambda: torch.quantize_per_channel(t_w, t_s, t_z, 0, torch.qint8).int_repr(), shape, moved=(w_,))
    yield Case("quantize_per_channel_backward f32", "quantize_per_channel_backward",
               lambda: _ops().quantize_per_channel_backward(gw, w_, s, z, 0, torch.qint8),
               lambda: torch.where(t_in, t_gw / t_s.view(view).float(), 0), shape, moved=(gw, w_))
    t_wqt = torch._make_per_channel_quantized_tensor(t_wq, t_s, t_z, 0)
    yield Case(f"dequantize_per_channel i8->f32 {label}", "dequantize_per_channel",
               lambda: _ops().dequantize_per_channel(wq, s, z, 0), lambda: t_wqt.dequantize(), shape, dtype="i8",
               moved=(wq,))
    yield Case("dequantize_per_channel_backward f32", "dequantize_per_channel_backward",
               lambda: _ops().dequantize_per_channel_backward(gw, s, 0), lambda: t_gw * t_s.view(view).float(), shape,
               moved=(gw,))
    yield Case(f"fake_quantize_per_channel_affine f32 {label}", "fake_quantize_per_channel_affine",
               lambda: _ops().fake_quantize_per_channel_affine(w_, s32, z32, 0, qmin, qmax),
               lambda: torch.fake_quantize_per_channel_affine(t_w, t_s32, t_z32, 0, qmin, qmax), shape, moved=(w_,))
    yield Case("fake_quantize_per_channel_affine_backward f32", "fake_quantize_per_channel_affine_backward",
               lambda: _ops().fake_quantize_per_channel_affine_backward(gw, w_, s32, z32, 0, qmin, qmax),
               lambda: _autograd(torch, lambda t: torch.fake_quantize_per_channel_affine(t, t_s32, t_z32, 0, qmin,
                                                                                         qmax), t_w, t_gw),
               shape, moved=(gw, w_))


def loss_cases(env: Env):
    """nll_loss and cross_entropy (class indices, with label smoothing, and class probabilities)
    with their backwards on [N, C] logits, mean reduction."""
    torch, F = env.torch, env.torch.nn.functional
    N, C = env.n(1024), 1000
    target = env.rng.integers(0, C, N).astype(np.int64)
    weight = env.rng.uniform(0.5, 2.0, C).astype(np.float32)
    (x, t_x), (y, t_y), (p, t_p), (w, t_w), (g, t_g), (tw, t_tw) = env.both(
        env.normal(N, C), target, env.rng.dirichlet(np.ones(C), N).astype(np.float32), weight,
        np.array(1.0, np.float32), np.array(weight[target].sum(), np.float32))
    # nll_loss reads one input per row: many short rows make it long enough to time.
    rows, classes = env.n(1 << 20), 16
    picks = env.rng.integers(0, classes, rows).astype(np.int64)
    (lx, t_lx), (ly, t_ly), (lw, t_lw), (ltw, t_ltw) = env.both(
        env.normal(rows, classes), picks, weight[:classes], np.array(weight[picks].sum(), np.float32))
    yield Case(f"nll_loss f32 [{rows}x{classes}] weighted", "nll_loss", lambda: _ops().nll_loss(lx, ly, lw),
               lambda: F.nll_loss(t_lx, t_ly, t_lw), (rows, classes))
    yield Case("nll_loss_backward f32", "nll_loss_backward",
               lambda: _ops().nll_loss_backward(g, lx, ly, lw, "mean", -100, ltw),
               lambda: torch.ops.aten.nll_loss_backward(t_g, t_lx, t_ly, t_lw, 1, -100, t_ltw), (rows, classes))
    shape = (N, C)
    for smoothing in (0.0, 0.1):
        yield Case(f"cross_entropy f32 [{N}x{C}] smoothing={smoothing}", "cross_entropy",
                   lambda smoothing=smoothing: _ops().cross_entropy(x, y, w, label_smoothing=smoothing),
                   lambda smoothing=smoothing: F.cross_entropy(t_x, t_y, t_w, label_smoothing=smoothing), shape)
        yield Case(f"cross_entropy_backward f32 smoothing={smoothing}", "cross_entropy_backward",
                   lambda smoothing=smoothing: _ops().cross_entropy_backward(g, x, y, w, label_smoothing=smoothing,
                                                                             total_weight=tw),
                   lambda smoothing=smoothing: _autograd(torch, lambda t: F.cross_entropy(
                       t, t_y, t_w, label_smoothing=smoothing), t_x), shape)
    yield Case(f"cross_entropy_probs f32 [{N}x{C}]", "cross_entropy_probs", lambda: _ops().cross_entropy(x, p, w),
               lambda: F.cross_entropy(t_x, t_p, t_w), shape)
    yield Case("cross_entropy_probs_backward f32", "cross_entropy_probs_backward",
               lambda: _ops().cross_entropy_probs_backward(g, x, p, w),
               lambda: _autograd(torch, lambda t: F.cross_entropy(t, t_p, t_w), t_x), shape)


def group_cases(env: Env):
    """Grouping 256K keys into 50000 buckets (PyTorch: a stable sort and a bincount) and summing
    [256K, 32] rows by group (PyTorch: segment_reduce of the gathered rows)."""
    torch = env.torch
    N, B, C = env.n(1 << 18), env.n(50_000), 32
    keys = env.rng.integers(0, B, N).astype(np.int64)
    (k, t_k), (v, t_v) = env.both(keys, env.normal(N, C))
    offsets, order = _ops().group_by_key(k, B)
    t_order = torch.sort(t_k, stable=True).indices
    t_lengths = torch.bincount(t_k, minlength=B)
    yield Case(f"group_by_key i64 [{N}] into {B}", "group_by_key", lambda: _ops().group_by_key(k, B),
               lambda: (torch.sort(t_k, stable=True).indices, torch.bincount(t_k, minlength=B).cumsum(0)), (N,),
               dtype="i64")
    yield Case(f"group_sum f32 [{N}x{C}] into {B}", "group_sum", lambda: _ops().group_sum(v, offsets, order),
               lambda: torch.segment_reduce(t_v[t_order], "sum", lengths=t_lengths), (N, C))


def arith_cases(env: Env):
    """add and mul of a [4096, 1024] activation with a bias row and a per-row scale (broadcast), sums
    and means over its last dim, its first (strided) and all of it, and their backwards; PyTorch's
    backward peers are what its autograd runs: sum_to_size of the gradient (times the other operand
    for mul) and, for sum and mean, the expanded gradient, materialised as ours is."""
    torch = env.torch
    rows, cols = env.n(4096), 1024
    x = env.normal(rows, cols)
    (x_, t_x), (g, t_g), (b, t_b), (s, t_s) = env.both(x, env.normal(rows, cols), env.normal(cols),
                                                      env.normal(rows, 1))
    shape = (rows, cols)
    label = f"[{rows}x{cols}]"
    yield Case(f"add f32 {label} + [{cols}]", "add", lambda: _ops().add(x_, b), lambda: torch.add(t_x, t_b), shape,
               moved=(x_, b))
    yield Case(f"mul f32 {label} * [{rows}x1]", "mul", lambda: _ops().mul(x_, s), lambda: torch.mul(t_x, t_s), shape,
               moved=(x_, s))
    yield Case("add_backward f32", "add_backward", lambda: _ops().add_backward(g, shape, (cols,)),
               lambda: (t_g.clone(), t_g.sum_to_size(cols)), shape, moved=(g,))
    yield Case("mul_backward f32", "mul_backward", lambda: _ops().mul_backward(g, x_, s),
               lambda: ((t_g * t_s).sum_to_size(rows, cols), (t_g * t_x).sum_to_size(rows, 1)), shape,
               moved=(g, x_, s))
    for op in ("sum", "mean"):
        for dim in (-1, 0, None):
            reduce = getattr(torch, op)
            t_r = reduce(t_x, dim) if dim is not None else reduce(t_x)
            r = env.back(t_r)
            kept = (rows, 1) if dim == -1 else (1, cols) if dim == 0 else (1, 1)
            count = 1 if op == "sum" else x.size // max(1, t_r.numel())
            yield Case(f"{op} f32 {label} dim={dim}", op, lambda op=op, dim=dim: getattr(_ops(), op)(x_, dim),
                       lambda reduce=reduce, dim=dim: reduce(t_x, dim) if dim is not None else reduce(t_x), shape,
                       moved=(x_,))
            yield Case(f"{op}_backward f32 dim={dim}", f"{op}_backward",
                       lambda op=op, r=r, dim=dim: getattr(_ops(), f"{op}_backward")(r, shape, dim),
                       lambda t_r=t_r, kept=kept, count=count: (t_r.reshape(kept).expand(rows, cols) / count
                                                                if count > 1 else
                                                                t_r.reshape(kept).expand(rows, cols).clone()),
                       shape, moved=(r,))


def bridge_cases(env: Env):
    """skucat.torch (custom ops, DLPack, PyTorch's autograd running the catalog adjoint), a training
    step each, against PyTorch's own ops; the small layer_norm shows the bridge's cost per call."""
    import skucat.torch

    torch, F = env.torch, env.torch.nn.functional

    def step(op, *args, **kwargs):
        torch.autograd.grad(op(*args, **kwargs).sum(), [a for a in args if isinstance(a, torch.Tensor)])

    n = env.n(8)
    image = env.peer(env.normal(n, 32, 64, 64)).requires_grad_()
    grid = env.peer(env.rng.uniform(-1.1, 1.1, (n, 64, 64, 2)).astype(np.float32)).requires_grad_()
    yield Case(f"skucat.torch grid_sample+backward f32 [{n}x32x64x64]", "grid_sample",
               lambda: step(skucat.torch.grid_sample, image, grid, align_corners=False),
               lambda: step(F.grid_sample, image, grid, align_corners=False), tuple(image.shape),
               direction="forward+backward")
    for rows, cols in ((64, 256), (env.n(4096), 1024)):
        x = env.peer(env.normal(rows, cols)).requires_grad_()
        weight = env.peer(env.normal(cols)).requires_grad_()
        yield Case(f"skucat.torch layer_norm+backward f32 [{rows}x{cols}]", "layer_norm",
                   lambda x=x, weight=weight, cols=cols: step(skucat.torch.layer_norm, x, [cols], weight),
                   lambda x=x, weight=weight, cols=cols: step(F.layer_norm, x, [cols], weight), (rows, cols),
                   direction="forward+backward")


def _autograd(torch, function, input, grad=None):
    """PyTorch's gradient of `function` at `input`: autograd through the forward, its only way."""
    input = input.detach().requires_grad_()
    out = function(input)
    return torch.autograd.grad(out, input, torch.ones_like(out) if grad is None else grad)[0]


FAMILY_CASES = {"embedding": embedding_cases, "embedding_bag": embedding_bag_cases, "norm": norm_cases,
                "grid_sample": grid_sample_cases, "interpolate": interpolate_cases, "softmax": softmax_cases,
                "quantize": (quantize_per_tensor_cases, quantize_per_channel_cases), "loss": loss_cases,
                "group": group_cases, "arith": arith_cases}


def cases(env: Env):
    """Every case, family by family in catalog order; a family with no generator has none (the
    coverage test names it)."""
    for family in catalog.families():
        generators = FAMILY_CASES.get(family, ())
        for generator in generators if isinstance(generators, tuple) else (generators,):
            yield from _guarded(family, generator(env))
    if env.backend == "host":
        yield from _guarded("skucat.torch", bridge_cases(env))


def _guarded(label: str, generator):
    """The generator's cases; when setting one up fails (a peer this device lacks), an error case
    in its place, and the other families still run."""
    try:
        yield from generator
    except Exception as exc:   # noqa: BLE001
        yield Case(f"{label}: setting up the cases", label, None, None, (), error=_error(exc))


def _error(exc: BaseException) -> str:
    return (f"{type(exc).__name__}: {exc}".splitlines() or [type(exc).__name__])[0]


def determinism_cases(env: Env):
    """(name, deterministic thunk, default thunk) of each backward with both, on the same inputs."""
    ops = _ops()
    V, D, N = env.n(50_000), 128, env.n(65_536)
    indices = env.rng.integers(0, V, N).astype(np.int64)
    hot = indices.copy()
    hot[: N // 2] = 7   # half the lookups on one row: the worst case for a per-row sum
    (g, _), (i, _), (h, _) = env.both(env.normal(N, D), indices, hot)
    for label, rows in (("uniform", i), ("hot row", h)):
        yield (f"embedding_backward f32 {label}",
               lambda rows=rows: ops.embedding_backward(g, rows, V, deterministic=True),
               lambda rows=rows: ops.embedding_backward(g, rows, V, deterministic=False))
    n = env.n(8)
    (image, _), (grid, _), (gi, _) = env.both(env.normal(n, 32, 64, 64), env.rng.uniform(
        -1.1, 1.1, (n, 64, 64, 2)).astype(np.float32), env.normal(n, 32, 64, 64))
    for mode, mask in itertools.product(("bilinear", "bicubic"), ((True, True), (True, False))):
        yield (f"grid_sample_backward f32 {mode} mask={''.join('01'[m] for m in mask)}",
               lambda mode=mode, mask=mask: ops.grid_sample_backward(gi, image, grid, mode, output_mask=mask,
                                                                     deterministic=True),
               lambda mode=mode, mask=mask: ops.grid_sample_backward(gi, image, grid, mode, output_mask=mask,
                                                                     deterministic=False))
    (gu, _), = env.both(env.normal(n, 32, 128, 128))
    for mode in ("bilinear", "bicubic"):
        yield (f"interpolate_backward f32 {mode} 64->128",
               lambda mode=mode: ops.interpolate_backward(gu, (n, 32, 64, 64), (128, 128), mode=mode,
                                                          deterministic=True),
               lambda mode=mode: ops.interpolate_backward(gu, (n, 32, 64, 64), (128, 128), mode=mode,
                                                          deterministic=False))


# ---- timing

class Timer:
    """Medians of `repeats` samples; a sample loops `number` calls, chosen so that it lasts at least
    `min_sample` seconds. On the host, wall clock; on cuda, an event pair on each side's stream
    (side "ours": CuPy's current stream, where skucat launches; "peer": PyTorch's), or, for side
    "wall", wall clock until the device is idle (per-call overhead)."""

    def __init__(self, backend: str, repeats: int, torch, min_sample: float = 1e-3):
        self.backend, self.repeats, self.torch, self.min_sample = backend, repeats, torch, min_sample
        if backend == "cuda":
            import cupy

            self._cupy = cupy

    def _sample(self, function, number: int, side: str) -> float:
        if self.backend == "host" or side == "wall":
            start = time.perf_counter()
            for _ in range(number):
                function()
            if self.backend == "cuda":   # the launches' cost as the caller sees it, queue drained
                self._cupy.cuda.Device().synchronize()
                self.torch.cuda.synchronize()
            return time.perf_counter() - start
        if side == "ours":
            cupy = self._cupy
            begin, end = cupy.cuda.Event(), cupy.cuda.Event()
            begin.record()
            for _ in range(number):
                function()
            end.record()
            end.synchronize()
            return cupy.cuda.get_elapsed_time(begin, end) * 1e-3
        cuda = self.torch.cuda
        begin, end = cuda.Event(enable_timing=True), cuda.Event(enable_timing=True)
        begin.record()
        for _ in range(number):
            function()
        end.record()
        end.synchronize()
        return begin.elapsed_time(end) * 1e-3

    # Seconds of calls before a side's samples: past compiling, loading and first touch, and past the
    # other side's worker threads, which spin on the cores this side shares for a while after its
    # last call (PyTorch's OpenMP threads about 10 ms, skucat's about 1 ms).
    WARM_UP = 0.02

    def _warm(self, function, side: str, calls: int) -> float:
        """Calls for WARM_UP seconds and at least `calls` times; the last call's seconds."""
        start, made = time.perf_counter(), 0
        while made < calls or time.perf_counter() - start < self.WARM_UP:
            last, made = self._sample(function, 1, side), made + 1
        return last

    def __call__(self, *timed) -> tuple[float, ...]:
        """Seconds per call of each (function, side) of `timed`, their samples taken in turn (one of
        each, then again): a drift in the machine's speed during a case moves every side alike."""
        numbers = []
        for function, side in timed:
            first = self._warm(function, side, 2)   # past compiling and first touch: a warm call's time
            numbers.append(1 if first >= self.min_sample else
                           min(100_000, math.ceil(self.min_sample / max(first, 1e-7))))
        samples = [[] for _ in timed]
        for _ in range(self.repeats):
            for (function, side), number, kept in zip(timed, numbers, samples):
                if len(timed) > 1:   # the side before was another
                    self._warm(function, side, 1)
                kept.append(self._sample(function, number, side) / number)
        return tuple(map(statistics.median, samples))


def _nbytes(value) -> int:
    if isinstance(value, (tuple, list)):
        return sum(map(_nbytes, value))
    if isinstance(value, dict):
        return sum(map(_nbytes, value.values()))
    return value if isinstance(value, int) else int(getattr(value, "nbytes", 0))


def peak_bandwidth(device: int = 0) -> float | None:
    """Bytes per second: memory clock (kHz) x bus width (bits) / 8 x 2 (double data rate); None when
    the device does not say (CUDA 13 dropped the clock from cudaDeviceProp, the attribute stays)."""
    import cupy

    runtime = cupy.cuda.runtime
    properties = runtime.getDeviceProperties(device)
    clock_khz, bus_bits = properties.get("memoryClockRate"), properties.get("memoryBusWidth")
    try:
        clock_khz = clock_khz or runtime.deviceGetAttribute(36, device)   # cudaDevAttrMemoryClockRate
        bus_bits = bus_bits or runtime.deviceGetAttribute(37, device)     # cudaDevAttrGlobalMemoryBusWidth
    except Exception:   # noqa: BLE001 - an attribute this runtime lacks: no bandwidth figure
        pass
    if not clock_khz or not bus_bits:
        return None
    return clock_khz * 1e3 * bus_bits / 8 * 2


# ---- the sections

def _ops():
    from . import ops

    return ops


CASE_FIELDS = ("family", "op", "element", "direction")


def _wanted(name: str, filters, excludes=(), **fields) -> bool:
    """Whether `skucat build`'s patterns keep a case: field= terms compare CASE_FIELDS, the other
    parts match consecutive whole words of its name."""
    words = [(word, None) for word in name.lower().split()]

    def matches(pattern: str) -> bool:
        parsed = SkuFilter.parse(pattern)
        parsed.check_fields(CASE_FIELDS)
        return parsed.matches_fields(fields, words)

    return (not filters or any(map(matches, filters))) and not any(map(matches, excludes))


def _ratio(ours: float | None, peer: float | None) -> float | None:
    return ours / peer if ours is not None and peer else None


def run_cases(selected, env: Env, timer: Timer, selection, threads: int, peer_name: str, bandwidth: float | None):
    """A record per case of `selected` that `selection` (filters, excludes) keeps."""
    family_of = {op: family for family in catalog.families() for op in catalog.ops(family)}
    for case in selected:
        if not _wanted(case.name, *selection, family=family_of.get(case.op), op=case.op, element=case.dtype,
                       direction=case.direction):
            continue
        record = {"name": case.name, "op": case.op, "direction": case.direction, "dtype": case.dtype,
                  "shape": list(case.shape), "threads": threads, "skucat_s": None, "peer": peer_name,
                  "peer_s": None, "ratio": None}
        if case.error:
            yield {**record, "error": case.error}
            continue
        try:
            record["skucat_s"], record["peer_s"] = timer((case.ours, "ours"), (case.peer, "peer"))
            record["ratio"] = _ratio(record["skucat_s"], record["peer_s"])
            if env.backend == "cuda" and family_of.get(case.op) in MEMORY_BOUND and "+" not in case.direction:
                moved = _nbytes(case.moved) + _nbytes(case.ours())
                record["bytes"] = moved
                record["bandwidth_fraction"] = moved / record["skucat_s"] / bandwidth if bandwidth else None
                record["peer_bandwidth_fraction"] = moved / record["peer_s"] / bandwidth if bandwidth else None
        except Exception as exc:   # noqa: BLE001 - one failing case must not hide the others' figures
            record["error"] = _error(exc)
        yield record


def overhead_records(env: Env, timer: Timer, peer_name: str):
    """Per-call time of tiny functional calls against PyTorch's, and `plan.run` alone."""
    from . import PlanPreference, Workspace, functional
    from .dtypes import numpy_dtype
    from .generated.plans import PLANS

    torch, F, ops = env.torch, env.torch.nn.functional, _ops()
    image, grid = env.normal(1, 1, 2, 2), env.rng.uniform(-1, 1, (1, 2, 2, 2)).astype(np.float32)
    weight, indices, x, v = env.normal(10, 4), np.array([1, 5, 9]), env.normal(4, 4), env.normal(4)
    offsets, target, grad = np.array([0, 2]), np.array([1, 0, 3, 2]), env.normal(3, 4)
    (im, t_im), (gr, t_gr), (w, t_w), (i, t_i), (x_, t_x), (v_, t_v), (o, t_o), (t, t_t), (g, t_g) = env.both(
        image, grid, weight, indices, x, v, offsets, target, grad)
    tiny = [("grid_sample 1x1x2x2", lambda: ops.grid_sample(im, gr, align_corners=False),
             lambda: F.grid_sample(t_im, t_gr, align_corners=False)),
            ("embedding 3 of 10x4", lambda: ops.embedding(i, w), lambda: F.embedding(t_i, t_w)),
            ("softmax 4x4", lambda: ops.softmax(x_, -1), lambda: F.softmax(t_x, -1)),
            ("add of 4", lambda: ops.add(v_, v_), lambda: torch.add(t_v, t_v)),
            ("quantize_per_tensor of 4", lambda: ops.quantize_per_tensor(v_, 0.1, 0, torch.qint8),
             lambda: torch.quantize_per_tensor(t_v, 0.1, 0, torch.qint8)),
            ("embedding_bag 2 bags of 3 of 10x4", lambda: ops.embedding_bag(i, w, o),
             lambda: F.embedding_bag(t_i, t_w, t_o)),
            ("embedding_backward 3 into 10x4", lambda: ops.embedding_backward(g, i, 10, None, False),
             lambda: torch.ops.aten.embedding_backward(t_g, t_i, 10, -1, False, False)),
            ("nll_loss 4x4", lambda: ops.nll_loss(x_, t), lambda: F.nll_loss(t_x, t_t)),
            ("interpolate 1x1x2x2 -> 3x3 bilinear", lambda: ops.interpolate(im, size=(3, 3), mode="bilinear"),
             lambda: F.interpolate(t_im, size=(3, 3), mode="bilinear"))]
    stream = functional.default_stream()

    def plan_run(op, arrays, **fields):
        """plan.run alone: the plan selected and the outputs and workspace allocated once."""
        plan_class = PLANS[op]
        plan = plan_class.select(stream, plan_class.Descriptor(**fields), PlanPreference())
        outputs = {spec.name: stream.backend.empty(spec.shape(plan._bound_names), numpy_dtype(plan.dtype_of(spec)))
                   for spec in plan.tensors if spec.role == "output"}
        args = plan_class.Args(**arrays, **outputs)
        workspace = Workspace.allocate(stream, plan.workspace_size())
        return plan, args, lambda: plan.run(stream, workspace, args)

    runs = {"embedding 3 of 10x4": plan_run("embedding", dict(weight=w, indices=i), num_weights=10, embedding_dim=4,
                                            num_indices=3, element="f32", index="i64"),
            "softmax 4x4": plan_run("softmax", dict(input=x_.reshape(4, 4, 1)), outer=4, size=4, inner=1),
            "grid_sample 1x1x2x2": plan_run("grid_sample", dict(input=im, grid=gr), batch=1, channels=1, in_height=2,
                                            in_width=2, out_height=2, out_width=2)}
    records = []
    peers = {name: peer for name, _, peer in tiny}
    for name, ours, peer in tiny + [(f"plan.run {name}", run, peers[name]) for name, (_, _, run) in runs.items()]:
        record = {"name": name, "skucat_s": None, "peer": peer_name, "peer_s": None, "ratio": None}
        try:
            record["skucat_s"], record["peer_s"] = timer((ours, "wall"), (peer, "wall"))
            record["ratio"] = _ratio(record["skucat_s"], record["peer_s"])
        except Exception as exc:   # noqa: BLE001
            record["error"] = _error(exc)
        records.append(record)
    plan, args, _ = runs["embedding 3 of 10x4"]
    records.append({"name": "plan.can_implement embedding 3 of 10x4", "skucat_s": timer(
        (lambda: plan.can_implement(args), "wall"))[0], "peer": None, "peer_s": None, "ratio": None})
    return records


def build_records(jobs: int) -> list[dict]:
    """Full and no-op regeneration into a temporary folder (never the checkout's generated/), and
    cold and warm host builds of the whole catalog in a fresh cache, each in a new process."""
    records = []
    root = Path(__file__).resolve().parent.parent
    with tempfile.TemporaryDirectory(prefix="skucat-bench-") as scratch:
        out = Path(scratch) / "generated"
        missing = [name for name in ("jinja2", "yaml") if importlib.util.find_spec(name) is None]
        for name in ("regenerate (full)", "regenerate (no-op)"):
            if missing:
                records.append({"name": name, "seconds": None,
                                "skipped": f"needs the codegen extra ({', '.join(missing)} missing)"})
                continue
            records.append(_timed_process(name, [sys.executable, "-c", "import sys; from codegen.cli import main; "
                                                 "sys.exit(main(sys.argv[1:]))", "--out", str(out)], root))
            if "error" in records[-1]:
                break
        env = {**os.environ, "SKUCAT_CACHE_DIR": str(Path(scratch) / "cache")}
        command = [sys.executable, "-c", "import sys; from skucat.cli import main; sys.exit(main(sys.argv[1:]))",
                   "build", "--backend", "host", "-j", str(jobs)]
        for name in ("host build (cold)", "host build (warm)"):
            records.append(_timed_process(name, command, root, env))
    return records


def _timed_process(name: str, command: list[str], cwd: Path, env=None) -> dict:
    start = time.perf_counter()
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True)
    record = {"name": name, "seconds": time.perf_counter() - start}
    if done.returncode:
        record["error"] = (done.stderr.strip().splitlines() or [f"exit status {done.returncode}"])[-1]
    return record


# ---- the command

def _peer_setup(backend: str, threads: int):
    """(torch, peer name, peak bandwidth); raises SkucatError with one line when this machine cannot
    run the benchmark."""
    try:
        import torch
    except ImportError:
        raise BackendError("skucat bench: PyTorch is the peer of every case: install the 'oracle' extra") from None
    torch.set_num_threads(threads)
    from . import Stream, functional

    if backend == "host":
        functional._default_stream = Stream.host(workers=threads)
        return torch, f"PyTorch {torch.__version__} CPU", None
    from .backends import cuda

    usable, reason = cuda.available()
    if not usable:
        raise BackendError(f"skucat bench --backend cuda: no usable CUDA device ({' '.join(reason.split())})")
    if not torch.cuda.is_available():
        raise BackendError("skucat bench --backend cuda: this PyTorch has no CUDA device; the peer must run on one")
    functional._default_stream = Stream.cuda(0)
    return torch, f"PyTorch {torch.__version__} {torch.cuda.get_device_name(0)}", peak_bandwidth(0)


def run(backend="host", threads=None, repeats=5, filters=(), excludes=(), scale=1.0, skip_build=False,
        report=print) -> dict:
    """Every section's records; `report` gets each table line as it is measured."""
    threads = threads or os.cpu_count() or 1
    torch, peer_name, bandwidth = _peer_setup(backend, threads)
    env, timer = Env(torch, backend, scale), Timer(backend, repeats, torch)
    report(f"skucat {backend} backend, {threads} threads, against {peer_name} at {threads} threads; "
           f"medians of {repeats}" + (f"; peak memory bandwidth {bandwidth / 1e9:.0f} GB/s" if bandwidth else ""))
    report(f"{'case':<58}{'dir':>6}{'skucat ms':>11}{'peer ms':>10}{'ratio':>8}" + ("  bw%" if bandwidth else ""))
    records = []
    for record in run_cases(cases(env), env, timer, (filters, excludes), threads, peer_name, bandwidth):
        records.append(record)
        report(_line(record, bandwidth))
    result = {"backend": backend, "threads": threads, "repeats": repeats, "scale": scale, "peer": peer_name,
              "peak_bandwidth": bandwidth, "cases": records}
    if not filters and not excludes:
        report(f"\n{'per-call overhead':<64}{'skucat us':>11}{'peer us':>10}{'ratio':>8}")
        result["overhead"] = overhead_records(env, timer, peer_name)
        for record in result["overhead"]:
            report(_line(record, None, unit=1e6))
    result["determinism"] = []
    for name, deterministic, default in determinism_cases(env):
        if _wanted(name, filters, excludes):
            if not result["determinism"]:
                report(f"\n{'deterministic against default':<64}{'det ms':>11}{'default ms':>11}{'ratio':>7}")
            times = timer((deterministic, "ours"), (default, "ours"))
            record = {"name": name, "deterministic_s": times[0], "default_s": times[1]}
            record["ratio"] = record["deterministic_s"] / record["default_s"]
            result["determinism"].append(record)
            report(f"{name:<64}{record['deterministic_s'] * 1e3:>11.3f}{record['default_s'] * 1e3:>11.3f}"
                   f"{record['ratio']:>7.2f}")
    if not skip_build:
        report(f"\n{'regeneration and host build':<64}{'seconds':>11}")
        result["build"] = build_records(threads)
        for record in result["build"]:
            seconds = "--" if record["seconds"] is None else f"{record['seconds']:.2f}"
            report(f"{record['name']:<64}{seconds:>11}" + "".join(f"  {key}: {record[key]}" for key in
                                                                  ("error", "skipped") if key in record))
    return result


def _line(record: dict, bandwidth, unit: float = 1e3) -> str:
    def number(value, width, digits=3):
        return f"{'--':>{width}}" if value is None else f"{value * unit:>{width}.{digits}f}"

    short = {"forward": "fw", "backward": "bw", "forward+backward": "fw+bw"}
    text = f"{record['name']:<58}{short[record['direction']]:>6}" if "direction" in record else f"{record['name']:<64}"
    text += number(record["skucat_s"], 11) + number(record["peer_s"], 10)
    text += f"{'--':>8}" if record["ratio"] is None else f"{record['ratio']:>8.2f}"
    if bandwidth and record.get("bandwidth_fraction") is not None:
        text += f"  {record['bandwidth_fraction'] * 100:.0f}%"
    if "error" in record:
        text += f"  error: {record['error']}"
    return text


def failures(result: dict) -> list[str]:
    """The names of the records that failed, in every section."""
    return [record["name"] for section in ("cases", "overhead", "determinism", "build")
            for record in result.get(section, []) if "error" in record]


def main(args) -> int:
    """`skucat bench` with parsed arguments (see skucat/cli.py)."""
    quiet = args.json is not None and str(args.json) == "-"
    try:
        result = run(args.backend, args.threads, args.repeats, args.filter, args.exclude, args.scale, args.skip_build,
                     report=(lambda line: print(line, file=sys.stderr)) if quiet else print)
    except SkucatError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.json is not None:
        text = json.dumps(result, indent=1)
        if quiet:
            print(text)
        else:
            Path(args.json).write_text(text + "\n", encoding="utf-8")
    failed = failures(result)
    if failed:
        print(f"{len(failed)} failed: {', '.join(failed)}", file=sys.stderr)
    return 1 if failed else 0
