import SwiftScanning
import VipgenManifest
import VipgenModel

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
                check.report(
                    userInterface, file: index, offset: offset,
                    "\(role.noun) imports \(module): the inner parts of a scene know nothing of the screen; leave \(module) to the view and the router"
                )
            }
        }
    }

    private static func tokenOffset(of text: String, in declared: SceneCode.Declared, source: SwiftSource) -> Int? {
        for index in declared.declaration.headerTokens where source.text(of: source.code[index]) == text {
            return source.code[index].start
        }
        return nil
    }
}
