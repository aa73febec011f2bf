// Generated from catalog.yaml by codegen with templates/cuda/family.cuh.j2. Do not edit.
// Device code from templates/cuda/embedding_bag.cu.j2 and the enums of the family's modes from
// catalog.yaml, included by each of the family's build units (cuda/embedding_bag/*.cu).
#ifndef SKUCAT_FAMILY_EMBEDDING_BAG_CUH
#define SKUCAT_FAMILY_EMBEDDING_BAG_CUH
#include "skucat_prelude.cuh"

namespace skucat {

enum class Mode : int { sum, mean, max };

// EmbeddingBag: forward reductions over bags and the atomic backward. Offsets,
// indices and saved values are clamped or skipped when out of range, so no
// input makes a kernel read or write outside its arrays. The backward zeroes and
// counts with embedding_backward's device code (the catalog's `device:`).

// Embedding: forward gather and atomic backward. A block per index (blocks
// stride over them), its threads over the row's columns; indices outside
// [0, V) are never dereferenced.

template <class P>
__device__ __forceinline__ void embedding_gather(const P& p) {
    typedef typename P::element T;
    const i64 dim = p.embedding_dim;
    for (i64 n = blockIdx.x; n < p.num_indices; n += gridDim.x) {
        const i64 row = i64(p.indices[n]);
        T* out = p.out + n * dim;
        if (row >= 0 && row < p.num_weights) {
            const T* in = p.weight + row * dim;
            block_loop(dim, [&](unsigned, i64 c) { out[c] = in[c]; });
        } else {
            block_loop(dim, [&](unsigned, i64 c) { out[c] = T{}; });
        }
    }
}

// On the host: prefetches columns [column, column + count) of the row of index n + ahead of `indices`
// in `table`, the random rows of a gather or scatter being far more than a core's outstanding misses.
template <class P, typename I, typename T>
__device__ __forceinline__ void embedding_prefetch_row(const P& p, const I* indices, i64 n, const T* table, i64 column,
                                                       i64 count) {
    if constexpr (item_lanes > 1) {
        constexpr i64 ahead = 16, line = 64 / sizeof(T);
        const i64 next = n + ahead < p.num_indices ? i64(indices[n + ahead]) : -1;
        if (next >= 0 && next < p.num_weights)
            for (i64 k = 0; k < count; k += line) prefetch(table + next * p.embedding_dim + column + k);
    }
}

// Zeroes the accumulator and, with scale_grad_by_freq, the index counts.
template <class P>
__device__ __forceinline__ void embedding_backward_zero(const P& p) {
    typedef typename P::compute A;
    const i64 accum_count = p.num_weights * p.embedding_dim, counts_count = p.counts ? p.num_weights : 0;
    for_each_item(accum_count, [&](i64 item) { p.accum[item] = A(0); });
    for_each_item(counts_count, [&](i64 item) { p.counts[item] = 0; });
}

template <class P>
__device__ __forceinline__ void embedding_backward_count(const P& p) {
    for_each_item(p.num_indices, [&](i64 n) {
        const i64 row = i64(p.indices[n]);
        if (row >= 0 && row < p.num_weights) count_add(&p.counts[row], 1);
    });
}

// In runs of one index's columns: its row and scale once a run. counts is null unless
// scale_grad_by_freq; padding_row < 0 means none.
template <class P>
__device__ __forceinline__ void embedding_backward_accumulate(const P& p) {
    typedef typename P::compute A;
    const i64 dim = p.embedding_dim;
    for_each_run(p.num_indices * dim, dim, [&](i64 item, i64 last) {
        const i64 n = item / dim, row = i64(p.indices[n]), c = item - n * dim;
        if (row < 0 || row >= p.num_weights || row == p.padding_row) return;
        embedding_prefetch_row(p, p.indices, n, p.accum, c, last - item);
        const A scale = p.counts != nullptr ? A(1) / A(p.counts[row]) : A(1);
        const auto* dout = p.dout + item;
        atomic_add_run(p.accum + row * dim + c, last - item, [&](i64 k) { return load(dout[k]) * scale; });
    });
}

template <class P>
__device__ __forceinline__ void embedding_backward_finalize(const P& p) {
    typedef typename P::element T;
    const i64 count = p.num_weights * p.embedding_dim;
    for_each_item(count, [&](i64 item) { p.dweight[item] = store<T>(p.wide_accum[item]); });
}

// Renorm (PyTorch's embedding_renorm_): one thread per index; the first to claim its row rescales it.
__device__ __forceinline__ float renorm_abs(float v) { return fabsf(v); }
__device__ __forceinline__ double renorm_abs(double v) { return fabs(v); }
__device__ __forceinline__ float renorm_pow(float v, float e) { return powf(v, e); }
__device__ __forceinline__ double renorm_pow(double v, double e) { return pow(v, e); }
__device__ __forceinline__ float renorm_sqrt(float v) { return sqrtf(v); }
__device__ __forceinline__ double renorm_sqrt(double v) { return sqrt(v); }

// torch.norm of a row in order: inf / -inf take the largest / smallest |x| (NaN wins), 0 counts nonzeros.
template <class A, class T>
__device__ __forceinline__ A renorm_row_norm(const T* row, i64 dim, double p) {
    const double kMax = 1.7976931348623157e308;
    A acc = A(0);
    for (i64 c = 0; c < dim; ++c) {
        const A v = renorm_abs(load(row[c]));
        if (p > kMax) acc = (c == 0 || v > acc || v != v) ? v : acc;
        else if (p < -kMax) acc = (c == 0 || v < acc || v != v) ? v : acc;
        else if (p == 0) acc += v != A(0) ? A(1) : A(0);
        else if (p == 1) acc += v;
        else if (p == 2) acc += v * v;
        else acc += renorm_pow(v, A(p));
    }
    if (p == 2) return renorm_sqrt(acc);
    return (p > kMax || p < -kMax || p == 0 || p == 1) ? acc : renorm_pow(acc, A(1.0 / p));
}

template <class P>
__device__ __forceinline__ void embedding_renorm_zero(const P& p) {
    for_each_item(p.num_weights, [&](i64 row) { p.claims[row] = 0; });
}

template <class P>
__device__ __forceinline__ void embedding_renorm_rescale(const P& p) {
    typedef typename P::element T;
    typedef typename P::compute A;
    const i64 dim = p.embedding_dim;
    for_each_item(p.num_indices, [&](i64 n) {
        const i64 row = i64(p.indices[n]);
        // atomicMax, not a counter: a flag cannot wrap back to unclaimed.
        if (row < 0 || row >= p.num_weights || atomicMax(&p.claims[row], 1) != 0) return;
        T* values = p.weight + row * dim;
        const double norm = double(renorm_row_norm<A>(values, dim, p.norm_type));
        if (!(norm > p.max_norm)) return;
        const A scale = A(p.max_norm / (norm + 1e-7));   // in double, as PyTorch
        for (i64 c = 0; c < dim; ++c) values[c] = store<T>(load(values[c]) * scale);
    });
}

// The sorted backward: the prelude's group_*_step entries group the index positions by row; then
// one thread per dweight element sums its row's group in position order. On the host, in runs of a
// row's columns (its group found once a run), `Lanes` columns side by side through the group's rows.
// As the atomic variant, each contribution is scaled before it is added (scale_grad_by_freq).
template <int Lanes, class P>
__device__ __forceinline__ void embedding_group_columns(const P& p, i64 item, i64 row) {
    typedef typename P::element T;
    typedef typename P::compute A;
    const i64 dim = p.embedding_dim, column = item - row * dim;
    const i64 begin = p.offsets[row], end = row != p.padding_row ? p.offsets[row + 1] : begin;
    const A scale = p.scale_grad_by_freq ? A(1) / A(p.offsets[row + 1] - begin) : A(1);
    A sum[Lanes];
    for (int k = 0; k < Lanes; ++k) sum[k] = A(0);
    for (i64 j = begin; j < end; ++j) {
        const T* grad = p.dout + p.order[j] * dim + column;
        for (int k = 0; k < Lanes; ++k) sum[k] += load(grad[k]) * scale;
    }
    for (int k = 0; k < Lanes; ++k) p.dweight[item + k] = store<T>(sum[k]);
}

template <class P>
__device__ __forceinline__ void embedding_backward_group_sum(const P& p) {
    for_each_row_lanes<4 * item_lanes>(p.num_weights, p.embedding_dim, [&](auto lanes, i64 item, i64 row) {
        embedding_group_columns<decltype(lanes)::value>(p, item, row);
    });
}

// [begin, end) of bag b: offsets clamped to [0, N]; the last bag ends at N.
template <class P>
__device__ __forceinline__ void embedding_bag_range(const P& p, i64 b, i64& begin, i64& end) {
    const i64 n = p.num_indices, start = i64(p.offsets[b]), stop = b + 1 < p.num_bags ? i64(p.offsets[b + 1]) : n;
    begin = start < 0 ? 0 : start > n ? n : start;
    end = stop < begin ? begin : stop > n ? n : stop;
}

template <class P>
__device__ __forceinline__ bool embedding_bag_counted(const P& p, i64 row) {
    return row >= 0 && row < p.num_weights && row != p.padding_row;
}

// offset2bag and bag_size, a thread per bag: each bag's indices get its number, and it counts
// those that are not padding. With the checks' offsets (offsets[0] = 0, nondecreasing) every index
// is in one bag; bag 0 also takes any before offsets[0], as the last bag starting at or before them.
template <class P>
__device__ __forceinline__ void embedding_bag_bookkeeping(const P& p) {
    typedef typename P::index I;
    for_each_item(p.num_bags, [&](i64 b) {
        i64 begin, end, count = 0;
        embedding_bag_range(p, b, begin, end);
        for (i64 n = b == 0 ? 0 : begin; n < end; ++n) p.offset2bag[n] = I(b);
        for (i64 n = begin; n < end; ++n) count += embedding_bag_counted(p, i64(p.input[n]));
        p.bag_size[b] = I(count);
    });
}

// Columns item to item + Lanes of bag b, whose indices are [begin, end).
template <int Lanes, class P>
__device__ __forceinline__ void embedding_bag_columns(const P& p, i64 item, i64 b, i64 begin, i64 end) {
    typedef typename P::element T;
    typedef typename P::compute A;
    const i64 dim = p.embedding_dim;
    A acc[Lanes];
    i64 arg[Lanes];
    for (int k = 0; k < Lanes; ++k) acc[k] = A(0), arg[k] = -1;
    i64 count = 0;
    const i64 column = item - b * dim;
    for (i64 n = begin; n < end; ++n) {
        embedding_prefetch_row(p, p.input, n, p.weight, column, Lanes);   // this run's columns, whatever bag it is in
        const i64 row = i64(p.input[n]);
        if (!embedding_bag_counted(p, row)) continue;
        const T* weight = p.weight + row * dim + column;
        if constexpr (P::mode == Mode::max) {
            // Strictly greater: the first maximum wins, and a NaN only where it comes first.
            for (int k = 0; k < Lanes; ++k) {
                const A value = load(weight[k]);
                const bool first = count == 0 || value > acc[k];   // selects, not branches: they vectorise
                acc[k] = first ? value : acc[k];
                arg[k] = first ? row : arg[k];
            }
        } else if (p.per_sample_weights != nullptr) {
            const A scale = load(p.per_sample_weights[n]);
            for (int k = 0; k < Lanes; ++k) acc[k] += load(weight[k]) * scale;
        } else {
            for (int k = 0; k < Lanes; ++k) acc[k] += load(weight[k]);
        }
        ++count;
    }
    if constexpr (P::mode == Mode::mean) {   // an empty bag's zeros divided by 1: no branch, the divisions vectorise
        const A divisor = count > 0 ? A(count) : A(1);
        for (int k = 0; k < Lanes; ++k) acc[k] /= divisor;
    }
    for (int k = 0; k < Lanes; ++k) {
        p.out[item + k] = store<T>(acc[k]);
        if constexpr (P::mode == Mode::max) p.max_indices[item + k] = typename P::index(arg[k]);
    }
}

// One thread per (bag, column); on the host in runs of a bag's columns, 2 or 4 * item_lanes of them
// side by side through its indices (whole cache lines of each row, the accumulators in registers),
// the bag's range found once for them.
template <class P>
__device__ __forceinline__ void embedding_bag_reduce(const P& p) {
    constexpr int side_by_side = P::mode == Mode::max ? 2 * item_lanes : 4 * item_lanes;
    for_each_row_lanes<side_by_side>(p.num_bags, p.embedding_dim, [&](auto lanes, i64 item, i64 b) {
        i64 begin, end;
        embedding_bag_range(p, b, begin, end);
        embedding_bag_columns<decltype(lanes)::value>(p, item, b, begin, end);
    });
}

// sum and mean: one thread per (index, column); max: one per (bag, column).
template <class P>
__device__ __forceinline__ void embedding_bag_backward_accumulate(const P& p) {
    typedef typename P::element T;
    typedef typename P::compute A;
    const i64 dim = p.embedding_dim;
    if constexpr (P::mode == Mode::max) {
        const i64 total = p.num_bags * dim;
        for_each_item(total, [&](i64 item) {
            const i64 b = item / dim, row = i64(p.maximum_indices[item]);
            if (p.bag_size[b] <= 0 || row < 0 || row >= p.num_weights) return;
            atomicAdd(&p.accum[row * dim + (item - b * dim)], A(load(p.grad[item])));
        });
    } else {
        // In runs of one index's columns: its row, bag and scale once a run.
        for_each_run(p.num_indices * dim, dim, [&](i64 item, i64 last) {
            const i64 n = item / dim, row = i64(p.indices[n]), b = i64(p.offset2bag[n]);
            if (!embedding_bag_counted(p, row) || b < 0 || b >= p.num_bags) return;
            if (P::mode == Mode::mean && p.bag_size[b] <= 0) return;
            embedding_prefetch_row(p, p.indices, n, p.accum, item - n * dim, last - item);
            // Multiplying or dividing by 1 where there is no scale is exact: the same sums as with branches.
            const A size = P::mode == Mode::mean ? A(p.bag_size[b]) : A(1);
            const A weight = p.per_sample_weights != nullptr ? A(load(p.per_sample_weights[n])) : A(1);
            const A count = p.counts != nullptr ? A(p.counts[row]) : A(1);
            const i64 d = item - n * dim;
            const T* grad = p.grad + b * dim + d;
            atomic_add_run(p.accum + row * dim + d, last - item,
                           [&](i64 k) { return A(load(grad[k])) / size * weight / count; });
        });
    }
}

template <class P>
__device__ __forceinline__ void embedding_bag_backward_finalize(const P& p) {
    typedef typename P::element T;
    const i64 count = p.num_weights * p.embedding_dim;
    for_each_item(count, [&](i64 item) { p.grad_weight[item] = store<T>(p.wide_accum[item]); });
}

// d out[b, :] / d per_sample_weights[n] = weight[input[n], :]: a dot product per index, no atomics.
template <class P>
__device__ __forceinline__ void embedding_bag_backward_sample_weights_grad(const P& p) {
    typedef typename P::element T;
    typedef typename P::compute A;
    const i64 dim = p.embedding_dim;
    for_each_item(p.num_indices, [&](i64 n) {
        const i64 row = i64(p.indices[n]), b = i64(p.offset2bag[n]);
        A dot = A(0);
        if (embedding_bag_counted(p, row) && b >= 0 && b < p.num_bags)
            for (i64 d = 0; d < dim; ++d) dot += load(p.grad[b * dim + d]) * load(p.weight[row * dim + d]);
        p.grad_per_sample_weights[n] = store<T>(dot);
    });
}

// The sorted backward, step 1: each contribution's row, as the atomic variant would add it (sum and
// mean: index n's; max: (bag, column)'s), -1 where it adds nothing.
template <class P>
__device__ __forceinline__ void embedding_bag_backward_pairs(const P& p) {
    const i64 dim = p.embedding_dim;
    for_each_item(p.group_items, [&](i64 item) {
        i64 key = -1;
        if constexpr (P::mode == Mode::max) {
            const i64 b = item / dim, row = i64(p.maximum_indices[item]);
            if (p.bag_size[b] > 0 && row >= 0 && row < p.num_weights) key = row;
        } else {
            const i64 row = i64(p.indices[item]), b = i64(p.offset2bag[item]);
            const bool bag = b >= 0 && b < p.num_bags && (P::mode != Mode::mean || p.bag_size[b] > 0);
            if (embedding_bag_counted(p, row) && bag) key = row;
        }
        p.pair_keys[item] = key;
    });
}

// The sorted backward, last step. sum and mean: each grad_weight element sums its row's group in
// order, each contribution scaled as the atomic variant scales it (a row's frequency is its group's
// size); on the host in runs of a row's columns, `Lanes` side by side (as embedding_group_columns).
// max: each row adds its (bag, column) contributions in order into its own accumulator row.
template <int Lanes, class P>
__device__ __forceinline__ void embedding_bag_group_columns(const P& p, i64 item, i64 row) {
    typedef typename P::element T;
    typedef typename P::compute A;
    const i64 dim = p.embedding_dim, column = item - row * dim;
    const i64 begin = p.offsets[row], end = p.offsets[row + 1];
    A sum[Lanes];
    for (int k = 0; k < Lanes; ++k) sum[k] = A(0);
    for (i64 j = begin; j < end; ++j) {
        const i64 n = p.order[j], b = i64(p.offset2bag[n]);
        const T* grad = p.grad + b * dim + column;
        for (int k = 0; k < Lanes; ++k) {
            A value = load(grad[k]);
            if (P::mode == Mode::mean) value /= A(p.bag_size[b]);
            if (p.per_sample_weights != nullptr) value *= load(p.per_sample_weights[n]);
            if (p.scale_grad_by_freq) value /= A(end - begin);
            sum[k] += value;
        }
    }
    for (int k = 0; k < Lanes; ++k) p.grad_weight[item + k] = store<T>(sum[k]);
}

template <class P>
__device__ __forceinline__ void embedding_bag_backward_group_sum(const P& p) {
    typedef typename P::compute A;
    const i64 dim = p.embedding_dim;
    if constexpr (P::mode == Mode::max) {
        for_each_item(p.num_weights, [&](i64 row) {
            for (i64 j = p.offsets[row]; j < p.offsets[row + 1]; ++j) {
                const i64 pair = p.order[j];
                p.accum[row * dim + pair % dim] += A(load(p.grad[pair]));
            }
        });
    } else {
        for_each_row_lanes<4 * item_lanes>(p.num_weights, dim, [&](auto lanes, i64 item, i64 row) {
            embedding_bag_group_columns<decltype(lanes)::value>(p, item, row);
        });
    }
}

}  // namespace skucat
#endif
