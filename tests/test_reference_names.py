"""A reference module's per-op functions (cases_, gradient_inputs_, gradient_surrogate_, bench_
<op>) name ops of its family: a misspelt one is an error, not silently ignored."""

from __future__ import annotations

import types

import pytest

import skucat.catalog
import skucat.reference.softmax
from skucat import verify
from skucat.errors import CatalogError
from skucat.verify import gradients


@pytest.mark.parametrize("family", skucat.catalog.families())
def test_each_reference_module_names_only_ops_of_its_family(family):
    verify.reference_module.cache_clear()
    module = verify.reference_module(family)
    assert module.__name__ == f"skucat.reference.{family}"


@pytest.mark.parametrize("name", [prefix + "sofmax" for prefix in verify.PER_OP_PREFIXES])
def test_a_misspelt_per_op_function_is_an_error(name):
    module = types.ModuleType("skucat.reference.softmax")
    setattr(module, name, lambda *args: None)
    module.cases_softmax = lambda *args: None   # a well-named one beside it is fine
    with pytest.raises(CatalogError, match=rf"skucat.reference.softmax: {name} name\(s\) no op of the family; "
                                           "its ops are softmax, log_softmax"):
        verify.check_reference_names(module, skucat.catalog.ops("softmax"))


def test_a_not_timed_reason_for_no_op_is_an_error():
    module = types.ModuleType("skucat.reference.softmax")
    module.NOT_TIMED = {"softmax": "fine", "sofmax": "misspelt"}
    with pytest.raises(CatalogError, match=r"NOT_TIMED\['sofmax'\]"):
        verify.check_reference_names(module, skucat.catalog.ops("softmax"))


def test_loading_a_module_with_a_misspelt_name_fails_where_it_is_used(monkeypatch):
    monkeypatch.setattr(skucat.reference.softmax, "gradient_inputs_log_sofmax",
                        skucat.reference.softmax.gradient_inputs_log_softmax, raising=False)
    verify.reference_module.cache_clear()
    try:
        with pytest.raises(CatalogError, match="gradient_inputs_log_sofmax"):
            gradients.gradient_cases()
        check = verify.verify_sku(skucat.catalog.skus(op="softmax", element="f32")[0], skucat.Stream.host())
        assert not check.ok and "CatalogError" in check.detail and "gradient_inputs_log_sofmax" in check.detail
    finally:
        monkeypatch.undo()
        verify.reference_module.cache_clear()
