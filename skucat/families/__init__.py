"""Hand-written per-family code the generated plans call: `check_<op>` and `launch_<op>`."""
