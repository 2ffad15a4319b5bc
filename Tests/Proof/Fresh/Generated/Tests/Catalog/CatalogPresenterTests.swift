//
//  CatalogPresenterTests.swift
//  Fresh
//
//  Created by vipgen CI with vipgen.
//  Copyright © vipgen. All rights reserved.
//

import XCTest

@testable import Fresh

/// Runs on the main actor, as the presenter does. XCTest on Linux starts async tests from a nonisolated
/// closure that captures the test case, hence `@unchecked Sendable`.
@MainActor
final class CatalogPresenterTests: XCTestCase, @unchecked Sendable {
    // MARK: - Test doubles

    @MainActor
    final class DisplayLogicSpy: CatalogDisplayLogic {
        private(set) var fetchItemsViewModels: [Catalog.FetchItems.ViewModel] = []
        private(set) var deleteItemViewModels: [Catalog.DeleteItem.ViewModel] = []
        private(set) var searchViewModels: [Catalog.Search.ViewModel] = []

        func displayFetchItems(viewModel: Catalog.FetchItems.ViewModel) {
            fetchItemsViewModels.append(viewModel)
        }

        func displayDeleteItem(viewModel: Catalog.DeleteItem.ViewModel) {
            deleteItemViewModels.append(viewModel)
        }

        func displaySearch(viewModel: Catalog.Search.ViewModel) {
            searchViewModels.append(viewModel)
        }
    }

    // MARK: - Subject under test

    private func makeSUT() -> (sut: CatalogPresenter, viewController: DisplayLogicSpy) {
        let sut = CatalogPresenter()
        let viewController = DisplayLogicSpy()
        sut.viewController = viewController
        return (sut, viewController)
    }

    // MARK: - Setup

    func testPresenterHoldsTheViewControllerWeakly() async {
        let sut = CatalogPresenter()
        var viewController: DisplayLogicSpy? = DisplayLogicSpy()
        sut.viewController = viewController

        viewController = nil

        XCTAssertNil(sut.viewController)
    }

    // MARK: - Presentation logic

    func testPresentFetchItemsSendsAViewModelToTheViewController() async {
        let (sut, viewController) = makeSUT()

        sut.presentFetchItems(response: Catalog.FetchItems.Response())

        XCTAssertEqual(viewController.fetchItemsViewModels.count, 1)
    }

    func testPresentDeleteItemSendsAViewModelToTheViewController() async {
        let (sut, viewController) = makeSUT()

        sut.presentDeleteItem(response: Catalog.DeleteItem.Response())

        XCTAssertEqual(viewController.deleteItemViewModels.count, 1)
    }

    func testPresentSearchSendsAViewModelToTheViewController() async {
        let (sut, viewController) = makeSUT()

        sut.presentSearch(response: Catalog.Search.Response())

        XCTAssertEqual(viewController.searchViewModels.count, 1)
    }
}
