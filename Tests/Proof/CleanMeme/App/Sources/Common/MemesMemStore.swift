//
//  MemesMemStore.swift
//  CleanMeme
//
//  Written by hand: where the memes live.
//  Copyright © CleanMeme. All rights reserved.
//

import Foundation

/// Keeps memes and hands them out again. The workers talk to a store through this protocol, so a
/// database or a web service could replace the in-memory one.
nonisolated protocol MemesStoreProtocol: Sendable {
    /// Every meme, in the order they were added.
    func fetchMemes() -> [Meme]
    /// Stores the draft and returns it as a meme with a new id.
    func addMeme(memeToAdd: MemeDraft) -> Meme
}

/// Keeps memes in memory for the life of the process. Ids count up from 1 in the order memes are added,
/// so a new store always gives the same ids. A lock guards the memes: workers may call it from any task.
nonisolated final class MemesMemStore: MemesStoreProtocol, @unchecked Sendable {
    private let lock = NSLock()
    private var memes: [Meme] = []
    private var lastID = 0

    init() {}

    func fetchMemes() -> [Meme] {
        lock.lock()
        defer { lock.unlock() }
        return memes
    }

    func addMeme(memeToAdd: MemeDraft) -> Meme {
        lock.lock()
        defer { lock.unlock() }
        lastID += 1
        let meme = Meme(id: lastID, name: memeToAdd.name, url: memeToAdd.url)
        memes.append(meme)
        return meme
    }
}
