//
//  EditorWorker.swift
//  Fresh
//
//  Created by vipgen CI with vipgen.
//  Copyright © vipgen. All rights reserved.
//

import Foundation

// MARK: - Worker

/// Does the scene's work for the interactor (fetching, storing, computing): one method per use case.
///
/// The worker is not isolated to the main actor, and it is `Sendable`: the interactor calls it on the
/// main actor, and may hand it to a background task once the work gets slow. Keep it free of UIKit and
/// of references back to the interactor.
final class EditorWorker: Sendable {
    func load(request: Editor.Load.Request) -> Editor.Load.Response {
        // TODO: Do the work, then return what the presenter needs.
        Editor.Load.Response()
    }
}
