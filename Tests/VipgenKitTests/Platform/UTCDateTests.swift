import Expectations
import Testing

@testable import SwiftScanning
@testable import VipgenKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct UTCDateTests {
    @Test(arguments: [
        (0, "1970-01-01"),
        (-1, "1969-12-31"),
        (951_782_400, "2000-02-29"),
        (951_868_800, "2000-03-01"),
        (4_107_456_000, "2100-02-28"),
        (4_107_542_400, "2100-03-01"),
        (1_795_392_000 + 86_399, "2026-11-23"),
        (-2_208_988_800, "1900-01-01"),
    ])
    func knownDates(seconds: Int, expected: String) {
        expectEqual(UTCDate.civilDate(secondsSinceEpoch: seconds), expected)
    }

    /// Every day from 1800 to 2400 (leap centuries and not) agrees with the C library.
    @Test func agreesWithGmtimeEveryDay() {
        var mismatches: [String] = []
        for day in -62_000...156_000 {
            var seconds = time_t(day * 86_400 + 43_210)
            var parts = tm()
            gmtime_r(&seconds, &parts)
            let expected = UTCDate.formatDate(
                year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
            let actual = UTCDate.civilDate(secondsSinceEpoch: Int(seconds))
            if actual != expected { mismatches.append("\(seconds): \(actual) != \(expected)") }
            if mismatches.count > 5 { break }
        }
        expect(mismatches.isEmpty)
    }
}
