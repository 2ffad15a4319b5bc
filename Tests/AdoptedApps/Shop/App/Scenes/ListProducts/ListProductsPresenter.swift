import UIKit

protocol ListProductsPresentationLogic
{
  func presentFetchedProducts(response: ListProducts.FetchProducts.Response)
}

class ListProductsPresenter: ListProductsPresentationLogic
{
  weak var viewController: ListProductsDisplayLogic?

  // MARK: Fetch products

  func presentFetchedProducts(response: ListProducts.FetchProducts.Response)
  {
    let viewModel = ListProducts.FetchProducts.ViewModel(names: response.products.sorted())
    viewController?.displayFetchedProducts(viewModel: viewModel)
  }
}
