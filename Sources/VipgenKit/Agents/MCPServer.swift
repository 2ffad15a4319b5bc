/// `vipgen mcp`: vipgen's commands for coding agents, as a Model Context Protocol server over
/// standard input and output (JSON-RPC 2.0, one message per line). Each tool call is a run of the
/// command line's own (`SceneRun`, `AddRun`…): the same lock, transaction and refusals, its report
/// as structured data. A failing call, a malformed message or an unknown tool is answered, and the
/// session goes on; at the end of its input the server stops, after the call in progress finished
/// (its transaction committed or rolled back, its lock released).
final class MCPServer {
    /// The protocol revisions this server speaks, the newest first; `initialize` agrees on one.
    static let protocolVersions = ["2025-11-25", "2025-06-18", "2025-03-26"]

    private let workspace: MCPWorkspace
    private let send: (JSONOutput) -> Void
    private var nextRequest = 1
    /// The `roots/list` request this server sent and awaits, by id.
    private var pendingRoots: Set<Int> = []
    private var clientHasRoots = false

    init(workspace: MCPWorkspace, send: @escaping (JSONOutput) -> Void) {
        self.workspace = workspace
        self.send = send
    }

    /// Serves `lines` until they end.
    func serve(_ next: () -> [UInt8]?) {
        while let line = next() {
            if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { continue }
            handle(line)
        }
    }

    /// One message from the client.
    func handle(_ line: [UInt8]) {
        let message: JSONValue
        do {
            message = try JSONParser.parse(utf8: line, file: "<message>")
        } catch {
            return send(Self.error(id: .null, code: -32700, "parse error: \(error.message)"))
        }
        guard let members = message.objectMembers else {
            // Batches were removed from the protocol (2025-06-18).
            return send(Self.error(id: .null, code: -32600, "invalid request: a message is one JSON object"))
        }
        let object = MCPArguments(members)
        let id = object.id
        if let method = object.string("method") {
            let params = MCPArguments(object.value("params")?.objectMembers ?? [])
            guard let id else { return notification(method, params) }
            do {
                send(Self.result(id: id, try request(method, params)))
            } catch let failure as MCPFailure {
                send(Self.error(id: id, code: failure.code, failure.message))
            } catch {
                send(Self.error(id: id, code: -32603, "internal error: \(error)"))
            }
        } else if let id, case .int(let number) = id, pendingRoots.remove(number) != nil {
            // The client's answer to `roots/list`.
            let roots = object.value("result")?.objectMembers.map(MCPArguments.init)?.value("roots")?.arrayValue ?? []
            workspace.clientRoots = roots.compactMap { MCPArguments($0.objectMembers ?? []).string("uri") }
        } else if id == nil {
            send(Self.error(id: .null, code: -32600, "invalid request: no 'method'"))
        }
    }

    private func notification(_ method: String, _ params: MCPArguments) {
        switch method {
        case "notifications/initialized", "notifications/roots/list_changed":
            if clientHasRoots { askForRoots() }
        default:
            // Other notifications (cancellation of a call that has finished, progress) need no answer.
            break
        }
    }

    private func request(_ method: String, _ params: MCPArguments) throws -> JSONOutput {
        switch method {
        case "initialize": return initialize(params)
        case "ping": return .object([])
        case "tools/list": return .object([("tools", .array(MCPTools.all.map(\.definition)))])
        case "tools/call":
            guard let name = params.string("name") else { throw MCPFailure(-32602, "tools/call needs a 'name'") }
            guard let tool = MCPTools.all.first(where: { $0.name == name }) else {
                throw MCPFailure(
                    -32602,
                    "unknown tool '\(name)'" + Suggestion.didYouMean(name, among: MCPTools.all.map(\.name)))
            }
            let arguments = MCPArguments(params.value("arguments")?.objectMembers ?? [])
            return tool.call(arguments, in: workspace)
        case "resources/list": return .object([("resources", .array(MCPResources.list(in: workspace)))])
        case "resources/read":
            guard let uri = params.string("uri") else { throw MCPFailure(-32602, "resources/read needs a 'uri'") }
            return try MCPResources.read(uri, in: workspace)
        case "prompts/list": return .object([("prompts", .array([MCPPrompts.addScreen.definition]))])
        case "prompts/get":
            guard params.string("name") == MCPPrompts.addScreen.name else {
                throw MCPFailure(-32602, "unknown prompt '\(params.string("name") ?? "")'")
            }
            return MCPPrompts.addScreen.messages(params)
        default:
            throw MCPFailure(-32601, "method not found: '\(method)'")
        }
    }

    private func initialize(_ params: MCPArguments) -> JSONOutput {
        let asked = params.string("protocolVersion") ?? Self.protocolVersions[0]
        // The client's revision when this server speaks it, else the newest this server speaks.
        let version = Self.protocolVersions.contains(asked) ? asked : Self.protocolVersions[0]
        clientHasRoots = params.value("capabilities")?.objectMembers.map(MCPArguments.init)?.value("roots") != nil
        return .object([
            ("protocolVersion", .string(version)),
            (
                "capabilities",
                .object([
                    ("tools", .object([("listChanged", .bool(false))])),
                    ("resources", .object([("listChanged", .bool(false))])),
                    ("prompts", .object([("listChanged", .bool(false))])),
                ])
            ),
            ("serverInfo", .object([("name", .string("vipgen")), ("version", .string(VipgenVersion.current))])),
            (
                "instructions",
                .string(
                    "vipgen writes Clean Swift (VIP) scenes that compile, with their unit tests, into this project, "
                        + "and extends them later keeping every line a person wrote. Use it instead of writing a "
                        + "scene's files by hand: dry-run a tool first to show its plan, then run it.")
            ),
        ])
    }

    private func askForRoots() {
        let id = nextRequest
        nextRequest += 1
        pendingRoots.insert(id)
        send(.object([("jsonrpc", .string("2.0")), ("id", .int(id)), ("method", .string("roots/list"))]))
    }

    static func result(id: JSONOutput, _ result: JSONOutput) -> JSONOutput {
        .object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)])
    }

    static func error(id: JSONOutput, code: Int, _ message: String) -> JSONOutput {
        .object([
            ("jsonrpc", .string("2.0")), ("id", id),
            ("error", .object([("code", .int(code)), ("message", .string(message))])),
        ])
    }
}

/// A JSON-RPC error: the request could not be served at all (a tool's own failure is a result).
struct MCPFailure: Error {
    let code: Int
    let message: String

    init(_ code: Int, _ message: String) {
        self.code = code
        self.message = message
    }
}
