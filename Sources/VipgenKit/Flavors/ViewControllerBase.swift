/// The view controller class a scene's view controller inherits from.
enum ViewControllerBase: String, CaseIterable, Equatable, Sendable {
    case viewController = "UIViewController"
    case tableViewController = "UITableViewController"
    case collectionViewController = "UICollectionViewController"
}
