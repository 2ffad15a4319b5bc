/// Why a project has no target of the kind asked for under the name asked for. Nothing is changed;
/// the tool using this library says which of its settings to change.
package enum TargetLookupError: Error, Equatable {
    /// No target has this name; `targets` are the names the project's targets have.
    case unknownTarget(name: String, targets: [String])
    /// The target is not of the kind asked for: `productType` is its product type, empty for a target
    /// that is not native.
    case wrongKind(name: String, productType: String)
    /// No name was given and the project has no application target.
    case noApplication
}
