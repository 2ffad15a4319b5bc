/// `vipgen mcp`: vipgen as a Model Context Protocol server for coding agents (`Agents/`).
enum MCPCommand: Command {
    static let configuration = CommandConfiguration(
        name: "mcp",
        summary: "Serve vipgen's commands to a coding agent over the Model Context Protocol (stdio).",
        discussion: """
            Reads JSON-RPC messages from standard input, one per line, and answers on standard output, as an \
            agent's client starts it (docs/agents/). Tools: create_scene, add_use_case, add_route, add_field, \
            generate, lint, list_templates, show_template, describe_project; each takes dryRun where it writes, \
            and returns vipgen's JSON report (docs/json-output.md). Calls reach only the folder the server was \
            started in and the client's roots.
            """,
        examples: ["vipgen mcp"]
    )

    static func run(_ input: ParsedCommand, console: Console) throws -> ExitCode {
        let server = MCPServer(workspace: MCPWorkspace()) { message in console.out(message.compact + "\n") }
        let reader = LineReader(fd: 0)
        server.serve { reader.next() }
        return .success
    }
}
