@testable import Shop
import XCTest

class ListProductsInteractorTests: XCTestCase
{
  // MARK: Test doubles

  class ListProductsPresentationLogicSpy: ListProductsPresentationLogic
  {
    var presentFetchedProductsCalled = false

    func presentFetchedProducts(response: ListProducts.FetchProducts.Response)
    {
      presentFetchedProductsCalled = true
    }
  }

  // MARK: Tests

  func testFetchProductsAsksThePresenterToFormatThem()
  {
    let sut = ListProductsInteractor()
    let spy = ListProductsPresentationLogicSpy()
    sut.presenter = spy
    sut.fetchProducts(request: ListProducts.FetchProducts.Request())
    XCTAssertTrue(spy.presentFetchedProductsCalled)
  }
}
