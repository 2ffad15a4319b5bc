import SwiftScanning

// What the import rules share: the user interface frameworks the inner parts import, and whether
// anything in the file uses them.

enum Imports {
    struct Found {
        let file: Int
        let role: VIPRole
        let module: String
        /// Where the module is named.
        let offset: Int
        /// Whether the file names anything of the module.
        let isUsed: Bool
    }

    /// Each import of a user interface framework in an inner part's file (interactor, presenter, worker,
    /// models) its flavor does not write there.
    static func userInterfaceImports(_ check: LintedScene) -> [Found] {
        var found: [Found] = []
        for (index, file) in check.code.files.enumerated() where !file.isTest {
            guard let role = file.role, role.isInner else { continue }
            let allowed = check.blueprint.imports[file.template] ?? []
            for declaration in ScannedScene.flattened(file.source.declarations) where declaration.kind == .import {
                let module = FlavorBlueprint.module(ofImport: declaration.name)
                guard VIPRole.userInterfaceFrameworks.contains(module), !allowed.contains(module) else { continue }
                let declared = ScannedScene.Declared(file: index, declaration: declaration)
                let offset = tokenOffset(of: module, in: declared, source: file.source) ?? declaration.start
                found.append(
                    Found(file: index, role: role, module: module, offset: offset, isUsed: uses(module, file.source)))
            }
        }
        return found
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

    static func tokenOffset(of text: String, in declared: ScannedScene.Declared, source: SwiftSource) -> Int? {
        for index in declared.declaration.headerTokens where source.text(of: source.code[index]) == text {
            return source.code[index].start
        }
        return nil
    }
}
