"""Float64 numpy references of every op: written from the ops' definitions
(PyTorch's semantics), independently of the kernels; the oracles of the tests."""
