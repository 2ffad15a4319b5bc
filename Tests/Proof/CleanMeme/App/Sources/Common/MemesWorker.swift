//
//  MemesWorker.swift
//  CleanMeme
//
//  Written by hand: the work on memes that more than one scene needs.
//  Copyright © CleanMeme. All rights reserved.
//

import Foundation

/// Adds and fetches memes for the scenes' workers, through a store it is given. AddMeme adds to the same
/// store ListMemes fetches from, so the scenes share one worker: `shared` in the app, a new one (over an
/// empty store) in each test.
@MainActor
final class MemesWorker {
    /// The app's memes: the worker the scenes use unless they are given another.
    static let shared = MemesWorker()

    private let memesStore: any MemesStoreProtocol

    init(memesStore: any MemesStoreProtocol = MemesMemStore()) {
        self.memesStore = memesStore
    }

    func fetchMemes() async throws -> [Meme] {
        try await memesStore.fetchMemes()
    }

    func addMeme(memeToAdd: MemeDraft) async throws -> Meme {
        try await memesStore.addMeme(memeToAdd: memeToAdd)
    }
}
