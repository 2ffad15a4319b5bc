#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Test-only switches that stop the writer at a chosen file, so tests of kills, races and failures
/// are deterministic instead of timing-dependent. Not a user feature: undocumented in help, and
/// unset in any ordinary environment.
///
/// - `VIPGEN_TEST_FAIL_AT=stage:N` or `commit:N`: staging the Nth file (1-based), or the Nth move
///   into place (a file, or a whole folder the run created: one move), fails as if the disk were
///   full (`ENOSPC`).
/// - `VIPGEN_TEST_PAUSE_AT=stage:N` or `commit:N`: just before that step the process prints
///   `vipgen-test: paused at stage:N` to standard error and stops itself (`SIGSTOP`); the test then
///   kills it or lets it continue (`SIGCONT`).
/// - `VIPGEN_TEST_LOCK_WAIT=SECONDS`: how long to wait for another run's lock (default 5).
struct WriterTestHooks: Sendable {
    enum Phase: String, Sendable { case stage, commit }

    let failAt: (phase: Phase, index: Int)?
    let pauseAt: (phase: Phase, index: Int)?
    let lockWaitMilliseconds: Int?

    static let none = WriterTestHooks(failAt: nil, pauseAt: nil, lockWaitMilliseconds: nil)

    static let current = WriterTestHooks(
        failAt: parse(getenv("VIPGEN_TEST_FAIL_AT")),
        pauseAt: parse(getenv("VIPGEN_TEST_PAUSE_AT")),
        lockWaitMilliseconds: getenv("VIPGEN_TEST_LOCK_WAIT").flatMap { Double(String(cString: $0)) }
            .map { Int($0 * 1000) })

    /// An injected failure's errno, or `nil` to go on; pauses first when asked to.
    func before(_ phase: Phase, _ index: Int) -> Int32? {
        if let pauseAt, pauseAt.phase == phase, pauseAt.index == index {
            let note = "vipgen-test: paused at \(phase.rawValue):\(index)\n"
            _ = Array(note.utf8).withUnsafeBytes { POSIX.writeAll(2, $0) }
            raise(SIGSTOP)
        }
        if let failAt, failAt.phase == phase, failAt.index == index { return ENOSPC }
        return nil
    }

    private static func parse(_ value: UnsafeMutablePointer<CChar>?) -> (phase: Phase, index: Int)? {
        guard let value else { return nil }
        let parts = String(cString: value).split(separator: ":")
        guard parts.count == 2, let phase = Phase(rawValue: String(parts[0])), let index = Int(parts[1]) else {
            return nil
        }
        return (phase, index)
    }
}
