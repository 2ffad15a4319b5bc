"""Drives `vipgen mcp` with the Model Context Protocol's reference Python client SDK, as an agent's
client does: initialize, list the tools, dry-run then create a scene, add a use case, lint, read a
resource and the prompt, and the calls that must fail without ending the session. Then, over a raw
pipe, what no SDK sends: a malformed message, and a client that closes its input mid-call.

Usage: client.py VIPGEN
"""

import asyncio
import json
import os
import subprocess
import sys
import tempfile

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.shared.exceptions import MCPError

VIPGEN = os.path.abspath(sys.argv[1])
checks = 0


def check(condition, what):
    global checks
    if not condition:
        raise SystemExit(f"MCP client: FAILED: {what}")
    checks += 1


def scene_files(project, scene):
    found = []
    for folder in ("Scenes", "Tests/Scenes"):
        path = os.path.join(project, folder, scene)
        if os.path.isdir(path):
            found += sorted(os.listdir(path))
    return found


async def session_checks(project):
    params = StdioServerParameters(command=VIPGEN, args=["mcp"], cwd=project)
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            init = await session.initialize()
            check(init.server_info.name == "vipgen", "initialize names the server")
            check(init.protocol_version in ("2025-11-25", "2025-06-18", "2025-03-26"), "a revision both speak")

            tools = {tool.name: tool for tool in (await session.list_tools()).tools}
            expected = {"create_scene", "add_use_case", "add_route", "add_field", "add_dependency", "convert_scene", "generate", "lint", "graph",
                        "list_templates", "show_template", "describe_project"}
            check(expected <= set(tools), f"every tool is listed: {sorted(tools)}")
            check(tools["create_scene"].input_schema["required"] == ["name"], "create_scene's schema requires a name")

            plan = await session.call_tool("create_scene", {"name": "AddMeme", "useCases": ["AddMeme"], "dryRun": True})
            report = plan.structured_content
            check(not plan.is_error and report["ok"] and report["dryRun"], f"the dry run succeeds: {report}")
            created = [f["path"] for f in report["files"] if f["status"] == "created"]
            updated = [f["path"] for f in report["files"] if f["status"] == "updated"]
            check(len(created) >= 10 and updated == ["vipgen.json"],
                  f"the plan lists the scene's new files and the spec recording it: {report['files']}")
            check("+final class AddMemeInteractor" in report["diff"] or "+class AddMemeInteractor" in report["diff"]
                  or "AddMemeInteractor" in report["diff"], "the plan carries each file's diff")
            check(scene_files(project, "AddMeme") == [], "a dry run writes nothing")

            made = await session.call_tool("create_scene", {"name": "AddMeme", "useCases": ["AddMeme"]})
            check(not made.is_error, f"the scene is created: {made.structured_content}")
            check(len(scene_files(project, "AddMeme")) == len(created), "every file of the plan is on disk")

            added = await session.call_tool("add_use_case", {"scene": "AddMeme", "useCases": ["DeleteMeme"]})
            report = added.structured_content
            check(not added.is_error and any(f["status"] == "updated" for f in report["files"]),
                  f"a use case is added in place: {report}")
            check(any("deleteMeme" in " ".join(f["added"]) or "DeleteMeme" in " ".join(f["added"])
                      for f in report["files"]), "the report names what was added")

            converted = await session.call_tool("convert_scene", {"scene": "AddMeme", "worker": "sync", "dryRun": True})
            report = converted.structured_content
            check(not converted.is_error and report["dryRun"] and "AddMemeWorker.swift" in report["diff"],
                  f"convert_scene plans the scene in the other worker style: {report}")

            lint = await session.call_tool("lint", {})
            findings = lint.structured_content["diagnostics"]
            # The starter spec's example scene, not written yet, is the only finding.
            check(not lint.is_error and [d["rule"] for d in findings] == ["spec-scene"],
                  f"the new scene lints clean: {lint.structured_content}")

            described = (await session.call_tool("describe_project", {})).structured_content
            scenes = {scene["name"]: scene for scene in described["scenes"]}
            check("AddMeme" in scenes and "DeleteMeme" in scenes["AddMeme"]["useCases"],
                  f"the project is described with the scene's use cases: {described}")

            # Failures are results the agent reads, and the session goes on.
            bad = await session.call_tool("create_scene", {"name": "addMeme"})
            check(bad.is_error and "UpperCamelCase" in bad.structured_content["error"]["message"], "a bad name is refused")
            interactor = os.path.join(project, "Scenes/AddMeme/AddMemeInteractor.swift")
            with open(interactor, "a") as completed:
                completed.write("// Completed by hand.\n")
            exists = await session.call_tool("create_scene", {"name": "AddMeme"})
            check(exists.is_error and exists.structured_content["exitCode"] == 73, "a completed scene is not overwritten")
            with open(interactor) as kept:
                check(kept.read().endswith("// Completed by hand.\n"), "its completed file is kept")
            outside = await session.call_tool("lint", {"paths": ["/etc"]})
            check(outside.is_error and "outside the project" in outside.structured_content["error"]["message"],
                  "a path outside the project is refused")
            with open(os.path.join(project, "broken.json"), "w") as broken:
                broken.write('{\n  "project": {},\n  "scenes": [ { "name": 7 } ]\n}\n')
            located = await session.call_tool("generate", {"spec": "broken.json"})
            diagnostics = located.structured_content["error"]["diagnostics"]
            check(located.is_error and diagnostics and diagnostics[0]["file"] == "broken.json"
                  and diagnostics[0]["line"] == 3, f"a bad spec is refused at its line: {located.structured_content}")
            try:
                await session.call_tool("no_such_tool", {})
                check(False, "an unknown tool is an error")
            except MCPError as error:
                check("unknown tool" in str(error), f"an unknown tool is named: {error}")
            await session.send_ping()
            check(True, "the session survives every failure")

            resources = (await session.list_resources()).resources
            uris = [str(resource.uri) for resource in resources]
            check(any(uri.endswith("/vipgen.json") for uri in uris), "the spec is a resource")
            check(any(uri.endswith("/AddMemeInteractor.swift") for uri in uris), "the scene's files are resources")
            spec = await session.read_resource(next(uri for uri in uris if uri.endswith("/vipgen.json")))
            check('"AddMeme"' in spec.contents[0].text, "the spec reads back with the scene in it")

            prompt = await session.get_prompt("add_screen", {"screen": "a meme editor"})
            check("create_scene" in prompt.messages[0].content.text, "the prompt walks through the tools")


def raw_checks(project):
    """What no SDK sends: a malformed message, and input closed while a call runs."""
    process = subprocess.Popen([VIPGEN, "mcp"], cwd=project, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    call = {"jsonrpc": "2.0", "id": 2, "method": "tools/call",
            "params": {"name": "create_scene", "arguments": {"name": "ShowMeme", "fields": ["meme: String?"]}}}
    lines = ["{not json", json.dumps({"jsonrpc": "2.0", "id": 1, "method": "ping"}), json.dumps(call)]
    # Every message at once, then the end of input while the server is still working.
    output, _ = process.communicate(("\n".join(lines) + "\n").encode(), timeout=60)
    replies = [json.loads(line) for line in output.decode().splitlines()]
    check(process.returncode == 0, "the server ends cleanly when its input ends")
    check(replies[0]["error"]["code"] == -32700 and replies[0]["id"] is None, "a malformed message is a parse error")
    check(replies[1]["id"] == 1 and replies[1]["result"] == {}, "the session goes on after it")
    check(replies[2]["id"] == 2 and not replies[2]["result"]["isError"], "the call in progress finishes")
    check(len(scene_files(project, "ShowMeme")) == len(scene_files(project, "AddMeme")), "its scene is written whole")
    leftovers = [name for _, _, names in os.walk(project) for name in names if ".vipgen-" in name]
    check(leftovers == [], f"no staged file is left behind: {leftovers}")
    # The lock was released: another run writes at once.
    after = subprocess.run([VIPGEN, "scene", "ListMemes", "-q"], cwd=project, timeout=30)
    check(after.returncode == 0, "the project's lock was released")


def main():
    with tempfile.TemporaryDirectory() as project:
        subprocess.run([VIPGEN, "init", "-q"], cwd=project, check=True)
        asyncio.run(session_checks(project))
        raw_checks(project)
    print(f"MCP client: {checks} checks passed")


main()
