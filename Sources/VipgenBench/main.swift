// vipgen's engine in-process: how fast the scene templates render, with no process start and no disk.
//
//   VipgenBench [--renders N] [--repeats R] [--fresh F] [--siblings S] [--json]
//
// --siblings S: the size of the big spec whose scenes are all rendered per batch (default 1000).
//
// Times with ContinuousClock (monotonic). Prints a human summary, and with --json one JSON object on
// the last line for Tests/Benchmarks/bench to read. Asserts nothing.
import Mustache
import VipgenKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes `message` to standard error (Glibc's `stderr` is shared mutable state to Swift 6).
func complain(_ message: String) {
    var bytes = Array(message.utf8)
    bytes.append(UInt8(ascii: "\n"))
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

struct Options {
    /// Renders of one scene per timed batch.
    var renders = 2000
    /// Timed batches; the median batch is reported.
    var repeats = 7
    /// Fresh generators (first render) and parses of the bundled templates timed; medians are reported.
    var fresh = 30
    /// Scenes in the big spec, all rendered in one call per batch (as `vipgen generate` renders them).
    var siblings = 1000
    var json = false

    init(_ arguments: [String]) {
        var rest = arguments[...]
        func number(_ flag: String) -> Int {
            guard let text = rest.popFirst(), let value = Int(text), value > 0 else {
                complain("VipgenBench: \(flag) wants a positive number")
                exit(2)
            }
            return value
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--renders": renders = number(argument)
            case "--repeats": repeats = number(argument)
            case "--fresh": fresh = number(argument)
            case "--siblings": siblings = number(argument)
            case "--json": json = true
            default:
                complain("usage: VipgenBench [--renders N] [--repeats R] [--fresh F] [--siblings S] [--json]")
                exit(2)
            }
        }
    }
}

/// `count` scenes as the specs Tests/Benchmarks/bench writes have them: each a table with three use
/// cases, two fields, and routes to the next two scenes.
func benchmarkScenes(_ count: Int) throws -> InProcessRenderer {
    func name(_ number: Int) -> String {
        let digits = String(number)
        return "Scene" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
    return try InProcessRenderer(
        module: "App", date: "2025-01-01",
        scenes: (1...count).map { index in
            (
                name: name(index), base: "UITableViewController", useCases: ["FetchItems", "SaveItem", "DeleteItem"],
                fields: ["items: [String]", "selected: String?"], routes: [name(index + 1), name(index + 2)]
            )
        })
}

func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// `value` with `digits` decimals (no Foundation, so no String(format:)).
func format(_ value: Double, _ digits: Int = 1) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((abs(value) * scale).rounded())
    let whole = String(scaled / Int(scale))
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard digits > 0 else { return sign + whole }
    let fraction = String(scaled % Int(scale))
    return sign + whole + "." + String(repeating: "0", count: digits - fraction.count) + fraction
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
let clock = ContinuousClock()

do {
    // A spec of `siblings` scenes, each routing to the next two; the first is the one rendered.
    let scenes = try benchmarkScenes(options.siblings)
    let small = try benchmarkScenes(3)

    // 1. Start-up costs: the first generator of the process (which loads the compiled templates) and
    //    fresh generators after it, each with its first scene, against a generator's second scene.
    var firstTimes: [Double] = []
    var secondTimes: [Double] = []
    var checksum = 0
    for _ in 0..<options.fresh {
        let start = clock.now
        let renderer = small.withFreshGenerator()
        let first = try renderer.renderScene(at: 0)
        let middle = clock.now
        let second = try renderer.renderScene(at: 0)
        let end = clock.now
        firstTimes.append(seconds(middle - start))
        secondTimes.append(seconds(end - middle))
        checksum &+= first.files &+ second.files
    }

    // 1b. What the bundled templates would cost parsed from their text, as an override folder's
    //     templates are (once per process): the work compiling them into the binary saves every run.
    let texts = try InProcessRenderer.bundledTemplateTexts()
    var parseTimes: [Double] = []
    for _ in 0..<options.fresh {
        let start = clock.now
        for (text, name) in texts {
            checksum &+= try MustacheTemplate(source: text, name: name).name.utf8.count
        }
        parseTimes.append(seconds(clock.now - start))
    }

    // 2. Throughput: one generator, the median of `repeats` timed batches.
    //    Alone: `renders` renders of one scene of a 3-scene spec, one call per scene as `vipgen scene` does.
    //    In the big spec: every scene of the `siblings`-scene spec in one call, as `vipgen generate` does.
    func throughput() throws -> (scenesPerSecond: Double, bytes: Int, files: Int) {
        let renderer = small.withFreshGenerator()
        let warm = try renderer.renderScene(at: 0)
        var batches: [Double] = []
        for _ in 0..<options.repeats {
            let start = clock.now
            for _ in 0..<options.renders {
                let rendered = try renderer.renderScene(at: 0)
                checksum &+= rendered.files &+ rendered.bytes
            }
            batches.append(seconds(clock.now - start))
        }
        return (Double(options.renders) / median(batches), warm.bytes, warm.files)
    }
    func specThroughput() throws -> Double {
        let renderer = scenes.withFreshGenerator()
        checksum &+= try renderer.renderScenes(first: 3)
        var batches: [Double] = []
        for _ in 0..<options.repeats {
            let start = clock.now
            let files = try renderer.renderScenes()
            batches.append(seconds(clock.now - start))
            checksum &+= files
        }
        return Double(options.siblings) / median(batches)
    }
    /// One realistic ~100-line template on its own: the bundled ViewController template (117 lines
    /// with its header partial) for a table scene with three use cases and two routes.
    func templateThroughput() throws -> (rendersPerSecond: Double, lines: Int) {
        let library = MustacheLibrary(source: InProcessRenderer.bundledTemplates, options: RenderOptions(strict: true))
        let template = try library.template(named: "ViewController")
        // The context vipgen itself builds, so this measures what a real run renders.
        let scene = try InProcessRenderer(
            module: "App", date: "2025-01-01",
            scenes: [
                (
                    name: "ListItems", base: "UITableViewController",
                    useCases: ["FetchItems", "SaveItem", "DeleteItem"], fields: [], routes: ["ShowItem", "EditItem"]
                )
            ])
        guard case .object(var object) = try scene.context(ofScene: 0) else {
            fatalError("a scene's context is an object")
        }
        object["fileName"] = "ListItemsViewController.swift"
        let context = MustacheValue.object(object)
        let lines = try library.render(template, context).split(separator: "\n").count
        var batches: [Double] = []
        for _ in 0..<options.repeats {
            let start = clock.now
            for _ in 0..<options.renders {
                checksum &+= try library.render(template, context).utf8.count
            }
            batches.append(seconds(clock.now - start))
        }
        return (Double(options.renders) / median(batches), lines)
    }
    /// `{{#a}}{{a}}` nested `depth` times over `a: true`: each level pushes a value without `a` and
    /// looks `a` up through every level below. Seconds per level, the median of `repeats` renders;
    /// the same at 10,000 and 100,000 levels means the lookups stay linear in depth.
    func deepNesting(_ depth: Int) throws -> Double {
        let source = String(repeating: "{{#a}}{{a}}", count: depth) + String(repeating: "{{/a}}", count: depth)
        let template = try MustacheTemplate(source: source, name: "deep")
        let library = MustacheLibrary(source: DictionaryTemplateSource([:]))
        var renders: [Double] = []
        for _ in 0..<options.repeats {
            let start = clock.now
            checksum &+= try library.render(template, ["a": true]).utf8.count
            renders.append(seconds(clock.now - start))
        }
        return median(renders) / Double(depth)
    }
    let alone = try throughput()
    let crowded = try specThroughput()
    let single = try templateThroughput()
    let shallowNesting = try deepNesting(10_000)
    let deepestNesting = try deepNesting(100_000)

    let parseFirst = median(firstTimes)
    let warmScene = median(secondTimes)
    let sceneBytes = alone.bytes
    let filesPerScene = alone.files
    print("engine in-process (\(options.renders) renders × \(options.repeats) batches, median batch)")
    print("  scene: \(filesPerScene) files, \(sceneBytes) bytes")
    print("  scenes/s (3-scene spec):           \(format(alone.scenesPerSecond, 0))")
    print("  files/s  (3-scene spec):           \(format(alone.scenesPerSecond * Double(filesPerScene), 0))")
    print("  MB/s rendered:                     \(format(alone.scenesPerSecond * Double(sceneBytes) / 1e6, 1))")
    print("  scenes/s (all of a \(options.siblings)-scene spec): \(format(crowded, 0))")
    print(
        "  ViewController template alone:     \(format(single.rendersPerSecond, 0)) renders/s (\(single.lines) lines out)"
    )
    print(
        "  deep nesting, per level:           \(format(shallowNesting * 1e9, 0)) ns at 10,000 levels, "
            + "\(format(deepestNesting * 1e9, 0)) ns at 100,000")
    print("  first generator of the process:    \(format(firstTimes[0] * 1e3, 3)) ms (loads the compiled templates)")
    print("  fresh generator + first scene:     \(format(parseFirst * 1e3, 3)) ms (median of \(options.fresh))")
    print("  second scene, same generator:      \(format(warmScene * 1e3, 3)) ms")
    print(
        "  parsing the \(texts.count) templates from text: \(format(median(parseTimes) * 1e3, 3)) ms (not done by vipgen)"
    )
    if checksum == 42 { print("") }  // keeps the renders observable
    if options.json {
        print(
            "{\"scenes_per_s\": \(alone.scenesPerSecond), \"files_per_s\": \(alone.scenesPerSecond * Double(filesPerScene)), "
                + "\"scene_bytes\": \(sceneBytes), \"files_per_scene\": \(filesPerScene), "
                + "\"scenes_per_s_siblings\": \(crowded), \"siblings\": \(options.siblings), "
                + "\"template_renders_per_s\": \(single.rendersPerSecond), \"template_lines\": \(single.lines), "
                + "\"cold_first_scene_s\": \(firstTimes[0]), \"first_scene_s\": \(parseFirst), \"warm_scene_s\": \(warmScene), "
                + "\"parse_bundled_s\": \(median(parseTimes)), "
                + "\"nesting_level_s_10000\": \(shallowNesting), \"nesting_level_s_100000\": \(deepestNesting), \"bundled_templates\": \(texts.count), "
                + "\"renders\": \(options.renders), \"repeats\": \(options.repeats), \"fresh\": \(options.fresh)}")
    }
} catch {
    complain("VipgenBench: \(error)")
    exit(1)
}
