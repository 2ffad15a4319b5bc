//
//  CatalogViewControllerTests.swift
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
final class CatalogViewControllerTests: XCTestCase, @unchecked Sendable {
    // MARK: - Test doubles

    @MainActor
    final class BusinessLogicSpy: CatalogBusinessLogic {
        private(set) var fetchItemsRequests: [Catalog.FetchItems.Request] = []
        private(set) var deleteItemRequests: [Catalog.DeleteItem.Request] = []
        private(set) var searchRequests: [Catalog.Search.Request] = []

        func fetchItems(request: Catalog.FetchItems.Request) {
            fetchItemsRequests.append(request)
        }

        func deleteItem(request: Catalog.DeleteItem.Request) {
            deleteItemRequests.append(request)
        }

        func search(request: Catalog.Search.Request) {
            searchRequests.append(request)
        }
    }

    @MainActor
    final class RoutingLogicSpy: CatalogRoutingLogic, CatalogDataPassing {
        var dataStore: (any CatalogDataStore)?
        private(set) var detailSegues: [UIStoryboardSegue?] = []
        private(set) var editorSegues: [UIStoryboardSegue?] = []

        func routeToDetail(segue: UIStoryboardSegue?) {
            detailSegues.append(segue)
        }

        func routeToEditor(segue: UIStoryboardSegue?) {
            editorSegues.append(segue)
        }
    }

    // MARK: - Subject under test

    private func makeSUT() -> (sut: CatalogViewController, interactor: BusinessLogicSpy) {
        let sut = CatalogViewController()
        let interactor = BusinessLogicSpy()
        sut.interactor = interactor
        return (sut, interactor)
    }

    // MARK: - Setup

    func testInitWiresTheCycle() async throws {
        let sut = CatalogViewController()

        let interactor = try XCTUnwrap(sut.interactor as? CatalogInteractor)
        let presenter = try XCTUnwrap(interactor.presenter as? CatalogPresenter)
        let router = try XCTUnwrap(sut.router as? CatalogRouter)
        XCTAssertTrue(presenter.viewController === sut)
        XCTAssertTrue(router.viewController === sut)
        XCTAssertTrue(router.dataStore === interactor)
    }

    // MARK: - View lifecycle

    func testLoadingTheViewStartsFetchItems() async {
        let (sut, interactor) = makeSUT()

        sut.loadViewIfNeeded()

        XCTAssertEqual(interactor.fetchItemsRequests.count, 1)
        XCTAssertEqual(interactor.deleteItemRequests.count, 0)
        XCTAssertEqual(interactor.searchRequests.count, 0)
    }

    // MARK: - Routing

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

    func testEditorSegueRoutesToEditor() async {
        let (sut, _) = makeSUT()
        let router = RoutingLogicSpy()
        sut.router = router
        let destination = EditorViewController()
        let segue = UIStoryboardSegue(identifier: "Editor", source: sut, destination: destination)

        sut.prepare(for: segue, sender: nil)

        XCTAssertEqual(router.editorSegues, [segue])
    }

    func testRouteToEditorInCodeShowsEditor() async {
        let (sut, _) = makeSUT()
        let navigationController = UINavigationController(rootViewController: sut)

        sut.router?.routeToEditor(segue: nil)

        XCTAssertTrue(navigationController.topViewController is EditorViewController)
    }
}
