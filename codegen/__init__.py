"""The catalog generator: catalog.yaml -> typed model -> SKUs -> generated/."""
