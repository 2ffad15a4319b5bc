//
//  EditorWorkerTests.swift
//  Fresh
//
//  Created by vipgen CI with vipgen.
//  Copyright © vipgen. All rights reserved.
//

import XCTest

@testable import Fresh

/// The worker needs no main actor: these tests are not isolated to it, and send each use case's requests
/// from concurrent background tasks.
final class EditorWorkerTests: XCTestCase {
    // MARK: - Subject under test

    private func makeSUT() -> EditorWorker {
        EditorWorker()
    }

    // MARK: - Use cases

    func testLoadAnswersConcurrentRequests() async {
        let sut = makeSUT()

        let responses = await withTaskGroup(of: Editor.Load.Response.self) { group in
            for _ in 0..<3 {
                group.addTask { sut.load(request: Editor.Load.Request()) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }

        XCTAssertEqual(responses.count, 3)
    }
}
