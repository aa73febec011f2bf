"""Every differentiable op x mode of the catalog (skucat.verify.gradients): the gradient through the
tape and through vjp matches central finite differences of sum(v * f(x)) in float64.

Tolerances: a central difference with step h = 1e-6 has a truncation error of h^2 |f'''| / 6
(~1e-13 for these O(1) functions) and a rounding error of about eps * |sum(v * f)| / h (~1e-10 for
sums of a few dozen O(1) terms); |fd - g| <= 1e-8 + 1e-6 |g| bounds both with a wide margin, while a
wrong rule (a missing term, a factor, a sign) is off by O(1).
"""

from __future__ import annotations

import numpy as np
import pytest

from skucat import autodiff as ad
from skucat.verify import gradients

STEP, RTOL, ATOL = 1e-6, 1e-6, 1e-8
ELEMENTWISE = 24     # arguments of at most this many elements are differenced element by element
DIRECTIONS = 4       # random directions for larger ones

CASES = gradients.gradient_cases()


def test_every_op_with_a_rule_has_gradient_inputs():
    missing = gradients.missing_gradient_inputs()
    assert not missing, f"forward ops with a gradient rule need their gradient inputs: define {missing}"


def test_every_op_with_a_rule_is_checked_in_every_mode_value():
    for op in ad.rules():
        found = [case for case in CASES if case.op == op]
        assert found, f"{op} has no gradient case"
        for name, _ in gradients.modes(op):   # every value the catalog's checks allow
            wanted = {mode[name] for mode in gradients.allowed_combinations(op)}
            assert {case.mode[name] for case in found} == wanted, f"{op}: not every {name} is checked"


def test_a_missing_gradient_function_is_named(monkeypatch):
    from skucat.reference import softmax

    monkeypatch.delattr(softmax, "gradient_inputs_log_softmax")
    assert gradients.missing_gradient_inputs() == ["skucat.reference.softmax.gradient_inputs_log_softmax"]


def test_the_covering_set_has_every_pair():
    import itertools

    candidates = [dict(a=a, b=b, c=c, d=d) for a, b, c, d in itertools.product(range(3), range(3), (0, 1), (0, 1))
                  if not (a == 2 and c == 1)]   # a combination the catalog would refuse
    chosen = gradients._all_pairs(candidates)
    assert len(chosen) < len(candidates)
    pairs = lambda modes: {p for m in modes for p in itertools.combinations(m.items(), 2)}   # noqa: E731
    assert pairs(chosen) == pairs(candidates)


def _outputs(out, codes=False):
    """The differentiable outputs (float arrays, and integer codes for an estimator) of a result."""
    outs = out if isinstance(out, tuple) else (out,)
    return [o for o in outs if isinstance(o, np.ndarray) and o.dtype.kind in ("fiu" if codes else "f")]


def _directions(rng, value):
    if value.size <= ELEMENTWISE:
        return list(np.eye(value.size).reshape(value.size, *value.shape))
    return [rng.standard_normal(value.shape) for _ in range(DIRECTIONS)]


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_gradient_matches_finite_differences(case):
    assert case.wrt, f"{case.id} checks no argument"
    arguments = case.arguments()
    rng = np.random.default_rng(0)
    outs = _outputs(case.forward(**arguments), codes=bool(case.estimator))
    assert outs, f"{case.id} returns no differentiable output"
    # f32-exact seeds: rules that compute in f32 (the learnable scale's) then round nothing of them
    seeds = [rng.standard_normal(o.shape).astype(np.float32).astype(np.float64) for o in outs]
    function = case.forward
    if case.estimator:   # not the derivative of the forward: that of the reference's surrogate
        made = gradients.surrogate(case)
        assert made, f"{case.id}: the rule is an estimator ({case.estimator}); define its gradient_surrogate"
        function = lambda **changed: made(changed)   # noqa: E731

    def loss(**changed):
        found = _outputs(function(**{**arguments, **changed}), codes=bool(case.estimator))
        return sum(float(np.sum(v * np.asarray(o, np.float64))) for v, o in zip(seeds, found))

    # the tape: each output's gradient seeds its own backward pass; the passes' gradients add up
    tracked = {name: ad.from_inner(arguments[name]) for name in case.wrt}
    out = case.forward(**{**arguments, **tracked})
    taped = {name: 0.0 for name in case.wrt}
    for o, v in zip(out if isinstance(out, tuple) else (out,), seeds):
        grads = ad.backward(o, grad=v)
        for name, tensor in tracked.items():
            found = ad.grad(tensor, grads)
            assert found is not None, f"{case.id}: no gradient for {name}"
            taped[name] = taped[name] + found
    # vjp gives the same
    _, pullback = ad.vjp(case.forward, **arguments)
    pulled = pullback(seeds[0] if len(seeds) == 1 else tuple(seeds))
    for name in case.wrt:
        np.testing.assert_allclose(pulled[name], taped[name], rtol=1e-15, atol=0, err_msg=f"{case.id}: vjp {name}")

    for name in case.wrt:
        value, gradient = arguments[name], np.asarray(taped[name], np.float64)
        assert gradient.shape == np.shape(value), f"{case.id}: gradient of {name} has shape {gradient.shape}"
        for direction in _directions(rng, value):
            fd = (loss(**{name: value + STEP * direction}) - loss(**{name: value - STEP * direction})) / (2 * STEP)
            analytic = float(np.sum(gradient * direction))
            assert abs(fd - analytic) <= ATOL + RTOL * abs(analytic), (
                f"{case.id}: d/d{name} along {direction.ravel().round(3).tolist()[:8]}...: "
                f"tape {analytic!r}, finite differences {fd!r}")
