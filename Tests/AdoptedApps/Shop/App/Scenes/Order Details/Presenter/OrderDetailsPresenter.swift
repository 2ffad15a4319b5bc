import Foundation

final class OrderDetailsPresenter: OrderDetailsPresenterProtocol {
    var controller: OrderDetailsControllerProtocol?

    func presentOrder(response: OrderDetails.LoadOrder.Response) {
        controller?.displayOrder(viewModel: OrderDetails.LoadOrder.ViewModel(title: response.order))
    }
}
