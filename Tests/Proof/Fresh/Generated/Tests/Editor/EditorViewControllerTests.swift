//
//  EditorViewControllerTests.swift
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
final class EditorViewControllerTests: XCTestCase, @unchecked Sendable {
    // MARK: - Test doubles

    @MainActor
    final class BusinessLogicSpy: EditorBusinessLogic {
        private(set) var loadRequests: [Editor.Load.Request] = []

        func load(request: Editor.Load.Request) {
            loadRequests.append(request)
        }
    }

    @MainActor
    final class RoutingLogicSpy: EditorRoutingLogic, EditorDataPassing {
        var dataStore: (any EditorDataStore)?
        private(set) var catalogSegues: [UIStoryboardSegue?] = []
        private(set) var detailSegues: [UIStoryboardSegue?] = []

        func routeToCatalog(segue: UIStoryboardSegue?) {
            catalogSegues.append(segue)
        }

        func routeToDetail(segue: UIStoryboardSegue?) {
            detailSegues.append(segue)
        }
    }

    // MARK: - Subject under test

    private func makeSUT() -> (sut: EditorViewController, interactor: BusinessLogicSpy) {
        let sut = EditorViewController()
        let interactor = BusinessLogicSpy()
        sut.interactor = interactor
        return (sut, interactor)
    }

    // MARK: - Setup

    func testInitWiresTheCycle() async throws {
        let sut = EditorViewController()

        let interactor = try XCTUnwrap(sut.interactor as? EditorInteractor)
        let presenter = try XCTUnwrap(interactor.presenter as? EditorPresenter)
        let router = try XCTUnwrap(sut.router as? EditorRouter)
        XCTAssertTrue(presenter.viewController === sut)
        XCTAssertTrue(router.viewController === sut)
        XCTAssertTrue(router.dataStore === interactor)
    }

    // MARK: - View lifecycle

    func testLoadingTheViewStartsLoad() async {
        let (sut, interactor) = makeSUT()

        sut.loadViewIfNeeded()

        XCTAssertEqual(interactor.loadRequests.count, 1)
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

    func testDetailSegueRoutesToDetail() async {
        let (sut, _) = makeSUT()
        let router = RoutingLogicSpy()
        sut.router = router
        let destination = DetailViewController()
        let segue = UIStoryboardSegue(identifier: "Detail", source: sut, destination: destination)

        sut.prepare(for: segue, sender: nil)

        XCTAssertEqual(router.detailSegues, [segue])
    }

    func testRouteToDetailInCodeShowsDetail() async {
        let (sut, _) = makeSUT()
        let navigationController = UINavigationController(rootViewController: sut)

        sut.router?.routeToDetail(segue: nil)

        XCTAssertTrue(navigationController.topViewController is DetailViewController)
    }
}
