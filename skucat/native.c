// skucat._native: the host's hot paths in C, each the same steps as the Python code it stands in
// for, without an interpreter frame per step: a functional call's replay key and the replay of a
// recorded call (its checks, fresh outputs and launches), plan.run's checks of its arrays and its
// launches, and the checks of index values (skucat.expr). Built by skucat.native with the host's compiler.
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#define NPY_NO_DEPRECATED_API NPY_1_7_API_VERSION
#include <numpy/arrayobject.h>
#if NPY_ABI_VERSION < 0x02000000   // (NumPy 1's descriptors have the field itself)
#define PyDataType_ELSIZE(descr) ((descr)->elsize)
#endif
#include <float.h>
#include <stdint.h>
#include <string.h>

typedef void (*Entry)(const unsigned *dims, void **params, unsigned long long seed, int flags, unsigned workers);

enum { ARGUMENT, OUTPUT, CONSTANT };
enum { MAX_PARAMS = 128, MAX_ARGUMENTS = 64, MAX_CHECK_ARGUMENTS = 8 };   // the last: of a check of values in C

typedef struct {   // where a replay finds an array: an argument by name, a step's output, a constant
    int kind;
    PyObject *object;   // the argument's name or the constant (borrowed from the spec)
    Py_ssize_t step, output;
} Source;

typedef struct {
    Source source;
    PyObject *shape, *name, *check;   // borrowed; name: a checked tensor's, check: a check of values'
} Viewed;

typedef struct {
    Entry entry;
    unsigned dims[6];
    int count, tensor_count, slice_count;
    uint64_t slots[MAX_PARAMS];
    int tensor_index[MAX_PARAMS], slice_index[MAX_PARAMS];
    Source tensors[MAX_PARAMS];
    uint64_t slice_offset[MAX_PARAMS];
} Launch;

typedef struct {
    PyObject *op, *names;   // borrowed: the plan's op and its outputs' names, for saving()
    PyObject *check_values;   // borrowed; None when the step has none
    PyObject *checks_in_c;    // borrowed: ((function, arguments, ((position, checked index), ...)), ...) or None
    npy_intp workspace_bytes;
    Py_ssize_t checked_count, output_count, launch_count;
    Viewed *checked;
    PyArray_Descr **dtypes;
    PyObject **shapes;
    Launch *launches;
} Step;

typedef struct {
    PyObject_HEAD
    PyObject *spec, *fallback, *stream, *saved;
    PyObject *guards;    // borrowed: context variables that, set (not None or False), leave updates to the fallback
    PyObject *updates;   // borrowed: ((name of an argument updated in place, (names of the others it reads)), ...)
    PyObject *empty;     // the backend's empty(shape, dtype), for outputs of recycle_from bytes or more (owned)
    Py_ssize_t recycle_from;
    Py_ssize_t check_count, step_count, part_count;
    int returns_tuple;
    Viewed *checks;
    Step *steps;
    Viewed *parts;   // source.kind < 0: a None in the result
} Replay;

// ---- reading the spec

static int source_of(PyObject *spec, Source *source) {
    if (!PyTuple_Check(spec) || PyTuple_GET_SIZE(spec) != 3) {
        PyErr_SetString(PyExc_ValueError, "a source is (kind, where, index)");
        return -1;
    }
    source->kind = (int)PyLong_AsLong(PyTuple_GET_ITEM(spec, 0));
    source->object = PyTuple_GET_ITEM(spec, 1);
    source->step = source->output = 0;
    if (source->kind == OUTPUT) {
        source->step = PyLong_AsSsize_t(PyTuple_GET_ITEM(spec, 1));
        source->output = PyLong_AsSsize_t(PyTuple_GET_ITEM(spec, 2));
    } else if (source->kind == CONSTANT ? !PyArray_CheckExact(source->object) : !PyUnicode_Check(source->object)) {
        PyErr_SetString(PyExc_ValueError, "a constant is an array, an argument a name");
        return -1;
    }
    return PyErr_Occurred() ? -1 : 0;
}

static Py_ssize_t items(PyObject *sequence) {
    if (!PyTuple_Check(sequence)) {
        PyErr_SetString(PyExc_ValueError, "the replay spec is made of tuples");
        return -1;
    }
    return PyTuple_GET_SIZE(sequence);
}

// (source, shape, name or check) triples
static Viewed *viewed_of(PyObject *spec, Py_ssize_t *count) {
    if ((*count = items(spec)) < 0)
        return NULL;
    Viewed *viewed = PyMem_Calloc(*count ? *count : 1, sizeof(Viewed));
    if (!viewed)
        return (Viewed *)PyErr_NoMemory();
    for (Py_ssize_t i = 0; i < *count; ++i) {
        PyObject *item = PyTuple_GET_ITEM(spec, i);
        if (item == Py_None) {
            viewed[i].source.kind = -1;
            continue;
        }
        if (items(item) != 3 || source_of(PyTuple_GET_ITEM(item, 0), &viewed[i].source) < 0) {
            PyMem_Free(viewed);
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_ValueError, "a viewed array is (source, shape, name)");
            return NULL;
        }
        viewed[i].shape = PyTuple_GET_ITEM(item, 1);
        viewed[i].name = viewed[i].check = PyTuple_GET_ITEM(item, 2);
    }
    return viewed;
}

static int launch_of(PyObject *spec, Launch *launch) {
    // (entry address, dims, slots (bytes), ((index, source), ...), ((index, offset), ...))
    PyObject *dims, *slots, *tensors, *slices;
    unsigned long long address;
    if (!PyArg_ParseTuple(spec, "KO!O!O!O!", &address, &PyTuple_Type, &dims, &PyBytes_Type, &slots,
                          &PyTuple_Type, &tensors, &PyTuple_Type, &slices))
        return -1;
    launch->entry = (Entry)(uintptr_t)address;
    if (PyTuple_GET_SIZE(dims) != 6 || PyBytes_GET_SIZE(slots) % 8 || PyBytes_GET_SIZE(slots) > 8 * MAX_PARAMS
        || PyTuple_GET_SIZE(tensors) > MAX_PARAMS || PyTuple_GET_SIZE(slices) > MAX_PARAMS || !address) {
        PyErr_SetString(PyExc_ValueError, "a launch has 6 dims, a null entry or too many params");
        return -1;
    }
    for (int i = 0; i < 6; ++i)
        launch->dims[i] = (unsigned)PyLong_AsUnsignedLong(PyTuple_GET_ITEM(dims, i));
    launch->count = (int)(PyBytes_GET_SIZE(slots) / 8);
    memcpy(launch->slots, PyBytes_AS_STRING(slots), PyBytes_GET_SIZE(slots));
    launch->tensor_count = (int)PyTuple_GET_SIZE(tensors);
    for (int i = 0; i < launch->tensor_count; ++i) {
        PyObject *item = PyTuple_GET_ITEM(tensors, i);
        if (items(item) != 2 || source_of(PyTuple_GET_ITEM(item, 1), &launch->tensors[i]) < 0)
            return -1;
        launch->tensor_index[i] = (int)PyLong_AsLong(PyTuple_GET_ITEM(item, 0));
    }
    launch->slice_count = (int)PyTuple_GET_SIZE(slices);
    for (int i = 0; i < launch->slice_count; ++i) {
        PyObject *item = PyTuple_GET_ITEM(slices, i);
        if (items(item) != 2)
            return -1;
        launch->slice_index[i] = (int)PyLong_AsLong(PyTuple_GET_ITEM(item, 0));
        launch->slice_offset[i] = PyLong_AsUnsignedLongLong(PyTuple_GET_ITEM(item, 1));
    }
    for (int i = 0; i < launch->tensor_count; ++i)
        if (launch->tensor_index[i] < 0 || launch->tensor_index[i] >= launch->count)
            goto out_of_range;
    for (int i = 0; i < launch->slice_count; ++i)
        if (launch->slice_index[i] < 0 || launch->slice_index[i] >= launch->count)
            goto out_of_range;
    return PyErr_Occurred() ? -1 : 0;
out_of_range:
    PyErr_SetString(PyExc_ValueError, "a launch's slot index is out of range");
    return -1;
}

// The checks of values in C of a step (Plan._check_values' first try): each (function, arguments,
// ((position, checked index), ...)) with every position and index in range.
static int checks_in_c_valid(PyObject *checks, Py_ssize_t checked_count) {
    if (checks == Py_None)
        return 0;
    if (items(checks) < 0)
        return -1;
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(checks); ++i) {
        PyObject *check = PyTuple_GET_ITEM(checks, i), *arguments, *tensors;
        if (items(check) != 3 || !PyCallable_Check(PyTuple_GET_ITEM(check, 0))
            || items(arguments = PyTuple_GET_ITEM(check, 1)) < 0 || PyTuple_GET_SIZE(arguments) > MAX_CHECK_ARGUMENTS
            || items(tensors = PyTuple_GET_ITEM(check, 2)) < 0)
            goto bad;
        for (Py_ssize_t t = 0; t < PyTuple_GET_SIZE(tensors); ++t) {
            PyObject *pair = PyTuple_GET_ITEM(tensors, t);
            if (items(pair) != 2)
                goto bad;
            const Py_ssize_t position = PyLong_AsSsize_t(PyTuple_GET_ITEM(pair, 0));
            const Py_ssize_t index = PyLong_AsSsize_t(PyTuple_GET_ITEM(pair, 1));
            if (position < 0 || position >= PyTuple_GET_SIZE(arguments) || index < 0 || index >= checked_count)
                goto bad;
        }
    }
    return 0;
bad:
    PyErr_Clear();
    PyErr_SetString(PyExc_ValueError, "a check in C is (function, arguments, ((position, checked index), ...))");
    return -1;
}

static int step_of(PyObject *spec, Step *step) {
    // (op, check_values or None, checked, checks in C or None, ((name, dtype, shape), ...) outputs,
    // workspace bytes, launches)
    PyObject *checked, *outputs, *launches;
    if (!PyArg_ParseTuple(spec, "UOO!OO!nO!", &step->op, &step->check_values, &PyTuple_Type, &checked,
                          &step->checks_in_c, &PyTuple_Type, &outputs, &step->workspace_bytes, &PyTuple_Type, &launches))
        return -1;
    if (step->workspace_bytes < 0) {
        PyErr_SetString(PyExc_ValueError, "a workspace of fewer than 0 bytes");
        return -1;
    }
    if (!(step->checked = viewed_of(checked, &step->checked_count)))
        return -1;
    if (checks_in_c_valid(step->checks_in_c, step->checked_count) < 0)
        return -1;
    step->output_count = PyTuple_GET_SIZE(outputs);
    step->launch_count = PyTuple_GET_SIZE(launches);
    step->dtypes = PyMem_Calloc(step->output_count + 1, sizeof(PyArray_Descr *));
    step->shapes = PyMem_Calloc(step->output_count + 1, sizeof(PyObject *));
    step->launches = PyMem_Calloc(step->launch_count + 1, sizeof(Launch));
    if (!step->dtypes || !step->shapes || !step->launches) {
        PyErr_NoMemory();
        return -1;
    }
    step->names = outputs;
    for (Py_ssize_t i = 0; i < step->output_count; ++i) {
        PyObject *item = PyTuple_GET_ITEM(outputs, i);
        if (items(item) != 3 || !PyUnicode_Check(PyTuple_GET_ITEM(item, 0)) || !PyArray_DescrCheck(PyTuple_GET_ITEM(item, 1))
            || !PyTuple_Check(PyTuple_GET_ITEM(item, 2))) {
            PyErr_SetString(PyExc_ValueError, "an output is (name, dtype, shape)");
            return -1;
        }
        step->dtypes[i] = (PyArray_Descr *)PyTuple_GET_ITEM(item, 1);
        step->shapes[i] = PyTuple_GET_ITEM(item, 2);
    }
    for (Py_ssize_t i = 0; i < step->launch_count; ++i)
        if (launch_of(PyTuple_GET_ITEM(launches, i), &step->launches[i]) < 0)
            return -1;
    return 0;
}

static void replay_clear_spec(Replay *self) {
    for (Py_ssize_t i = 0; self->steps && i < self->step_count; ++i) {
        PyMem_Free(self->steps[i].checked);
        PyMem_Free(self->steps[i].dtypes);
        PyMem_Free(self->steps[i].shapes);
        PyMem_Free(self->steps[i].launches);
    }
    PyMem_Free(self->steps);
    PyMem_Free(self->checks);
    PyMem_Free(self->parts);
    self->steps = NULL, self->checks = self->parts = NULL;
}

static int replay_init(Replay *self, PyObject *args, PyObject *kwargs) {
    // Replay(fallback, stream, saved, checks, steps, returns_tuple, parts, guards, updates)
    PyObject *fallback, *stream, *saved, *checks, *steps, *parts, *guards = NULL, *updates = NULL;   // (the last
    // two optional: a replay that updates nothing)
    int returns_tuple;
    if (kwargs && PyDict_GET_SIZE(kwargs)) {
        PyErr_SetString(PyExc_TypeError, "Replay takes no keyword arguments");
        return -1;
    }
    if (self->spec) {
        PyErr_SetString(PyExc_TypeError, "a Replay is made once");
        return -1;
    }
    if (!PyArg_ParseTuple(args, "OOO!O!O!pO!|O!O!", &fallback, &stream, &PyContextVar_Type, &saved, &PyTuple_Type,
                          &checks, &PyTuple_Type, &steps, &returns_tuple, &PyTuple_Type, &parts, &PyTuple_Type,
                          &guards, &PyTuple_Type, &updates))
        return -1;
    if (!guards != !updates) {
        PyErr_SetString(PyExc_TypeError, "a Replay that updates takes guards and updates");
        return -1;
    }
    for (Py_ssize_t i = 0; guards && i < PyTuple_GET_SIZE(guards); ++i)
        if (!PyContextVar_CheckExact(PyTuple_GET_ITEM(guards, i))) {
            PyErr_SetString(PyExc_ValueError, "guards are context variables");
            return -1;
        }
    for (Py_ssize_t i = 0; updates && i < PyTuple_GET_SIZE(updates); ++i) {
        PyObject *update = PyTuple_GET_ITEM(updates, i), *others;
        if (items(update) != 2 || !PyUnicode_Check(PyTuple_GET_ITEM(update, 0))
            || items(others = PyTuple_GET_ITEM(update, 1)) < 0) {
            PyErr_Clear();
            PyErr_SetString(PyExc_ValueError, "an update is (name, (other names, ...))");
            return -1;
        }
        for (Py_ssize_t o = 0; o < PyTuple_GET_SIZE(others); ++o)
            if (!PyUnicode_Check(PyTuple_GET_ITEM(others, o))) {
                PyErr_SetString(PyExc_ValueError, "an update's others are names");
                return -1;
            }
    }
    // Outputs of recycle_from bytes or more come from the stream's backend's empty (which recycles
    // their memory); all from numpy where the stream has no such backend.
    self->recycle_from = PY_SSIZE_T_MAX;
    PyObject *backend = PyObject_GetAttrString(stream, "backend");
    PyObject *recycle_from = backend ? PyObject_GetAttrString(backend, "recycle_from") : NULL;
    PyObject *empty = recycle_from ? PyObject_GetAttrString(backend, "empty") : NULL;
    Py_XDECREF(backend);
    if (empty) {
        self->empty = empty;
        self->recycle_from = PyLong_AsSsize_t(recycle_from);
    } else if (PyErr_ExceptionMatches(PyExc_AttributeError)) {
        PyErr_Clear();
    }
    Py_XDECREF(recycle_from);
    if (PyErr_Occurred())
        return -1;
    if (self->recycle_from < 0) {
        PyErr_SetString(PyExc_ValueError, "a backend's recycle_from is 0 bytes or more");
        return -1;
    }
    Py_INCREF(args);
    self->spec = args;   // holds every object the C arrays borrow
    self->fallback = fallback, self->stream = stream, self->saved = saved;
    self->guards = guards, self->updates = updates;
    self->returns_tuple = returns_tuple;
    if (!(self->checks = viewed_of(checks, &self->check_count)) || !(self->parts = viewed_of(parts, &self->part_count)))
        return -1;
    if (!returns_tuple && self->part_count != 1) {
        PyErr_SetString(PyExc_ValueError, "a result that is not a tuple is one part");
        return -1;
    }
    self->step_count = PyTuple_GET_SIZE(steps);
    if (!(self->steps = PyMem_Calloc(self->step_count + 1, sizeof(Step)))) {
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t i = 0; i < self->step_count; ++i) {
        if (step_of(PyTuple_GET_ITEM(steps, i), &self->steps[i]) < 0)
            return -1;
    }
    // every output a source names is one an earlier step makes
    Viewed *all[] = {self->checks, self->parts};
    Py_ssize_t counts[] = {self->check_count, self->part_count};
    for (int list = 0; list < 2; ++list)
        for (Py_ssize_t i = 0; i < counts[list]; ++i) {
            Source *s = &all[list][i].source;
            if (s->kind == OUTPUT && (s->step < 0 || s->step >= self->step_count
                                      || s->output < 0 || s->output >= self->steps[s->step].output_count))
                goto bad_source;
            if (list == 0 && s->kind == OUTPUT)
                goto bad_source;   // the call's checks run before any step
        }
    for (Py_ssize_t i = 0; i < self->step_count; ++i) {
        Step *step = &self->steps[i];
        for (Py_ssize_t c = 0; c < step->checked_count; ++c) {
            Source *s = &step->checked[c].source;
            if (s->kind == OUTPUT && (s->step < 0 || s->step >= i || s->output < 0
                                      || s->output >= self->steps[s->step].output_count))
                goto bad_source;
        }
        for (Py_ssize_t l = 0; l < step->launch_count; ++l)
            for (int t = 0; t < step->launches[l].tensor_count; ++t) {
                Source *s = &step->launches[l].tensors[t];
                if (s->kind == OUTPUT && (s->step < 0 || s->step > i || s->output < 0
                                          || s->output >= self->steps[s->step].output_count))
                    goto bad_source;
            }
    }
    return 0;
bad_source:
    PyErr_SetString(PyExc_ValueError, "a source names an output no earlier step makes");
    return -1;
}

static void replay_dealloc(Replay *self) {
    replay_clear_spec(self);
    Py_XDECREF(self->spec);
    Py_XDECREF(self->empty);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

// ---- replaying

// The array at `source` (borrowed); NULL with an exception when an argument is not an array.
static PyArrayObject *found(const Source *source, PyObject *arguments, PyObject ***made) {
    if (source->kind == OUTPUT)
        return (PyArrayObject *)made[source->step][source->output];
    if (source->kind == CONSTANT)
        return (PyArrayObject *)source->object;
    PyObject *value = PyDict_GetItemWithError(arguments, source->object);
    if (!value || !PyArray_CheckExact(value)) {
        if (!PyErr_Occurred())
            PyErr_Format(PyExc_TypeError, "argument %R is not the array recorded", source->object);
        return NULL;
    }
    return (PyArrayObject *)value;
}

static PyObject *viewed(const Viewed *view, PyObject *arguments, PyObject ***made) {
    PyArrayObject *array = found(&view->source, arguments, made);
    return array ? PyArray_Reshape(array, view->shape) : NULL;
}

// saved.setdefault(op, {name: output}), as a full run within saving() keeps them
static int save(const Step *step, PyObject **outputs, PyObject *saved) {
    PyObject *named = PyDict_New();
    for (Py_ssize_t i = 0; named && i < step->output_count; ++i)
        if (PyDict_SetItem(named, PyTuple_GET_ITEM(PyTuple_GET_ITEM(step->names, i), 0), outputs[i]) < 0)
            Py_CLEAR(named);
    PyObject *kept = named ? PyDict_SetDefault(saved, step->op, named) : NULL;
    Py_XDECREF(named);
    return kept ? 0 : -1;
}

// Whether every check in C of the step answers True on this call's arrays (1), not all do (0: the
// plan's check_values decides, and words any error), or reading an array failed (-1).
static int checks_in_c_hold(const Step *step, PyObject *arguments, PyObject ***made) {
    if (step->checks_in_c == Py_None)
        return 0;
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(step->checks_in_c); ++i) {
        PyObject *check = PyTuple_GET_ITEM(step->checks_in_c, i);
        PyObject *given = PyTuple_GET_ITEM(check, 1), *tensors = PyTuple_GET_ITEM(check, 2);
        PyObject *values[MAX_CHECK_ARGUMENTS], *arrays[MAX_CHECK_ARGUMENTS];
        const Py_ssize_t count = PyTuple_GET_SIZE(given), array_count = PyTuple_GET_SIZE(tensors);
        for (Py_ssize_t a = 0; a < count; ++a)
            values[a] = PyTuple_GET_ITEM(given, a);
        Py_ssize_t made_arrays = 0;
        for (; made_arrays < array_count; ++made_arrays) {
            PyObject *pair = PyTuple_GET_ITEM(tensors, made_arrays);
            PyObject *array = viewed(&step->checked[PyLong_AsSsize_t(PyTuple_GET_ITEM(pair, 1))], arguments, made);
            if (!array)
                break;
            values[PyLong_AsSsize_t(PyTuple_GET_ITEM(pair, 0))] = arrays[made_arrays] = array;
        }
        PyObject *result = made_arrays == array_count ? PyObject_Vectorcall(PyTuple_GET_ITEM(check, 0), values, count, NULL) : NULL;
        for (Py_ssize_t a = 0; a < made_arrays; ++a)
            Py_DECREF(arrays[a]);
        if (made_arrays != array_count)
            return -1;
        const int held = result == Py_True;
        if (!result)
            PyErr_Clear();   // check_values runs the check again and raises what it raises
        Py_XDECREF(result);
        if (!held)
            return 0;
    }
    return 1;
}

// A host stream's schedule seed (0: unshuffled), launch flags and workers; an error set where one
// cannot be read.
static PyObject *schedule_seed_name, *launch_flags_name, *workers_name;   // interned at import

static void stream_settings(PyObject *stream, unsigned long long *seed, int *flags, unsigned *workers) {
    PyObject *seed_object = PyObject_GetAttr(stream, schedule_seed_name);
    PyObject *flags_object = seed_object ? PyObject_GetAttr(stream, launch_flags_name) : NULL;
    PyObject *workers_object = flags_object ? PyObject_GetAttr(stream, workers_name) : NULL;
    *seed = 0, *flags = 0, *workers = 0;
    if (workers_object) {
        if (seed_object != Py_None)
            *seed = PyLong_AsUnsignedLongLong(seed_object);
        *flags = (int)PyLong_AsLong(flags_object);
        *workers = (unsigned)PyLong_AsUnsignedLong(workers_object);
    }
    Py_XDECREF(seed_object);
    Py_XDECREF(flags_object);
    Py_XDECREF(workers_object);
}

// A launch's prepared slots copied to `slots`, its workspace slices written in from `base` (the
// caller writes its tensors' pointers).
static void copy_slots(const Launch *launch, uint64_t *slots, uint64_t base) {
    memcpy(slots, launch->slots, 8 * (size_t)launch->count);
    for (int s = 0; s < launch->slice_count; ++s)
        slots[launch->slice_index[s]] = base + launch->slice_offset[s];
}

// Runs a launch on its slots, the pointers and slices written in.
static void run_launch(const Launch *launch, uint64_t *slots, unsigned long long seed, int flags, unsigned workers) {
    void *params[MAX_PARAMS];
    for (int p = 0; p < launch->count; ++p)
        params[p] = &slots[p];
    Py_BEGIN_ALLOW_THREADS
    launch->entry(launch->dims, params, seed, flags, workers);
    Py_END_ALLOW_THREADS
}

static int run_step(const Replay *self, const Step *step, PyObject *arguments, PyObject ***made, PyObject **outputs,
                    PyObject *saved, unsigned long long seed, int flags, unsigned workers) {
    const int held = step->checked_count ? checks_in_c_hold(step, arguments, made) : 1;
    if (held < 0)
        return -1;
    if (!held) {
        PyObject *named = PyDict_New();
        if (!named)
            return -1;
        for (Py_ssize_t i = 0; i < step->checked_count; ++i) {
            PyObject *array = viewed(&step->checked[i], arguments, made);
            if (!array || PyDict_SetItem(named, step->checked[i].name, array) < 0) {
                Py_XDECREF(array);
                Py_DECREF(named);
                return -1;
            }
            Py_DECREF(array);
        }
        PyObject *result = PyObject_CallOneArg(step->check_values, named);
        Py_DECREF(named);
        if (!result)
            return -1;
        Py_DECREF(result);
    }
    for (Py_ssize_t i = 0; i < step->output_count; ++i) {
        PyObject *shape = step->shapes[i];
        npy_intp dims[NPY_MAXDIMS];
        Py_ssize_t rank = PyTuple_GET_SIZE(shape);
        for (Py_ssize_t d = 0; d < rank && d < NPY_MAXDIMS; ++d)
            dims[d] = PyLong_AsSsize_t(PyTuple_GET_ITEM(shape, d));
        npy_intp bytes = PyDataType_ELSIZE(step->dtypes[i]);
        for (Py_ssize_t d = 0; d < rank && d < NPY_MAXDIMS; ++d)
            bytes *= dims[d];
        if (bytes >= self->recycle_from) {   // a large one from the backend, which recycles its memory
            outputs[i] = PyObject_CallFunctionObjArgs(self->empty, shape, (PyObject *)step->dtypes[i], NULL);
        } else {
            Py_INCREF(step->dtypes[i]);   // stolen
            outputs[i] = PyArray_NewFromDescr(&PyArray_Type, step->dtypes[i], (int)rank, dims, NULL, NULL, 0, NULL);
        }
        if (!outputs[i])
            return -1;
    }
    PyObject *workspace = NULL;   // bytes as Workspace.allocate makes them (malloc's 16-byte alignment)
    uint64_t base = 0;
    if (step->workspace_bytes) {
        npy_intp bytes = step->workspace_bytes;
        if (!(workspace = PyArray_SimpleNew(1, &bytes, NPY_UINT8)))
            return -1;
        base = (uint64_t)(uintptr_t)PyArray_DATA((PyArrayObject *)workspace);
        if (base % 16) {
            Py_DECREF(workspace);
            PyErr_SetString(PyExc_MemoryError, "the workspace is not 16-byte aligned");
            return -1;
        }
    }
    for (Py_ssize_t l = 0; l < step->launch_count; ++l) {
        const Launch *launch = &step->launches[l];
        uint64_t slots[MAX_PARAMS];
        copy_slots(launch, slots, base);
        for (int t = 0; t < launch->tensor_count; ++t) {
            PyArrayObject *array = found(&launch->tensors[t], arguments, made);
            if (!array) {
                Py_XDECREF(workspace);
                return -1;
            }
            slots[launch->tensor_index[t]] = (uint64_t)(uintptr_t)PyArray_DATA(array);
        }
        run_launch(launch, slots, seed, flags, workers);
    }
    Py_XDECREF(workspace);
    return saved == Py_None ? 0 : save(step, outputs, saved);
}

static PyObject *part(const Viewed *view, PyObject *arguments, PyObject ***made) {
    if (view->source.kind < 0)
        Py_RETURN_NONE;
    if (view->source.kind == ARGUMENT) {   // an argument updated in place: itself
        PyObject *argument = (PyObject *)found(&view->source, arguments, made);
        return argument ? Py_NewRef(argument) : NULL;
    }
    PyArrayObject *array = (PyArrayObject *)made[view->source.step][view->source.output];
    Py_ssize_t rank = PyTuple_GET_SIZE(view->shape);
    int same = rank == PyArray_NDIM(array);
    for (Py_ssize_t d = 0; same && d < rank; ++d)
        same = PyLong_AsSsize_t(PyTuple_GET_ITEM(view->shape, d)) == PyArray_DIMS(array)[d];
    if (same) {
        Py_INCREF(array);
        return (PyObject *)array;
    }
    return PyArray_Reshape(array, view->shape);
}

// Whether the arguments a replay updates in place may be (1): each writeable and overlapping none of the
// other arguments its plan reads, as Plan._check_arrays requires, and no guard set (a caller that notes
// the arrays updated, or refuses updates); 0 where not (the Python replay then refuses or notes), -1 on
// an error.
static int updates_allowed(Replay *self, PyObject *arguments) {
    if (!self->updates || !PyTuple_GET_SIZE(self->updates))
        return 1;
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(self->guards); ++i) {
        PyObject *value;
        if (PyContextVar_Get(PyTuple_GET_ITEM(self->guards, i), Py_None, &value) < 0)
            return -1;
        Py_DECREF(value);
        if (value != Py_None && value != Py_False)
            return 0;
    }
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(self->updates); ++i) {
        PyObject *update = PyTuple_GET_ITEM(self->updates, i), *others = PyTuple_GET_ITEM(update, 1);
        Source source = {ARGUMENT, PyTuple_GET_ITEM(update, 0), 0, 0};
        PyArrayObject *array = found(&source, arguments, NULL);
        if (!array)
            return -1;
        if (!PyArray_ISWRITEABLE(array))
            return 0;
        const uintptr_t start = (uintptr_t)PyArray_DATA(array), end = start + (uintptr_t)PyArray_NBYTES(array);
        for (Py_ssize_t o = 0; o < PyTuple_GET_SIZE(others); ++o) {
            source.object = PyTuple_GET_ITEM(others, o);
            PyArrayObject *other = found(&source, arguments, NULL);
            if (!other)
                return -1;
            const uintptr_t first = (uintptr_t)PyArray_DATA(other), last = first + (uintptr_t)PyArray_NBYTES(other);
            if (start < end && first < last && start < last && first < end)
                return 0;
        }
    }
    return 1;
}

static PyObject *replay_call(Replay *self, PyObject *args, PyObject *kwargs) {
    PyObject *arguments;
    if (kwargs && PyDict_GET_SIZE(kwargs)) {
        PyErr_SetString(PyExc_TypeError, "a Replay takes the arguments dict alone");
        return NULL;
    }
    if (!PyArg_ParseTuple(args, "O!", &PyDict_Type, &arguments))
        return NULL;
    PyObject *saved;
    if (PyContextVar_Get(self->saved, Py_None, &saved) < 0)
        return NULL;
    if (saved != Py_None && !PyDict_Check(saved)) {   // not saving()'s: as the Python replay does
        Py_DECREF(saved);
        return PyObject_CallOneArg(self->fallback, arguments);
    }
    const int updatable = updates_allowed(self, arguments);
    if (updatable <= 0) {   // refused (the Python replay raises its LayoutError), or versions to note
        Py_DECREF(saved);
        return updatable < 0 ? NULL : PyObject_CallOneArg(self->fallback, arguments);
    }

    unsigned long long seed;
    int flags;
    unsigned workers;
    stream_settings(self->stream, &seed, &flags, &workers);
    PyObject *result = NULL;
    PyObject ***made = PyErr_Occurred() ? NULL : PyMem_Calloc(self->step_count + 1, sizeof(PyObject **));
    if (!made) {
        Py_DECREF(saved);
        return PyErr_Occurred() ? NULL : PyErr_NoMemory();
    }
    for (Py_ssize_t i = 0; i < self->check_count; ++i) {
        PyObject *array = viewed(&self->checks[i], arguments, made);
        PyObject *checked = array ? PyObject_CallOneArg(self->checks[i].check, array) : NULL;
        Py_XDECREF(array);
        if (!checked)
            goto done;
        Py_DECREF(checked);
    }
    for (Py_ssize_t i = 0; i < self->step_count; ++i) {
        if (!(made[i] = PyMem_Calloc(self->steps[i].output_count + 1, sizeof(PyObject *)))) {
            PyErr_NoMemory();
            goto done;
        }
        if (run_step(self, &self->steps[i], arguments, made, made[i], saved, seed, flags, workers) < 0)
            goto done;
    }
    if (self->returns_tuple) {
        if (!(result = PyTuple_New(self->part_count)))
            goto done;
        for (Py_ssize_t i = 0; i < self->part_count; ++i) {
            PyObject *item = part(&self->parts[i], arguments, made);
            if (!item) {
                Py_CLEAR(result);
                goto done;
            }
            PyTuple_SET_ITEM(result, i, item);
        }
    } else {
        result = part(&self->parts[0], arguments, made);
    }
done:
    for (Py_ssize_t i = 0; i < self->step_count; ++i) {
        for (Py_ssize_t o = 0; made[i] && o < self->steps[i].output_count; ++o)
            Py_XDECREF(made[i][o]);
        PyMem_Free(made[i]);
    }
    PyMem_Free(made);
    Py_DECREF(saved);
    return result;
}

static PyTypeObject ReplayType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "skucat._native.Replay",
    .tp_doc = "A recorded call's checks and launches, replayed on fresh outputs: "
              "Replay(fallback, stream, saved, checks, steps, returns_tuple, parts, guards, updates)(arguments).",
    .tp_basicsize = sizeof(Replay),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)replay_init,
    .tp_dealloc = (destructor)replay_dealloc,
    .tp_call = (ternaryfunc)replay_call,
};

// ---- a plan's launches, for plan.run

typedef struct {
    PyObject_HEAD
    PyObject *spec;   // holds the names the launches borrow
    Py_ssize_t count;
    Launch *launches;   // each tensor's source an argument: its name in the pointers run takes
} Launches;

static void launches_dealloc(Launches *self) {
    PyMem_Free(self->launches);
    Py_XDECREF(self->spec);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int launches_init(Launches *self, PyObject *args, PyObject *kwargs) {
    // Launches(launches), each as a Replay step's, its tensors' sources (ARGUMENT, name, 0)
    PyObject *spec;
    if ((kwargs && PyDict_GET_SIZE(kwargs)) || !PyArg_ParseTuple(args, "O!", &PyTuple_Type, &spec))
        return PyErr_Occurred() ? -1 : (PyErr_SetString(PyExc_TypeError, "Launches(launches)"), -1);
    if (self->spec) {
        PyErr_SetString(PyExc_TypeError, "a Launches is made once");
        return -1;
    }
    Py_INCREF(spec);
    self->spec = spec;
    self->count = PyTuple_GET_SIZE(spec);
    if (!(self->launches = PyMem_Calloc(self->count + 1, sizeof(Launch)))) {
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t i = 0; i < self->count; ++i) {
        if (launch_of(PyTuple_GET_ITEM(spec, i), &self->launches[i]) < 0)
            return -1;
        for (int t = 0; t < self->launches[i].tensor_count; ++t)
            if (self->launches[i].tensors[t].kind != ARGUMENT) {
                PyErr_SetString(PyExc_ValueError, "a plan's launch takes its tensors by name");
                return -1;
            }
    }
    return 0;
}

// launches(pointers, base, stream): every launch's slots written (pointers: {tensor name: address},
// base: the workspace's) before the first runs, then each run on the stream's settings.
static PyObject *launches_call(Launches *self, PyObject *args, PyObject *kwargs) {
    PyObject *pointers, *stream;
    unsigned long long base;
    if ((kwargs && PyDict_GET_SIZE(kwargs)) || !PyArg_ParseTuple(args, "O!KO", &PyDict_Type, &pointers, &base, &stream))
        return PyErr_Occurred() ? NULL : (PyErr_SetString(PyExc_TypeError, "launches(pointers, base, stream)"), NULL);
    if (!self->launches) {
        PyErr_SetString(PyExc_TypeError, "a Launches not made");
        return NULL;
    }
    unsigned long long seed;
    int flags;
    unsigned workers;
    stream_settings(stream, &seed, &flags, &workers);
    uint64_t (*slots)[MAX_PARAMS] = PyErr_Occurred() ? NULL : PyMem_Malloc((self->count + 1) * sizeof *slots);
    if (!slots)
        return PyErr_Occurred() ? NULL : PyErr_NoMemory();
    for (Py_ssize_t l = 0; l < self->count; ++l) {
        const Launch *launch = &self->launches[l];
        copy_slots(launch, slots[l], base);
        for (int t = 0; t < launch->tensor_count; ++t) {
            PyObject *pointer = PyDict_GetItemWithError(pointers, launch->tensors[t].object);
            if (!pointer) {
                if (!PyErr_Occurred())
                    PyErr_SetObject(PyExc_KeyError, launch->tensors[t].object);
                PyMem_Free(slots);
                return NULL;
            }
            slots[l][launch->tensor_index[t]] = PyLong_AsUnsignedLongLong(pointer);
        }
    }
    if (!PyErr_Occurred())
        for (Py_ssize_t l = 0; l < self->count; ++l)
            run_launch(&self->launches[l], slots[l], seed, flags, workers);
    PyMem_Free(slots);
    if (PyErr_Occurred())
        return NULL;
    Py_RETURN_NONE;
}

static PyTypeObject LaunchesType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "skucat._native.Launches",
    .tp_doc = "A plan's prepared launches, run on its arrays' pointers: Launches(launches)(pointers, base, stream).",
    .tp_basicsize = sizeof(Launches),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)launches_init,
    .tp_dealloc = (destructor)launches_dealloc,
    .tp_call = (ternaryfunc)launches_call,
};

// ---- the key

static PyObject *float_bits(PyObject *value) {
    double number = PyFloat_AS_DOUBLE(value);
    uint64_t bits;
    memcpy(&bits, &number, sizeof bits);
    return PyLong_FromUnsignedLongLong(bits);
}

// Appends `items` to `key` (a list), stealing them; -1 when one is NULL.
static int append(PyObject *key, int count, PyObject **parts) {
    int status = 0;
    for (int i = 0; i < count; ++i) {
        if (!parts[i] || (status == 0 && PyList_Append(key, parts[i]) < 0))
            status = -1;
        Py_XDECREF(parts[i]);
    }
    return status;
}

// A tuple of exact(item) for a tuple's items (the float, int, bool, str and None ones made here).
static PyObject *exact_items(PyObject *sequence, PyObject *exact) {
    Py_ssize_t count = PyTuple_GET_SIZE(sequence);
    PyObject **values = &PyTuple_GET_ITEM(sequence, 0), *parts = PyTuple_New(count);
    for (Py_ssize_t i = 0; parts && i < count; ++i) {
        PyObject *value = values[i], *kind = (PyObject *)Py_TYPE(value), *part;
        if (PyFloat_CheckExact(value)) {
            PyObject *bits = float_bits(value);
            part = bits ? PyTuple_Pack(3, kind, value, bits) : NULL;
            Py_XDECREF(bits);
        } else if (PyLong_CheckExact(value) || PyBool_Check(value) || PyUnicode_CheckExact(value) || value == Py_None) {
            part = PyTuple_Pack(2, kind, value);
        } else {
            part = PyObject_CallOneArg(exact, value);
        }
        if (!part)
            Py_CLEAR(parts);
        else
            PyTuple_SET_ITEM(parts, i, part);
    }
    return parts;
}

// The name of the first argument that is `value` (`name` where none before is), recorded in `seen`;
// NULL where `seen` is full.
static PyObject *first_name(PyObject *value, PyObject *name, PyObject *seen[][2], int *seen_count) {
    for (int i = 0; i < *seen_count; ++i)
        if (seen[i][0] == value)
            return seen[i][1];
    if (*seen_count == MAX_ARGUMENTS)
        return NULL;
    seen[*seen_count][0] = value, seen[(*seen_count)++][1] = name;
    return name;
}

// value.<first>.<second> (a new reference), or NULL with the error set.
static PyObject *attribute_of(PyObject *value, const char *first, const char *second) {
    PyObject *outer = PyObject_GetAttrString(value, first);
    if (!outer || !second)
        return outer;
    PyObject *inner = PyObject_GetAttrString(outer, second);
    Py_DECREF(outer);
    return inner;
}

// key(plan_class, stream, enabled, arguments, looked_at, exact, device_arrays, device_key): what fixes
// all a call does but its arrays' addresses and values (see skucat.replay.key, which it stands in
// for); None for a value that is neither plain nor a number. An array of a type in the set
// `device_arrays` (CuPy's) is keyed as a numpy one, its device too, and makes the key device_key(parts).
static PyObject *key(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    (void)module;
    if (nargs != 8 || !PyDict_Check(args[3]) || !PyAnySet_Check(args[6])) {
        PyErr_SetString(PyExc_TypeError,
                        "key(plan_class, stream, enabled, arguments, looked_at, exact, device_arrays, device_key)");
        return NULL;
    }
    PyObject *arguments = args[3], *looked_at = args[4], *exact = args[5], *device_arrays = args[6];
    PyObject *key = PyList_New(0), *name, *value;
    if (!key)
        return NULL;
    if (PyList_Append(key, args[0]) < 0 || PyList_Append(key, args[1]) < 0 || PyList_Append(key, args[2]) < 0)
        goto fail;
    PyObject *seen[MAX_ARGUMENTS][2];   // (array, its first name)
    int seen_count = 0, on_device = 0;
    Py_ssize_t position = 0;
    while (PyDict_Next(arguments, &position, &name, &value)) {
        PyObject *kind = (PyObject *)Py_TYPE(value);
        int device = 0;
        if (value == Py_None || PyBool_Check(value) || PyLong_CheckExact(value) || PyUnicode_CheckExact(value)) {
            Py_INCREF(kind), Py_INCREF(value);
            if (append(key, 2, (PyObject *[]){kind, value}) < 0)
                goto fail;
        } else if (PyArray_CheckExact(value)) {
            PyArrayObject *array = (PyArrayObject *)value;
            PyObject *first = first_name(value, name, seen, &seen_count);
            if (!first)
                goto none;
            int rank = PyArray_NDIM(array);
            PyObject *shape = PyTuple_New(rank);
            for (int d = 0; shape && d < rank; ++d) {
                PyObject *extent = PyLong_FromSsize_t(PyArray_DIMS(array)[d]);
                if (!extent)
                    Py_CLEAR(shape);
                else
                    PyTuple_SET_ITEM(shape, d, extent);
            }
            PyObject *contiguous = PyArray_IS_C_CONTIGUOUS(array) ? Py_True : Py_False;
            Py_INCREF(kind), Py_INCREF(PyArray_DESCR(array)), Py_INCREF(contiguous), Py_INCREF(first);
            if (append(key, 5, (PyObject *[]){kind, shape, (PyObject *)PyArray_DESCR(array), contiguous, first}) < 0)
                goto fail;
        } else if (PySet_GET_SIZE(device_arrays) && (device = PySet_Contains(device_arrays, kind)) != 0) {
            if (device < 0)
                goto fail;
            PyObject *first = first_name(value, name, seen, &seen_count);
            if (!first)
                goto none;
            Py_INCREF(kind), Py_INCREF(first);   // its shape, dtype, layout and device, as a numpy array's and more
            if (append(key, 6, (PyObject *[]){kind, attribute_of(value, "shape", NULL),
                                             attribute_of(value, "dtype", NULL),
                                             attribute_of(value, "flags", "c_contiguous"),
                                             attribute_of(value, "device", "id"), first}) < 0)
                goto fail;
            on_device = 1;
        } else if (PyFloat_CheckExact(value)) {
            Py_INCREF(kind);
            if (append(key, 2, (PyObject *[]){kind, float_bits(value)}) < 0)
                goto fail;
        } else if (PyTuple_CheckExact(value) || PyList_CheckExact(value)) {
            PyObject *items = PyList_CheckExact(value) ? PyList_AsTuple(value) : Py_NewRef(value);   // a list's
            Py_INCREF(kind);   // items may change while exact runs
            PyObject *parts = items ? exact_items(items, exact) : NULL;
            Py_XDECREF(items);
            if (append(key, 2, (PyObject *[]){kind, parts}) < 0)
                goto fail;
        } else {
            PyObject *looked = PyObject_CallOneArg(looked_at, kind);
            int closer = looked ? PyObject_IsTrue(looked) : -1;
            Py_XDECREF(looked);
            if (closer < 0)
                goto fail;
            if (closer)
                goto none;
            Py_INCREF(kind), Py_INCREF(value);
            if (append(key, 2, (PyObject *[]){kind, value}) < 0)
                goto fail;
        }
    }
    PyObject *tuple = on_device ? PyObject_CallOneArg(args[7], key) : PyList_AsTuple(key);
    Py_DECREF(key);
    return tuple;
none:
    Py_DECREF(key);
    Py_RETURN_NONE;
fail:
    Py_DECREF(key);
    return NULL;
}

// ---- plan.run

// pointers(given, absent, updates, args, proven): {name: data pointer} of args' arrays where
// Plan._check_arrays would accept them all (given: (name, dtype, shape, writes, output) each); None
// for anything it might refuse, which it then words.
static PyObject *pointers(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    (void)module;
    if (nargs != 5 || !PyTuple_Check(args[0]) || !PyTuple_Check(args[1])) {
        PyErr_SetString(PyExc_TypeError, "pointers(given, absent, updates, args, proven)");
        return NULL;
    }
    PyObject *given = args[0], *absent = args[1], *holder = args[3];
    int updates = PyObject_IsTrue(args[2]), proven = PyObject_IsTrue(args[4]);
    if (updates < 0 || proven < 0)
        return NULL;
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(absent); ++i) {
        PyObject *value = PyObject_GetAttr(holder, PyTuple_GET_ITEM(absent, i));
        if (!value)
            return NULL;
        Py_DECREF(value);
        if (value != Py_None)
            Py_RETURN_NONE;
    }
    Py_ssize_t count = PyTuple_GET_SIZE(given);
    if (count > MAX_PARAMS)
        Py_RETURN_NONE;
    uintptr_t start[MAX_PARAMS], end[MAX_PARAMS];
    int written[MAX_PARAMS];
    PyObject *found = PyDict_New();
    if (!found)
        return NULL;
    for (Py_ssize_t i = 0; i < count; ++i) {
        PyObject *spec = PyTuple_GET_ITEM(given, i);
        if (!PyTuple_Check(spec) || PyTuple_GET_SIZE(spec) != 5 || !PyUnicode_Check(PyTuple_GET_ITEM(spec, 0))
            || !PyArray_DescrCheck(PyTuple_GET_ITEM(spec, 1)) || !PyTuple_Check(PyTuple_GET_ITEM(spec, 2))) {
            PyErr_SetString(PyExc_TypeError, "a given array is (name, dtype, shape, writes, output)");
            goto fail;
        }
        PyObject *name = PyTuple_GET_ITEM(spec, 0), *dtype = PyTuple_GET_ITEM(spec, 1), *shape = PyTuple_GET_ITEM(spec, 2);
        const int writes = PyObject_IsTrue(PyTuple_GET_ITEM(spec, 3)), output = PyObject_IsTrue(PyTuple_GET_ITEM(spec, 4));
        if (writes < 0 || output < 0)
            goto fail;
        PyObject *value = PyObject_GetAttr(holder, name);
        if (!value)
            goto fail;
        Py_DECREF(value);   // args holds it
        if (!PyArray_Check(value))
            goto refuse;
        PyArrayObject *array = (PyArrayObject *)value;
        if (!proven) {
            if (PyArray_DESCR(array) != (PyArray_Descr *)dtype && !PyArray_EquivTypes(PyArray_DESCR(array),
                                                                                     (PyArray_Descr *)dtype))
                goto refuse;
            if (PyArray_NDIM(array) != PyTuple_GET_SIZE(shape))
                goto refuse;
            for (int d = 0; d < PyArray_NDIM(array); ++d)
                if (PyArray_DIMS(array)[d] != PyLong_AsSsize_t(PyTuple_GET_ITEM(shape, d)))
                    goto refuse;
            if (!PyArray_IS_C_CONTIGUOUS(array) || (writes && !PyArray_ISWRITEABLE(array)))
                goto refuse;
        }
        start[i] = (uintptr_t)PyArray_DATA(array);
        end[i] = start[i] + (uintptr_t)PyArray_NBYTES(array);
        written[i] = writes && end[i] > start[i] && !(proven && output);
        PyObject *pointer = PyLong_FromVoidPtr(PyArray_DATA(array));
        if (!pointer || PyDict_SetItem(found, name, pointer) < 0) {
            Py_XDECREF(pointer);
            goto fail;
        }
        Py_DECREF(pointer);
    }
    if (updates || !proven)
        for (Py_ssize_t i = 0; i < count; ++i)
            for (Py_ssize_t j = 0; written[i] && j < count; ++j)
                if (j != i && start[i] < end[j] && start[j] < end[i])
                    goto refuse;
    return found;
refuse:
    Py_DECREF(found);
    Py_RETURN_NONE;
fail:
    Py_DECREF(found);
    return NULL;
}

// launch(entry address, dims, params, seed, flags, workers): calls a host launch function, dims and
// params being buffers (ctypes arrays) of 6 unsigned and of the kernelParams pointers.
static PyObject *launch(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    (void)module;
    if (nargs != 6) {
        PyErr_SetString(PyExc_TypeError, "launch(entry, dims, params, seed, flags, workers)");
        return NULL;
    }
    Entry entry = (Entry)PyLong_AsVoidPtr(args[0]);
    unsigned long long seed = PyLong_AsUnsignedLongLong(args[3]);
    int flags = (int)PyLong_AsLong(args[4]);
    unsigned workers = (unsigned)PyLong_AsUnsignedLong(args[5]);
    if (PyErr_Occurred())
        return NULL;
    Py_buffer dims, params;
    if (PyObject_GetBuffer(args[1], &dims, PyBUF_SIMPLE) < 0)
        return NULL;
    if (PyObject_GetBuffer(args[2], &params, PyBUF_SIMPLE) < 0) {
        PyBuffer_Release(&dims);
        return NULL;
    }
    if (!entry || dims.len != 6 * sizeof(unsigned) || params.len % sizeof(void *)) {
        PyErr_SetString(PyExc_ValueError, "launch: a null entry, or dims or params of the wrong size");
    } else {
        Py_BEGIN_ALLOW_THREADS
        entry((const unsigned *)dims.buf, (void **)params.buf, seed, flags, workers);
        Py_END_ALLOW_THREADS
    }
    PyBuffer_Release(&dims);
    PyBuffer_Release(&params);
    if (PyErr_Occurred())
        return NULL;
    Py_RETURN_NONE;
}

// ---- checks of values

// A contiguous native-order i32 or i64 array's values and count; 0 for any other object.
static int int_values(PyObject *object, const void **values, npy_intp *count, int *wide) {
    if (!PyArray_CheckExact(object))
        return 0;
    PyArrayObject *array = (PyArrayObject *)object;
    const int type = PyArray_TYPE(array);
    if (!PyArray_IS_C_CONTIGUOUS(array) || !PyArray_ISNOTSWAPPED(array) || (type != NPY_INT32 && type != NPY_INT64))
        return 0;
    *values = PyArray_DATA(array), *count = PyArray_SIZE(array), *wide = type == NPY_INT64;
    return 1;
}

static int bound(PyObject *value, long long *out) {
    int overflow;
    *out = PyLong_Check(value) ? PyLong_AsLongLongAndOverflow(value, &overflow) : (overflow = 1, 0);
    return overflow || (*out == -1 && PyErr_Occurred()) ? (PyErr_Clear(), -1) : 0;
}

// in_range_or(array, low, high, other): whether every value lies in [low, high) or equals other, for
// a contiguous i32 or i64 array and int bounds (skucat.expr.in_range_or); None for anything else.
static PyObject *in_range_or(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    (void)module;
    if (nargs != 4) {
        PyErr_SetString(PyExc_TypeError, "in_range_or(array, low, high, other)");
        return NULL;
    }
    long long low, high, other;
    const void *data;
    npy_intp count;
    int wide;
    if (!int_values(args[0], &data, &count, &wide) || bound(args[1], &low) < 0 || bound(args[2], &high) < 0
        || bound(args[3], &other) < 0)
        Py_RETURN_NONE;
    int fits = 1;
    // low <= v < high as one unsigned compare, and no branch: the loops vectorise.
    const uint64_t start = (uint64_t)low, span = high > low ? (uint64_t)high - start : 0;
    Py_BEGIN_ALLOW_THREADS
    if (wide) {
        const int64_t *values = data;
        for (npy_intp i = 0; i < count; ++i)
            fits &= ((uint64_t)values[i] - start < span) | (values[i] == other);
    } else {
        const int32_t *values = data;
        for (npy_intp i = 0; i < count; ++i)
            fits &= ((uint64_t)(int64_t)values[i] - start < span) | (values[i] == other);
    }
    Py_END_ALLOW_THREADS
    return PyBool_FromLong(fits);
}

// positive_scale(array, dtype): whether every value of a contiguous native f32 or f64 array, rounded to
// dtype ('f32' or 'f64'), is finite and > 0 with a finite inverse there (skucat.expr.positive_scale);
// None for anything else.
static PyObject *positive_scale(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    (void)module;
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "positive_scale(array, dtype)");
        return NULL;
    }
    const char *dtype = PyUnicode_Check(args[1]) ? PyUnicode_AsUTF8(args[1]) : NULL;
    if (!dtype)
        PyErr_Clear();
    const int to_f32 = dtype && !strcmp(dtype, "f32");
    if (!dtype || (!to_f32 && strcmp(dtype, "f64")) || !PyArray_CheckExact(args[0]))
        Py_RETURN_NONE;
    PyArrayObject *array = (PyArrayObject *)args[0];
    const int type = PyArray_TYPE(array);
    if (!PyArray_IS_C_CONTIGUOUS(array) || !PyArray_ISNOTSWAPPED(array) || (type != NPY_FLOAT32 && type != NPY_FLOAT64))
        Py_RETURN_NONE;
    const void *data = PyArray_DATA(array);
    const npy_intp count = PyArray_SIZE(array);
    int holds = 1;
    // v > 0 is false for NaN; v <= max excludes inf; and a value whose inverse overflows is below 1 / max.
    // The loops have no branch: they vectorise.
    Py_BEGIN_ALLOW_THREADS
    if (to_f32 && type == NPY_FLOAT32) {
        const float *values = data;
        for (npy_intp i = 0; i < count; ++i)
            holds &= (values[i] > 0) & (values[i] <= FLT_MAX) & (1.0f / values[i] <= FLT_MAX);
    } else if (to_f32) {
        const double *values = data;
        for (npy_intp i = 0; i < count; ++i) {
            const float rounded = (float)values[i];
            holds &= (rounded > 0) & (rounded <= FLT_MAX) & (1.0f / rounded <= FLT_MAX);
        }
    } else {
        for (npy_intp i = 0; i < count; ++i) {
            const double value = type == NPY_FLOAT32 ? ((const float *)data)[i] : ((const double *)data)[i];
            holds &= (value > 0) & (value <= DBL_MAX) & (1.0 / value <= DBL_MAX);
        }
    }
    Py_END_ALLOW_THREADS
    return PyBool_FromLong(holds);
}

// extreme(array, highest): the smallest (largest) value of a non-empty contiguous i32 or i64 array
// (skucat.expr.lowest and highest); None for anything else.
static PyObject *extreme(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    (void)module;
    const void *values;
    npy_intp count;
    int wide;
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "extreme(array, highest)");
        return NULL;
    }
    const int highest = PyObject_IsTrue(args[1]);
    if (highest < 0)
        return NULL;
    if (!int_values(args[0], &values, &count, &wide) || count == 0)
        Py_RETURN_NONE;
    long long found;
    Py_BEGIN_ALLOW_THREADS   // a loop of its own per type and direction: each vectorises
#define SKUCAT_EXTREME(type, better)                                                                 \
    {                                                                                                \
        const type *items = values;                                                                  \
        type best = items[0];                                                                        \
        for (npy_intp i = 1; i < count; ++i)                                                         \
            best = items[i] better best ? items[i] : best;                                           \
        found = best;                                                                                \
    }
    if (wide && highest)
        SKUCAT_EXTREME(int64_t, >)
    else if (wide)
        SKUCAT_EXTREME(int64_t, <)
    else if (highest)
        SKUCAT_EXTREME(int32_t, >)
    else
        SKUCAT_EXTREME(int32_t, <)
#undef SKUCAT_EXTREME
    Py_END_ALLOW_THREADS
    return PyLong_FromLongLong(found);
}

// nondecreasing(array): whether each value of a contiguous i32 or i64 array is at least the one before
// (skucat.expr.nondecreasing); None for anything else.
static PyObject *nondecreasing(PyObject *module, PyObject *array) {
    (void)module;
    const void *values;
    npy_intp count;
    int wide;
    if (!int_values(array, &values, &count, &wide))
        Py_RETURN_NONE;
    int holds = 1;
    Py_BEGIN_ALLOW_THREADS
    for (npy_intp i = 1; i < count; ++i)
        holds &= wide ? ((const int64_t *)values)[i] >= ((const int64_t *)values)[i - 1]
                      : ((const int32_t *)values)[i] >= ((const int32_t *)values)[i - 1];
    Py_END_ALLOW_THREADS
    return PyBool_FromLong(holds);
}

static PyMethodDef methods[] = {
    {"extreme", (PyCFunction)(void (*)(void))extreme, METH_FASTCALL,
     "extreme(array, highest): the smallest or largest value; None where it cannot tell"},
    {"positive_scale", (PyCFunction)(void (*)(void))positive_scale, METH_FASTCALL,
     "positive_scale(array, dtype): every value, rounded to dtype, finite and > 0 with a finite inverse; None where it cannot tell"},
    {"nondecreasing", (PyCFunction)nondecreasing, METH_O,
     "nondecreasing(array): each value at least the one before; None where it cannot tell"},
    {"in_range_or", (PyCFunction)(void (*)(void))in_range_or, METH_FASTCALL,
     "in_range_or(array, low, high, other): every value in [low, high) or other; None where it cannot tell"},
    {"pointers", (PyCFunction)(void (*)(void))pointers, METH_FASTCALL,
     "pointers(given, absent, updates, args, proven): the arrays' data pointers, or None"},
    {"launch", (PyCFunction)(void (*)(void))launch, METH_FASTCALL,
     "launch(entry, dims, params, seed, flags, workers): runs a host launch function"},
    {"key", (PyCFunction)(void (*)(void))key, METH_FASTCALL,
     "key(plan_class, stream, enabled, arguments, looked_at, exact): a replay key, or None"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_native", NULL, -1, methods};

PyMODINIT_FUNC PyInit__native(void) {
    import_array();
    if (!(schedule_seed_name = PyUnicode_InternFromString("schedule_seed"))
        || !(launch_flags_name = PyUnicode_InternFromString("launch_flags"))
        || !(workers_name = PyUnicode_InternFromString("workers")))
        return NULL;
    if (PyType_Ready(&ReplayType) < 0 || PyType_Ready(&LaunchesType) < 0)
        return NULL;
    PyObject *created = PyModule_Create(&module);
    if (created && (PyModule_AddObjectRef(created, "Replay", (PyObject *)&ReplayType) < 0
                    || PyModule_AddObjectRef(created, "Launches", (PyObject *)&LaunchesType) < 0))
        Py_CLEAR(created);
    return created;
}
