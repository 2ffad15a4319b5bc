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
        var started: [pthread_t] = []
        for _ in 1..<threads {
            let context = Unmanaged.passRetained(work).toOpaque()
            #if canImport(Darwin)
                var thread: pthread_t?
            #else
                var thread = pthread_t()
            #endif
            let result = pthread_create(
                &thread, nil,
                { context in
                    let work = Unmanaged<Work>.fromOpaque(context!).takeRetainedValue()
                    work.run()
                    return nil
                }, context)
            if result == 0 {
                #if canImport(Darwin)
                    if let thread { started.append(thread) }
                #else
                    started.append(thread)
                #endif
            } else {
                Unmanaged<Work>.fromOpaque(context).release()
            }
        }
        work.run()
        for thread in started { pthread_join(thread, nil) }
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
