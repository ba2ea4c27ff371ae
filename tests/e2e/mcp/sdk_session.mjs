// A whole MCP session against `strands-shell --mcp`, driven by the official TypeScript
// SDK's stdio client (issue 19). Run by issue19_mcp_sdk_session.box with
//   SHELL_BIN, CFG (the box.toml), WS (the workspace), OUTSIDE (a path policy refuses).
// Prints "ok: <step>" per step; the first failure prints "FAIL: ..." and exits 1.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const { SHELL_BIN, CFG, WS, OUTSIDE } = process.env;

function fail(what, got) {
    console.log(`FAIL: ${what}\n--- got\n${typeof got === "string" ? got : JSON.stringify(got, null, 1)}`);
    process.exit(1);
}

function check(cond, what, got) {
    if (!cond) {
        fail(what, got);
    }
    console.log(`ok: ${what}`);
}

const transport = new StdioClientTransport({
    command: SHELL_BIN,
    args: ["--mcp", "--config", CFG],
    cwd: WS,
    stderr: "pipe",
});
let stderrText = "";
transport.stderr.on("data", (b) => {
    stderrText += b.toString();
});
const client = new Client({ name: "strands-e2e", version: "1.0.0" });
const protocolErrors = [];
client.onerror = (e) => protocolErrors.push(String(e));
await client.connect(transport);

// what the server says on the wire, for the raw line below
const seen = [];
const deliver = transport.onmessage;
transport.onmessage = (m, extra) => {
    seen.push(m);
    deliver(m, extra);
};

// ---- initialize (done by connect) and the tool list ----
const info = client.getServerVersion();
check(info && info.name === "strands-shell", "initialize: serverInfo names strands-shell", info);
check(client.getServerCapabilities()?.tools !== undefined, "initialize: tools capability", client.getServerCapabilities());

const { tools } = await client.listTools();
const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
const want = {
    shell: { input: ["command"], output: ["stdout", "stderr", "exit_status"] },
    python: { input: ["source"], output: ["stdout", "stderr", "exit_status"] },
    read_file: { input: ["path"], output: ["content"] },
    write_file: { input: ["path", "content"], output: [] },
    list_dir: { input: ["path"], output: ["entries"] },
};
check(
    JSON.stringify(Object.keys(byName).sort()) === JSON.stringify(Object.keys(want).sort()),
    "tools/list: the five tools",
    Object.keys(byName),
);
for (const [name, w] of Object.entries(want)) {
    const t = byName[name];
    const inOk =
        t.inputSchema.type === "object" &&
        JSON.stringify(t.inputSchema.required) === JSON.stringify(w.input) &&
        w.input.every((p) => t.inputSchema.properties[p]?.type === "string") &&
        t.inputSchema.additionalProperties === false;
    check(inOk, `tools/list: ${name} input schema`, t.inputSchema);
    const outOk =
        t.outputSchema?.type === "object" &&
        JSON.stringify(t.outputSchema.required ?? []) === JSON.stringify(w.output);
    check(outOk, `tools/list: ${name} output schema`, t.outputSchema);
    check(typeof t.description === "string" && t.description.length > 20, `tools/list: ${name} description`, t);
}
check(byName.shell.inputSchema.properties.timeout_seconds?.type === "number", "shell: timeout_seconds is a number", byName.shell.inputSchema);

// ---- shell calls keep cwd and variables ----
const call = (name, args, opts) => client.callTool({ name, arguments: args }, undefined, opts);
let r = await call("shell", { command: "mkdir -p sub && cd sub && X=41 && f() { echo fn:$1; }; echo started" });
check(!r.isError && r.structuredContent.stdout === "started\n" && r.structuredContent.exit_status === 0, "shell: first call", r);
check(r.content[0].type === "text" && r.content[0].text === "started\n", "shell: text block", r.content);
r = await call("shell", { command: "pwd; echo $((X + 1)); f again" });
check(r.structuredContent.stdout === `${WS}/sub\n42\nfn:again\n`, "shell: cwd, variable and function kept", r);
r = await call("shell", { command: "echo out; echo err >&2; exit 3" });
check(
    r.isError === true && r.structuredContent.exit_status === 3 && r.structuredContent.stdout === "out\n" && r.structuredContent.stderr === "err\n",
    "shell: non-zero exit is an error result with both streams",
    r,
);
r = await call("shell", { command: "echo still here; pwd" });
check(r.structuredContent.stdout === `still here\n${WS}/sub\n`, "shell: exit ends the call, not the session", r);

// ---- python: a fresh interpreter each time ----
r = await call("python", { source: "y = 6 * 7\nprint(y)" });
check(!r.isError && r.structuredContent.stdout === "42\n", "python: runs", r);
r = await call("python", { source: "print('y' in globals())" });
check(r.structuredContent.stdout === "False\n", "python: fresh interpreter per call", r);
r = await call("python", { source: "raise ValueError('boom')" });
check(r.isError && r.structuredContent.exit_status === 1 && r.structuredContent.stderr.includes("ValueError: boom"), "python: uncaught exception", r);

// ---- files ----
r = await call("write_file", { path: "note.txt", content: "héllo\n" });
check(!r.isError, "write_file: relative to the shell's cwd", r);
r = await call("read_file", { path: `${WS}/sub/note.txt` });
check(!r.isError && r.structuredContent.content === "héllo\n", "read_file: reads it back", r);
r = await call("list_dir", { path: "." });
check(
    !r.isError && JSON.stringify(r.structuredContent.entries) === JSON.stringify([{ name: "note.txt", type: "file", size: 7 }]),
    "list_dir: entries with type and size",
    r,
);

// ---- a denial ----
r = await call("write_file", { path: OUTSIDE, content: "x" });
check(r.isError === true && r.content[0].text.includes("policy denied this operation on"), "write_file: denial is an error result", r);
r = await call("shell", { command: `cat ${OUTSIDE}` });
check(r.isError === true && r.structuredContent.stderr.includes("policy denied"), "shell: denial text in stderr", r);

// ---- a malformed line sent raw: -32700, and the session goes on ----
const before = seen.length;
await new Promise((res) => transport._process.stdin.write('{"jsonrpc":"2.0","id":77,\n', res));
r = await call("shell", { command: "echo after" });
const parseError = seen.slice(before).find((m) => m.error && m.error.code === -32700);
check(parseError !== undefined && !("id" in parseError), "raw malformed line: -32700, no id", seen.slice(before));
check(r.structuredContent.stdout === "after\n", "raw malformed line: the session goes on", r);

// ---- a cancelled long call ----
for (const [what, tool, args] of [
    ["host program sleep", "shell", { command: "sleep 30; echo not-cancelled" }],
    ["shell busy loop", "shell", { command: "while :; do :; done" }],
    ["python busy loop", "python", { source: "while True:\n    pass" }],
]) {
    const ac = new AbortController();
    const t0 = Date.now();
    const pending = call(tool, args, { signal: ac.signal, timeout: 120000 });
    setTimeout(() => ac.abort("test cancels"), 700);
    let err = null;
    try {
        await pending;
    } catch (e) {
        err = e;
    }
    check(err !== null, `cancel ${what}: the client's call is aborted`, String(err));
    r = await call("shell", { command: "echo next" });
    const took = Date.now() - t0;
    check(r.structuredContent.stdout === "next\n" && took < 10000, `cancel ${what}: the server stopped it (${took} ms)`, { r, took });
}

// ---- shutdown: closing stdin ends the server with status 0 ----
const proc = transport._process;
const exited = new Promise((res) => proc.once("exit", (code, signal) => res({ code, signal })));
await client.close();
const end = await exited;
check(end.code === 0 && end.signal === null, "shutdown: clean exit at the end of input", end);
check(!/AddressSanitizer|LeakSanitizer|runtime error/.test(stderrText), "stderr: no sanitizer report", stderrText);
console.log(`protocol errors seen by the client: ${protocolErrors.length}`);
