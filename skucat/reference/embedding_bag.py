"""Float64 references for embedding_bag and its backward, from the definition: bag b is
input[offsets[b]:offsets[b + 1]] (the last one up to the end), padding_idx left out."""

from __future__ import annotations

import numpy as np

from .. import dtypes
from ..verify import Case, Expected, eps


def bags(num_indices, offsets, num_bags):
    """[(begin, end)] of each bag."""
    ends = list(offsets[1:num_bags]) + [num_indices]
    return [(int(offsets[b]), int(ends[b])) for b in range(num_bags)]


def embedding_bag(input, weight, offsets, mode, per_sample_weights=None, padding_idx=None, include_last_offset=False):
    """(out, offset2bag, bag_size, max_indices) in float64 / int64; max_indices is None unless max."""
    weight = np.asarray(weight, np.float64)
    input = np.asarray(input, np.int64).reshape(-1)
    num_bags = len(offsets) - int(include_last_offset)
    pad = None if padding_idx is None else padding_idx % weight.shape[0]
    out = np.zeros((num_bags, weight.shape[1]))
    offset2bag, bag_size = np.zeros(input.size, np.int64), np.zeros(num_bags, np.int64)
    max_indices = np.full((num_bags, weight.shape[1]), -1, np.int64) if mode == "max" else None
    for b, (begin, end) in enumerate(bags(input.size, offsets, num_bags)):
        offset2bag[begin:end] = b
        kept = [n for n in range(begin, end) if input[n] != pad]
        bag_size[b] = len(kept)
        if not kept:
            continue
        rows = weight[input[kept]]
        if mode == "max":
            for d in range(weight.shape[1]):
                # The first maximum in index order; a NaN wins only where it comes first (PyTorch's CPU).
                best = 0
                for k in range(1, len(kept)):
                    best = k if rows[k, d] > rows[best, d] else best
                out[b, d], max_indices[b, d] = rows[best, d], input[kept[best]]
        else:
            scale = 1.0 if per_sample_weights is None else np.asarray(per_sample_weights, np.float64)[kept][:, None]
            out[b] = (rows * scale).sum(0) / (len(kept) if mode == "mean" else 1)
    return out, offset2bag, bag_size, max_indices


def embedding_bag_backward(grad, input, weight, offsets, mode, per_sample_weights=None, padding_idx=None,
                           scale_grad_by_freq=False):
    """(grad_weight, its magnitude (sum of |contributions|), grad_per_sample_weights or None)."""
    grad, weight = np.asarray(grad, np.float64), np.asarray(weight, np.float64)
    input = np.asarray(input, np.int64).reshape(-1)
    num_bags, num_weights = grad.shape[0], weight.shape[0]
    _, offset2bag, bag_size, max_indices = embedding_bag(input, weight, offsets, mode, per_sample_weights,
                                                         padding_idx, len(offsets) > num_bags)
    pad = None if padding_idx is None else padding_idx % num_weights
    counts = np.bincount(input, minlength=num_weights)
    grad_weight, magnitude = np.zeros_like(weight), np.zeros_like(weight)
    if mode == "max":
        for b, d in np.ndindex(*grad.shape):
            if max_indices[b, d] >= 0:
                grad_weight[max_indices[b, d], d] += grad[b, d]
                magnitude[max_indices[b, d], d] += abs(grad[b, d])
    for n, row in enumerate(input):
        if mode == "max" or row == pad:
            continue
        contribution = grad[offset2bag[n]] / (bag_size[offset2bag[n]] if mode == "mean" else 1)
        if per_sample_weights is not None:
            contribution = contribution * float(per_sample_weights[n])
        if scale_grad_by_freq:
            contribution = contribution / counts[row]
        grad_weight[row] += contribution
        magnitude[row] += np.abs(contribution)
    grad_psw = None
    if per_sample_weights is not None:
        grad_psw = np.array([0.0 if row == pad else grad[offset2bag[n]] @ weight[row] for n, row in enumerate(input)])
    return grad_weight, magnitude, grad_psw


# ---- verification cases: repeated, empty and all-padding bags, a last bag that runs to the end, and
# rows hit by many bags (atomic collisions).

V, D = 23, 13
OFFSETS = (0, 0, 3, 4, 4, 10, 30, 31, 60)
N = 77


def _inputs(sku, rng, padding_idx):
    index = dtypes.numpy_dtype(sku.aux)
    input = rng.integers(0, V, N)
    input[OFFSETS[2]:OFFSETS[3]] = padding_idx % V    # an all-padding bag
    element = dtypes.numpy_dtype(sku.element)
    weight = rng.standard_normal((V, D)).astype(element)
    psw = rng.standard_normal(N).astype(element) if sku.mode["mode"] == "sum" else None
    return input.astype(index), np.array(OFFSETS, index), weight, psw


def _fields(num_bags, padding_idx, weighted, **more):
    return dict(num_weights=V, embedding_dim=D, num_indices=N, num_bags=num_bags, padding_idx=padding_idx,
                has_per_sample_weights=weighted, **more)


def cases_embedding_bag(sku, rng):
    mode, compute = sku.mode["mode"], eps(sku.precision.math)
    for padding_idx, last in ((-2, False), (5, True)):
        input, offsets, weight, psw = _inputs(sku, rng, padding_idx)
        out, offset2bag, bag_size, max_indices = embedding_bag(input, weight, offsets, mode, psw, padding_idx, last)
        terms = np.diff(list(offsets[:len(offsets) - last]) + [N]).max()
        magnitude, _, _, _ = embedding_bag(input, np.abs(weight.astype(np.float64)), offsets, mode,
                                           None if psw is None else np.abs(psw.astype(np.float64)), padding_idx, last)
        expected = {"out": Expected(out, exact=True) if mode == "max" else Expected(out, 2 * terms * compute * magnitude),
                    "offset2bag": Expected(offset2bag, exact=True), "bag_size": Expected(bag_size, exact=True)}
        if mode == "max":
            expected["max_indices"] = Expected(max_indices, exact=True)
        inputs = dict(weight=weight, input=input, offsets=offsets)
        if psw is not None:
            inputs["per_sample_weights"] = psw
        yield Case(f"(padding_idx={padding_idx}, include_last_offset={last})",
                   _fields(len(offsets) - last, padding_idx, psw is not None, include_last_offset=last),
                   inputs, expected)


def cases_embedding_bag_backward(sku, rng):
    mode, compute = sku.mode["mode"], eps(sku.precision.math)
    for padding_idx, scale in ((None, False), (-3, mode != "max")):
        input, offsets, weight, psw = _inputs(sku, rng, -1 if padding_idx is None else padding_idx)
        num_bags = len(offsets)
        grad = rng.standard_normal((num_bags, D)).astype(weight.dtype)
        _, offset2bag, bag_size, max_indices = embedding_bag(input, weight, offsets, mode, psw, padding_idx)
        expected, magnitude, grad_psw = embedding_bag_backward(grad, input, weight, offsets, mode, psw, padding_idx,
                                                               scale)
        terms = np.bincount(input.astype(np.int64), minlength=V).max()
        found = {"grad_weight": Expected(expected, 2 * terms * compute * magnitude)}
        inputs = dict(grad=grad, indices=input, offset2bag=offset2bag.astype(input.dtype),
                      bag_size=bag_size.astype(input.dtype))
        if mode == "max":
            inputs["maximum_indices"] = max_indices.astype(input.dtype)
        if psw is not None:
            inputs.update(per_sample_weights=psw, weight=weight)
            dots = np.abs(grad.astype(np.float64))[offset2bag] * np.abs(weight.astype(np.float64))[input]
            found["grad_per_sample_weights"] = Expected(grad_psw, 2 * D * compute * dots.sum(1))
        yield Case(f"(padding_idx={padding_idx}, scale={scale})",
                   _fields(num_bags, padding_idx, psw is not None, scale_grad_by_freq=scale), inputs, found)


def gradient_inputs_embedding_bag(rng, mode, include_last_offset, has_per_sample_weights, scale_grad_by_freq):
    """A [6, 3] table and four bags of 2-D input's flattened indices: one with a repeated row, one
    holding padding_idx, one empty (skucat.verify.gradients). Distinct random rows keep the maxima
    apart."""
    input = np.array([2, 5, 2, 1, 4, 0, 3, 5])
    offsets = np.array([0, 3, 5, 5] + ([8] if include_last_offset else []))
    weights = rng.uniform(0.5, 1.5, input.size) if has_per_sample_weights else None
    return (input, rng.standard_normal((6, 3)), offsets), {"per_sample_weights": weights, "padding_idx": 4}


def gradient_surrogate_embedding_bag(arguments):
    """PyTorch's scale_grad_by_freq estimator (sum and mean) as a derivative at the given point:
    each row of a bag contributes psw0[n] * (weight[row] - weight0[row]) / count[row] +
    psw[n] * weight0[row] (divided by the bag's size for mean), so the weight's derivative is
    scaled by the row's frequency and the per-sample weights' is not."""
    input = np.asarray(arguments["input"], np.int64).reshape(-1)
    weight0 = np.asarray(arguments["weight"], np.float64)
    mode, offsets, pad = arguments["mode"], np.asarray(arguments["offsets"]), arguments["padding_idx"]
    pad = None if pad is None else pad % weight0.shape[0]
    num_bags = len(offsets) - int(arguments["include_last_offset"])
    counts = np.bincount(input, minlength=weight0.shape[0])
    psw0 = arguments["per_sample_weights"]
    psw0 = np.ones(input.size) if psw0 is None else np.asarray(psw0, np.float64)

    def surrogate(a):
        weight = np.asarray(a["weight"], np.float64)
        psw = psw0 if a["per_sample_weights"] is None else np.asarray(a["per_sample_weights"], np.float64)
        out = np.zeros((num_bags, weight.shape[1]))
        for b, (begin, end) in enumerate(bags(input.size, offsets, num_bags)):
            kept = [n for n in range(begin, end) if input[n] != pad]
            for n in kept:
                row = input[n]
                out[b] += psw0[n] * (weight[row] - weight0[row]) / counts[row] + psw[n] * weight0[row]
            out[b] /= len(kept) if mode == "mean" and kept else 1
        return out
    return surrogate


# ---- `skucat bench`: 4096 bags of 8 to 24 rows of a 50000x128 table in each mode, against PyTorch

BENCH_MODES = ("sum", "mean", "max")   # in the order of aten's mode codes


def _bench_bags(env):
    """(V, D, B, the number of indices, (ours, peer) of the table, indices and offsets)."""
    V, D, B = env.n(50_000), 128, env.n(4096)
    sizes = env.rng.integers(8, 25, B)
    offsets = np.concatenate([[0], np.cumsum(sizes)[:-1]]).astype(np.int64)
    indices = env.rng.integers(0, V, int(sizes.sum())).astype(np.int64)
    return V, D, B, len(indices), env.both(env.normal(V, D), indices, offsets)


def bench_embedding_bag(env):
    F = env.torch.nn.functional
    V, D, B, N, ((w, t_w), (i, t_i), (o, t_o)) = _bench_bags(env)
    for mode in BENCH_MODES:
        yield env.case(f"embedding_bag f32 {mode} [{B} bags of {N // B} from {V}x{D}]",
                       lambda mode=mode: env.ops.embedding_bag(i, w, o, mode=mode),
                       lambda mode=mode: F.embedding_bag(t_i, t_w, t_o, mode=mode), (B, D))


def bench_embedding_bag_backward(env):
    """Against aten's _embedding_bag_backward, each side on its own forward's saved values."""
    from .. import functional

    aten = env.torch.ops.aten
    V, D, B, _, ((w, t_w), (i, t_i), (o, t_o)) = _bench_bags(env)
    (g, t_g), = env.both(env.normal(B, D))
    for code, mode in enumerate(BENCH_MODES):
        with functional.saving() as saved:
            env.ops.embedding_bag(i, w, o, mode=mode)
        kept = saved["embedding_bag"]
        _, offset2bag, bag_size, max_indices = aten._embedding_bag(t_w, t_i, t_o, False, code, False, None, False, -1)
        yield env.case(f"embedding_bag_backward f32 {mode}",
                       lambda mode=mode, kept=kept: env.ops.embedding_bag_backward(
                           g, i, kept["offset2bag"], kept["bag_size"], kept.get("max_indices"), V, mode=mode),
                       lambda code=code, offset2bag=offset2bag, bag_size=bag_size, max_indices=max_indices:
                           aten._embedding_bag_backward(t_g, t_i, t_o, offset2bag, bag_size, max_indices, V, False,
                                                        code, False, None, -1), (B, D))
