import Foundation

/// The root of UIKit's main-actor classes: every responder, view and view controller is isolated to
/// the main actor, as in the iOS SDK. It keeps no responder chain.
@MainActor
open class UIResponder: NSObject {}
