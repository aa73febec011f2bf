"""Float64 references for the loss family, on the plans' [N, C, S] views.

Each function returns {output: (value, magnitude)}: the float64 value and, per element, the sum of
|terms| it is made of, scaled by how many roundings reach it, so that eps(accumulator) * magnitude
bounds the kernels' error."""

from __future__ import annotations

import ml_dtypes
import numpy as np

from .. import dtypes
from ..verify import Case, Expected, eps


def log_softmax(input):
    """PyTorch's log_softmax over the classes (axis 1): (x - max) - log(sum(exp(x - max)))."""
    input = np.asarray(input, np.float64)
    with np.errstate(invalid="ignore", over="ignore", divide="ignore"):
        shifted = input - input.max(axis=1, keepdims=True, initial=-np.inf)
        return shifted - np.log(np.exp(shifted).sum(axis=1, keepdims=True))


def _softmax_error(input):
    """Per element: how far log_softmax's roundings reach (|x - max| + |log sum| + C)."""
    input = np.asarray(input, np.float64)
    classes = input.shape[1]
    shifted = input - input.max(axis=1, keepdims=True, initial=-np.inf)
    with np.errstate(divide="ignore"):   # no classes: log(0), an unbounded error where nothing is summed
        return np.abs(shifted) + np.abs(np.log(np.exp(shifted).sum(axis=1, keepdims=True))) + classes + 4


def _counted(target, classes, ignore_index):
    target = np.asarray(target, np.int64)
    return (target != ignore_index) & (target >= 0) & (target < classes), np.clip(target, 0, max(classes - 1, 0))


def _pick(array, index):
    """array[n, index[n, s], s] for an [N, C, S] array and [N, S] indices (0 when C is 0: every
    target is then ignored)."""
    if array.shape[1] == 0:
        return np.zeros(index.shape)
    return np.take_along_axis(array, index[:, None, :], axis=1)[:, 0, :]


def _weight_at(weight, index):
    """weight[index] for class weights [C] (0 when C is 0)."""
    return weight[index] if weight.size else np.zeros(index.shape)


def _reduce(losses, magnitude, weights, reduction, denominator=None):
    """The op's outputs from per-row losses [N, S] and their weights: out (and total_weight)."""
    if reduction == "none":
        return {"out": (losses.reshape(-1), magnitude.reshape(-1))}
    rows = losses.size
    total = weights.sum() if denominator is None else float(denominator)
    loss = losses.sum()
    with np.errstate(invalid="ignore", divide="ignore"):
        out = (loss * 0 if total == 0 else loss) / total if reduction == "mean" else loss   # NaN, as PyTorch
        scale = 1 / abs(total) if reduction == "mean" and total else 1.0
    found = {"out": (np.array([out]), np.array([(magnitude.sum() + rows * abs(loss)) * scale]))}
    if denominator is None:
        found["total_weight"] = (np.array(total), np.array(rows * np.abs(weights).sum()))
    return found


def nll_loss(input, target, weight, reduction="mean", ignore_index=-100, **_):
    input, weight = np.asarray(input, np.float64), np.asarray(weight, np.float64)
    counted, index = _counted(target, input.shape[1], ignore_index)
    weights = np.where(counted, _weight_at(weight, index), 0.0)
    losses = np.where(counted, -_pick(input, index) * weights, 0.0)
    return _reduce(losses, np.abs(losses), weights, reduction)


def _row_grad(dout, reduction, rows_shape, denominator):
    dout = np.asarray(dout, np.float64)
    if reduction == "none":
        return dout.reshape(rows_shape)
    return np.full(rows_shape, dout[0] / denominator if reduction == "mean" else dout[0])


def nll_loss_backward(dout, input, target, weight, reduction="mean", ignore_index=-100, total_weight=None, **_):
    input, weight = np.asarray(input, np.float64), np.asarray(weight, np.float64)
    counted, index = _counted(target, input.shape[1], ignore_index)
    grad = _row_grad(dout, reduction, counted.shape, None if total_weight is None else float(total_weight))
    grad_input = np.zeros_like(input)
    hot = np.arange(input.shape[1])[None, :, None] == index[:, None, :]
    with np.errstate(invalid="ignore"):
        grad_input = np.where(hot & counted[:, None, :], -(_weight_at(weight, index) * grad)[:, None, :], 0.0)
    return {"grad_input": (grad_input, 2 * np.abs(grad_input))}


def _smoothing(label_smoothing):
    return label_smoothing if label_smoothing > 0 else 0.0


def cross_entropy(input, target, weight, reduction="mean", ignore_index=-100, label_smoothing=0.0, **_):
    input, weight = np.asarray(input, np.float64), np.asarray(weight, np.float64)
    classes, smoothing = input.shape[1], _smoothing(label_smoothing)
    log_p, error = log_softmax(input), _softmax_error(input)
    counted, index = _counted(target, classes, ignore_index)
    weights = np.where(counted, _weight_at(weight, index), 0.0)
    nll = -_pick(log_p, index) * weights
    magnitude = np.abs(nll) * _pick(error, index)
    if smoothing > 0:
        smooth = -(log_p * weight[None, :, None]).sum(axis=1)
        nll = (1 - smoothing) * nll + smooth * (smoothing / max(classes, 1))
        magnitude = magnitude + (np.abs(log_p * weight[None, :, None]) * error).sum(axis=1) * (smoothing / max(classes, 1))
    return _reduce(np.where(counted, nll, 0.0), np.where(counted, magnitude, 0.0), weights, reduction)


def cross_entropy_backward(dout, input, target, weight, reduction="mean", ignore_index=-100, label_smoothing=0.0,
                           total_weight=None, **_):
    input, weight = np.asarray(input, np.float64), np.asarray(weight, np.float64)
    classes, smoothing = input.shape[1], _smoothing(label_smoothing)
    prob, error = np.exp(log_softmax(input)), _softmax_error(input)
    counted, index = _counted(target, classes, ignore_index)
    grad = _row_grad(dout, reduction, counted.shape, None if total_weight is None else float(total_weight))
    hot = np.arange(classes)[None, :, None] == index[:, None, :]
    grad = grad[:, None, :]
    target_weight = _weight_at(weight, index)[:, None, :]
    with np.errstate(invalid="ignore"):
        value = target_weight * grad * (prob - hot)
        magnitude = np.abs(target_weight * grad) * (prob * error + hot)
        if smoothing > 0:
            spread = (smoothing / max(classes, 1)) * grad
            value = (1 - smoothing) * value + spread * (prob * weight.sum() - weight[None, :, None])
            magnitude += np.abs(spread) * (prob * error * np.abs(weight).sum() * 2 + np.abs(weight)[None, :, None])
    keep = counted[:, None, :]
    return {"grad_input": (np.where(keep, value, 0.0), np.where(keep, magnitude, 0.0))}


def _smoothed(target, classes, smoothing):
    # max(classes, 1) here and above: with no classes the smoothing terms are empty sums.
    target = np.asarray(target, np.float64)
    return target * (1 - smoothing) + smoothing / max(classes, 1) if smoothing > 0 else target


def cross_entropy_probs(input, target, weight, reduction="mean", label_smoothing=0.0, **_):
    input, weight = np.asarray(input, np.float64), np.asarray(weight, np.float64)
    classes = input.shape[1]
    terms = log_softmax(input) * _smoothed(target, classes, _smoothing(label_smoothing)) * weight[None, :, None]
    losses = -terms.sum(axis=1)
    rows = losses.size if input.size else 0   # PyTorch's mean of an empty input is NaN
    return _reduce(losses, (np.abs(terms) * _softmax_error(input)).sum(axis=1), np.ones_like(losses), reduction,
                   denominator=rows)


def cross_entropy_probs_backward(dout, input, target, weight, reduction="mean", label_smoothing=0.0, want_weight=False,
                                 **_):
    input, weight = np.asarray(input, np.float64), np.asarray(weight, np.float64)
    classes, smoothing = input.shape[1], _smoothing(label_smoothing)
    log_p, error = log_softmax(input), _softmax_error(input)
    mass = _smoothed(target, classes, smoothing) * weight[None, :, None]
    grad = _row_grad(dout, reduction, (input.shape[0], input.shape[2]), input.shape[0] * input.shape[2])[:, None, :]
    prob = np.exp(log_p)
    grad_input = grad * (prob * mass.sum(axis=1, keepdims=True) - mass)
    grad_target = grad * -(log_p * weight[None, :, None]) * (1 - smoothing if smoothing > 0 else 1)
    scale = np.abs(mass).sum(axis=1, keepdims=True) * classes
    found = {"grad_input": (grad_input, np.abs(grad) * (prob * error * scale + np.abs(mass))),
             "grad_target": (grad_target, np.abs(grad_target) * error)}
    if want_weight:   # the derivative of the loss in each class's weight: its terms over the rows, summed
        terms = np.einsum("nos,ncs,ncs->ncs", grad, -log_p, _smoothed(target, classes, smoothing))
        rows = input.shape[0] * input.shape[2]   # the sum's roundings
        found["grad_weight"] = (terms.sum(axis=(0, 2)), (np.abs(terms) * (error + rows)).sum(axis=(0, 2)))
    return found


# ---- verification cases: every reduction, ignored rows (ignore_index inside the classes and the
# default), zero weights, label smoothing, one row of large logits, shapes with S > 1 and a class
# count above one block.

SHAPES = ((5, 37, 3), (3, 300, 1))


def _problem(sku, rng, shape, probs=False):
    batch, classes, spatial = shape
    element = dtypes.numpy_dtype(sku.element)
    input = rng.standard_normal(shape) * 3
    input[0, :, 0] += 40.0   # large logits: the max shift matters
    weight = rng.uniform(0.25, 2.0, classes)
    weight[1] = 0.0
    if probs:
        target = rng.dirichlet(np.ones(classes), (batch, spatial)).transpose(0, 2, 1).astype(element)
    else:
        target = rng.integers(0, classes, (batch, spatial)).astype(dtypes.numpy_dtype(sku.aux))
        target[0, -1], target[-1, 0] = 2, 1   # an ignored row (ignore_index=2) and a zero-weight row
    return input.astype(element), target, weight.astype(element)


def _expected(sku, found, terms=1):
    """Errors of the computation, plus the absolute error of rounding to a subnormal element."""
    precision = sku.precision.accumulate if sku.precision.accumulate != "none" else sku.precision.math
    subnormal = float(ml_dtypes.finfo(dtypes.numpy_dtype(sku.element)).smallest_subnormal)
    return {name: Expected(value, eps(precision) * terms * magnitude + subnormal)
            for name, (value, magnitude) in found.items()}


def _settings(probs=False):
    for reduction in ("none", "mean", "sum"):
        for smoothing in ((0.0,) if reduction == "sum" else (0.0, 0.3)):
            yield reduction, (-100 if probs else 2), smoothing


def _forward_cases(sku, rng, reference, probs=False, smoothing_param=True):
    for shape in SHAPES:
        input, target, weight = _problem(sku, rng, shape, probs)
        for reduction, ignore_index, smoothing in _settings(probs):
            fields = dict(zip(("batch", "classes", "spatial"), shape), reduction=reduction)
            fields |= {} if probs else dict(ignore_index=ignore_index)
            fields |= dict(label_smoothing=smoothing) if smoothing_param else {}
            if not smoothing_param and smoothing:
                continue
            found = reference(input, target, weight, **fields)
            yield Case(f"({shape}, {reduction}, smoothing={smoothing})", fields,
                       dict(input=input, target=target, weight=weight), _expected(sku, found, 4))


def _backward_cases(sku, rng, forward, reference, probs=False, smoothing_param=True, extra=None):
    """The forward cases' backwards, with the fields `extra` too."""
    for case in _forward_cases(sku, rng, forward, probs, smoothing_param):
        fields, inputs = {**case.fields, **(extra or {})}, dict(case.inputs)
        rows = fields["batch"] * fields["spatial"]
        element = dtypes.numpy_dtype(sku.element)
        inputs["dout"] = rng.standard_normal(rows if fields["reduction"] == "none" else 1).astype(element)
        if fields["reduction"] == "mean" and not probs:
            inputs["total_weight"] = np.array(case.expected["total_weight"].value, element)
        found = reference(**inputs, **fields)
        yield Case(case.label + "".join(f", {k}={v}" for k, v in (extra or {}).items()), fields, inputs,
                   _expected(sku, found, 4))


def cases_nll_loss(sku, rng):
    yield from _forward_cases(sku, rng, nll_loss, smoothing_param=False)


def cases_nll_loss_backward(sku, rng):
    yield from _backward_cases(sku, rng, nll_loss, nll_loss_backward, smoothing_param=False)


def cases_cross_entropy(sku, rng):
    yield from _forward_cases(sku, rng, cross_entropy)


def cases_cross_entropy_backward(sku, rng):
    yield from _backward_cases(sku, rng, cross_entropy, cross_entropy_backward)


def cases_cross_entropy_probs(sku, rng):
    yield from _forward_cases(sku, rng, cross_entropy_probs, probs=True)


def cases_cross_entropy_probs_backward(sku, rng):
    for want_weight in (False, True):
        yield from _backward_cases(sku, rng, cross_entropy_probs, cross_entropy_probs_backward, probs=True,
                                   extra=dict(want_weight=want_weight))


# ---- gradient checks (skucat.verify.gradients): [N, C, S] = [3, 4, 2] inputs, per-class weights,
# one row ignored (ignore_index is a class), label smoothing.

def _gradient_problem(rng):
    input, weight = rng.standard_normal((3, 4, 2)), rng.uniform(0.5, 2.0, 4)
    target = rng.integers(0, 3, (3, 2))
    target[1, 0] = 3   # the ignored class
    return input, target, weight


def gradient_inputs_nll_loss(rng, reduction):
    input, target, weight = _gradient_problem(rng)
    return (input, target, weight), {"ignore_index": 3}


def gradient_inputs_cross_entropy(rng, reduction):
    input, target, weight = _gradient_problem(rng)
    return (input, target, weight), {"ignore_index": 3, "label_smoothing": 0.2}


def gradient_inputs_cross_entropy_probs(rng, reduction):
    input, _, weight = _gradient_problem(rng)
    target = rng.dirichlet(np.ones(4), (3, 2)).transpose(0, 2, 1)
    return (input, target, weight), {"label_smoothing": 0.2}


# ---- `skucat bench`: mean reduction, against PyTorch; nll_loss reads one input per row, so many
# short rows ([1M, 16]) make it long enough to time; cross_entropy on [1024, 1000] logits

def _bench_picks(env):
    """(rows, classes, (ours, peer) of the input, the targets, the class weights, the weight total)."""
    rows, classes = env.n(1 << 20), 16
    picks = env.rng.integers(0, classes, rows).astype(np.int64)
    weight = env.rng.uniform(0.5, 2.0, classes).astype(np.float32)
    return rows, classes, env.both(env.normal(rows, classes), picks, weight,
                                   np.array(weight[picks].sum(), np.float32))


def bench_nll_loss(env):
    F = env.torch.nn.functional
    rows, classes, ((x, t_x), (y, t_y), (w, t_w), _) = _bench_picks(env)
    yield env.case(f"nll_loss f32 [{rows}x{classes}] weighted", lambda: env.ops.nll_loss(x, y, w),
                   lambda: F.nll_loss(t_x, t_y, t_w), (rows, classes))


def bench_nll_loss_backward(env):
    aten = env.torch.ops.aten
    rows, classes, ((x, t_x), (y, t_y), (w, t_w), (total, t_total)) = _bench_picks(env)
    (g, t_g), = env.both(np.array(1.0, np.float32))
    yield env.case("nll_loss_backward f32", lambda: env.ops.nll_loss_backward(g, x, y, w, "mean", -100, total),
                   lambda: aten.nll_loss_backward(t_g, t_x, t_y, t_w, 1, -100, t_total), (rows, classes))


def _bench_logits(env):
    """(shape, (ours, peer) of the logits, class targets, class probabilities, class weights, the
    weight total of the targets and a gradient of the mean)."""
    N, C = env.n(1024), 1000
    target = env.rng.integers(0, C, N).astype(np.int64)
    weight = env.rng.uniform(0.5, 2.0, C).astype(np.float32)
    return (N, C), env.both(env.normal(N, C), target, env.rng.dirichlet(np.ones(C), N).astype(np.float32), weight,
                            np.array(weight[target].sum(), np.float32), np.array(1.0, np.float32))


BENCH_SMOOTHING = (0.0, 0.1)


def bench_cross_entropy(env):
    F = env.torch.nn.functional
    shape, ((x, t_x), (y, t_y), _, (w, t_w), _, _) = _bench_logits(env)
    for smoothing in BENCH_SMOOTHING:
        yield env.case(f"cross_entropy f32 [{env.label(shape)}] smoothing={smoothing}",
                       lambda smoothing=smoothing: env.ops.cross_entropy(x, y, w, label_smoothing=smoothing),
                       lambda smoothing=smoothing: F.cross_entropy(t_x, t_y, t_w, label_smoothing=smoothing), shape)


def bench_cross_entropy_backward(env):
    F = env.torch.nn.functional
    shape, ((x, t_x), (y, t_y), _, (w, t_w), (total, _), (g, _)) = _bench_logits(env)
    for smoothing in BENCH_SMOOTHING:
        yield env.case(f"cross_entropy_backward f32 smoothing={smoothing}",
                       lambda smoothing=smoothing: env.ops.cross_entropy_backward(
                           g, x, y, w, label_smoothing=smoothing, total_weight=total),
                       lambda smoothing=smoothing: env.autograd(lambda t: F.cross_entropy(
                           t, t_y, t_w, label_smoothing=smoothing), t_x), shape)


def bench_cross_entropy_probs(env):
    F = env.torch.nn.functional
    shape, ((x, t_x), _, (p, t_p), (w, t_w), _, _) = _bench_logits(env)
    yield env.case(f"cross_entropy_probs f32 [{env.label(shape)}]", lambda: env.ops.cross_entropy(x, p, w),
                   lambda: F.cross_entropy(t_x, t_p, t_w), shape)


def bench_cross_entropy_probs_backward(env):
    F = env.torch.nn.functional
    shape, ((x, t_x), _, (p, t_p), (w, t_w), _, (g, _)) = _bench_logits(env)
    yield env.case("cross_entropy_probs_backward f32", lambda: env.ops.cross_entropy_probs_backward(g, x, p, w),
                   lambda: env.autograd(lambda t: F.cross_entropy(t, t_p, t_w), t_x), shape,
                   compare=lambda ours, peer: (ours[0], peer))   # the peer has no gradient of the target
