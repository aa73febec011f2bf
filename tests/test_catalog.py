"""The catalog: its errors name file, line and entry; generated/ is fresh; writing is careful."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from codegen import cli, write
from skucat.errors import CatalogError

ROOT = Path(__file__).resolve().parent.parent
CATALOG = (ROOT / "catalog.yaml").read_text()


def generate_with(tmp_path, text: str):
    path = tmp_path / "catalog.yaml"
    path.write_text(text)
    return cli.generate(path)


def line_of(text: str, needle: str) -> int:
    return text.splitlines().index(next(line for line in text.splitlines() if needle in line)) + 1


def edited(old: str, new: str, count: int = 1) -> str:
    assert old in CATALOG, old
    return CATALOG.replace(old, new, count)


def test_generated_is_fresh():
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "regen_catalog.py"), "--check"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_unknown_key_names_file_line_and_entry(tmp_path):
    text = edited("        when_to_use: Forward of an embedding lookup.",
                  "        when_to_uze: typo\n        when_to_use: Forward of an embedding lookup.")
    with pytest.raises(CatalogError, match=r"catalog\.yaml:\d+: op embedding: unknown keys \['when_to_uze'\]") as err:
        generate_with(tmp_path, text)
    assert f":{line_of(text, '      embedding:')}:" in str(err.value)


def test_duplicate_key(tmp_path):
    text = edited("        when_to_use: Forward of an embedding lookup.",
                  "        when_to_use: twice\n        when_to_use: Forward of an embedding lookup.")
    with pytest.raises(CatalogError, match=rf":{line_of(text, 'when_to_use: twice') + 1}: duplicate key 'when_to_use'"):
        generate_with(tmp_path, text)


def test_unknown_dtype(tmp_path):
    with pytest.raises(CatalogError, match=r"op embedding_backward: unknown element 'f8'"):
        generate_with(tmp_path, edited("elements: [f16, bf16, f32, f64]", "elements: [f16, f8]"))


def test_missing_adjoint(tmp_path):
    with pytest.raises(CatalogError, match=r"op embedding: adjoint 'embedding_grad' does not exist"):
        generate_with(tmp_path, edited("call: embedding_backward(", "call: embedding_grad("))


def test_two_skus_with_one_name(tmp_path):
    with pytest.raises(CatalogError, match=r"two SKUs share the name 'embedding\.embedding_backward\.f32\.i32"):
        generate_with(tmp_path, edited("elements: [f16, bf16, f32, f64]", "elements: [f32, f32]"))


def test_missing_template(tmp_path):
    with pytest.raises(CatalogError, match=r"family embedding: template 'cuda/nowhere.cu.j2' does not exist"):
        generate_with(tmp_path, edited("template: cuda/embedding.cu.j2", "template: cuda/nowhere.cu.j2"))


def test_expression_with_unknown_name(tmp_path):
    with pytest.raises(CatalogError, match=r"count .* uses unknown names \['num_rows'\]"):
        generate_with(tmp_path, edited("counts: {dtype: i64, count: num_weights,", "counts: {dtype: i64, count: num_rows,"))


def test_expression_with_a_call_is_rejected(tmp_path):
    with pytest.raises(CatalogError, match=r"calls something other than"):
        generate_with(tmp_path, edited("count: num_weights,", "count: \"__import__('os')\","))


def test_invalid_catalog_writes_nothing(tmp_path, capsys):
    out = tmp_path / "generated"
    shutil.copytree(ROOT / "generated", out, ignore=shutil.ignore_patterns("__pycache__"))
    before = {path: path.read_bytes() for path in out.rglob("*") if path.is_file()}
    bad = tmp_path / "catalog.yaml"
    bad.write_text(edited("call: embedding_backward(", "call: nothing("))
    assert cli.main(["--catalog", str(bad), "--out", str(out)]) == 2
    assert "adjoint 'nothing' does not exist" in capsys.readouterr().err
    assert {path: path.read_bytes() for path in out.rglob("*") if path.is_file()} == before


def test_check_names_stale_missing_and_extra_files(tmp_path, capsys):
    out = tmp_path / "generated"
    shutil.copytree(ROOT / "generated", out, ignore=shutil.ignore_patterns("__pycache__"))
    (out / "dtypes.py").write_text("# edited by hand\n")
    (out / "manifest.json").unlink()
    (out / "leftover.py").write_text("")
    assert cli.main(["--check", "--out", str(out)]) == 1
    err = capsys.readouterr().err
    for name in ("dtypes.py", "manifest.json", "leftover.py"):
        assert f"stale: generated/{name}" in err


def test_write_touches_only_changed_files(tmp_path):
    files = cli.generate()
    out = tmp_path / "generated"
    assert sorted(write.write(out, files)) == sorted(files)
    stamps = {name: os.stat(out / name).st_mtime_ns for name in files}
    assert write.write(out, files) == []
    changed = dict(files, **{"dtypes.py": files["dtypes.py"] + "# more\n"})
    (out / "old.py").write_text("")
    assert write.write(out, changed) == ["dtypes.py", "old.py"]
    assert not (out / "old.py").exists()
    assert all(os.stat(out / name).st_mtime_ns == stamps[name] for name in files if name != "dtypes.py")
    assert not [path for path in out.rglob(".*") if path.is_file()], "temporary files left behind"


def test_every_generated_file_has_a_banner():
    for name, text in cli.generate().items():
        if name.endswith((".py", ".cu", ".cuh", ".md")):
            assert "Do not edit" in text.splitlines()[0], name
        else:
            assert "do not edit" in text, name


def test_variant_restricted_to_unknown_axis_values(tmp_path):
    with pytest.raises(CatalogError, match=r"variant atomic: axes \{mask: \['both', 'sideways'\]\} are not among"):
        generate_with(tmp_path, edited("axes: {mask: [both, input]}", "axes: {mask: [both, sideways]}"))


def test_variants_split_the_axis_values_between_them():
    from codegen import expand, model

    catalog = model.parse(ROOT / "catalog.yaml", ROOT / "templates")
    skus = [inst.sku for inst in expand.expand(catalog) if inst.sku.op == "grid_sample_backward"]
    assert {sku.variant for sku in skus if sku.mode["mask"] == "grid"} == {"direct"}
    assert {sku.variant for sku in skus if sku.mode["mask"] != "grid"} == {"atomic", "sorted"}
    assert all(sku.precision.deterministic == (sku.variant != "atomic") for sku in skus)


@pytest.mark.parametrize("call, argument", [
    (lambda ops, x: ops.embedding(x.astype("int64"), x.reshape(4, 1), sparse=True), "sparse=True"),
    (lambda ops, x: ops.embedding_bag(x.astype("int64"), x.reshape(4, 1), x[:1].astype("int64"), sparse=1),
     "sparse=1"),
    (lambda ops, x: ops.nll_loss(x.reshape(1, 4), x[:1].astype("int64"), size_average=False), "size_average=False"),
    (lambda ops, x: ops.cross_entropy(x.reshape(1, 4), x.reshape(1, 4), reduce=True), "reduce=True"),
])
def test_a_pytorch_only_argument_is_refused_away_from_its_default(call, argument):
    import numpy as np

    import skucat

    name, value = argument.split("=")
    default = {"sparse": "False"}.get(name, "None")
    with pytest.raises(skucat.UnsupportedError, match=rf": {argument} is not supported \(.*\): pass {name}={default}$"):
        call(skucat.ops, np.zeros(4, np.float32))
