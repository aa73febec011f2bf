"""Hand-written hooks, only where a catalog expression cannot say it: `check_<op>(desc)` (run by
select after the catalog's checks) and `call_<op>(call, **arguments)` (the functional op's
semantics: views, index checks). The generator refuses a hook that names no op."""
