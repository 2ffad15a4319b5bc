//
//  DetailViewControllerTests.swift
//  Fresh
//
//  Created by vipgen CI with vipgen.
//  Copyright © vipgen. All rights reserved.
//

import UIKit
import XCTest

@testable import Fresh

/// Runs on the main actor, as the view controller does. XCTest on Linux starts async tests from a
/// nonisolated closure that captures the test case, hence `@unchecked Sendable`.
@MainActor
final class DetailViewControllerTests: XCTestCase, @unchecked Sendable {
    // MARK: - Test doubles

    @MainActor
    final class BusinessLogicSpy: DetailBusinessLogic {
        private(set) var getItemRequests: [Detail.GetItem.Request] = []
        private(set) var shareRequests: [Detail.Share.Request] = []

        func getItem(request: Detail.GetItem.Request) {
            getItemRequests.append(request)
        }

        func share(request: Detail.Share.Request) {
            shareRequests.append(request)
        }
    }

    @MainActor
    final class RoutingLogicSpy: DetailRoutingLogic, DetailDataPassing {
        var dataStore: (any DetailDataStore)?
        private(set) var catalogSegues: [UIStoryboardSegue?] = []

        func routeToCatalog(segue: UIStoryboardSegue?) {
            catalogSegues.append(segue)
        }
    }

    // MARK: - Subject under test

    private func makeSUT() -> (sut: DetailViewController, interactor: BusinessLogicSpy) {
        let sut = DetailViewController()
        let interactor = BusinessLogicSpy()
        sut.interactor = interactor
        return (sut, interactor)
    }

    // MARK: - Setup

    func testInitWiresTheCycle() async throws {
        let sut = DetailViewController()

        let interactor = try XCTUnwrap(sut.interactor as? DetailInteractor)
        let presenter = try XCTUnwrap(interactor.presenter as? DetailPresenter)
        let router = try XCTUnwrap(sut.router as? DetailRouter)
        XCTAssertTrue(presenter.viewController === sut)
        XCTAssertTrue(router.viewController === sut)
        XCTAssertTrue(router.dataStore === interactor)
    }

    // MARK: - View lifecycle

    func testLoadingTheViewStartsGetItem() async {
        let (sut, interactor) = makeSUT()

        sut.loadViewIfNeeded()

        XCTAssertEqual(interactor.getItemRequests.count, 1)
        XCTAssertEqual(interactor.shareRequests.count, 0)
    }

    // MARK: - Routing

    func testCatalogSegueRoutesToCatalog() async {
        let (sut, _) = makeSUT()
        let router = RoutingLogicSpy()
        sut.router = router
        let destination = CatalogViewController()
        let segue = UIStoryboardSegue(identifier: "Catalog", source: sut, destination: destination)

        sut.prepare(for: segue, sender: nil)

        XCTAssertEqual(router.catalogSegues, [segue])
    }

    func testRouteToCatalogInCodeShowsCatalog() async {
        let (sut, _) = makeSUT()
        let navigationController = UINavigationController(rootViewController: sut)

        sut.router?.routeToCatalog(segue: nil)

        XCTAssertTrue(navigationController.topViewController is CatalogViewController)
    }
}
