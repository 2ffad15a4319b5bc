import Foundation

// Foundation of Apple platforms has what swift-corelibs-foundation lacks here: `String(localized:)`
// (iOS 15). The proof packages import this module into every file of generated code
// (`-import-module AppleFoundation`), so a file that imports Foundation alone sees it, as on iOS.

extension String {
    /// A localized string's key and default value, with interpolations: what String Catalogs extract.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Equatable, Sendable {
        let key: String

        public init(stringLiteral value: String) {
            key = value
        }

        public init(stringInterpolation: DefaultStringInterpolation) {
            key = String(stringInterpolation: stringInterpolation)
        }
    }

    /// The string for `keyAndValue` in the app's strings for the current locale (String.init(localized:
    /// table:bundle:locale:comment:) — Apple Developer Documentation); its default value, the key as
    /// written, where the app has no translation, as here, where the app has none.
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = keyAndValue.key
    }
}
