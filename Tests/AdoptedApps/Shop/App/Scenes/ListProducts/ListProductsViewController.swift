import UIKit

protocol ListProductsDisplayLogic: class
{
  func displayFetchedProducts(viewModel: ListProducts.FetchProducts.ViewModel)
}

class ListProductsViewController: UITableViewController, ListProductsDisplayLogic
{
  var interactor: ListProductsBusinessLogic?
  var router: (NSObjectProtocol & ListProductsRoutingLogic & ListProductsDataPassing)?
  var names: [String] = []

  // MARK: Setup

  private func setup()
  {
    let viewController = self
    let interactor = ListProductsInteractor()
    let presenter = ListProductsPresenter()
    let router = ListProductsRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
  }

  // MARK: Routing

  override func prepare(for segue: UIStoryboardSegue, sender: Any?)
  {
    if let scene = segue.identifier {
      let selector = NSSelectorFromString("routeTo\(scene)WithSegue:")
      if let router = router, router.responds(to: selector) {
        router.perform(selector, with: segue)
      }
    }
  }

  // MARK: View lifecycle

  override func viewDidLoad()
  {
    super.viewDidLoad()
    setup()
    fetchProducts()
  }

  // MARK: Fetch products

  func fetchProducts()
  {
    let request = ListProducts.FetchProducts.Request()
    interactor?.fetchProducts(request: request)
  }

  func displayFetchedProducts(viewModel: ListProducts.FetchProducts.ViewModel)
  {
    names = viewModel.names
    tableView.reloadData()
  }
}
