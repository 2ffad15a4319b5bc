import SwiftScanning

extension ImportRules {
    static func check(_ check: SceneCheck) {
        for (index, file) in check.code.files.enumerated() where !file.isTest {
            guard let role = file.role, role.isInner else { continue }
            let allowed = check.blueprint.imports[file.template] ?? []
            for declaration in SceneCode.flattened(file.source.declarations) where declaration.kind == .import {
                let module = SceneBlueprint.module(ofImport: declaration.name)
                guard SceneRole.userInterfaceFrameworks.contains(module), !allowed.contains(module) else { continue }
                let declared = SceneCode.Declared(file: index, declaration: declaration)
                let offset = tokenOffset(of: module, in: declared, source: file.source) ?? declaration.start
                if !uses(module, file.source) {
                    check.report(
                        unusedUserInterface, file: index, offset: offset,
                        "\(role.noun) imports \(module), which nothing in the file uses; 'import Foundation' is all it needs"
                    )
                    continue
                }
                check.report(
                    userInterface, file: index, offset: offset,
                    "\(role.noun) imports \(module): the inner parts of a scene know nothing of the screen; leave \(module) to the view and the router"
                )
            }
        }
    }

    /// The names that only a user interface framework declares: UIKit's `UI…` types, SwiftUI's views
    /// and property wrappers.
    private static let swiftUINames: Set<String> = [
        "View", "Color", "Image", "Text", "Font", "Binding", "State", "StateObject", "ObservedObject",
        "EnvironmentObject", "Environment", "AnyView", "ViewBuilder", "Published", "ObservableObject",
        "LocalizedStringKey", "Alignment", "EdgeInsets",
    ]

    /// Whether the file names anything of `module` (an `import UIKit` the original templates write in
    /// every file is not a use).
    static func uses(_ module: String, _ source: SwiftSource) -> Bool {
        for token in source.code where token.kind == .identifier {
            let text = source.text(of: token)
            if text == module { continue }
            switch module {
            case "UIKit", "AppKit":
                let prefix = module == "UIKit" ? "UI" : "NS"
                let scalars = Array(text.unicodeScalars)
                if scalars.count > 2, text.hasPrefix(prefix), ("A"..."Z").contains(scalars[2]) { return true }
            default:
                if swiftUINames.contains(text) { return true }
            }
        }
        return false
    }

    private static func tokenOffset(of text: String, in declared: SceneCode.Declared, source: SwiftSource) -> Int? {
        for index in declared.declaration.headerTokens where source.text(of: source.code[index]) == text {
            return source.code[index].start
        }
        return nil
    }
}
