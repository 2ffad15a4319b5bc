//
//  DetailPresenterTests.swift
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
final class DetailPresenterTests: XCTestCase, @unchecked Sendable {
    // MARK: - Test doubles

    @MainActor
    final class DisplayLogicSpy: DetailDisplayLogic {
        private(set) var getItemViewModels: [Detail.GetItem.ViewModel] = []
        private(set) var shareViewModels: [Detail.Share.ViewModel] = []

        func displayGetItem(viewModel: Detail.GetItem.ViewModel) {
            getItemViewModels.append(viewModel)
        }

        func displayShare(viewModel: Detail.Share.ViewModel) {
            shareViewModels.append(viewModel)
        }
    }

    // MARK: - Subject under test

    private func makeSUT() -> (sut: DetailPresenter, viewController: DisplayLogicSpy) {
        let sut = DetailPresenter()
        let viewController = DisplayLogicSpy()
        sut.viewController = viewController
        return (sut, viewController)
    }

    // MARK: - Setup

    func testPresenterHoldsTheViewControllerWeakly() async {
        let sut = DetailPresenter()
        var viewController: DisplayLogicSpy? = DisplayLogicSpy()
        sut.viewController = viewController

        viewController = nil

        XCTAssertNil(sut.viewController)
    }

    // MARK: - Presentation logic

    func testPresentGetItemSendsAViewModelToTheViewController() async {
        let (sut, viewController) = makeSUT()

        sut.presentGetItem(response: Detail.GetItem.Response())

        XCTAssertEqual(viewController.getItemViewModels.count, 1)
    }

    func testPresentShareSendsAViewModelToTheViewController() async {
        let (sut, viewController) = makeSUT()

        sut.presentShare(response: Detail.Share.Response())

        XCTAssertEqual(viewController.shareViewModels.count, 1)
    }
}
