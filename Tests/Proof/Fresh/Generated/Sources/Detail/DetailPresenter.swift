//
//  DetailPresenter.swift
//  Fresh
//
//  Created by vipgen CI with vipgen.
//  Copyright © vipgen. All rights reserved.
//

import Foundation

// MARK: - Presentation logic

/// What the interactor asks the presenter to format for display: one method per use case.
@MainActor
protocol DetailPresentationLogic: AnyObject {
    func presentGetItem(response: Detail.GetItem.Response)
    func presentShare(response: Detail.Share.Response)
}

// MARK: - Presenter

@MainActor
final class DetailPresenter: DetailPresentationLogic {
    weak var viewController: (any DetailDisplayLogic)?

    // MARK: - DetailPresentationLogic

    func presentGetItem(response: Detail.GetItem.Response) {
        let viewModel = Detail.GetItem.ViewModel()
        viewController?.displayGetItem(viewModel: viewModel)
    }

    func presentShare(response: Detail.Share.Response) {
        let viewModel = Detail.Share.ViewModel()
        viewController?.displayShare(viewModel: viewModel)
    }
}
