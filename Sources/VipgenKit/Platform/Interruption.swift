#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signal that asked the process to stop (Ctrl-C, `kill`, a closed terminal), recorded by the
/// handler and acted on between files. A plain store of a 32-bit value is what C's `sig_atomic_t`
/// promises; the handler does nothing else but end the process, so it is async-signal-safe.
nonisolated(unsafe) private var pendingSignal: Int32 = 0
/// Non-zero while a run is staging: only then is a signal recorded instead of acted on.
nonisolated(unsafe) private var postponing: Int32 = 0

/// Lets a run that is writing finish its current file, undo what it did, then end as the signal
/// asked, instead of dying with temporary files and folders left behind.
///
/// The handler is installed once per process and stays: outside a run it does what the default
/// action does (it restores that action and raises the signal again), so ending a run costs no
/// system calls to put the defaults back.
enum Interruption {
    private static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// From now on the signals are recorded instead of ending the process at once.
    static func postpone() {
        pendingSignal = 0
        postponing = 1
        guard !installed else { return }
        installed = true
        var mask = sigset_t()
        sigemptyset(&mask)
        for number in signals {
            let previous = signal(number) { received in
                if postponing != 0 {
                    pendingSignal = received
                } else {
                    signal(received, SIG_DFL)
                    raise(received)
                }
            }
            // A signal the parent ignores on purpose (`nohup`) stays ignored.
            if let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                signal(number, SIG_IGN)
            } else {
                sigaddset(&mask, number)
            }
        }
        // A mask inherited blocked (some process launchers block them in their threads) would keep
        // the handler from ever running, and the rollback from ever happening.
        sigprocmask(SIG_UNBLOCK, &mask, nil)
    }

    /// The signals end the process again; one that arrived meanwhile is delivered now.
    static func restore() {
        postponing = 0
        guard pendingSignal != 0 else { return }
        signal(pendingSignal, SIG_DFL)
        raise(pendingSignal)
    }

    nonisolated(unsafe) private static var installed = false

    /// The signal received since `postpone()`, if any.
    static var pending: Int32? { pendingSignal == 0 ? nil : pendingSignal }
}
