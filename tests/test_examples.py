"""The examples run, at a tiny size, and do what they say."""

from __future__ import annotations

import importlib.util
from pathlib import Path

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def load(name: str):
    spec = importlib.util.spec_from_file_location(name, EXAMPLES / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_embedding_model_learns_with_autodiff_alone(capsys):
    source = (EXAMPLES / "embedding_model.py").read_text()
    assert "torch" not in source
    losses = load("embedding_model").main(["--steps", "20", "--size", "64"])
    assert len(losses) == 20 and losses[-1] < 0.5 * losses[0], losses
    assert "loss" in capsys.readouterr().out
