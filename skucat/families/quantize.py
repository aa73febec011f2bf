"""Quantization hooks: none so far; the catalog's checks, lets and views say everything."""
