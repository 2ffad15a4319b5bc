import UIKit

final class OrderDetailsController: UIViewController, OrderDetailsControllerProtocol {
    var interactor: OrderDetailsInteractorProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor?.loadOrder(request: OrderDetails.LoadOrder.Request(id: 1))
    }

    func displayOrder(viewModel: OrderDetails.LoadOrder.ViewModel) {
        title = viewModel.title
    }
}
