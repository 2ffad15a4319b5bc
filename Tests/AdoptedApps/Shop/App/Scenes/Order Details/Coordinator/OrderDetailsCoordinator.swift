import UIKit

final class OrderDetailsCoordinator {
    private let navigationController: UINavigationController
    private var controller: OrderDetailsController?
    private var presenter: OrderDetailsPresenter?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let controller = OrderDetailsController()
        let interactor = OrderDetailsInteractor()
        let presenter = OrderDetailsPresenter()
        controller.interactor = interactor
        interactor.presenter = presenter
        presenter.controller = controller
        self.controller = controller
        self.presenter = presenter
        navigationController.pushViewController(controller, animated: true)
    }
}
