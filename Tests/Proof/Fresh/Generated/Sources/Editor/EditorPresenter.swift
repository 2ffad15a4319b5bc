//
//  EditorPresenter.swift
//  Fresh
//
//  Created by vipgen CI with vipgen.
//  Copyright © vipgen. All rights reserved.
//

import Foundation

// MARK: - Presentation logic

/// What the interactor asks the presenter to format for display: one method per use case.
@MainActor
protocol EditorPresentationLogic: AnyObject {
    func presentLoad(response: Editor.Load.Response)
}

// MARK: - Presenter

@MainActor
final class EditorPresenter: EditorPresentationLogic {
    weak var viewController: (any EditorDisplayLogic)?

    // MARK: - EditorPresentationLogic

    func presentLoad(response: Editor.Load.Response) {
        let viewModel = Editor.Load.ViewModel()
        viewController?.displayLoad(viewModel: viewModel)
    }
}
