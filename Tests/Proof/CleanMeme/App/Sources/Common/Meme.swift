//
//  Meme.swift
//  CleanMeme
//
//  Written by hand: the app's model, shared by every scene.
//  Copyright © CleanMeme. All rights reserved.
//

import Foundation

/// A meme the app keeps: the store gives it its `id` when it is added.
nonisolated struct Meme: Equatable, Sendable {
    let id: Int
    let name: String
    let url: URL
}

/// A meme checked and ready to store, not stored yet: it has no `id`.
nonisolated struct MemeDraft: Equatable, Sendable {
    let name: String
    let url: URL
}
