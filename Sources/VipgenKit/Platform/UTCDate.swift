#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Calendar dates for file headers, without a time zone database.
enum UTCDate {
    /// Today's date as `yyyy-MM-dd` in UTC.
    static func today() -> String {
        civilDate(secondsSinceEpoch: Int(time(nil)))
    }

    /// The UTC calendar date of a Unix time, by arithmetic: glibc's `gmtime_r` reads the time zone
    /// file first, which costs every run system calls for a date most headers never show.
    static func civilDate(secondsSinceEpoch seconds: Int) -> String {
        // Days since 1970-01-01 to a proleptic Gregorian date, counting in 400-year eras that start
        // on 1 March so the leap day falls at the end of each year.
        let days = (seconds >= 0 ? seconds : seconds - 86_399) / 86_400
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return formatDate(year: year, month: month, day: day)
    }

    /// `yyyy-MM-dd`.
    static func formatDate(year: Int, month: Int, day: Int) -> String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }
}
