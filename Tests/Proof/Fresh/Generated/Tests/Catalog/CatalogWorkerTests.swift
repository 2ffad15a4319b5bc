//
//  CatalogWorkerTests.swift
//  Fresh
//
//  Created by vipgen CI with vipgen.
//  Copyright © vipgen. All rights reserved.
//

import XCTest

@testable import Fresh

/// The worker needs no main actor: these tests are not isolated to it, and send each use case's requests
/// from concurrent background tasks.
final class CatalogWorkerTests: XCTestCase {
    // MARK: - Subject under test

    private func makeSUT() -> CatalogWorker {
        CatalogWorker()
    }

    // MARK: - Use cases

    func testFetchItemsAnswersConcurrentRequests() async {
        let sut = makeSUT()

        let responses = await withTaskGroup(of: Catalog.FetchItems.Response.self) { group in
            for _ in 0..<3 {
                group.addTask { sut.fetchItems(request: Catalog.FetchItems.Request()) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }

        XCTAssertEqual(responses.count, 3)
    }

    func testDeleteItemAnswersConcurrentRequests() async {
        let sut = makeSUT()

        let responses = await withTaskGroup(of: Catalog.DeleteItem.Response.self) { group in
            for _ in 0..<3 {
                group.addTask { sut.deleteItem(request: Catalog.DeleteItem.Request()) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }

        XCTAssertEqual(responses.count, 3)
    }

    func testSearchAnswersConcurrentRequests() async {
        let sut = makeSUT()

        let responses = await withTaskGroup(of: Catalog.Search.Response.self) { group in
            for _ in 0..<3 {
                group.addTask { sut.search(request: Catalog.Search.Request()) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }

        XCTAssertEqual(responses.count, 3)
    }
}
