// swift-tools-version: 6.2
import PackageDescription

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// The compile proofs: every scene vipgen generates here is built with warnings as errors and its
// generated tests run. Tests/Proof/run-all builds this package once per cell of the matrix, each in
// its own scratch folder, choosing the cell with these variables:
//   VIPGEN_PROOF_SWIFT_MODE  5 or 6 (default 6): the language mode;
//   VIPGEN_PROOF_ISOLATION   nonisolated (default) or MainActor: the default actor isolation;
//   VIPGEN_PROOF_LONG_NAMES  yes (default) or no: whether the long-named scenes are built (build-proofs
//                            builds them in one cell: they are the fresh scenes' code laid out longer);
//   VIPGEN_PROOF_XCODE       yes (default) or no: whether the Xcode scenes and their tests are built
//                            (build-proofs builds them in one cell: their code is the fresh scenes'
//                            templates, see there);
//   VIPGEN_PROOF_XCODE_TESTED_ONCE  paths under Xcode/Generated of Xcode scenes' tests left out, as
//                            each is the table scene's test but for the scene's name (build-proofs).
//   VIPGEN_PROOF_CELL        0 to 3, the cell's place in build-proofs' matrix: which scenes' tests this
//                            cell builds whole (see `testsLeftOut`); unset: every one;
//   VIPGEN_PROOF_GOLDENS     the golden apps built besides CleanMeme (build-proofs builds each in one
//                            cell: their code is the fresh scenes' templates); unset: every one;
//   VIPGEN_PROOF_COMPILE_ONLY  yes: the cell is compiled, not run (build-proofs' Swift 5 cells). Every
//                            test target is then a plain module and `ProofCompileOnly` depends on them
//                            all, so `swift build --target ProofCompileOnly` type-checks and checks the
//                            SIL of every module (with -emit-sil) and links and runs nothing.
let environment = ProcessInfo.processInfo.environment
let compileOnly = environment["VIPGEN_PROOF_COMPILE_ONLY"] == "yes"
let swift5 = environment["VIPGEN_PROOF_SWIFT_MODE"] == "5"
let mainActor = environment["VIPGEN_PROOF_ISOLATION"] == "MainActor"

/// Approachable Concurrency, as Xcode 26's SWIFT_APPROACHABLE_CONCURRENCY sets it: five upcoming
/// features, of which Swift 6 mode already has the first three (naming them again there is a warning).
let approachableConcurrency: [SwiftSetting] =
    (swift5 ? ["DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferSendableFromCaptures"] : [])
    .map { .enableUpcomingFeature($0) } + [
        .enableUpcomingFeature("InferIsolatedConformances"), .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    ]

/// Every target: the cell's language mode, warnings as errors, and member import visibility (SE-0444),
/// which a new Xcode 26 project turns on for every target. It only takes away: code that builds with it
/// builds without it, so every cell has it.
let language: [SwiftSetting] = [
    .swiftLanguageMode(swift5 ? .v5 : .v6), .treatAllWarnings(as: .error),
    .enableUpcomingFeature("MemberImportVisibility"),
]

/// What Apple's Foundation has and swift-corelibs-foundation lacks (`String(localized:comment:)`), from the
/// UIKit stand-in's `AppleFoundation`, imported into every file of a proof as if Foundation declared it.
#if os(Linux)
    let appleFoundation: [SwiftSetting] = [
        .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "AppleFoundation"])
    ]
#else
    let appleFoundation: [SwiftSetting] = []
#endif

let common = language + appleFoundation

/// App code: the cell's default isolation. A MainActor cell is what a new Xcode 26 project sets: the
/// app target isolated to the main actor by default, with Approachable Concurrency; 5:MainActor is
/// such a project as Xcode 26 creates it (Swift 5 mode), 6:MainActor the same moved to Swift 6.
let settings: [SwiftSetting] =
    mainActor ? common + [.defaultIsolation(MainActor.self)] + approachableConcurrency : common

/// XCTest targets keep the nonisolated default, as a new project's test targets do (with its
/// Approachable Concurrency in a MainActor cell). Under MainActor, corelibs XCTest's
/// `required init(name:testClosure:)`, which Swift synthesizes in every test case, would be isolated
/// to the main actor while the initializer it overrides is not: a Linux-only error, as Apple's
/// XCTestCase has no required initializer.
let xctestSettings = mainActor ? common + approachableConcurrency : common

/// Swift Testing targets: the cell's default isolation, like app code. Cross-import overlays are off:
/// `import Testing` beside `import UIKit` asks for `_Testing_UIKit`, which only Apple's UIKit has.
let swiftTestingSettings = settings + [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]

#if os(Linux)
    // SwiftUI's stand-in is built on UIKit's (UIHostingController is a view controller).
    let dependencies: [Package.Dependency] = [.package(path: "UIKit"), .package(path: "SwiftUI")]
    let uikit: [Target.Dependency] = [
        .product(name: "UIKit", package: "UIKit"), .product(name: "SwiftUI", package: "SwiftUI"),
    ]
    /// Xcode's storyboard compiler, as build-proofs runs it: each proof's `Storyboards/*.storyboard`
    /// compiled into the test executable's folder, the main bundle the stand-in's UIStoryboard reads.
    let tools: [Target] = [
        .executableTarget(
            name: "ibtool", dependencies: [.product(name: "InterfaceBuilder", package: "UIKit")], path: "ibtool",
            swiftSettings: language)
    ]
#else
    // Elsewhere generated code needs the real UIKit and SwiftUI, i.e. an iOS build, which run-all does not do.
    let dependencies: [Package.Dependency] = []
    let uikit: [Target.Dependency] = []
    let tools: [Target] = []
#endif

/// The generated tests of `proof` (`Fresh` or `LongNames`) this cell leaves out, in both libraries. A
/// scene's interactor, presenter and worker tests (and a SwiftUI scene's router and view state tests)
/// come from its flavor's and worker style's templates whatever its base class; only its view
/// controller's tests are its base's. So a cell builds the view controller tests of one scene of each
/// flavor, base class and worker style, and the other tests of one scene of each flavor and worker
/// style, a different one in each cell: each cell still compiles every test template of every flavor,
/// base class, worker style and test library, each Swift 6 cell runs them all, and across the four
/// cells every fresh scene's tests are compiled whole. Swift Testing's cost most (a test about six
/// times an XCTest one to compile: its macros' expansions are type-checked).
func testsLeftOut(_ proof: String) -> [String] {
    guard let cell = environment["VIPGEN_PROOF_CELL"].flatMap({ Int($0) }) else { return [] }
    let folder = Context.packageDirectory + "/" + proof
    /// What of a spec's scenes says which templates write them.
    struct Spec: Decodable {
        struct Scene: Decodable { var name: String, flavor: String?, base: String?, worker: String? }
        var scenes: [Scene]
    }
    guard let data = FileManager.default.contents(atPath: folder + "/vipgen.json"),
        let spec = try? JSONDecoder().decode(Spec.self, from: data)
    else { fatalError("Proof: cannot read \(folder)/vipgen.json") }
    /// The scenes of each group but the one this cell builds, by name.
    func allButOne(groupedBy key: (Spec.Scene) -> String) -> Set<String> {
        Set(
            Dictionary(grouping: spec.scenes, by: key).values.flatMap { scenes in
                scenes.map(\.name).sorted().enumerated().filter { $0.offset != cell % scenes.count }.map(\.element)
            })
    }
    let style = { (scene: Spec.Scene) in (scene.flavor ?? "clean-swift") + " " + (scene.worker ?? "async") }
    let otherTestsLeftOut = allButOne(groupedBy: style)
    let viewControllerTestsLeftOut = allButOne(groupedBy: { style($0) + " " + ($0.base ?? "default") })
    return ["Tests", "SwiftTests"].flatMap { library in
        spec.scenes.map(\.name).sorted().flatMap { scene in
            let tests =
                (try? FileManager.default.contentsOfDirectory(atPath: "\(folder)/Generated/\(library)/\(scene)")) ?? []
            return tests.filter { test in
                test.hasSuffix("ViewControllerTests.swift")
                    ? viewControllerTestsLeftOut.contains(scene) : otherTestsLeftOut.contains(scene)
            }.sorted().map { "\(library)/\(scene)/\($0)" }
        }
    }
}

/// Whether the golden app `name` is built in this cell.
func builds(_ name: String) -> Bool {
    environment["VIPGEN_PROOF_GOLDENS"].map { $0.split(separator: " ").contains(Substring(name)) } ?? true
}

/// The test libraries a proof's generated tests are written with.
enum ProofTests {
    /// XCTest, in `Generated/Tests`.
    case xctest
    /// Swift Testing, in `Generated/Tests`.
    case swiftTesting
    /// XCTest in `Generated/Tests`, and the same tests written for Swift Testing in `Generated/SwiftTests`.
    case both
}

/// A target of tests, or in a compile-only cell a plain module of the same files and settings: a test
/// target cannot be a dependency, and only a dependency of `ProofCompileOnly` is built by it.
func testModule(
    name: String, dependencies: [Target.Dependency], path: String, exclude: [String] = [],
    swiftSettings: [SwiftSetting]
) -> Target {
    compileOnly
        ? .target(name: name, dependencies: dependencies, path: path, exclude: exclude, swiftSettings: swiftSettings)
        : .testTarget(
            name: name, dependencies: dependencies, path: path, exclude: exclude, swiftSettings: swiftSettings)
}

/// A proof: a spec's `Generated/Sources` (with its hand-written `Support/`, if any) and its generated
/// tests.
func proof(
    _ name: String, support: Bool = true, exclude: [String] = [], testsExclude: [String] = [],
    tests: ProofTests = .xctest
) -> [Target] {
    /// The paths of `testsExclude` under `folder`, relative to it.
    func excluded(under folder: String) -> [String] {
        testsExclude.filter { $0.hasPrefix(folder + "/") }.map { String($0.dropFirst(folder.count + 1)) }
    }
    var targets: [Target] = [
        .target(
            name: name, dependencies: uikit, path: name,
            exclude: ["Generated/Tests"] + (tests == .both ? ["Generated/SwiftTests"] : []) + exclude,
            sources: ["Generated/Sources"] + (support ? ["Support"] : []), swiftSettings: settings),
        testModule(
            name: name + "Tests", dependencies: [.target(name: name)], path: name + "/Generated/Tests",
            exclude: excluded(under: "Tests"),
            swiftSettings: tests == .swiftTesting ? swiftTestingSettings : xctestSettings),
    ]
    if tests == .both {
        targets.append(
            testModule(
                name: name + "SwiftTests", dependencies: [.target(name: name)], path: name + "/Generated/SwiftTests",
                exclude: excluded(under: "SwiftTests"), swiftSettings: swiftTestingSettings))
    }
    return targets
}

let package = Package(
    name: "Proof",
    dependencies: dependencies,
    targets: proof("CleanMeme", exclude: ["vipgen.json", "App"])
        + proof(
            "Fresh", exclude: ["vipgen.json", ".gitignore", "Storyboards"],
            testsExclude: testsLeftOut("Fresh"), tests: .both)
        + (environment["VIPGEN_PROOF_LONG_NAMES"] == "no"
            ? []
            : proof(
                "LongNames", exclude: ["vipgen.json", ".gitignore", "Storyboards"],
                testsExclude: testsLeftOut("LongNames"), tests: .both))
        + (builds("ConfiguratorGolden") ? proof("ConfiguratorGolden", exclude: ["vipgen.json"]) : [])
        + (builds("InputOutputGolden") ? proof("InputOutputGolden", exclude: ["vipgen.json"]) : [])
        + (builds("SwiftTestingGolden")
            ? proof("SwiftTestingGolden", exclude: ["vipgen.json", "Storyboards"], tests: .swiftTesting) : [])
        + (builds("SwiftUIGolden") ? proof("SwiftUIGolden", exclude: ["vipgen.json"]) : [])
        // The Xcode templates of every flavor, filled in as Xcode would, one async scene per base class.
        + (environment["VIPGEN_PROOF_XCODE"] == "no"
            ? []
            : proof(
                "Xcode", support: false, exclude: [".gitignore"],
                testsExclude: (environment["VIPGEN_PROOF_XCODE_TESTED_ONCE"] ?? "").split(separator: " ").map(
                    String.init),
                tests: .both)) + [
            // The golden app's scenes completed by hand into a working app, with its own tests.
            .target(name: "CleanMemeApp", dependencies: uikit, path: "CleanMeme/App/Sources", swiftSettings: settings),
            testModule(
                name: "CleanMemeAppTests", dependencies: ["CleanMemeApp"], path: "CleanMeme/App/Tests",
                swiftSettings: xctestSettings),
            // The completed app after `vipgen add` and `vipgen generate` (written by evolve-app): people's
            // code plus what vipgen added, the app's tests and the added ones.
            .target(name: "CleanMemeEvolved", dependencies: uikit, path: "Evolved/Sources", swiftSettings: settings),
            testModule(
                name: "CleanMemeEvolvedTests", dependencies: ["CleanMemeEvolved"], path: "Evolved/Tests",
                swiftSettings: xctestSettings),
        ] + tools
)

// A compile-only cell's one target to build: every module of the proofs, tests included (see `testModule`).
if compileOnly {
    package.targets.append(
        .target(
            name: "ProofCompileOnly",
            dependencies: package.targets.filter { $0.type == .regular }.map { .target(name: $0.name) },
            path: "CompileOnly"))
}
