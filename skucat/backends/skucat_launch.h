// The host's worker pool and its launch, included by skucat_simt.h inside its runtime namespace
// (SKUCAT_RUNTIME), with the system headers it needs: only the runtime library compiles it (and a
// library built without one), so that a unit, which only declares launch, does not depend on it.

// Worker OS threads that outlive launches (starting one costs tens of microseconds, as much as a
// small launch). The libraries of one build share one pool (above); the calling thread works too. A launch runs parts
// 0..parts-1, each claimed by whichever thread is free first, and waits only for the workers that
// joined it while its door was open: a worker the OS has not run by then (its core busy with
// another process, or with a thread spinning in wait for the one that launches) delays no one.
// (Why not the process's OpenMP team, as PyTorch's: GOMP_parallel returns only when every thread
// of the team has run, and libgomp's threads wait spinning, for about 300,000 PAUSEs: where one
// of them shares a core with the caller, a launch took whole scheduler ticks, 8 or 16 ms.)
// The pool is never torn down: the library is never unloaded (its STB_GNU_UNIQUE thread-locals
// make it non-deletable) and parked workers end with the process. After a fork the child, which
// has none of the parent's workers, starts a pool of its own.
class Pool {
  public:
    using Clock = std::chrono::steady_clock;

    static Pool& get() {
        if (current == nullptr) current = new Pool();
        return *current;
    }

    static void after_fork_in_child() { current = nullptr; }

    // Workers started and not asleep: they see a launch at once, with no system call to wake them.
    unsigned spinning() const {
        const unsigned started = workers.load(std::memory_order_relaxed);
        return started - std::min(started, asleep.load(std::memory_order_relaxed));
    }

    // What the last split lost by taking workers (its time beyond its estimate on one thread: a worker
    // the OS stopped in the middle of a part, its core wanted by another process), held for a while: at
    // first kLostHold, doubled (to kLostHoldMost) for a loss that follows one within twice its hold; a
    // split that took no longer than its estimate clears it. So a passing loss (the first launches beside
    // PyTorch's OpenMP threads, which spin for milliseconds after its last call) keeps launches alone
    // briefly, while on a machine whose other cores stay busy a split is tried ever more rarely.
    double lost(Clock::time_point now) const {
        return since_lost(now) < lost_hold.load(std::memory_order_relaxed) ? lost_seconds.load(std::memory_order_relaxed) : 0;
    }

    // After a split: `excess`, its time beyond its estimate on one thread.
    void note_split(double excess, Clock::time_point now) {
        const double held = lost_seconds.load(std::memory_order_relaxed), hold = lost_hold.load(std::memory_order_relaxed);
        if (excess <= 0) {
            if (held > 0) lost_seconds.store(0, std::memory_order_relaxed);
            return;
        }
        const bool again = held > 0 && since_lost(now) < 2 * hold;
        lost_hold.store(again ? std::min(2 * hold, kLostHoldMost) : kLostHold, std::memory_order_relaxed);
        lost_seconds.store(excess, std::memory_order_relaxed);
        lost_at.store(now.time_since_epoch().count(), std::memory_order_relaxed);
    }

    // Runs part(0) .. part(parts - 1) on the calling thread and up to `helpers` workers; returns when
    // every part is done, whether workers were asked. A launch that finds the pool busy (another
    // thread is launching) runs its parts on the calling thread alone.
    template <class Part>
    bool run(unsigned helpers, unsigned parts, Part&& part) {
        std::unique_lock<std::mutex> lock(busy, std::try_to_lock);
        if (!lock.owns_lock() || helpers == 0) {
            for (unsigned i = 0; i < parts; ++i) part(i);
            return false;
        }
        helpers = std::min(helpers, kMaxHelpers);
        task = [](const void* context, unsigned i) { (*static_cast<Part*>(const_cast<void*>(context)))(i); };
        context = &part;
        part_count = parts;
        next_part.store(0, std::memory_order_relaxed);
        while (workers.load(std::memory_order_relaxed) < helpers) start_worker();
        arrived.store(0, std::memory_order_relaxed);
        door.store((generation(door.load(std::memory_order_relaxed)) + 1) << 32 | helpers << 8, std::memory_order_seq_cst);
        // The system call only where the launch wants more than the workers awake (a worker counted
        // asleep after this look still sees the new door before it sleeps).
        if (helpers > spinning()) door.notify_all();
        work();
        // Closing the door: a worker that has not joined by now stays out, so waiting is only for
        // those inside (a worker the OS has not scheduled delays no one).
        const uint32_t joined = door.fetch_or(kClosed, std::memory_order_acq_rel) & 0xff;
        for (uint32_t seen; (seen = arrived.load(std::memory_order_acquire)) < joined;) wait_for_change(arrived, seen);
        return true;
    }

  private:
    static constexpr unsigned kMaxHelpers = 255, kIdleTurns = 5 * 4096;
    static constexpr double kLostHold = 0.01, kLostHoldMost = 0.16;
    // The door to the current launch: its generation << 32 | closed | helpers wanted << 8 | joined.
    static constexpr uint64_t kClosed = 1ull << 31;
    static uint64_t generation(uint64_t door) { return door >> 32; }
    static inline Pool* current = nullptr;

    std::mutex busy;
    std::atomic<unsigned> workers{0};   // started (by the launching thread), never joined
    std::atomic<uint32_t> asleep{0};
    std::atomic<double> lost_seconds{0}, lost_hold{kLostHold};
    std::atomic<Clock::rep> lost_at{0};
    std::atomic<uint64_t> door{0};
    std::atomic<uint32_t> next_part{0}, arrived{0};
    void (*task)(const void*, unsigned) = nullptr;
    const void* context = nullptr;
    unsigned part_count = 0;

    double since_lost(Clock::time_point now) const {
        return std::chrono::duration<double>(now - Clock::time_point(Clock::duration(lost_at.load(std::memory_order_relaxed))))
            .count();
    }

    void work() {
        for (unsigned i; (i = next_part.fetch_add(1, std::memory_order_relaxed)) < part_count;) task(context, i);
    }

    void start_worker() {
        struct Start {
            Pool* pool;
            uint64_t handled;   // the generation before the launch that starts it: it may join that one
        };
        auto* start = new Start{this, generation(door.load(std::memory_order_relaxed))};
        auto main = [](void* raw) -> void* {
            const Start start = *static_cast<Start*>(raw);
            delete static_cast<Start*>(raw);
            start.pool->serve(start.handled);
        };
        pthread_t thread;
        if (pthread_create(&thread, nullptr, main, start) != 0) fail("could not start a worker thread");
        workers.fetch_add(1, std::memory_order_relaxed);
    }

    [[noreturn]] void serve(uint64_t handled) {
        for (uint64_t seen = door.load(std::memory_order_acquire);; seen = door.load(std::memory_order_acquire)) {
            if (generation(seen) == handled) {
                // About 1 ms of polite spinning before wait_for_change's own 0.2 ms and sleep: the next
                // launch of a loop comes a few hundred microseconds after this worker's last part (the
                // launcher's last part, the caller's overhead, the timed first slice), and waking a
                // sleeping worker took milliseconds on a machine with another busy process.
                for (unsigned turn = 0; turn < kIdleTurns && door.load(std::memory_order_acquire) == seen; ++turn)
                    relax(turn);
                wait_for_change(door, seen, &asleep);
                continue;
            }
            const bool open = !(seen & kClosed) && (seen & 0xff) < ((seen >> 8) & 0xff);
            if (open && !door.compare_exchange_weak(seen, seen + 1, std::memory_order_acq_rel)) continue;
            handled = generation(seen);
            if (!open) continue;
            work();
            arrived.fetch_add(1, std::memory_order_release);
            arrived.notify_one();
        }
    }
};

[[maybe_unused]] inline const bool fork_watched = pthread_atfork(nullptr, nullptr, Pool::after_fork_in_child) == 0;

// A worker's share of a launch must be worth waking it. One that spins after the last launch
// (wait_for_change) sees the next at once; waking one that sleeps costs the launching thread a
// system call (microseconds; tens in a virtual machine) and the worker tens of microseconds more
// before it starts. How long a block takes depends on the kernel: a launch first runs a slice of
// its blocks alone, timed, and takes as many threads as leave each a share of the rest of at
// least kAwakeShare seconds, where the workers it needs are awake, else kAsleepShare; and none
// where they would save less than a recent launch lost by taking workers (Pool::lost: on a machine
// whose other cores are busy). A worker that does not join costs a launch no wait (Pool::run).
// The blocks are cut into a few parts per worker of the stream, for balance, whose bounds depend
// on neither the slice nor the threads taken (a kernel may skip locks for a region one part covers
// whole).
constexpr double kAwakeShare = 10e-6, kAsleepShare = 100e-6;
constexpr uint32_t kFirstSliceShare = 64;   // the timed slice: this share of the blocks, at least one
// A slice that took less than this grows to the first part before the rest is estimated: a kernel's
// first blocks may have no items at all (runs cut coarser than blocks, as grid_sample's, per image of
// 4096 pixels: the first of its 32 blocks took 0.1 us, and its launches never split). In one step:
// doubling it, three calls more, added 3% to a launch of 4 us.
constexpr std::chrono::nanoseconds kLeastSlice{1000};
constexpr uint32_t kPartsPerWorker = 4;

// How many threads, of `workers` with `awake` of them spinning, a launch whose rest takes `rest`
// seconds on one thread is worth, where taking workers recently lost up to `lost` seconds.
#if !defined(SKUCAT_RUNTIME_LIBRARY)
inline
#endif
unsigned threads_worth(double rest, unsigned workers, unsigned awake, double lost) {
    const auto fitting = [&](double share) { return unsigned(std::clamp(rest / share, 1.0, double(workers))); };
    const unsigned threads = std::max(std::min(fitting(kAwakeShare), 1 + awake), fitting(kAsleepShare));
    return rest - rest / threads >= lost ? threads : 1;
}

// What splitting a kernel's launches has been worth, per kernel and size (its blocks, by powers of
// two): the speedup of its splits (that estimate over the time taken). A faster split counts at once,
// a slower one a quarter: the machine's other work (a cold first launch, PyTorch's OpenMP threads
// spinning on the worker's core) only slows a split, so that a few slowed ones, the first above all,
// do not send a kernel alone that splits well. Where two threads do not make a launch kWorthSpeedup
// times faster (a memory-bound kernel on a machine whose bandwidth one core takes; a launch too short
// to repay its workers), it runs alone, but one in kRetryEvery of those still splits, to keep the
// record current. A split's speedup varies from launch to launch (0.9-1.3 for in-place relu of 16M
// floats at two threads, 1.2 on average): at 1.1, that kernel ran alone in 491 of 784 launches, 2-6%
// slower than splitting every one.
constexpr float kWorthSpeedup = 1.05f;
constexpr uint32_t kRetryEvery = 8;

class SplitRecords {
  public:
    struct Record {
        std::atomic<uint64_t> key{0};
        std::atomic<float> speedup{0};
        std::atomic<uint32_t> splits{0}, skipped{0};
    };

    static SplitRecords& get() {
        static SplitRecords records;
        return records;
    }

    // The record of `kernel` at `blocks` (a slot shared with others is taken over, started afresh).
    Record& of(const Kernel& kernel, uint32_t blocks) {
        const uint64_t size = 31 - __builtin_clz(blocks | 1);
        const uint64_t key = (reinterpret_cast<uintptr_t>(kernel.run_thread) << 6 | size) + 1;
        Record& record = slots[(key * 0x9e3779b97f4a7c15ull) >> (64 - kSlotBits)];
        if (record.key.exchange(key, std::memory_order_relaxed) != key) {
            record.splits.store(0, std::memory_order_relaxed);
            record.skipped.store(0, std::memory_order_relaxed);
        }
        return record;
    }

    // Whether to split a launch that the record's kernel and size make.
    static bool worth(Record& record) {
        if (record.splits.load(std::memory_order_relaxed) < 2 ||
            record.speedup.load(std::memory_order_relaxed) >= kWorthSpeedup)
            return true;
        return record.skipped.fetch_add(1, std::memory_order_relaxed) % kRetryEvery == kRetryEvery - 1;
    }

    static void note(Record& record, float speedup) {
        const float before = record.speedup.load(std::memory_order_relaxed);
        const bool first = record.splits.fetch_add(1, std::memory_order_relaxed) == 0;
        record.speedup.store(first || speedup > before ? speedup : before + (speedup - before) / 4,
                             std::memory_order_relaxed);
    }

  private:
    static constexpr unsigned kSlotBits = 10;
    Record slots[1u << kSlotBits];
};

inline void run_alone(const Kernel& kernel, const unsigned* dims, const Schedule& how, bool block_sync, Blocks blocks) {
    alone = true;
    run_blocks(kernel, dims, how, block_sync, blocks);
    alone = false;
}

#if !defined(SKUCAT_RUNTIME_LIBRARY)
inline
#endif
void launch(const Kernel& kernel, const unsigned* dims, const Schedule& how, bool block_sync, unsigned workers,
            bool spread) {
    const uint32_t count = dims[0] * dims[1] * dims[2];
    std::vector<uint32_t> order;   // left empty in the natural order
    if (how.shuffled) schedule(order, count, how, 0);
    const Blocks blocks{how.shuffled ? order.data() : nullptr, 0, count};
    workers = how.shuffled ? 1u : std::max(1u, std::min(workers, count));
    if (workers == 1) return run_alone(kernel, dims, how, block_sync, blocks);
    const uint32_t parts = std::min(count, workers * kPartsPerWorker);
    const auto bound = [&](unsigned part) { return uint32_t(size_t(count) * part / parts); };
    uint32_t first = 0;
    unsigned threads = workers;
    double rest = 0;   // seconds, on one thread (with `spread`, not estimated)
    SplitRecords::Record* record = nullptr;
    Pool& pool = Pool::get();
    auto start = Pool::Clock::now();
    if (!spread) {
        first = std::max(1u, std::min(count / kFirstSliceShare, bound(1)));
        run_alone(kernel, dims, how, block_sync, blocks.part(0, first));
        auto end = Pool::Clock::now();
        if (end - start < kLeastSlice && first < bound(1)) {
            run_alone(kernel, dims, how, block_sync, blocks.part(first, bound(1)));
            first = bound(1);
            end = Pool::Clock::now();
        }
        rest = std::chrono::duration<double>(end - start).count() * (count - first) / first;
        threads = threads_worth(rest, workers, pool.spinning(), pool.lost(end));
        record = threads > 1 ? &SplitRecords::get().of(kernel, count) : nullptr;
        if (threads == 1 || !SplitRecords::worth(*record))
            return run_alone(kernel, dims, how, block_sync, blocks.part(first, count));
        start = end;
    }
    // Claimed in turn, the parts go 0, P/W, 2P/W, ..., 1, P/W + 1, ...: threads working at the same
    // time are far apart in the grid, where a kernel's blocks write apart (e.g. other batches).
    const bool whole_rounds = parts == workers * kPartsPerWorker;
    const bool split = pool.run(threads - 1, parts, [&](unsigned claimed) {
        const unsigned part = whole_rounds ? claimed % workers * kPartsPerWorker + claimed / workers : claimed;
        run_blocks(kernel, dims, how, block_sync, blocks.part(std::max(bound(part), first), bound(part + 1)));
    });
    const auto end = Pool::Clock::now();
    if (spread) return;
    const double taken = std::chrono::duration<double>(end - start).count();
    pool.note_split(taken - rest, end);
    if (split) SplitRecords::note(*record, float(rest / std::max(taken, 1e-9)));
}

// 1, in a library of its own: a unit only declares these, so a bound multiplied by them is no
// compile-time constant there (pointwise's clamp).
extern "C" {
extern const float skucat_opaque_one_f;
extern const double skucat_opaque_one_d;
const float skucat_opaque_one_f = 1;
const double skucat_opaque_one_d = 1;
}
