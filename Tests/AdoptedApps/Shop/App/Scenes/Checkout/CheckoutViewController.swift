import UIKit

protocol CheckoutDisplayLogic: AnyObject {
    func displayPlaceOrder(viewModel: Checkout.PlaceOrder.ViewModel)
}

final class CheckoutViewController: UIViewController, CheckoutDisplayLogic {
    var interactor: CheckoutBusinessLogic?
    let presenter = CheckoutPresenter()

    func placeOrder() {
        interactor?.placeOrder(request: Checkout.PlaceOrder.Request())
    }

    func displayPlaceOrder(viewModel: Checkout.PlaceOrder.ViewModel) {
        title = viewModel.message
    }
}
