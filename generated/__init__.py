"""Everything codegen writes from catalog.yaml. Do not edit."""
