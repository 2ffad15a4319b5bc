//
//  DetailInteractorTests.swift
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
final class DetailInteractorTests: XCTestCase, @unchecked Sendable {
    // MARK: - Test doubles

    @MainActor
    final class PresentationLogicSpy: DetailPresentationLogic {
        private(set) var getItemResponses: [Detail.GetItem.Response] = []
        private(set) var shareResponses: [Detail.Share.Response] = []

        func presentGetItem(response: Detail.GetItem.Response) {
            getItemResponses.append(response)
        }

        func presentShare(response: Detail.Share.Response) {
            shareResponses.append(response)
        }
    }

    // MARK: - Subject under test

    private func makeSUT() -> (sut: DetailInteractor, presenter: PresentationLogicSpy) {
        let sut = DetailInteractor(worker: DetailWorker())
        let presenter = PresentationLogicSpy()
        sut.presenter = presenter
        return (sut, presenter)
    }

    // MARK: - Business logic

    func testGetItemSendsAResponseToThePresenter() async {
        let (sut, presenter) = makeSUT()

        sut.getItem(request: Detail.GetItem.Request())

        XCTAssertEqual(presenter.getItemResponses.count, 1)
    }

    func testShareSendsAResponseToThePresenter() async {
        let (sut, presenter) = makeSUT()

        sut.share(request: Detail.Share.Request())

        XCTAssertEqual(presenter.shareResponses.count, 1)
    }
}
