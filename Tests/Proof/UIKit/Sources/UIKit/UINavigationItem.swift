import Foundation

/// What a navigation bar shows for a view controller: keeps the title and the bar button items.
@MainActor
open class UINavigationItem: NSObject {
    open var title: String?
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItem: UIBarButtonItem?

    public override init() {
        super.init()
    }

    public init(title: String) {
        self.title = title
        super.init()
    }
}
