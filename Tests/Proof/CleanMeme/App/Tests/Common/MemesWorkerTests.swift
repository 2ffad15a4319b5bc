//
//  MemesWorkerTests.swift
//  CleanMeme
//
//  Written by hand.
//  Copyright © CleanMeme. All rights reserved.
//

import XCTest

@testable import CleanMemeApp

/// The memes worker over the in-memory store needs no main actor: like the scenes' worker tests, these are
/// not isolated to it.
final class MemesWorkerTests: XCTestCase {
    // MARK: - Subject under test

    private func makeSUT() -> MemesWorker {
        MemesWorker(memesStore: MemesMemStore())
    }

    // MARK: - Adding and fetching

    func testANewWorkerHasNoMemes() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.fetchMemes(), [])
    }

    func testAddMemeGivesIdsCountingUpFromOne() async throws {
        let sut = makeSUT()

        let doge = sut.addMeme(memeToAdd: try makeDraft(name: "Doge", url: "https://example.com/doge.png"))
        let grumpy = sut.addMeme(memeToAdd: try makeDraft(name: "Grumpy Cat", url: "https://example.com/grumpy.png"))

        XCTAssertEqual(doge, try makeMeme(id: 1, name: "Doge", url: "https://example.com/doge.png"))
        XCTAssertEqual(grumpy, try makeMeme(id: 2, name: "Grumpy Cat", url: "https://example.com/grumpy.png"))
    }

    func testFetchMemesReturnsTheAddedMemesInOrder() async throws {
        let sut = makeSUT()
        let doge = sut.addMeme(memeToAdd: try makeDraft(name: "Doge", url: "https://example.com/doge.png"))
        let grumpy = sut.addMeme(memeToAdd: try makeDraft(name: "Grumpy Cat", url: "https://example.com/grumpy.png"))

        XCTAssertEqual(sut.fetchMemes(), [doge, grumpy])
    }

    func testWorkersOverDifferentStoresShareNothing() async throws {
        let first = makeSUT()
        let second = makeSUT()

        _ = first.addMeme(memeToAdd: try makeDraft(name: "Doge", url: "https://example.com/doge.png"))

        XCTAssertEqual(second.fetchMemes(), [])
    }

    func testConcurrentAddsGetDistinctIds() async throws {
        let sut = makeSUT()
        let draft = try makeDraft(name: "Doge", url: "https://example.com/doge.png")

        let ids = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<20 {
                group.addTask { sut.addMeme(memeToAdd: draft).id }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }

        XCTAssertEqual(ids.sorted(), Array(1...20))
        XCTAssertEqual(sut.fetchMemes().count, 20)
    }
}
