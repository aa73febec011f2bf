"""KernelSku: the stable identity of one kernel of the catalog.

Canonical form, fields separated by '.', each field [a-z0-9_]:

    category.op.element.aux.variant[.axis-value ...].backend.arch.math-T.acc-T.det|nondet.stable|unstable

`aux` is `none` for ops without an aux element; `backend` and `arch` are
`any` in the manifest and name the target once a plan is selected.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from .errors import InvalidArgumentError

_TOKEN = re.compile(r"[a-z0-9]+(?:_[a-z0-9]+)*\Z")
# An op may end in one underscore, PyTorch's mark of an in-place op (relu_): symbols stay unique, as
# no token starts with one.
_OP = re.compile(r"[a-z0-9]+(?:_[a-z0-9]+)*_?\Z")
_TAIL = 6  # backend, arch and the four precision tokens


def _check_token(value: str, what: str) -> str:
    pattern = _OP if what == "op" else _TOKEN
    if not isinstance(value, str) or not pattern.match(value):
        raise InvalidArgumentError(f"{what} {value!r} must match [a-z0-9]+(_[a-z0-9]+)*{'_?' * (what == 'op')}")
    return value


@dataclass(frozen=True)
class PrecisionGuarantee:
    """Numerical promise of a kernel; tests prove each field.

    math: element type the arithmetic runs in ('none' for pure data movement).
    accumulate: type sums are accumulated in ('none' when nothing is summed).
    deterministic: same inputs give bit-identical outputs across schedules.
    bit_stable: deterministic and unchanged across runs on the same hardware.
    """

    math: str
    accumulate: str
    deterministic: bool
    bit_stable: bool

    def __post_init__(self):
        _check_token(self.math, "math")
        _check_token(self.accumulate, "accumulate")
        if self.bit_stable and not self.deterministic:
            raise InvalidArgumentError("a bit-stable kernel must be deterministic")

    def tokens(self) -> list[str]:
        return [
            f"math-{self.math}",
            f"acc-{self.accumulate}",
            "det" if self.deterministic else "nondet",
            "stable" if self.bit_stable else "unstable",
        ]

    @classmethod
    def from_tokens(cls, tokens: list[str]) -> "PrecisionGuarantee":
        math, acc, det, stable = tokens
        if not (math.startswith("math-") and acc.startswith("acc-")
                and det in ("det", "nondet") and stable in ("stable", "unstable")):
            raise InvalidArgumentError(f"bad precision tokens {'.'.join(tokens)!r}")
        return cls(math[5:], acc[4:], det == "det", stable == "stable")


@dataclass(frozen=True)
class KernelSku:
    category: str
    op: str
    element: str
    aux: str
    variant: str
    modes: tuple[tuple[str, str], ...]
    backend: str
    arch: str
    precision: PrecisionGuarantee

    def __post_init__(self):
        for name in ("category", "op", "element", "aux", "variant", "backend", "arch"):
            _check_token(getattr(self, name), name)
        for axis, value in self.modes:
            _check_token(axis, "mode axis")
            _check_token(value, "mode value")

    def __str__(self) -> str:
        fields = [self.category, self.op, self.element, self.aux, self.variant]
        fields += [f"{axis}-{value}" for axis, value in self.modes]
        fields += [self.backend, self.arch, *self.precision.tokens()]
        return ".".join(fields)

    @classmethod
    def parse(cls, text: str) -> "KernelSku":
        fields = text.split(".")
        if len(fields) < 5 + _TAIL:
            raise InvalidArgumentError(f"not a KernelSku: {text!r}")
        head, modes, tail = fields[:5], fields[5:-_TAIL], fields[-_TAIL:]
        pairs = []
        for mode in modes:
            axis, sep, value = mode.partition("-")
            if not sep:
                raise InvalidArgumentError(f"mode {mode!r} of {text!r} is not axis-value")
            pairs.append((axis, value))
        sku = cls(*head, tuple(pairs), tail[0], tail[1], PrecisionGuarantee.from_tokens(tail[2:]))
        if str(sku) != text:
            raise InvalidArgumentError(f"not a canonical KernelSku: {text!r}")
        return sku

    @property
    def mode(self) -> dict[str, str]:
        return dict(self.modes)

    def generic(self) -> "KernelSku":
        """The target-free SKU, as the manifest lists it."""
        return replace(self, backend="any", arch="any")

    def on(self, backend: str, arch: str) -> "KernelSku":
        return replace(self, backend=backend, arch=arch)

    @property
    def symbol(self) -> str:
        """C symbol of the kernel, the same for every target: the canonical
        string without backend and arch, '.' -> '__' and '-' -> '_'."""
        fields = str(self).split(".")
        del fields[-_TAIL:-_TAIL + 2]
        return "skucat_" + "__".join(fields).replace("-", "_")

    def unit(self, family: str) -> str:
        """The build unit holding this SKU's kernels, the same for every target: generated/cuda/<unit>.cu,
        cached alone on the host, so that a first call compiles only what it runs (a bulk build compiles a
        family's handful as one library: HostBackend.build_together)."""
        return f"{family}/{self.symbol}"

    @staticmethod
    def unit_family(unit: str) -> str:
        """The family of a build unit (see unit)."""
        return unit.split("/", 1)[0]

    def matches(self, pattern: str, family: str | None = None) -> bool:
        """Whether this SKU matches `pattern` (see SkuFilter; `family` for family= terms)."""
        return SkuFilter.parse(pattern).matches(self, family)

    def fields(self, family: str | None = None) -> dict[str, str]:
        """The named fields `field=value` filter terms compare: the SKU's, its modes', and `family`."""
        named = {name: getattr(self, name) for name in ("category", "op", "element", "aux", "variant", "backend", "arch")}
        named.update(math=self.precision.math, acc=self.precision.accumulate, **self.mode)
        return {**named, "family": family} if family else named


FILTER_FIELDS = ("family", "category", "op", "element", "aux", "variant", "backend", "arch", "math", "acc")


@dataclass(frozen=True)
class SkuFilter:
    """A SKU pattern, as `--filter`/`--exclude` take it (CUTLASS's style, over whole fields).

    Parts separated by '*' match in order. A part is either `field=value` (a field of
    FILTER_FIELDS or a mode axis, e.g. `element=f16`, `mode=bilinear`; anywhere in the
    pattern) or '.'-separated tokens matching consecutive whole fields of the SKU's name:
    `f16` matches the field f16 and not bf16, `embedding.embedding` the category and op
    embedding, and a mode's value matches its field (`bicubic` matches `mode-bicubic`).
    An empty part (a lone '*') matches anything.
    """

    text: str
    terms: tuple[tuple[str, str], ...]       # (field, value)
    runs: tuple[tuple[str, ...], ...]        # token sequences, in order

    @classmethod
    def parse(cls, text: str) -> "SkuFilter":
        if not isinstance(text, str):
            raise InvalidArgumentError(f"a SKU pattern must be a string, not {text!r}")
        terms, runs = [], []
        for part in text.strip().lower().split("*"):
            field, equals, value = part.partition("=")
            if equals:
                if not field or not value or "." in part:
                    raise InvalidArgumentError(f"pattern {text!r}: {part!r} is not field=value")
                terms.append((field, value))
            elif tokens := tuple(token for token in part.split(".") if token):
                runs.append(tokens)
        return cls(text, tuple(terms), tuple(runs))

    def check_fields(self, known) -> None:
        """Raises InvalidArgumentError naming a field= term that is none of `known`."""
        for field, _ in self.terms:
            if field not in known:
                raise InvalidArgumentError(f"pattern {self.text!r}: no SKU field {field!r}; "
                                           f"fields are {', '.join(sorted(known))}")

    def matches(self, sku: KernelSku, family: str | None = None) -> bool:
        names = str(sku).split(".")
        return self.matches_fields(sku.fields(family), list(zip(
            names, [None] * 5 + [value for _, value in sku.modes] + [None] * _TAIL)))

    def matches_fields(self, named: dict, fields: list[tuple[str, str | None]]) -> bool:
        """Whether `named` (field: value) satisfies the field= terms and `fields`, a name's parts
        in order (each with a mode's value or None), the other parts."""
        if any(named.get(field) != value for field, value in self.terms):
            return False
        at = 0
        for tokens in self.runs:
            at = _find(fields, tokens, at)
            if at < 0:
                return False
        return True


def _find(fields: list[tuple[str, str | None]], tokens: tuple[str, ...], start: int) -> int:
    """The index after the first run of `fields` from `start` that `tokens` match, or -1."""
    for first in range(start, len(fields) - len(tokens) + 1):
        if all(token in fields[first + i] for i, token in enumerate(tokens)):  # the whole field or a mode's value
            return first + len(tokens)
    return -1
