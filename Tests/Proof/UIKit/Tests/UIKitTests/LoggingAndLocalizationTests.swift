import AppleFoundation
import Foundation
import XCTest
import os

/// The unified logging and localization APIs of Apple's platforms that generated scenes call.
final class LoggingAndLocalizationTests: XCTestCase {
    /// Logger — Apple Developer Documentation: a logger is made for a subsystem and a category, and
    /// takes interpolated strings with a privacy level.
    func testALoggerKeepsItsSubsystemAndCategoryAndTakesInterpolatedStrings() {
        let logger = Logger(subsystem: "com.example.CleanMeme", category: "ListMemes")
        let error = CocoaError(.fileNoSuchFile)

        logger.error("Fetch Memes failed: \(String(describing: error))")
        logger.notice("Loaded \(3) memes, \("doge", privacy: .public)")

        XCTAssertEqual(logger.subsystem, "com.example.CleanMeme")
        XCTAssertEqual(logger.category, "ListMemes")
    }

    /// String.init(localized:table:bundle:locale:comment:) — Apple Developer Documentation: without a
    /// translation, the default value, which is the key as written.
    func testALocalizedStringWithoutATranslationIsItsKey() {
        XCTAssertEqual(String(localized: "Couldn't Fetch Memes", comment: "An alert's title"), "Couldn't Fetch Memes")
        XCTAssertEqual(String(localized: "\(2) memes"), "2 memes")
    }
}
