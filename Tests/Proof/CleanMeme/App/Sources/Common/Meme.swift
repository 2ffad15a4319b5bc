//
//  Meme.swift
//  CleanMeme
//
//  Written by hand: the app's model, shared by every scene.
//  Copyright © CleanMeme. All rights reserved.
//

import Foundation

/// A meme the app keeps: the store gives it its `id` when it is added. A plain type, as a team writes
/// one: the scenes' models and workers take it as it is, whatever the target's default isolation.
struct Meme: Equatable {
    let id: Int
    let name: String
    let url: URL
}

/// A meme checked and ready to store, not stored yet: it has no `id`.
struct MemeDraft: Equatable {
    let name: String
    let url: URL
}
