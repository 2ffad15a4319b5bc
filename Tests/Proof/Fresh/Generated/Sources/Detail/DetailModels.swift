//
//  DetailModels.swift
//  Fresh
//
//  Created by vipgen CI with vipgen.
//  Copyright © vipgen. All rights reserved.
//

import Foundation

/// The values that cross the scene's boundaries, grouped by use case: the view controller sends a
/// `Request` to the interactor, the interactor a `Response` to the presenter, and the presenter a
/// `ViewModel` back to the view controller.
enum Detail {
    // MARK: - GetItem

    enum GetItem {
        struct Request {}
        struct Response {}
        struct ViewModel {}
    }

    // MARK: - Share

    enum Share {
        struct Request {}
        struct Response {}
        struct ViewModel {}
    }
}
