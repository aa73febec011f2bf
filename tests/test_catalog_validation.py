"""Catalogs that used to write a broken tree or raise a traceback: each gives `file:line: entry: message`."""

from __future__ import annotations

import re

import numpy as np
import pytest
from test_catalog import CATALOG, ROOT, edited, generate_with, line_of

from codegen import cli
from skucat import catalog as skucat_catalog
from skucat.errors import CatalogError


def assert_error(tmp_path, text: str, needle: str, entry: str, message: str):
    """The catalog `text` fails at the first line holding `needle`, in `entry`, with `message` (a regex)."""
    with pytest.raises(CatalogError, match=rf"catalog\.yaml:{line_of(text, needle)}: {re.escape(entry)}: {message}"):
        generate_with(tmp_path, text)


SLICE = "counts: {dtype: i64, count: num_weights,"   # a workspace slice of embedding_backward


@pytest.mark.parametrize("workspace, message", [
    ("2 ** 10 ** 10", r"count '2 \*\* 10 \*\* 10': \*\* takes integer constants only"),
    ("2 ** 65", r"count '2 \*\* 65': \*\* takes integer constants only, with an exponent of at most 64"),
    ("num_weights ** 2", r"count 'num_weights \*\* 2': \*\* takes integer constants only"),
    ("num_weights // 0", r"count 'num_weights // 0' divides by the constant 0"),
    ("num_weights % 0", r"count 'num_weights % 0' divides by the constant 0"),
])
def test_expression_that_could_hang_or_divide_by_zero(tmp_path, workspace, message):
    text = edited(SLICE, f'counts: {{dtype: i32, count: "{workspace}",')
    assert_error(tmp_path, text, "counts: {dtype: i32", "workspace slice counts", message)


def test_shape_that_divides_by_zero(tmp_path):
    text = edited("shape: [num_indices], dtype: aux}", "shape: [num_indices // 0], dtype: aux}")
    assert_error(tmp_path, text, "indices: {role", "tensor indices",
                 r"shape 'num_indices // 0' divides by the constant 0")


def test_workspace_that_divides_by_zero_at_a_sample(tmp_path):
    text = edited("slots: {dtype: f32, count: 2 * slot_count}", 'slots: {dtype: f32, count: "4 // numel"}')
    assert_error(tmp_path, text, "      fake_quantize_learnable_per_tensor_affine_backward:",
                 "op fake_quantize_learnable_per_tensor_affine_backward",
                 r"workspace slots '4 // numel' fails at numel=0: ZeroDivisionError")


def test_workspace_that_divides_by_zero_for_one_aux_type(tmp_path):
    text = edited('fused: {type: i32, value: "1 if dtype_bits(qtype) == 8 else 0"}',
                  '''fused: {type: i32, value: "4 // (qtype != 'u8')"}''')
    assert_error(tmp_path, text, "      quantize_per_tensor:", "op quantize_per_tensor",
                 r"""fused "4 // \(qtype != 'u8'\)" fails at qtype='u8': ZeroDivisionError""")


def test_limit_on_a_none_default(tmp_path):
    text = edited('limits: ["num_weights >= 1 or num_indices == 0"]',
                  'limits: ["num_weights >= 1 or num_indices == 0", "padding_idx >= 0"]')
    assert_error(tmp_path, text, "      embedding:", "op embedding",
                 r"limit 'padding_idx >= 0' fails at padding_idx=None: TypeError: '>=' not supported")


def test_workspace_is_tried_only_where_the_limits_hold(tmp_path):
    # embedding's limit is num_weights >= 1 or num_indices == 0: num_weights = 0 with indices is no sample
    # of its workspace.
    assert generate_with(tmp_path, edited(SLICE, 'counts: {dtype: i64, count: "4 // num_weights if num_indices else 0",'))


def test_numpy_dtype_numpy_does_not_know(tmp_path):
    text = edited("numpy: float16,", "numpy: float17,")
    assert_error(tmp_path, text, "  f16:", "dtype f16", r"numpy 'float17' is not a dtype numpy knows")


@pytest.mark.parametrize("c_type", ["int;", "float*", "unsigned  int", "long  long", "my type", "2int"])
def test_c_type_that_is_not_a_type_name(tmp_path, c_type):
    text = edited("c_type: float,", f'c_type: "{c_type}",')
    assert_error(tmp_path, text, "  f32:", "dtype f32", rf"c_type '{re.escape(c_type)}' is not a C type name")


@pytest.mark.parametrize("c_type", ["unsigned long long", "signed char", "unsigned int", "uint32_t"])
def test_c_type_names_that_pass(tmp_path, c_type):
    assert generate_with(tmp_path, edited("c_type: int32_t,", f'c_type: "{c_type}",'))


@pytest.mark.parametrize("template", [
    "../templates/cuda/embedding.cu.j2",
    "cuda/../../templates/cuda/embedding.cu.j2",
    str(ROOT / "templates" / "cuda" / "embedding.cu.j2"),
])
def test_template_outside_templates(tmp_path, template):
    # Each of these names an existing file, which the existence check alone would accept.
    text = edited("template: cuda/embedding.cu.j2", f"template: {template}")
    assert_error(tmp_path, text, "  embedding:", "family embedding",
                 rf"template '{re.escape(template)}' is outside templates/")


def test_catalog_that_is_not_utf8(tmp_path):
    path = tmp_path / "catalog.yaml"
    path.write_bytes(CATALOG.encode().replace(b"gather: {work", b"gath\xe9r: {work"))
    line = line_of(CATALOG, "gather: {work")
    with pytest.raises(CatalogError, match=rf"catalog\.yaml: not valid UTF-8: byte 0xe9 on line {line}$"):
        cli.generate(path)


@pytest.mark.parametrize("old, new, needle, entry, message", [
    ("      embedding:\n", "      emb.edding:\n", "      emb.edding:", "op emb.edding", "op name 'emb.edding'"),
    ("  embedding:\n    category", "  Embedding:\n    category", "  Embedding:", "family Embedding",
     "family name 'Embedding'"),
    ("          gather: {doc", "          Gather: {doc", "Gather: {doc", "variant Gather", "variant name 'Gather'"),
    ("        num_indices: indices", "        num.indices: indices", "      embedding:", "op embedding",
     r"dim name 'num\.indices'"),   # a family default: its op's line
    ("          padding_idx: {type", "          padding-idx: {type", "padding-idx: {type", "param padding-idx",
     "param name 'padding-idx'"),
    ("        mode:\n          values: [sum", "        Mode:\n          values: [sum", "        Mode:", "axis Mode",
     "axis name 'Mode'"),
    ("values: [sum, mean, max]", "values: [sum, me an, max]", "        mode:", "axis mode",
     "axis value name 'me an'"),
    ("          weight:  {role", "          weight.t:  {role", "weight.t:  {role", "tensor weight.t",
     r"tensor name 'weight\.t'"),
    ("          gather: {work", "          Gather: {work", "      embedding:", "op embedding", "entry name 'Gather'"),
    ("  f16:  {kind", "  F16:  {kind", "  F16:", "dtype F16", "dtype name 'F16'"),
])
def test_name_outside_lowercase_identifiers(tmp_path, old, new, needle, entry, message):
    assert_error(tmp_path, edited(old, new), needle, entry, rf"{message} must match \[a-z\]\[a-z0-9_\]\*")


@pytest.mark.parametrize("old, new, needle, entry, message", [
    ("        num_indices: indices", "        max: indices", "      embedding:", "op embedding", "dim name 'max'"),
    ('row_threads: "warp_threads', 'column_runs: "warp_threads', "      embedding:",
     "op embedding", "let column_runs: let name 'column_runs'"),   # a let of one string: its op's line
    ("rows: {type: i64, value: batch * spatial}", "lowest: {type: i64, value: batch * spatial}",
     "lowest: {type", "let lowest", "let name 'lowest'"),
])
def test_name_that_is_a_function_expressions_call(tmp_path, old, new, needle, entry, message):
    # Expressions would call the function, or read the name as one (a lost dependency).
    assert_error(tmp_path, edited(old, new), needle, entry, f"{message} is a function that expressions call")


def test_lets_calling_functions_of_sizes_are_sampled(tmp_path):
    # reduction_threads is 32 at every sample size of softmax: the division fails at generation.
    text = edited('threads: "reduction_threads(size)"', 'threads: "64 // (reduction_threads(size) - 32)"')
    assert_error(tmp_path, text, "      softmax:", "op softmax",
                 r"threads '64 // \(reduction_threads\(size\) - 32\)' fails at size=0: ZeroDivisionError")


def test_misspelt_required_key_is_named(tmp_path):
    text = edited("            deterministic: false", "            determinstic: false")
    assert_error(tmp_path, text, "          atomic:", "variant atomic",
                 r"unknown key 'determinstic' \(did you mean 'deterministic'\?\)$")


def test_misspelt_optional_key_is_named(tmp_path):
    text = edited("        precision_note: >-\n          Integer outputs",
                  "        precision_not: >-\n          Integer outputs")
    assert_error(tmp_path, text, "      quantize_per_tensor:", "op quantize_per_tensor",
                 r"unknown keys \['precision_not'\] \(did you mean 'precision_note' for 'precision_not'\?\)$")


def test_unknown_element_points_at_its_list(tmp_path):
    text = edited("elements: [f16, bf16, f32, f64]", "elements: [f16, f8]")
    assert_error(tmp_path, text, "elements: [f16, f8]", "op embedding_backward", r"unknown element 'f8'")


def test_unknown_element_in_a_block_list_points_at_the_list(tmp_path):
    text = edited("  elements: [f16, bf16, f32, f64]", "  elements:\n    - f16\n    - f8")
    assert_error(tmp_path, text, "    - f16", "op embedding_backward", r"unknown element 'f8'")   # the first op of the defaults


def test_unknown_aux_type_points_at_its_list(tmp_path):
    text = edited("types: [i32, i64]", "types: [i32, i65]")
    assert_error(tmp_path, text, "types: [i32, i65]", "op embedding", r"unknown aux type 'i65'")


@pytest.mark.parametrize("old, new", [
    (SLICE, 'counts: {dtype: i64, count: "2 ** 10 ** 10",'),
    (SLICE, 'counts: {dtype: i64, count: "num_weights // 0",'),
    ("c_type: float,", 'c_type: "float*",'),
    ("template: cuda/embedding.cu.j2", "template: ../templates/cuda/embedding.cu.j2"),
    ("      embedding:\n", "      emb.edding:\n"),
    ("gather: {work", "gath\udce9r: {work"),
])
def test_invalid_catalog_writes_nothing(tmp_path, old, new):
    path, out = tmp_path / "catalog.yaml", tmp_path / "out"
    path.write_bytes(edited(old, new).encode("utf-8", "surrogateescape"))  # \udce9: the lone byte 0xe9
    assert cli.main(["--catalog", str(path), "--out", str(out)]) == 2
    assert not out.exists() or not any(out.iterdir())


def test_a_hook_that_names_no_op_is_refused(tmp_path):
    hooks = tmp_path / "families"
    hooks.mkdir()
    helper = "def _helper():\n    pass\n\n\n"
    for hook, line in [("def call_embeding(call):\n    pass\n", 5), ("def check_embedding(desc):\n    pass\n", 5),
                       ("call_embedding_bags = _helper\n", 5), ("x, call_embeding = 1, _helper\n", 5)]:
        (hooks / "embedding.py").write_text(helper + hook)
        name = hook.split("(")[0].removeprefix("def ").split(" = ")[0].removeprefix("x, ")
        with pytest.raises(CatalogError, match=rf"embedding\.py:{line}: hook {name}: names no op of family embedding"):
            cli.generate(hooks=hooks)
    (hooks / "embedding.py").write_text(helper + "def call_embedding(call):\n    pass\n\n\n"
                                        "call_embedding_backward = call_embedding\nLIMIT = 3\n")
    assert cli.generate(hooks=hooks)


def test_adjoint_call_names_are_arguments_output_or_unreturned_outputs(tmp_path):
    text = edited("call: grid_sample_backward(grad, input, grid, mode, padding_mode, align_corners)",
                  "call: grid_sample_backward(grad, input, grid, mode, padding_mode, align_corners, mean)")
    adjoint_line = line_of(text, "call: grid_sample_backward") - 1   # errors point at the `adjoint:` key
    message = (r"adjoint call uses \['mean'\], which are neither grad, output, the functional's arguments "
               r"\['input', 'grid', 'mode', 'padding_mode', 'align_corners'\] nor its unreturned outputs \[\]")
    with pytest.raises(CatalogError, match=rf"catalog\.yaml:{adjoint_line}: adjoint: {message}"):
        generate_with(tmp_path, text)


def test_adjoint_call_functions_are_no_argument_names(tmp_path):
    """like and shape_of are functions of the adjoint call (imported by the generated ops), not
    arguments: an adjoint call may use them, and nothing else besides its names."""
    text = edited("call: grid_sample_backward(grad, input, grid, mode, padding_mode, align_corners)",
                  "call: grid_sample_backward(like(grad, input), input, grid, shape_of(mode), padding_mode, align_corners)")
    ops = generate_with(tmp_path, text)["ops.py"]
    assert "grid_sample_backward(like(grad, a.input), a.input, a.grid, shape_of(a.mode)," in ops
    assert "from skucat.functional import invoke, like, ones_like, shape_of" in ops
    text = edited("call: grid_sample_backward(grad, input, grid, mode, padding_mode, align_corners)",
                  "call: grid_sample_backward(size_of(grad), input, grid, mode, padding_mode, align_corners)")
    with pytest.raises(CatalogError, match=r"adjoint call uses \['size_of'\]"):
        generate_with(tmp_path, text)


def test_functional_returns_only_outputs_and_inout_tensors(tmp_path):
    old = "functional:\n          signature: weight, input, max_norm, norm_type\n          tensors: {indices: input}\n"
    text = edited(old, old.replace("functional:", "functional:  # renorm") + "          returns: [indices]\n")
    assert_error(tmp_path, text, "functional:  # renorm", "functional",
                 r"functional returns \['indices'\], which are neither outputs nor inout tensors")


def test_an_inout_tensor_is_a_writeable_kernel_argument():
    from skucat.generated.plans import EmbeddingRenormPlan

    item = next(item for item in skucat_catalog.manifest()["skus"]
                if item["sku"].startswith("embedding.embedding_renorm.f32.i64."))
    source = (ROOT / "generated" / item["source"]).read_text()
    signature = source[source.index("embedding__embedding_renorm__f32__i64"):]
    signature = signature[:signature.index(")")]
    assert "float* weight" in signature and "const float* weight" not in signature
    assert "const long long* indices" in signature
    assert EmbeddingRenormPlan.functional.returns == ("weight",)


LAYER_NORM_TYPES = '          types: {normalized_shape: "int[1]"}   # an int is one extent\n'
LAYER_NORM_SIGNATURE = "signature: input, normalized_shape, weight=None, bias=None, eps=1e-5"


def assert_functional_error(tmp_path, text: str, message: str):
    """Errors of layer_norm's functional point at its `functional:` key."""
    line = line_of(text, LAYER_NORM_SIGNATURE) - 1
    with pytest.raises(CatalogError, match=rf"catalog\.yaml:{line}: functional: {message}"):
        generate_with(tmp_path, text)


@pytest.mark.parametrize("types, message", [
    ('{normalized_shape: "list"}', r"functional types: normalized_shape: list needs an argument and a PyTorch "
                                   r"schema type"),
    ('{normalised_shape: "int[]"}', r"functional types: normalised_shape: int\[\] needs an argument"),
    ('{normalized_shape: "int[]", eps: float}', r"functional types: eps is typed by the catalog already \(float\)"),
    ('{normalized_shape: "int[]", eps: "Tensor|float"}', r"functional types: eps is typed by the catalog already"),
])
def test_functional_types_are_schema_types_of_untyped_arguments(tmp_path, types, message):
    assert_functional_error(tmp_path, edited(LAYER_NORM_TYPES, f"          types: {types}\n"), message)


def test_an_argument_of_an_op_with_an_adjoint_needs_a_pytorch_type(tmp_path):
    assert_functional_error(tmp_path, edited(LAYER_NORM_TYPES, ""),
                            "functional argument normalized_shape has no PyTorch type: it is no input tensor, param "
                            "or axis and its default says none; declare it in functional types")


def test_torch_schemas_come_from_the_catalog():
    from skucat.generated.ops import ADJOINTS, TORCH_SCHEMAS

    from skucat.reference.pointwise import COMPARES

    assert set(TORCH_SCHEMAS) == set(ADJOINTS) | set(COMPARES)   # the forwards: differentiable, or bool results
    assert TORCH_SCHEMAS["layer_norm"] == ("Tensor input, int[1] normalized_shape, Tensor? weight, Tensor? bias, "
                                           "float eps", ("mean", "rstd"))
    # a param (padding_mode: choice), an axis (mode), an optional bool param defaulting to None
    assert TORCH_SCHEMAS["grid_sample"][0] == "Tensor input, Tensor grid, str mode, str padding_mode, bool? align_corners"
    assert TORCH_SCHEMAS["add"][0] == "Tensor input, Tensor|float other, float alpha"   # a tensor or a number


ESTIMATOR = 'when: "padding_idx is not None or scale_grad_by_freq"'   # embedding's estimator


@pytest.mark.parametrize("old, new, message", [
    (ESTIMATOR, 'when: "padding_idx is not None or max_norms"',
     r"adjoint estimator when 'padding_idx is not None or max_norms' uses unknown names \['max_norms'\]"),
    ("kind: rescaled\n            when", "kind: Rescaled\n            when",
     r"adjoint estimator kind 'Rescaled' must be lowercase words joined by '-'"),
    (ESTIMATOR, ESTIMATOR + "\n            why: none", r"unknown keys \['why'\]"),
    ("doc: >-\n              As PyTorch's: padding_idx", "docs: >-\n              As PyTorch's: padding_idx",
     r"unknown key 'docs' \(did you mean 'doc'\?\)"),
])
def test_adjoint_estimator_is_checked(tmp_path, old, new, message):
    text = edited(old, new)
    adjoint_line = line_of(text, "call: embedding_backward(") - 1   # errors point at the `adjoint:` key
    with pytest.raises(CatalogError, match=rf"catalog\.yaml:{adjoint_line}: adjoint: {message}"):
        generate_with(tmp_path, text)


GRAD_WHEN = "weight: {value: \"result[2]\", when: floating(target)}"   # cross_entropy's


@pytest.mark.parametrize("new, message", [
    ("weight: {value: \"result[2]\", when: floating(targets)}",
     r"adjoint grad weight when 'floating\(targets\)' uses unknown names \['targets'\]"),
    ("weight: {value: \"result[2]\", when: floating(target), why: x}", r"unknown keys \['why'\]"),
    ("weight: {when: floating(target)}", r"missing key 'value'"),
])
def test_a_gradients_condition_is_checked(tmp_path, new, message):
    text = edited(GRAD_WHEN, new)
    adjoint_line = line_of(text, "cross_entropy_backward(grad, input") - 2   # the `adjoint:` key, above `call: >-`
    with pytest.raises(CatalogError, match=rf"catalog\.yaml:{adjoint_line}: adjoint: {message}"):
        generate_with(tmp_path, text)


def test_a_gradients_condition_reaches_the_rule():
    from skucat import autodiff

    rule = autodiff.rules()["cross_entropy"]
    assert rule.wrt == ("input", "target", "weight")
    assert rule.wrt_of({"target": np.zeros((2, 3))}) == rule.wrt
    assert rule.wrt_of({"target": np.zeros(2, np.int64)}) == ("input",)   # class indices: as PyTorch


NLL_TANGENT = "tangent: {input: linear}"   # nll_loss's


@pytest.mark.parametrize("new, message", [
    ("tangent: {target: linear}", r"adjoint tangent 'target' is not among the gradients \['input'\]"),
    ("tangent: {input: \"neg(input)\"}", r"adjoint tangent input: 'neg\(input\)' does not read the tangent t_input"),
    ("tangent: {input: \"neg(t_target)\"}", r"adjoint tangent input uses \['t_target'\], which are neither t_input"),
    ("tangent: {input: \"t_input.neg()\"}", r"adjoint tangent input: 't_input.neg\(\)' may call functions by name only"),
    ("tangent: {input: \"adjoint(t_input, t_input)\"}", r"adjoint tangent input: adjoint\(\.\.\.\) takes the gradient, then arguments by name"),
    ("tangent: {input: {value: linear, when: \"reductions\"}}",
     r"adjoint tangent input when 'reductions' uses unknown names \['reductions'\]"),
])
def test_a_stated_tangent_is_checked(tmp_path, new, message):
    text = edited(NLL_TANGENT, new)
    adjoint_line = line_of(text, "call: nll_loss_backward(") - 1   # errors point at the `adjoint:` key
    with pytest.raises(CatalogError, match=rf"catalog\.yaml:{adjoint_line}: adjoint: {message}"):
        generate_with(tmp_path, text)


def test_a_stated_tangent_calls_catalog_ops_and_is_stated_only_where_none_is_derived(tmp_path):
    text = edited(NLL_TANGENT, "tangent: {input: \"nll_los(t_input, target)\"}")
    with pytest.raises(CatalogError, match=r"catalog\.yaml:\d+: op nll_loss: adjoint tangent input calls "
                                           r"\['nll_los'\], which are neither catalog ops nor"):
        generate_with(tmp_path, text)
    text = edited("call: embedding_backward(", "tangent: {weight: linear}\n          call: embedding_backward(")
    with pytest.raises(CatalogError, match=r"catalog\.yaml:\d+: op embedding: adjoint tangent: codegen derives the "
                                           r"rule \(linear\) from the adjoint: drop the tangent"):
        generate_with(tmp_path, text)


LAYER_NORM_COMPOSED = "            bias: grad\n"   # layer_norm's composed backward, its last line


@pytest.mark.parametrize("new, message", [
    ("            bias: grad + rstd_of\n", r"adjoint composed bias uses \['rstd_of'\], which are neither grad"),
    ("            eps: grad\n", r"adjoint composed 'eps': neither a gradient \(of \['input', 'weight', 'bias'\]\) nor a new local"),
    ("            grad_bias: grad\n", r"adjoint composed 'grad_bias': neither a gradient"),
    ("            bias: grad +\n", r"adjoint composed bias: 'grad \+' is not an expression"),
    ("            bias: {value: grad, when: \"epsilon > 0\"}\n", r"adjoint composed bias when 'epsilon > 0' uses unknown names"),
    ("            bias: pullback(grad * input, input + 1, grad)\n", r"adjoint composed bias: pullback\(\.\.\.\) takes an expression"),
])
def test_a_composed_backward_is_checked(tmp_path, new, message):
    text = edited(LAYER_NORM_COMPOSED, new)
    with pytest.raises(CatalogError, match=rf"adjoint: {message}"):
        generate_with(tmp_path, text)
    text = edited(LAYER_NORM_COMPOSED, "            bias: sum_rows(grad)\n")
    with pytest.raises(CatalogError, match=r"op layer_norm: adjoint composed bias calls \['sum_rows'\], which are "
                                           r"neither catalog ops nor"):
        generate_with(tmp_path, text)


GRID_SAMPLE_CONSTANT = "          constant: {grid: \"mode == 'nearest'\"}\n"   # grid_sample's (the 2-D op's, first)


@pytest.mark.parametrize("new, message", [
    ("          constant: {grid: \"mode == 'nearest'\", weight: \"True\"}\n",
     r"adjoint constant \['weight'\] are not among the gradients \['input', 'grid'\]"),
    ("          constant: {grid: nearest}\n", r"adjoint constant grid 'nearest' uses unknown names"),
])
def test_a_constant_argument_is_checked(tmp_path, new, message):
    with pytest.raises(CatalogError, match=rf"adjoint: {message}"):
        generate_with(tmp_path, edited(GRID_SAMPLE_CONSTANT, new))


def test_a_stated_tangent_reaches_the_rule():
    from skucat import autodiff

    rules = autodiff.rules()
    bag = rules["embedding_bag"]
    assert bag.tangent == "stated" and bag.terms["weight"][0] == "mode != 'max'"
    assert bag.tangents_of({"mode": "sum", "scale_grad_by_freq": False}) == ("weight", "per_sample_weights")
    assert bag.tangents_of({"mode": "max", "scale_grad_by_freq": False}) == ("per_sample_weights",)
    assert rules["cross_entropy"].tangents_of({"target": np.zeros(2, np.int64)}) == ("input",)
    assert rules["sum"].tangent == "linear" and rules["sum"].tangents_of({}) == ("input",)
    assert rules["quantize_per_tensor"].tangents_of({}) == ()


def test_adjoint_estimator_reaches_the_rule():
    from skucat import autodiff

    rules = autodiff.rules()
    estimator = rules["embedding"].estimator
    assert estimator.kind == "rescaled" and "padding_idx" in estimator.doc
    assert estimator.applies({"padding_idx": None, "scale_grad_by_freq": True})
    assert not estimator.applies({"padding_idx": None, "scale_grad_by_freq": False})
    assert rules["quantize_per_tensor"].estimator.applies({})   # no `when`: always
    assert rules["softmax"].estimator is None


# ---- defaults, variant scope, shared steps, PyTorch-only arguments

def test_an_unknown_shared_step_names_its_line(tmp_path):
    text = edited("            include: grouping\n            group_sum:", "            include: gruoping\n            group_sum:")
    with pytest.raises(CatalogError, match=rf"catalog\.yaml:{line_of(text, 'include: gruoping')}: include 'gruoping': "
                                           r"no shared steps of this name; known: \['grouping', 'pair_grouping'\]"):
        generate_with(tmp_path, text)


def test_a_shared_step_that_includes_itself(tmp_path):
    text = edited("    entries:\n      include: grouping\n", "    entries:\n      include: pair_grouping\n")
    with pytest.raises(CatalogError, match=rf":{line_of(text, 'include: pair_grouping')}: include 'pair_grouping': "
                                           "includes itself"):
        generate_with(tmp_path, text)


@pytest.mark.parametrize("old, new", [
    ("          for atomic, direct:\n", "          for atomic, dierct:\n"),   # an entry's scope
    ("          for atomic:\n            wide_accum", "          for atomc:\n            wide_accum"),   # a slice's
])
def test_a_variant_scope_names_variants_of_the_op(tmp_path, old, new):
    text = edited(old, new)
    scope = new.strip().split(":")[0]
    with pytest.raises(CatalogError, match=rf"catalog\.yaml:{line_of(text, scope)}: {scope}: '[a-z]+' is not a "
                                           r"variant of the op \['atomic', '(direct|sorted)'"):
        generate_with(tmp_path, text)


def test_the_yaml_aliases_and_merges_are_refused(tmp_path):
    text = edited("      include: grouping\n      group_weights:", "      <<: {x: 1}\n      group_weights:")
    with pytest.raises(CatalogError, match=rf":{line_of(text, '<<: {x: 1}')}: YAML merges and aliases are not used"):
        generate_with(tmp_path, text)


@pytest.mark.parametrize("pytorch_only, message", [
    ("{dense: no}", "dense needs an argument of the signature that defaults to None, True or False"),
    ("{input: no}", "input needs an argument of the signature that defaults to None, True or False"),
    ("{eps: no}", "eps needs an argument of the signature that defaults to None, True or False"),
    ("{weight: no}", "weight is an argument the op uses"),
])
def test_a_pytorch_only_argument_has_a_singleton_default_and_no_use(tmp_path, pytorch_only, message):
    text = edited(LAYER_NORM_TYPES, LAYER_NORM_TYPES + f"          pytorch_only: {pytorch_only}\n")
    assert_functional_error(tmp_path, text, f"functional pytorch_only: {message}")


def test_defaults_combine_whole_op_family_catalog():
    from codegen import model

    catalog = model.parse(ROOT / "catalog.yaml", ROOT / "templates")
    ops = {op.name: op for op in catalog.ops}
    assert ops["embedding_backward"].elements == ("f16", "bf16", "f32", "f64")   # the catalog's
    assert ops["group_by_key"].elements == ("i32", "i64")                # the op's own
    assert ops["embedding"].elements[-5:] == ("i8", "u8", "i16", "i32", "i64")   # the op's own (a copy of any)
    assert list(ops["embedding_renorm"].dims) == ["num_weights", "embedding_dim", "num_indices"]   # the family's
    family_check = "padding_idx is None or -num_weights <= padding_idx < num_weights"
    assert [c.rule.text for c in ops["embedding_backward"].checks] == [family_check]
    assert [c.rule.text for c in ops["embedding_renorm"].checks] == ["0 <= lowest(indices) and highest(indices) < "
                                                                     "num_weights"]   # whole, not merged
    assert [v.name for v in ops["layer_norm_backward"].variants] == ["ordered"]
    assert [v.name for v in ops["layer_norm"].variants] == ["per_row"]


@pytest.mark.parametrize("like, message", [
    ("smu", r"like 'smu': no op of this name in family arith; known: \['add_backward', "),
    ("embedding", "like 'embedding': an op of family embedding, not arith"),
])
def test_like_names_an_op_of_the_family(tmp_path, like, message):
    text = edited("      mean:\n        like: sum\n", f"      mean:\n        like: {like}\n")
    assert_error(tmp_path, text, f"like: {like}", "op mean", message)


@pytest.mark.parametrize("old, new, needle, entry, cycle", [
    ("      sum:\n", "      sum:\n        like: mean\n", "like: sum", "op mean", "sum -> mean -> sum"),
    ("      mean:\n        like: sum\n", "      mean:\n        like: mean\n", "like: mean", "op mean", "mean -> mean"),
])
def test_like_refuses_a_cycle(tmp_path, old, new, needle, entry, cycle):
    assert_error(tmp_path, edited(old, new), needle, entry, rf"like '[a-z]+': a cycle \({cycle}\)")


def test_like_takes_the_ops_keys_under_its_own_and_over_the_family_defaults():
    from codegen import model

    ops = {op.name: op for op in model.parse(ROOT / "catalog.yaml", ROOT / "templates").ops}
    # Its own: mul_backward's params, not add_backward's.
    assert [p.name for p in ops["mul_backward"].params] == ["has_other", "scalar", "input_inner", "other_inner"]
    assert [p.name for p in ops["add_backward"].params][0] == "alpha"
    def launches(name):
        return [(entry.name, entry.work, entry.when) for entry in ops[name].entries]

    assert launches("mul_backward") == launches("add_backward")   # the like op's entries, whole
    # The like op's over the family's: rms_norm takes layer_norm's variant, not norm's `ordered`.
    assert [v.name for v in ops["rms_norm"].variants] == [v.name for v in ops["layer_norm"].variants] == ["per_row"]
    # The like op's own resolution first: mean takes sum's variant, which is arith's default.
    assert ops["mean"].variants == ops["sum"].variants and ops["mean"].variants[0].name == "ordered"
    # Never taken: what the op is, its gradient and its precision.
    backward, forward = ops["quantize_per_channel_backward"], ops["quantize_per_channel"]
    assert backward.adjoint is None and backward.precision_note == "" and forward.precision_note
    assert backward.doc != forward.doc and set(forward.checks) < set(backward.checks)   # (and its scales' own)


def test_scoped_items_keep_their_order_and_take_the_scope_as_a_condition():
    from codegen import model

    catalog = model.parse(ROOT / "catalog.yaml", ROOT / "templates")
    op = next(op for op in catalog.ops if op.name == "embedding_backward")
    assert [e.name for e in op.entries] == ["zero", "count", "accumulate", "finalize", "group_zero", "group_count",
                                            "group_chunk_totals", "group_chunk_scan", "group_offsets", "group_fill",
                                            "group_sort", "group_sum"]
    whens = {e.name: e.when.text if e.when else None for e in op.entries}
    assert whens["count"] == "variant == 'atomic' and scale_grad_by_freq"
    assert whens["group_sort"] == "variant == 'sorted'"
    assert [(s.name, s.when.text) for s in op.workspace][::4] == [("wide_accum", "variant == 'atomic' and compute != "
                                                                   "element"), ("order", "variant == 'sorted'")]


def test_the_partial_evaluator_is_true_false_or_unknown():
    from codegen.partial import PRESENT, truth

    functions = {"max": max}
    cases = [("scale_grad_by_freq and variant == 'atomic'", {"variant": "sorted"}, False),
             ("scale_grad_by_freq and variant == 'atomic'", {"variant": "atomic"}, None),
             ("scale_grad_by_freq or variant == 'sorted'", {"variant": "sorted"}, True),
             ("wide_accum is not None", {"wide_accum": None}, False),
             ("wide_accum is not None", {"wide_accum": PRESENT}, True),
             ("wide_accum is not None", {}, None),
             ("taps > 1 and rows < taps", {"taps": 1}, False),
             ("(4 if mode == 'bicubic' else 1) > max(1, n)", {"mode": "nearest"}, None),
             ("(4 if mode == 'bicubic' else 1) > max(1, 2)", {"mode": "bicubic"}, True),
             ("not (compute != element)", {"compute": "f32", "element": "f16"}, False)]
    for text, known, expected in cases:
        assert truth(text, known, functions) is expected, text


def test_a_dead_entry_is_not_generated():
    """Not in the source, the manifest nor for the plan to look up: sorted SKUs have no atomic
    entries, and an f32 atomic one no finalize (its wide accumulator is None there)."""
    import json

    files = cli.generate()
    skus = {item["sku"]: item for item in json.loads(files["manifest.json"])["skus"]}
    by_name = {sku.split(".any")[0]: item for sku, item in skus.items()}
    sorted_f32 = by_name["embedding.embedding_backward.f32.i64.sorted"]
    source = files[sorted_f32["source"]]
    atomic_f32, atomic_f16 = (by_name[f"embedding.embedding_backward.{e}.i64.atomic"] for e in ("f32", "f16"))
    assert "count" not in sorted_f32["entries"] and "group_sort" in sorted_f32["entries"]
    assert list(atomic_f32["entries"]) == ["zero", "count", "accumulate"]
    assert list(atomic_f16["entries"]) == ["zero", "count", "accumulate", "finalize"]
    symbol = sorted_f32["entries"]["group_sort"].replace("group_sort", "count")
    assert f"void {sorted_f32['entries']['group_sort']}(" in source and f"void {symbol}(" not in source


RELU = 'relu: {in: F, inplace: true, out: "x < 0 ? C(0) : x", grad: "x <= 0 ? C(0) : g"}'


@pytest.mark.parametrize("new, message", [
    ('relu: {in: F, out: "x > 0.5 ? x : C(0)", grad: "g"}', r"'x > 0.5 \? x : C\(0\)': write the literal 0\.5 as C\(0\.5\)"),
    ('relu: {in: F, out: "x * 2e3", grad: "g"}', r"'x \* 2e3': write the literal 2e3 as C\(2e3\)"),
    ('relu: {in: F, out: "x", grad: "x"}', r"grad 'x' must read g"),
    ('relu: {in: F, out: "x * o", grad: "g"}', r"grad must give the gradient of each operand \['input', 'other'\]"),
    ('relu: {in: F, grad: "g"}', r"a formula needs `out`"),
    ('relu: {in: G, out: "x"}', r"in 'G' is not one of \['torch', 'F', 'fused'\]"),
    ('relu: {in: F, out: "x", gard: "g"}', r"'gard' is not a formula key"),
    ('relu: {in: F, out: "x", params: {slope: yes}}', r"param slope: a formula's param is a number"),
    ('relu: {in: F, out: "x", axes: {mode: []}}', r"axis mode: its values"),
    ('relu: {in: F, out: "x", where: {x: "C(1)"}}', r"formula local 'x' must be a new lowercase name"),
    ('relu: {in: F, broadcast: true, out: "x", grad: "g"}', r"broadcast: a line whose out reads two operands or more"),
    ('relu: {in: F, number: [other], out: "x * o", grad: {input: "g * o", other: "g * x"}}',
     r"number: a broadcast line's operands may be numbers"),
    ('relu: {in: F, broadcast: true, number: [mask], out: "m ? x : C(0)", grad: "g"}',
     r"number: operands that may be a number, among \['input'\], not \['mask'\]"),
    ('relu: {in: F, out: "m ? x : C(0)", grad: "g"}', r"mask: a mask broadcasts"),
    ('relu: {in: F, out: "o", grad: {other: "g"}}', r"out must read x, the input"),
    ('relu: {in: F, broadcast: true, out: "c ? x : o", grad: {input: "g", other: "g", condition: "g"}}',
     r"grad must give the gradient of each operand \['input', 'other'\]"),
    ('relu: {in: F, result: int, out: "x"}', r"result 'int': the result's dtype is the element's or bool"),
    ('relu: {in: F, result: bool, out: "x > 0", grad: "g"}', r"a bool result has no gradient"),
])
def test_a_formula_line_is_checked(tmp_path, new, message):
    assert_error(tmp_path, edited(RELU, new), "      relu: {", "formula relu" if "local" not in message else "op relu",
                 message)


def test_a_formula_op_and_an_op_of_the_same_name_are_refused(tmp_path):
    text = edited("    ops:\n      to:\n", "    ops:\n      relu: {like: to}\n      to:\n")
    with pytest.raises(CatalogError, match="op relu is both in ops and made by formulas"):
        generate_with(tmp_path, text)


def test_a_formula_line_makes_the_op_and_its_backward():
    from codegen import model

    catalog = model.parse(ROOT / "catalog.yaml", ROOT / "templates")
    found = {op.name: op for op in catalog.ops}
    sigmoid, backward = found["sigmoid"], found["sigmoid_backward"]
    assert dict(sigmoid.formula) == {"out": "sigmoid(x)"} and sigmoid.adjoint.call == "sigmoid_backward(grad, output)"
    assert [t.name for t in backward.tensors] == ["grad_output", "output", "grad_input"]   # y only: it reads no x
    assert dict(found["silu_backward"].formula) == {"s": "sigmoid(x)", "grad_input": "g * s * (1 + x * (1 - s))"}
    assert "s" not in dict(found["silu"].formula)   # a local only where its expression reads it
    assert found["gelu"].functional.signature == "input, approximate='none'"
    assert found["hardtanh_backward"].functional.signature == "grad_output, input, min_val=-1.0, max_val=1.0"


def test_a_broadcast_line_takes_operands_of_their_own_shapes_and_its_backward_both_operands():
    from codegen import model

    catalog = model.parse(ROOT / "catalog.yaml", ROOT / "templates")
    found = {op.name: op for op in catalog.ops}
    div, backward, maximum = found["div"], found["div_backward"], found["maximum"]
    assert {t.name: [e.text for e in t.shape] for t in div.tensors} == {
        "input": ["input_numel"], "sizes": ["3", "rank"], "out": ["numel"], "other": ["other_numel"]}
    assert [t.name for t in div.tensors if t.when] == ["other"] and div.functional.view == "broadcast"
    # sub's backward reads neither operand, but takes both: their shapes are its gradients'.
    assert [t.name for t in backward.tensors] == ["grad_output", "input", "sizes", "grad_input", "other", "grad_other"]
    assert backward.functional.signature == "grad_output, input, other, rounding_mode=None"
    assert div.adjoint.call == "div_backward(grad, input, other, rounding_mode)"
    # No number: other always an array, and no has_other.
    assert not any(t.when for t in maximum.tensors) and "has_other" not in [p.name for p in maximum.params]
    assert any("broadcast_sizes" in check.rule.text for check in div.checks)


def test_a_bool_result_line_is_a_forward_without_gradient_and_a_torch_op():
    from codegen import model

    catalog = model.parse(ROOT / "catalog.yaml", ROOT / "templates")
    found = {op.name: op for op in catalog.ops}
    eq, relu_backward = found["eq"], found["relu_backward"]
    assert [t.dtype for t in eq.tensors if t.name == "out"] == ["bool"] and eq.adjoint is None
    assert eq.is_forward and eq.functional.schema and "eq_backward" not in found
    assert not relu_backward.is_forward   # a backward: no adjoint, a float result
    from skucat.generated.ops import TORCH_SCHEMAS

    assert TORCH_SCHEMAS["eq"] == ("Tensor input, Tensor|float other", ())
