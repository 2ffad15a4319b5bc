import UIKit

protocol ListProductsBusinessLogic
{
  func fetchProducts(request: ListProducts.FetchProducts.Request)
}

protocol ListProductsDataStore
{
  var products: [String] { get set }
}

class ListProductsInteractor: ListProductsBusinessLogic, ListProductsDataStore
{
  var presenter: ListProductsPresentationLogic?
  var worker: ListProductsWorker?
  var products: [String] = []

  // MARK: Fetch products

  func fetchProducts(request: ListProducts.FetchProducts.Request)
  {
    worker = ListProductsWorker()
    products = worker?.fetchProducts() ?? []
    refreshProducts()
  }

  private func refreshProducts()
  {
    let response = ListProducts.FetchProducts.Response(products: products)
    presenter?.presentFetchedProducts(response: response)
  }
}
