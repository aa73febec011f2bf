"""Backends run the generated kernels: `host` (C++ compiler, SIMT emulation) and `cuda` (NVRTC, CuPy)."""
