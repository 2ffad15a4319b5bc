import Foundation

protocol AboutBusinessLogic {
    func loadCredits()
}

final class AboutInteractor: AboutBusinessLogic {
    var presenter: AboutPresentationLogic?

    // The use case's request step, named and shaped its own way: no `credits(request:)`.
    func loadCredits() {
        presenter?.presentCredits(response: About.Credits.Response(names: ["Ada", "Grace"]))
    }
}
