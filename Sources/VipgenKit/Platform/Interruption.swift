#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signal that asked the process to stop (Ctrl-C, `kill`, a closed terminal), recorded by the
/// handler and acted on between files. A plain store of a 32-bit value is what C's `sig_atomic_t`
/// promises; the handler does nothing else, so it is async-signal-safe.
nonisolated(unsafe) private var pendingSignal: Int32 = 0

/// Lets a run that is writing finish its current file, undo what it did, then end as the signal
/// asked, instead of dying with temporary files and new folders left behind.
enum Interruption {
    private static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// From now on the signals are recorded instead of ending the process at once.
    static func postpone() {
        pendingSignal = 0
        var ignored: [Int32] = []
        var mask = sigset_t()
        sigemptyset(&mask)
        for number in signals {
            let previous = signal(number) { pendingSignal = $0 }
            // A signal the parent ignores on purpose (`nohup`) stays ignored.
            if let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                signal(number, SIG_IGN)
                ignored.append(number)
            } else {
                sigaddset(&mask, number)
            }
        }
        // A mask inherited blocked (some process launchers block them in their threads) would keep
        // the handler from ever running, and the rollback from ever happening.
        sigprocmask(SIG_UNBLOCK, &mask, nil)
        restoredToDefault = signals.filter { !ignored.contains($0) }
    }

    /// The signals end the process again; one that arrived meanwhile is delivered now.
    static func restore() {
        for number in restoredToDefault { signal(number, SIG_DFL) }
        restoredToDefault = []
        if pendingSignal != 0 { raise(pendingSignal) }
    }

    nonisolated(unsafe) private static var restoredToDefault: [Int32] = []

    /// The signal received since `postpone()`, if any.
    static var pending: Int32? { pendingSignal == 0 ? nil : pendingSignal }
}
