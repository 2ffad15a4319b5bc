//
//  CatalogInteractorTests.swift
//  Fresh
//
//  Created by vipgen CI with vipgen.
//  Copyright © vipgen. All rights reserved.
//

import XCTest

@testable import Fresh

/// Runs on the main actor, as the interactor does. XCTest on Linux starts async tests from a nonisolated
/// closure that captures the test case, hence `@unchecked Sendable`.
@MainActor
final class CatalogInteractorTests: XCTestCase, @unchecked Sendable {
    // MARK: - Test doubles

    @MainActor
    final class PresentationLogicSpy: CatalogPresentationLogic {
        private(set) var fetchItemsResponses: [Catalog.FetchItems.Response] = []
        private(set) var deleteItemResponses: [Catalog.DeleteItem.Response] = []
        private(set) var searchResponses: [Catalog.Search.Response] = []

        func presentFetchItems(response: Catalog.FetchItems.Response) {
            fetchItemsResponses.append(response)
        }

        func presentDeleteItem(response: Catalog.DeleteItem.Response) {
            deleteItemResponses.append(response)
        }

        func presentSearch(response: Catalog.Search.Response) {
            searchResponses.append(response)
        }
    }

    // MARK: - Subject under test

    private func makeSUT() -> (sut: CatalogInteractor, presenter: PresentationLogicSpy) {
        let sut = CatalogInteractor(worker: CatalogWorker())
        let presenter = PresentationLogicSpy()
        sut.presenter = presenter
        return (sut, presenter)
    }

    // MARK: - Business logic

    func testFetchItemsSendsAResponseToThePresenter() async {
        let (sut, presenter) = makeSUT()

        sut.fetchItems(request: Catalog.FetchItems.Request())

        XCTAssertEqual(presenter.fetchItemsResponses.count, 1)
    }

    func testDeleteItemSendsAResponseToThePresenter() async {
        let (sut, presenter) = makeSUT()

        sut.deleteItem(request: Catalog.DeleteItem.Request())

        XCTAssertEqual(presenter.deleteItemResponses.count, 1)
    }

    func testSearchSendsAResponseToThePresenter() async {
        let (sut, presenter) = makeSUT()

        sut.search(request: Catalog.Search.Request())

        XCTAssertEqual(presenter.searchResponses.count, 1)
    }
}
