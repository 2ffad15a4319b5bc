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
@MainActor
final class MemesWorkerTests: XCTestCase {
    // MARK: - Subject under test

    private func makeSUT() -> MemesWorker {
        MemesWorker(memesStore: MemesMemStore())
    }

    // MARK: - Adding and fetching

    func testANewWorkerHasNoMemes() async throws {
        let sut = makeSUT()

        let stored = try await sut.fetchMemes()

        XCTAssertEqual(stored, [])
    }

    func testAddMemeGivesIdsCountingUpFromOne() async throws {
        let sut = makeSUT()

        let doge = try await sut.addMeme(memeToAdd: try makeDraft(name: "Doge", url: "https://example.com/doge.png"))
        let grumpy = try await sut.addMeme(
            memeToAdd: try makeDraft(name: "Grumpy Cat", url: "https://example.com/grumpy.png"))

        XCTAssertEqual(doge, try makeMeme(id: 1, name: "Doge", url: "https://example.com/doge.png"))
        XCTAssertEqual(grumpy, try makeMeme(id: 2, name: "Grumpy Cat", url: "https://example.com/grumpy.png"))
    }

    func testFetchMemesReturnsTheAddedMemesInOrder() async throws {
        let sut = makeSUT()
        let doge = try await sut.addMeme(memeToAdd: try makeDraft(name: "Doge", url: "https://example.com/doge.png"))
        let grumpy = try await sut.addMeme(
            memeToAdd: try makeDraft(name: "Grumpy Cat", url: "https://example.com/grumpy.png"))

        let stored = try await sut.fetchMemes()

        XCTAssertEqual(stored, [doge, grumpy])
    }

    func testWorkersOverDifferentStoresShareNothing() async throws {
        let first = makeSUT()
        let second = makeSUT()

        _ = try await first.addMeme(memeToAdd: try makeDraft(name: "Doge", url: "https://example.com/doge.png"))

        let stored = try await second.fetchMemes()

        XCTAssertEqual(stored, [])
    }

    func testAddMemeRefusesAMemeWithoutACaptionAndStoresNothing() async throws {
        let sut = makeSUT()

        do {
            _ = try await sut.addMeme(memeToAdd: try makeDraft(name: " ", url: "https://example.com/doge.png"))
            XCTFail("the store took a meme without a caption")
        } catch {
            XCTAssertEqual(error as? MemesStoreError, .missingCaption)
        }

        let stored = try await sut.fetchMemes()
        XCTAssertEqual(stored, [])
    }
}
