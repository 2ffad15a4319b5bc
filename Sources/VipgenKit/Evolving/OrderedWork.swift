#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Works out `count` independent results on other threads while the calling thread takes them, in
/// order: evolving scenes renders and reads each scene apart from the others, while writing them away
/// must go one scene after another, in the spec's order, on one thread. Workers run at most `window`
/// results ahead of the one taken last, so what waits in memory does not grow with `count`.
enum OrderedWork {
    /// Calls `consume(index, produce(index))` for every index below `count`, in order, on the calling
    /// thread; `produce` runs on up to `threads` other threads (on the calling one alone when there is
    /// one core). When `consume` throws, the workers stop after the result each is making, and the
    /// error is rethrown once they have. `produce` must touch only what belongs to its index.
    static func run<Product>(
        _ count: Int, threads: Int = ParallelWork.cores, window: Int,
        produce: @escaping (Int) -> Product, consume: (Int, Product) throws -> Void
    ) throws {
        let queue = Queue(count: count, window: max(1, window), produce: produce)
        let workers = threads > 1 && count > 1 ? ParallelWork.Threads(min(threads, count), running: queue.work) : nil
        var failure: (any Error)?
        for index in 0..<count {
            // No thread could be started, or one core: the work is done here.
            let product = workers?.started == true ? queue.take(index) : produce(index)
            do {
                try consume(index, product)
            } catch {
                failure = error
                break
            }
        }
        queue.stop()
        workers?.join()
        if let failure { throw failure }
    }

    /// The indices handed out and the results made, under one lock: a worker takes the next index
    /// while it is within `window` of the last result taken, and leaves its result in that index's slot.
    private final class Queue<Product>: @unchecked Sendable {
        let count: Int
        let window: Int
        let produce: (Int) -> Product
        private var slots: [Product?]
        /// The next index to hand to a worker.
        private var next = 0
        /// How many results the caller has taken.
        private var taken = 0
        private var stopped = false
        private var lock = pthread_mutex_t()
        /// Signalled when a result is left in its slot.
        private var made = pthread_cond_t()
        /// Signalled when a result is taken (a slot is free) or the work stops.
        private var freed = pthread_cond_t()

        init(count: Int, window: Int, produce: @escaping (Int) -> Product) {
            self.count = count
            self.window = window
            self.produce = produce
            slots = Array(repeating: nil, count: window)
            pthread_mutex_init(&lock, nil)
            pthread_cond_init(&made, nil)
            pthread_cond_init(&freed, nil)
        }

        deinit {
            pthread_cond_destroy(&freed)
            pthread_cond_destroy(&made)
            pthread_mutex_destroy(&lock)
        }

        /// A worker's loop: until every index is handed out, or the work stops.
        func work() {
            while true {
                pthread_mutex_lock(&lock)
                while !stopped && next < count && next >= taken + window {
                    pthread_cond_wait(&freed, &lock)
                }
                guard !stopped, next < count else {
                    pthread_mutex_unlock(&lock)
                    return
                }
                let index = next
                next += 1
                pthread_mutex_unlock(&lock)
                let product = produce(index)
                pthread_mutex_lock(&lock)
                slots[index % window] = product
                pthread_cond_broadcast(&made)
                pthread_mutex_unlock(&lock)
            }
        }

        /// The result for `index`, the one after the last taken, once a worker has made it.
        func take(_ index: Int) -> Product {
            pthread_mutex_lock(&lock)
            defer { pthread_mutex_unlock(&lock) }
            while slots[index % window] == nil {
                pthread_cond_wait(&made, &lock)
            }
            let product = slots[index % window]!
            slots[index % window] = nil
            taken = index + 1
            pthread_cond_broadcast(&freed)
            return product
        }

        /// No more indices are handed out; workers finish the result they are making.
        func stop() {
            pthread_mutex_lock(&lock)
            stopped = true
            pthread_cond_broadcast(&freed)
            pthread_mutex_unlock(&lock)
        }
    }
}
