//
//  MemesMemStore.swift
//  CleanMeme
//
//  Written by hand: where the memes live.
//  Copyright © CleanMeme. All rights reserved.
//

import Foundation

/// Keeps memes and hands them out again. The workers talk to a store through this protocol, so a
/// database or a web service could replace the in-memory one: its methods are `async throws`, as
/// theirs would be.
@MainActor
protocol MemesStoreProtocol {
    /// Every meme, in the order they were added.
    func fetchMemes() async throws -> [Meme]
    /// Stores the draft and returns it as a meme with a new id.
    func addMeme(memeToAdd: MemeDraft) async throws -> Meme
}

/// Why a store refuses a meme.
enum MemesStoreError: Error, Equatable {
    /// The meme has no caption (its name is empty, or spaces), which a real store's schema requires.
    case missingCaption
}

/// Keeps memes in memory for the life of the process. Ids count up from 1 in the order memes are added,
/// so a new store always gives the same ids. On the main actor, like the scenes that use it: nothing
/// here waits, so nothing blocks.
@MainActor
final class MemesMemStore: MemesStoreProtocol {
    private var memes: [Meme] = []
    private var lastID = 0

    /// `nonisolated`, so a default argument can make one in the Swift 5 language mode too.
    nonisolated init() {}

    func fetchMemes() async throws -> [Meme] {
        memes
    }

    /// Refuses a meme without a caption, as a store whose schema requires one does.
    func addMeme(memeToAdd: MemeDraft) async throws -> Meme {
        guard !memeToAdd.name.allSatisfy(\.isWhitespace) else { throw MemesStoreError.missingCaption }
        lastID += 1
        let meme = Meme(id: lastID, name: memeToAdd.name, url: memeToAdd.url)
        memes.append(meme)
        return meme
    }
}
