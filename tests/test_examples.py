"""The examples run, at a tiny size, and do what they say."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import numpy as np
import pytest

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def _example(name: str):
    spec = importlib.util.spec_from_file_location(f"example_{name}", EXAMPLES / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_embedding_model_learns_with_autodiff_alone(capsys):
    source = (EXAMPLES / "embedding_model.py").read_text()
    assert "torch" not in source
    losses = _example("embedding_model").main(["--steps", "20", "--size", "64"])
    assert len(losses) == 20 and losses[-1] < 0.5 * losses[0], losses
    assert "loss" in capsys.readouterr().out


TINY = ["--steps", "3", "--batch", "4", "--size", "8"]


@pytest.fixture(scope="module")
def spatial_transformer():
    pytest.importorskip("torch", reason="PyTorch is not installed (install the 'torch' extra)")
    return _example("spatial_transformer")


def test_spatial_transformer_trains_identically_with_skucats_sampler_and_pytorchs(spatial_transformer, capsys):
    ours = spatial_transformer.main(TINY + ["--sampler", "skucat"])
    theirs = spatial_transformer.main(TINY + ["--sampler", "torch"])
    assert len(ours) == 3 and "step 2: loss" in capsys.readouterr().out
    np.testing.assert_allclose(ours, theirs, rtol=1e-9, atol=0)
    assert ours[-1] < ours[0]   # it trains


def test_spatial_transformer_under_torch_compile_gives_the_same_losses(spatial_transformer):
    compiled = spatial_transformer.main(TINY + ["--sampler", "skucat", "--compile"])
    np.testing.assert_allclose(compiled, spatial_transformer.main(TINY + ["--sampler", "skucat"]), rtol=1e-9, atol=0)
