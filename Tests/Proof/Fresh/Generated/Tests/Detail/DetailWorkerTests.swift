//
//  DetailWorkerTests.swift
//  Fresh
//
//  Created by vipgen CI with vipgen.
//  Copyright © vipgen. All rights reserved.
//

import XCTest

@testable import Fresh

/// The worker needs no main actor: these tests are not isolated to it, and send each use case's requests
/// from concurrent background tasks.
final class DetailWorkerTests: XCTestCase {
    // MARK: - Subject under test

    private func makeSUT() -> DetailWorker {
        DetailWorker()
    }

    // MARK: - Use cases

    func testGetItemAnswersConcurrentRequests() async {
        let sut = makeSUT()

        let responses = await withTaskGroup(of: Detail.GetItem.Response.self) { group in
            for _ in 0..<3 {
                group.addTask { sut.getItem(request: Detail.GetItem.Request()) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }

        XCTAssertEqual(responses.count, 3)
    }

    func testShareAnswersConcurrentRequests() async {
        let sut = makeSUT()

        let responses = await withTaskGroup(of: Detail.Share.Response.self) { group in
            for _ in 0..<3 {
                group.addTask { sut.share(request: Detail.Share.Request()) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }

        XCTAssertEqual(responses.count, 3)
    }
}
