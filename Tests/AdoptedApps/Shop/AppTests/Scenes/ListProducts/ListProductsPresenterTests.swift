@testable import Shop
import XCTest

class ListProductsPresenterTests: XCTestCase
{
  class ListProductsDisplayLogicSpy: ListProductsDisplayLogic
  {
    var displayFetchedProductsCalled = false

    func displayFetchedProducts(viewModel: ListProducts.FetchProducts.ViewModel)
    {
      displayFetchedProductsCalled = true
    }
  }

  func testPresentFetchedProductsAsksTheViewToDisplayThem()
  {
    let sut = ListProductsPresenter()
    let spy = ListProductsDisplayLogicSpy()
    sut.viewController = spy
    sut.presentFetchedProducts(response: ListProducts.FetchProducts.Response(products: ["Kettle"]))
    XCTAssertTrue(spy.displayFetchedProductsCalled)
  }
}
