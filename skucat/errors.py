"""Errors. Each is a SkucatError and also the builtin a caller would catch."""


class SkucatError(Exception):
    """Base of every error skucat raises on purpose."""


class ShapeError(SkucatError, ValueError):
    """A tensor's rank or extents do not fit the descriptor."""


class DTypeError(SkucatError, TypeError):
    """A tensor's element type does not fit the descriptor, or is unknown."""


class LayoutError(SkucatError, ValueError):
    """A tensor is not C-contiguous, not writeable, or overlaps another."""


class OutOfRangeError(SkucatError, IndexError):
    """An index, axis or integer value lies outside its valid range."""


class InvalidArgumentError(SkucatError, ValueError):
    """A descriptor field or parameter has an invalid value."""


class UnsupportedError(SkucatError, ValueError):
    """No SKU of the catalog implements the request."""


class WorkspaceError(SkucatError, ValueError):
    """The workspace is missing, too small, or of the wrong kind."""


class OutOfMemoryError(SkucatError, MemoryError):
    """An output or workspace the call needs cannot be allocated."""


class BackendError(SkucatError, RuntimeError):
    """A backend cannot compile, load or launch (missing compiler, device, ...)."""


class CatalogError(SkucatError, ValueError):
    """catalog.yaml is invalid; the message names file, line and entry."""


class DependencyError(SkucatError, ImportError):
    """An optional dependency (an extra of the distribution) is not installed."""
