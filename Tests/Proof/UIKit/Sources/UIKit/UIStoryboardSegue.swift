import Foundation

/// A transition between two view controllers, as `prepare(for:sender:)` receives it: keeps its identifier,
/// source and destination. There is no storyboard runtime here to perform it.
@MainActor
open class UIStoryboardSegue: NSObject {
    private let identifierValue: String?
    private let sourceValue: UIViewController
    private let destinationValue: UIViewController

    open var identifier: String? { identifierValue }
    open var source: UIViewController { sourceValue }
    open var destination: UIViewController { destinationValue }

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        identifierValue = identifier
        sourceValue = source
        destinationValue = destination
        super.init()
    }
}
