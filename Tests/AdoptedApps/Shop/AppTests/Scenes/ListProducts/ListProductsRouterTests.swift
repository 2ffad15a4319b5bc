@testable import Shop
import XCTest

// A test file named as another flavor names its own (the swiftui flavor has `XRouterTests`): still a
// test of this scene, whose calls count.
class ListProductsRouterTests: XCTestCase
{
  func testRouteToCheckoutShowsIt()
  {
    let router = ListProductsRouter()
    router.routeToCheckout(segue: nil)
  }
}
