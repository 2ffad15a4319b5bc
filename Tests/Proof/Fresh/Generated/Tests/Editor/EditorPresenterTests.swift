//
//  EditorPresenterTests.swift
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
final class EditorPresenterTests: XCTestCase, @unchecked Sendable {
    // MARK: - Test doubles

    @MainActor
    final class DisplayLogicSpy: EditorDisplayLogic {
        private(set) var loadViewModels: [Editor.Load.ViewModel] = []

        func displayLoad(viewModel: Editor.Load.ViewModel) {
            loadViewModels.append(viewModel)
        }
    }

    // MARK: - Subject under test

    private func makeSUT() -> (sut: EditorPresenter, viewController: DisplayLogicSpy) {
        let sut = EditorPresenter()
        let viewController = DisplayLogicSpy()
        sut.viewController = viewController
        return (sut, viewController)
    }

    // MARK: - Setup

    func testPresenterHoldsTheViewControllerWeakly() async {
        let sut = EditorPresenter()
        var viewController: DisplayLogicSpy? = DisplayLogicSpy()
        sut.viewController = viewController

        viewController = nil

        XCTAssertNil(sut.viewController)
    }

    // MARK: - Presentation logic

    func testPresentLoadSendsAViewModelToTheViewController() async {
        let (sut, viewController) = makeSUT()

        sut.presentLoad(response: Editor.Load.Response())

        XCTAssertEqual(viewController.loadViewModels.count, 1)
    }
}
