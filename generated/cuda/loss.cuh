// Generated from catalog.yaml by codegen with templates/cuda/family.cuh.j2. Do not edit.
// Device code from templates/cuda/loss.cu.j2 and the enums of the family's modes from
// catalog.yaml, included by each of the family's build units (cuda/loss/*.cu).
#ifndef SKUCAT_FAMILY_LOSS_CUH
#define SKUCAT_FAMILY_LOSS_CUH
#include "skucat_prelude.cuh"

namespace skucat {

enum class Reduction : int { none, mean, sum };

// Classification losses with PyTorch's formulas (ATen's LossNLL.cpp): nll_loss,
// cross_entropy with class-index and class-probability targets, their backwards.
//
// Every input is [N, C, S]: row (n, s) holds class c at (n * C + c) * S + s.
// A target outside [0, C) counts as ignored (the plan refuses it before any
// launch), so no target ever becomes an out-of-range index. Row reductions are
// block-cooperative (one block per row, block_reduce_items); reductions across rows
// are a partial per block in a fixed order, then one block over the partials.

__device__ __forceinline__ float loss_exp(float v) { return expf(v); }
__device__ __forceinline__ double loss_exp(double v) { return exp(v); }
__device__ __forceinline__ float loss_log(float v) { return logf(v); }
__device__ __forceinline__ double loss_log(double v) { return log(v); }

template <class P>
__device__ __forceinline__ bool counted_target(const P& p, i64 target) {
    return target != p.ignore_index && target >= 0 && target < p.classes;
}

// The row's gradient scale: grad_output[row] (none), else the scalar, divided by
// `denominator` for mean.
template <class P, typename A>
__device__ __forceinline__ A row_grad(const P& p, i64 row, A denominator) {
    if (p.reduction == Reduction::none) return load(p.dout[row]);
    const A grad = load(p.dout[0]);
    return p.reduction == Reduction::mean ? grad / denominator : grad;
}

// Max and log of the sum of exponentials over a row's classes, as PyTorch's
// log_softmax: log_softmax[c] = (x[c] - max) - log_sum. Every thread gets both.
template <typename A>
struct RowSoftmax {
    A max, log_sum;
};

template <class P, typename A = typename P::compute>
__device__ __forceinline__ RowSoftmax<A> row_softmax(const P& p, i64 base) {
    const i64 classes = p.classes, stride = p.spatial;
    // Any element starts the max: no infinity constant needed.
    const A max = block_reduce_items(classes, classes > 0 ? load(p.input[base]) : A(0), Max(),
                                     [&](i64 c) { return load(p.input[base + c * stride]); });
    const A sum = block_reduce_items(classes, A(0), Sum(), [&](i64 c) { return loss_exp(load(p.input[base + c * stride]) - max); });
    return RowSoftmax<A>{max, loss_log(sum)};
}

template <class P>
__device__ __forceinline__ i64 row_base(const P& p, i64 row) {
    const i64 n = row / p.spatial;
    return n * p.classes * p.spatial + (row - n * p.spatial);
}

// Thread 0 writes the block's partial sums (every thread holds the same values).
template <class P, typename A>
__device__ __forceinline__ void write_partials(const P& p, A loss, A weight) {
    if (threadIdx.x == 0) {
        p.partial_loss[blockIdx.x] = loss;
        p.partial_weight[blockIdx.x] = weight;
    }
}

// One block: the partials in a fixed order; mean divides by the summed weight.
template <class P, typename T>
__device__ __forceinline__ void finish_reduction(const P& p, T* total_weight) {
    typedef typename P::compute A;
    Lanes<A> losses(A(0)), weights(A(0));
    block_loop(p.partial_count, [&](unsigned lane, i64 i) {
        losses[lane] += p.partial_loss[i];
        weights[lane] += p.partial_weight[i];
    });
    const A loss = losses.reduce(Sum()), weight = weights.reduce(Sum());
    if (threadIdx.x == 0) {
        // A zero total weight gives NaN even where smoothing made the sum non-zero: PyTorch's
        // (1 - ls) * nll_sum / 0 is 0 / 0 there.
        const A mean = (weight == A(0) ? loss * A(0) : loss) / weight;
        p.out[0] = store<T>(p.reduction == Reduction::mean ? mean : loss);
        if (total_weight != nullptr) *total_weight = store<T>(weight);
    }
}

// ---- nll_loss

template <class P, typename A = typename P::compute>
__device__ __forceinline__ void nll_row(const P& p, i64 row, A& loss, A& weight) {
    const i64 target = i64(p.target[row]);
    loss = weight = A(0);
    if (!counted_target(p, target)) return;
    const i64 n = row / p.spatial;
    weight = load(p.weight[target]);
    loss = -(load(p.input[(n * p.classes + target) * p.spatial + (row - n * p.spatial)]) * weight);
}

template <class P>
__device__ __forceinline__ void nll_loss_losses(const P& p) {
    typedef typename P::element T;
    typedef typename P::compute A;
    for_each_item(p.rows, [&](i64 row) {
        A loss, weight;
        nll_row(p, row, loss, weight);
        p.out[row] = store<T>(loss);
    });
}

template <class P>
__device__ __forceinline__ void nll_loss_partials(const P& p) {
    typedef typename P::compute A;
    Lanes<A> losses(A(0)), weights(A(0));
    grid_loop(p.rows, [&](unsigned lane, i64 row) {
        A row_loss, row_weight;
        keep_scalar();   // a row's input is one value of its own cache line
        nll_row(p, row, row_loss, row_weight);
        losses[lane] += row_loss;
        weights[lane] += row_weight;
    });
    write_partials(p, losses.reduce(Sum()), weights.reduce(Sum()));
}

template <class P>
__device__ __forceinline__ void nll_loss_finish(const P& p) {
    finish_reduction(p, p.total_weight);
}

// A row at a time: zeros, then its gradient at the target class (an in-range target only).
template <class P>
__device__ __forceinline__ void nll_loss_backward_grad(const P& p) {
    typedef typename P::element T;
    typedef typename P::compute A;
    const i64 classes = p.classes, spatial = p.spatial;
    for_each_item(p.rows, [&](i64 row) {
        const i64 target = i64(p.target[row]);
        T* out = p.grad_input + row_base(p, row);
        if (spatial == 1) {   // adjacent classes: a fill the host vectorises
            for (i64 c = 0; c < classes; ++c) out[c] = store<T>(A(0));
        } else {
            for (i64 c = 0; c < classes; ++c) out[c * spatial] = store<T>(A(0));
        }
        if (counted_target(p, target)) {
            const A total_weight = p.reduction == Reduction::mean ? load(*p.total_weight) : A(1);
            out[target * spatial] = store<T>(load(p.weight[target]) * -row_grad(p, row, total_weight));
        }
    });
}

// ---- cross_entropy, class-index targets

template <class P>
__device__ __forceinline__ void cross_entropy_rows(const P& p) {
    typedef typename P::element T;
    typedef typename P::compute A;
    const A smoothing = A(p.smoothing), keep = A(1.0 - p.smoothing), spread = A(p.smoothing / double(p.classes));
    A block_loss = 0, block_weight = 0;
    for (i64 row = blockIdx.x; row < p.rows; row += gridDim.x) {
        const i64 base = row_base(p, row), target = i64(p.target[row]);
        A loss = 0, weight = 0;
        if (counted_target(p, target)) {   // the same for every thread of the block
            const RowSoftmax<A> softmax = row_softmax(p, base);
            weight = load(p.weight[target]);
            const A log_p = (load(p.input[base + target * p.spatial]) - softmax.max) - softmax.log_sum;
            loss = -(log_p * weight);
            if (smoothing > A(0)) {
                const A smooth = block_reduce_items(p.classes, A(0), Sum(), [&](i64 c) {
                    return ((load(p.input[base + c * p.spatial]) - softmax.max) - softmax.log_sum) * load(p.weight[c]);
                });
                loss = keep * loss + -smooth * spread;
            }
        }
        if (p.reduction == Reduction::none) {
            if (threadIdx.x == 0) p.out[row] = store<T>(loss);
        } else {
            block_loss += loss;
            block_weight += weight;
        }
    }
    if (p.reduction != Reduction::none) write_partials(p, block_loss, block_weight);
}

template <class P>
__device__ __forceinline__ void cross_entropy_finish(const P& p) {
    finish_reduction(p, p.total_weight);
}

template <class P>
__device__ __forceinline__ void cross_entropy_backward_rows(const P& p) {
    typedef typename P::element T;
    typedef typename P::compute A;
    const A smoothing = A(p.smoothing), keep = A(1.0 - p.smoothing), spread = A(p.smoothing / double(p.classes));
    const A weight_sum = smoothing > A(0) ? block_reduce_items(p.classes, A(0), Sum(), [&](i64 c) { return load(p.weight[c]); })
                                          : A(0);
    const A total_weight = p.reduction == Reduction::mean ? load(*p.total_weight) : A(1);
    for (i64 row = blockIdx.x; row < p.rows; row += gridDim.x) {
        const i64 base = row_base(p, row), target = i64(p.target[row]);
        if (!counted_target(p, target)) {
            block_items(p.classes, [&](i64 c) { p.grad_input[base + c * p.spatial] = store<T>(0); });
            continue;
        }
        const RowSoftmax<A> softmax = row_softmax(p, base);
        // The nll term's factor first, as PyTorch's chain: a zero weight times an infinite grad
        // (a zero total weight) is NaN for the whole row there.
        const A grad = row_grad(p, row, total_weight), nll_grad = load(p.weight[target]) * grad;
        // Each class as a non-target, then the target's thread rewrites the target's (prob - 1): no
        // branch in the loop over the classes, whose exp then vectorises on the host.
        // The arrays in locals: a store through grad_input could otherwise change p's pointers (the
        // host compiles without strict aliasing), and reloading them each item stops vectorisation.
        const T *input = p.input, *weight = p.weight;
        T* grad_input = p.grad_input;
        const i64 spatial = p.spatial;
        const auto value = [&](i64 c, A one) {
            const i64 at = base + c * spatial;
            const A prob = loss_exp((load(input[at]) - softmax.max) - softmax.log_sum), nll = nll_grad * (prob - one);
            grad_input[at] = store<T>(smoothing > A(0) ? keep * nll + spread * grad * (prob * weight_sum - load(weight[c])) : nll);
        };
        block_items(p.classes, [&](i64 c) { value(c, A(0)); });
        block_item(target, [&](unsigned, i64 c) { value(c, A(1)); });
    }
}

// ---- cross_entropy, class-probability targets

template <class P, typename A = typename P::compute>
__device__ __forceinline__ A smoothed_target(const P& p, i64 at, A keep, A spread) {
    const A target = load(p.target[at]);
    return p.smoothing > 0 ? target * keep + spread : target;
}

template <class P>
__device__ __forceinline__ void cross_entropy_probs_rows(const P& p) {
    typedef typename P::element T;
    typedef typename P::compute A;
    const A keep = A(1.0 - p.smoothing), spread = A(p.smoothing / double(p.classes));
    A block_loss = 0, block_rows = 0;
    for (i64 row = blockIdx.x; row < p.rows; row += gridDim.x) {
        const i64 base = row_base(p, row);
        const RowSoftmax<A> softmax = row_softmax(p, base);
        const A loss = -block_reduce_items(p.classes, A(0), Sum(), [&](i64 c) {
            const i64 at = base + c * p.spatial;
            return ((load(p.input[at]) - softmax.max) - softmax.log_sum) * smoothed_target(p, at, keep, spread) *
                   load(p.weight[c]);
        });
        if (p.reduction == Reduction::none) {
            if (threadIdx.x == 0) p.out[row] = store<T>(loss);
        } else {
            block_loss += loss;
            block_rows += A(p.classes > 0 ? 1 : 0);   // mean over N * S; an empty input gives NaN
        }
    }
    if (p.reduction != Reduction::none) write_partials(p, block_loss, block_rows);
}

template <class P>
__device__ __forceinline__ void cross_entropy_probs_finish(const P& p) {
    finish_reduction(p, (typename P::element*)nullptr);   // the mean is over rows: no total weight
}

// With want_weight, each thread also adds its classes' terms of grad_weight, -g * log_softmax[c] *
// q[c], into the block's partials in row order (a class is the same thread's in every row).
template <class P>
__device__ __forceinline__ void cross_entropy_probs_backward_rows(const P& p) {
    typedef typename P::element T;
    typedef typename P::compute A;
    const A keep = A(1.0 - p.smoothing), spread = A(p.smoothing / double(p.classes));
    const A target_scale = p.smoothing > 0 ? keep : A(1);
    A* const weight_terms = p.weight_partials != nullptr ? p.weight_partials + blockIdx.x * p.classes : nullptr;
    if (weight_terms != nullptr) block_items(p.classes, [&](i64 c) { weight_terms[c] = A(0); });
    for (i64 row = blockIdx.x; row < p.rows; row += gridDim.x) {
        const i64 base = row_base(p, row);
        const RowSoftmax<A> softmax = row_softmax(p, base);
        const A mass = block_reduce_items(p.classes, A(0), Sum(), [&](i64 c) {   // sum of q[c] * weight[c]
            return smoothed_target(p, base + c * p.spatial, keep, spread) * load(p.weight[c]);
        });
        const A grad = row_grad(p, row, A(p.rows));
        // The arrays in locals, as cross_entropy_backward_rows': a store could otherwise change p's pointers.
        const T *input = p.input, *weights = p.weight, *targets = p.target;
        T *grad_input = p.grad_input, *grad_target = p.grad_target;
        const i64 spatial = p.spatial;
        const bool smoothed = p.smoothing > 0;
        const auto log_p = [&](i64 at) { return (load(input[at]) - softmax.max) - softmax.log_sum; };
        const auto target = [&](i64 at) { return smoothed ? load(targets[at]) * keep + spread : load(targets[at]); };
        block_items(p.classes, [&](i64 c) {
            const i64 at = base + c * spatial;
            const A weight = load(weights[c]);
            grad_input[at] = store<T>(grad * (loss_exp(log_p(at)) * mass - target(at) * weight));
            grad_target[at] = store<T>(grad * -(log_p(at) * weight) * target_scale);
        });
        if (weight_terms != nullptr) {   // a loop of its own: one more store stream stops the one above vectorising
            block_items(p.classes, [&](i64 c) {
                const i64 at = base + c * spatial;
                weight_terms[c] += grad * -(log_p(at) * target(at));
            });
        }
    }
}

// One thread per class: the blocks' partials in block order.
template <class P>
__device__ __forceinline__ void cross_entropy_probs_backward_weight_sums(const P& p) {
    typedef typename P::compute A;
    for_each_item(p.classes, [&](i64 c) {
        A sum = A(0);
        for (i64 block = 0; block < p.partial_count; ++block) sum += p.weight_partials[block * p.classes + c];
        p.grad_weight[c] = store<typename P::element>(sum);
    });
}

// ---- Rows of adjacent classes (spatial == 1): the same kernels with the stride a compile-time
// constant, for each op the catalog gives a contiguous_rows entry.

template <class P>
struct AdjacentClasses : P {
    static constexpr i64 spatial = 1;
};

template <class P>
__device__ __forceinline__ void cross_entropy_contiguous_rows(const P& p) { cross_entropy_rows(AdjacentClasses<P>{p}); }

template <class P>
__device__ __forceinline__ void cross_entropy_backward_contiguous_rows(const P& p) { cross_entropy_backward_rows(AdjacentClasses<P>{p}); }

template <class P>
__device__ __forceinline__ void cross_entropy_probs_contiguous_rows(const P& p) { cross_entropy_probs_rows(AdjacentClasses<P>{p}); }

template <class P>
__device__ __forceinline__ void cross_entropy_probs_backward_contiguous_rows(const P& p) { cross_entropy_probs_backward_rows(AdjacentClasses<P>{p}); }

}  // namespace skucat
#endif
