// The Web Worker that runs goprolog (web/wasm) so that the page never
// freezes. The page sends {type: "start", module, files, args, cwd} once
// (a compiled WebAssembly.Module, the example files for the in-memory
// file system, the wasm's arguments) and then {type: "input", line}
// for each line the interpreter reads. The worker sends back
// {type: "out"|"err", text} for output, {type: "wait"} when goprolog
// waits for a line, and {type: "exit", code} when it ends. To stop a
// runaway query the page terminates the worker and starts another.
"use strict";

importScripts("memfs.js");

let pending = { out: "", err: "" };
let lastFlush = 0;

function flush() {
  for (const s of ["out", "err"]) {
    if (pending[s] !== "") {
      postMessage({ type: s, text: pending[s] });
      pending[s] = "";
    }
  }
  lastFlush = Date.now();
}

// Output is batched: Go writes in small pieces, and a query that loops
// printing must not flood the page with messages. A batch goes out when
// it is large, when 50 ms have passed, or when goprolog waits.
function output(stream, text) {
  if (stream === "wait") {
    flush();
    postMessage({ type: "wait" });
    return;
  }
  pending[stream] += text;
  if (pending.out.length + pending.err.length > 8192 || Date.now() - lastFlush > 50) flush();
}

const memfs = makeMemFS((fd, text) => output(fd === 2 ? "err" : "out", text));
globalThis.fs = memfs.fs;
globalThis.process = makeProcess(memfs);
globalThis.path = { resolve: (...p) => p.join("/") };
globalThis.goprologOutput = output;
importScripts("wasm_exec.js");

onmessage = async (e) => {
  const m = e.data;
  if (m.type === "input") {
    globalThis.goprologInput(m.line);
    return;
  }
  if (m.type !== "start") return;
  for (const [path, text] of Object.entries(m.files)) memfs.api.writeFile(path, text);
  memfs.api.chdir(m.cwd || "/");
  const go = new Go();
  go.argv = ["goprolog", ...m.args];
  go.env = { HOME: "/home" };
  go.exit = (code) => {
    flush();
    postMessage({ type: "exit", code });
  };
  try {
    const instance = await WebAssembly.instantiate(m.module, go.importObject);
    await go.run(instance);
  } catch (err) {
    flush();
    postMessage({ type: "err", text: "goprolog: " + err + "\n" });
    postMessage({ type: "exit", code: 1 });
  }
};
