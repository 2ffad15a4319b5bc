// expect: no exact matches in call to instance method 'appendInterpolation'
import os

// As on iOS: a log message interpolates strings and numbers, not an `any Error`.
func logFailure(_ error: any Error, to logger: Logger) {
    logger.error("Fetch Memes failed: \(error)")
}
