//
//  EditorInteractorTests.swift
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
final class EditorInteractorTests: XCTestCase, @unchecked Sendable {
    // MARK: - Test doubles

    @MainActor
    final class PresentationLogicSpy: EditorPresentationLogic {
        private(set) var loadResponses: [Editor.Load.Response] = []

        func presentLoad(response: Editor.Load.Response) {
            loadResponses.append(response)
        }
    }

    // MARK: - Subject under test

    private func makeSUT() -> (sut: EditorInteractor, presenter: PresentationLogicSpy) {
        let sut = EditorInteractor(worker: EditorWorker())
        let presenter = PresentationLogicSpy()
        sut.presenter = presenter
        return (sut, presenter)
    }

    // MARK: - Business logic

    func testLoadSendsAResponseToThePresenter() async {
        let (sut, presenter) = makeSUT()

        sut.load(request: Editor.Load.Request())

        XCTAssertEqual(presenter.loadResponses.count, 1)
    }
}
