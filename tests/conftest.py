"""Shared fixtures: the manifest's SKUs, streams, and visible skips for what is missing."""

from __future__ import annotations

import json
import warnings
from pathlib import Path

import pytest

import skucat
from skucat import generated

MANIFEST = json.loads((Path(generated.__file__).parent / "manifest.json").read_text())
SKUS = [entry["sku"] for entry in MANIFEST["skus"]]


def skus_of(*ops: str) -> list[str]:
    return [sku for sku in SKUS if skucat.KernelSku.parse(sku).op in ops]


@pytest.fixture(scope="session")
def host():
    return skucat.Stream.host()


@pytest.fixture(scope="session")
def torch():
    """PyTorch (CPU) for cross-checks; the test is skipped, with the reason, without it."""
    module = pytest.importorskip("torch", reason="PyTorch is not installed (install the 'oracle' extra)")
    warnings.filterwarnings("ignore", message=".*quantize.*deprecated.*")
    return module
