#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `count` independent pieces of work on one thread per core (scenes are linted apart from each
/// other): a lint of 1,000 scenes is mostly reading and scanning 10,000 files.
enum ParallelWork {
    static var cores: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// Calls `body` once for every index below `count`, from up to `threads` threads, and returns when
    /// every call has. `body` must touch only what belongs to its index.
    static func forEach(_ count: Int, threads: Int = cores, _ body: @escaping (Int) -> Void) {
        let threads = min(threads, count)
        if threads <= 1 {
            for index in 0..<count { body(index) }
            return
        }
        let work = Work(count: count, body: body)
        let others = Threads(threads - 1, running: work.run)
        work.run()
        others.join()
    }

    /// Threads that each run one function, until it returns.
    final class Threads {
        private var threads: [pthread_t] = []
        /// Whether any thread could be started.
        var started: Bool { !threads.isEmpty }

        init(_ count: Int, running body: @escaping () -> Void) {
            for _ in 0..<count {
                let context = Unmanaged.passRetained(Body(body)).toOpaque()
                #if canImport(Darwin)
                    var thread: pthread_t?
                #else
                    var thread = pthread_t()
                #endif
                let result = pthread_create(
                    &thread, nil,
                    { context in
                        Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
                        return nil
                    }, context)
                if result == 0 {
                    #if canImport(Darwin)
                        if let thread { threads.append(thread) }
                    #else
                        threads.append(thread)
                    #endif
                } else {
                    Unmanaged<Body>.fromOpaque(context).release()
                }
            }
        }

        func join() {
            for thread in threads { pthread_join(thread, nil) }
            threads = []
        }
    }

    private final class Body: @unchecked Sendable {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// The indices still to do, handed out one at a time under a lock.
    private final class Work: @unchecked Sendable {
        let count: Int
        let body: (Int) -> Void
        private var next = 0
        private var lock = pthread_mutex_t()

        init(count: Int, body: @escaping (Int) -> Void) {
            self.count = count
            self.body = body
            pthread_mutex_init(&lock, nil)
        }

        deinit { pthread_mutex_destroy(&lock) }

        func run() {
            while true {
                pthread_mutex_lock(&lock)
                let index = next
                next += 1
                pthread_mutex_unlock(&lock)
                guard index < count else { return }
                body(index)
            }
        }
    }
}
