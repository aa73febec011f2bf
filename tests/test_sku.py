"""KernelSku: canonical, parseable, unique, C-safe; filters select by pattern."""

from __future__ import annotations

import re

import pytest

from skucat import KernelSku, PrecisionGuarantee
from skucat.errors import InvalidArgumentError

from conftest import MANIFEST, SKUS


def test_every_sku_round_trips_and_is_target_free():
    for text in SKUS:
        sku = KernelSku.parse(text)
        assert str(sku) == text and KernelSku.parse(str(sku)) == sku
        assert (sku.backend, sku.arch) == ("any", "any")


def test_symbols_are_unique_c_identifiers_and_name_the_entries():
    symbols = [KernelSku.parse(text).symbol for text in SKUS]
    assert len(set(symbols)) == len(symbols) == len(set(SKUS))
    for entry in MANIFEST["skus"]:
        symbol = KernelSku.parse(entry["sku"]).symbol
        for name in entry["entries"].values():
            assert name.startswith(symbol + "__")
            assert re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name)


def test_target_changes_the_string_but_not_the_symbol():
    sku = KernelSku.parse(SKUS[0])
    placed = sku.on("cuda", "sm_90")
    assert ".cuda.sm_90." in str(placed) and KernelSku.parse(str(placed)) == placed
    assert placed.symbol == sku.symbol and placed.generic() == sku


def test_modes_round_trip():
    sku = KernelSku("grid_sample", "grid_sample", "f32", "none", "atomic", (("mode", "bicubic"), ("mask", "input")),
                    "any", "any", PrecisionGuarantee("f32", "f32", False, False))
    assert str(sku) == ("grid_sample.grid_sample.f32.none.atomic.mode-bicubic.mask-input.any.any"
                        ".math-f32.acc-f32.nondet.unstable")
    assert KernelSku.parse(str(sku)) == sku and sku.mode == {"mode": "bicubic", "mask": "input"}


@pytest.mark.parametrize("text", [
    "", "a.b.c", SKUS[0].replace(".det.", ".maybe."), SKUS[0] + ".extra", SKUS[0].replace("embedding.", "Embedding.", 1),
    SKUS[0].replace(".any.any.", ".any.any.mode.", 1),
])
def test_malformed_strings_are_rejected(text):
    with pytest.raises(InvalidArgumentError):
        KernelSku.parse(text)


def test_bit_stable_requires_deterministic():
    with pytest.raises(ValueError):
        PrecisionGuarantee("f32", "f32", deterministic=False, bit_stable=True)


def test_filter_matches_substrings_in_order():
    sku = KernelSku.parse(next(s for s in SKUS if ".embedding_backward.f16.i64." in s))
    assert sku.matches("embedding_backward*f16*i64")
    assert sku.matches("*")
    assert not sku.matches("i64*f16")
    assert not sku.matches("grid_sample")
