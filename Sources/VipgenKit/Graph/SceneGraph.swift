/// An app's scenes and the routes between them, as `vipgen graph` draws them: each scene with its
/// flavor and use cases, each route with how it shows its destination and the data store fields it
/// hands over. Sorted (scenes by name, routes by source then destination), so the same code gives the
/// same graph, byte for byte, in every format.
struct SceneGraph: Equatable, Sendable {
    struct Scene: Equatable, Sendable {
        let name: String
        /// The scene's flavor; nil for a scene that is not there (`missing`) or not read.
        var flavor: String?
        var useCases: [String]
        var marks: [Mark]

        func has(_ mark: Mark) -> Bool { marks.contains(mark) }

        /// The mark the scene is drawn by: missing over unwritten over unreached.
        var drawnMark: Mark? { [Mark.missing, .unwritten, .unreached].first(where: has) }
    }

    struct Route: Equatable, Sendable {
        let from: String
        let to: String
        var kind: RouteKind
        /// The destination's data store fields the router sets (`destination.meme = …`), in the order written.
        var fields: [String]
        /// `missing` when the route leads to no scene.
        var marks: [Mark]
    }

    /// What marks a scene (or a route) out; the legend says each in words.
    enum Mark: String, CaseIterable, Sendable {
        /// No route from another scene reaches it: an entry point, or a scene nothing shows any more.
        case unreached
        /// A route leads to it, but it is nowhere: neither in the code nor in the spec.
        case missing
        /// The spec lists it, but its code is not written yet.
        case unwritten

        var meaning: String {
            switch self {
            case .unreached: return "no route from another scene reaches it (an entry point, or left over)"
            case .missing: return "a route leads to it, but it is neither in the code nor in the spec"
            case .unwritten: return "in the spec, but its code is not written yet"
            }
        }
    }

    /// How a route shows its destination, as its router's code does it.
    enum RouteKind: String, CaseIterable, Sendable {
        /// Pushed onto the navigation stack (`show(_:sender:)`, `pushViewController(_:animated:)`).
        case push
        /// Presented modally (`present(_:animated:)`), a SwiftUI scene in its hosting controller included.
        case present
        /// Shown by a storyboard segue only (`performSegue(withIdentifier:sender:)`, or a route given the
        /// segue that does nothing in code).
        case segue
        /// A SwiftUI scene pushing another (`navigationDestination`, the view state's `pushedRoute`).
        case swiftUIPush = "swiftui-push"
        /// A SwiftUI scene presenting another as a sheet (`sheet(item:)`, the view state's `presentedRoute`).
        case swiftUISheet = "swiftui-sheet"
        /// The router's code shows it some other way (a coordinator, a container of the app's own).
        case other

        var meaning: String {
            switch self {
            case .push: return "pushed onto the navigation stack"
            case .present: return "presented modally"
            case .segue: return "shown by a storyboard segue"
            case .swiftUIPush: return "pushed by SwiftUI's navigationDestination"
            case .swiftUISheet: return "presented by SwiftUI as a sheet"
            case .other: return "shown another way by the router's own code"
            }
        }
    }

    var scenes: [Scene]
    var routes: [Route]

    /// Builds the graph from what was read: marks the scenes no route reaches, adds the scenes routes
    /// lead to that are nowhere, and sorts everything.
    /// - Parameter known: scenes a route may lead to without being read (folders of the sources folder).
    init(scenes read: [Scene], routes: [Route], known: Set<String> = []) {
        var byName: [String: Scene] = [:]
        for scene in read where byName[scene.name] == nil { byName[scene.name] = scene }
        var routes = routes
        for index in routes.indices where byName[routes[index].to] == nil {
            let destination = routes[index].to
            if known.contains(destination) {
                byName[destination] = Scene(name: destination, flavor: nil, useCases: [], marks: [])
            } else {
                byName[destination] = Scene(name: destination, flavor: nil, useCases: [], marks: [.missing])
                routes[index].marks = [.missing]
            }
        }
        let reached = Set(routes.filter { $0.from != $0.to }.map(\.to))
        for (name, var scene) in byName where !reached.contains(name) && !scene.has(.missing) {
            scene.marks = Mark.allCases.filter { $0 == .unreached || scene.has($0) }
            byName[name] = scene
        }
        scenes = byName.values.sorted { $0.name < $1.name }
        self.routes = routes.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    }

    /// The marks some scene has, in the legend's order.
    var usedMarks: [Mark] {
        Mark.allCases.filter { mark in scenes.contains { $0.has(mark) } }
    }

    /// The route kinds some route has, in the legend's order.
    var usedKinds: [RouteKind] {
        RouteKind.allCases.filter { kind in routes.contains { $0.kind == kind } }
    }

    /// Each scene's depth: 0 for the scenes no route reaches, else one more than the shallowest scene
    /// routing to it. Scenes only a cycle reaches start from the first of them by name.
    func depths() -> [String: Int] {
        var next: [String: [String]] = [:]
        for route in routes where route.from != route.to { next[route.from, default: []].append(route.to) }
        var depth: [String: Int] = [:]
        var queue: [String] = []
        func walk() {
            var head = 0
            while head < queue.count {
                let name = queue[head]
                head += 1
                for destination in next[name] ?? [] where depth[destination] == nil {
                    depth[destination] = depth[name]! + 1
                    queue.append(destination)
                }
            }
        }
        for scene in scenes where scene.has(.unreached) {
            depth[scene.name] = 0
            queue.append(scene.name)
        }
        walk()
        for scene in scenes where depth[scene.name] == nil {
            depth[scene.name] = 0
            queue = [scene.name]
            walk()
        }
        return depth
    }
}
