# Generated from catalog.yaml by codegen with templates/python/dtypes.py.j2. Do not edit.
"""The catalog's dtype table and the element kinds it defines."""

from enum import Enum
from typing import NamedTuple, Optional


class DTypeInfo(NamedTuple):
    kind: str
    numpy: str
    c_type: str
    bits: int
    compute: Optional[str]
    min: Optional[int]
    max: Optional[int]


DTYPES = {
    "f16": DTypeInfo('float', 'float16', '__half', 16, 'f32', None, None),
    "bf16": DTypeInfo('float', 'bfloat16', '__nv_bfloat16', 16, 'f32', None, None),
    "f32": DTypeInfo('float', 'float32', 'float', 32, 'f32', None, None),
    "f64": DTypeInfo('float', 'float64', 'double', 64, 'f64', None, None),
    "i8": DTypeInfo('int', 'int8', 'int8_t', 8, 'i8', -128, 127),
    "u8": DTypeInfo('int', 'uint8', 'uint8_t', 8, 'u8', 0, 255),
    "i16": DTypeInfo('int', 'int16', 'int16_t', 16, 'i16', -32768, 32767),
    "i32": DTypeInfo('int', 'int32', 'int32_t', 32, 'i32', -2147483648, 2147483647),
    "i64": DTypeInfo('int', 'int64', 'long long', 64, 'i64', -9223372036854775808, 9223372036854775807),
    "u4x2": DTypeInfo('int', 'uint8', 'uint8_t', 4, 'u4x2', 0, 15),
    "u2x4": DTypeInfo('int', 'uint8', 'uint8_t', 2, 'u2x4', 0, 3),
    "bool": DTypeInfo('bool', 'bool', 'bool', 8, 'bool', None, None),
}


class ElementKind(str, Enum):
    """Floating element types of the catalog."""

    F16 = "f16"
    BF16 = "bf16"
    F32 = "f32"
    F64 = "f64"


class IndexElementKind(str, Enum):
    """Integer types that index tensors."""

    I32 = "i32"
    I64 = "i64"


class IntElementKind(str, Enum):
    """Integer element types of the catalog (quantized values)."""

    I8 = "i8"
    U8 = "u8"
    I16 = "i16"
    I32 = "i32"
    I64 = "i64"
    U4X2 = "u4x2"
    U2X4 = "u2x4"
