"""KernelSku: canonical, parseable, unique, C-safe; filters select by pattern."""

from __future__ import annotations

import re

import pytest

from skucat import KernelSku, PrecisionGuarantee, catalog
from skucat.sku import SkuFilter
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


def test_filter_matches_whole_fields_in_order():
    sku = KernelSku.parse(next(s for s in SKUS if ".embedding_backward.f16.i64." in s))
    assert sku.matches("embedding_backward*f16*i64")
    assert sku.matches("*") and sku.matches("")
    assert sku.matches("embedding.embedding_backward.f16")     # consecutive fields
    assert sku.matches(".f16.") and sku.matches("F16")
    assert not sku.matches("i64*f16")                          # out of order
    assert not sku.matches("embedding_backward.i64")           # not consecutive
    assert not sku.matches("grid_sample")
    assert not sku.matches("embedding_back")                   # a token is a whole field, not a prefix
    bf16 = KernelSku.parse(next(s for s in SKUS if ".embedding_backward.bf16." in s))
    assert not bf16.matches("embedding_backward*f16") and bf16.matches("embedding_backward*bf16")


def test_filter_matches_mode_values_and_field_terms():
    sku = KernelSku.parse(next(s for s in SKUS if ".grid_sample_backward.f32." in s and "mode-bicubic.mask-grid" in s))
    for pattern in ("bicubic", "mode-bicubic", "mode=bicubic", "mask=grid*element=f32", "op=grid_sample_backward",
                    "element=f32*grid_sample_backward", "math=f32*acc=f32", "category=sampling"):
        assert sku.matches(pattern), pattern
    for pattern in ("mode=bilinear", "element=f16", "op=grid_sample", "f32.bicubic", "family=grid_sample"):
        assert not sku.matches(pattern), pattern
    assert sku.matches("family=grid_sample", family="grid_sample")
    assert not sku.matches("family=loss", family="grid_sample")


@pytest.mark.parametrize("pattern", ["element=", "=f16", "op=a.b"])
def test_malformed_field_terms_are_rejected(pattern):
    with pytest.raises(InvalidArgumentError, match="field=value"):
        SkuFilter.parse(pattern)


def test_unknown_filter_fields_are_named():
    with pytest.raises(InvalidArgumentError, match="no SKU field 'dtype'.*element"):
        catalog.select(["dtype=f16"])


def test_selection_is_one_implementation():
    """catalog.select (list, show, build, tools/run, sanitize) agrees with SkuFilter."""
    patterns, excludes = ["embedding_backward*f16", "op=grid_sample*element=f32"], ["i32"]
    picked = {item["sku"] for item in catalog.select(patterns, excludes)}
    expected = {item["sku"] for item in MANIFEST["skus"]
                if any(SkuFilter.parse(p).matches(KernelSku.parse(item["sku"]), item["family"]) for p in patterns)
                and not KernelSku.parse(item["sku"]).matches("i32")}
    assert picked == expected and picked
    assert all(".i32." not in sku and (".f16." in sku or ".f32." in sku) for sku in picked)
    assert {item["family"] for item in catalog.select(["family=loss"])} == {"loss"}
    assert {item["op"] for item in catalog.select(family="norm", op="layer_norm")} == {"layer_norm"}


@pytest.mark.parametrize("arguments,message", [
    ({"filters": ["no_such_field_value"]}, "no SKU matches --filter 'no_such_field_value'"),
    ({"filters": ["embedding"], "excludes": ["embedding"]}, "--exclude 'embedding'"),
    ({"family": "nope"}, "no family 'nope'"),
    ({"op": "nope"}, "no op 'nope'"),
])
def test_an_empty_or_impossible_selection_is_an_error(arguments, message):
    with pytest.raises(InvalidArgumentError, match=re.escape(message)):
        catalog.select(**arguments)
