import UIKit

@objc protocol ListProductsRoutingLogic
{
  func routeToCheckout(segue: UIStoryboardSegue?)
}

protocol ListProductsDataPassing
{
  var dataStore: ListProductsDataStore? { get }
}

class ListProductsRouter: NSObject, ListProductsRoutingLogic, ListProductsDataPassing
{
  weak var viewController: ListProductsViewController?
  var dataStore: ListProductsDataStore?

  // MARK: Routing

  func routeToCheckout(segue: UIStoryboardSegue?)
  {
    let destinationVC = CheckoutViewController()
    navigateToCheckout(source: viewController!, destination: destinationVC)
  }

  // MARK: Navigation

  func navigateToCheckout(source: ListProductsViewController, destination: CheckoutViewController)
  {
    source.show(destination, sender: nil)
  }
}
