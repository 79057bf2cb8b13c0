// The playground page: the program editor, the query console with its
// answer dialogue and boards, and the course-table view. goprolog runs in
// Web Workers (worker.js); the WebAssembly module is compiled once and
// handed to each worker.
"use strict";

const $ = (id) => document.getElementById(id);
const ui = {
  status: $("status"), program: $("program"), editor: $("editor"), consult: $("consult"),
  output: $("output"), boards: $("boards"), form: $("query-form"), query: $("query"),
  run: $("run"), next: $("next"), done: $("done"), stop: $("stop"),
};

let wasmModule = null;
const files = {}; // path in the worker's file system -> text
let current = ""; // the program in the editor
const root = "/examples/";

// ---- loading ------------------------------------------------------------

async function compileWasm() {
  const resp = fetch("goprolog.wasm");
  try {
    return await WebAssembly.compileStreaming(resp);
  } catch (e) {
    // A server that does not say application/wasm: compile the bytes.
    return WebAssembly.compile(await (await fetch("goprolog.wasm")).arrayBuffer());
  }
}

async function loadExamples() {
  const index = await (await fetch("examples/index.json")).json();
  await Promise.all(index.files.map(async (f) => {
    files[root + f] = await (await fetch("examples/" + f)).text();
  }));
  const groups = {};
  for (const f of index.files) {
    if (!f.endsWith(".pl")) continue;
    const dir = f.includes("/") ? f.slice(0, f.lastIndexOf("/")) : ".";
    (groups[dir] ||= []).push(f);
  }
  for (const dir of Object.keys(groups).sort((a, b) => (a === "course" ? -1 : b === "course" ? 1 : a.localeCompare(b)))) {
    const og = document.createElement("optgroup");
    og.label = dir;
    for (const f of groups[dir]) {
      const o = document.createElement("option");
      o.value = root + f;
      o.textContent = f.slice(dir.length + 1);
      og.appendChild(o);
    }
    ui.program.appendChild(og);
  }
}

function dirOf(path) { return path.slice(0, path.lastIndexOf("/")) || "/"; }

// ---- the console -----------------------------------------------------------

const MAX_OUTPUT = 200000; // characters kept in the output pane

function print(text, cls) {
  const last = ui.output.lastChild;
  if (last && last.className === (cls || "out")) last.textContent += text;
  else {
    const span = document.createElement("span");
    span.className = cls || "out";
    span.textContent = text;
    ui.output.appendChild(span);
  }
  let total = ui.output.textContent.length;
  while (total > MAX_OUTPUT && ui.output.firstChild) {
    total -= ui.output.firstChild.textContent.length;
    ui.output.removeChild(ui.output.firstChild);
  }
  ui.output.scrollTop = ui.output.scrollHeight;
}

// A session is one worker running the top level on the current program.
// Its state: "starting" (consulting), "idle" (waiting for a query),
// "running", or "more" (an answer with alternatives waits for ; or .).
let worker = null;
let state = "starting";
let answerText = ""; // what the query wrote since the last input

function setState(s) {
  state = s;
  ui.status.textContent = { starting: "consulting…", idle: "ready", running: "running…", more: "; for more, . or Enter to stop" }[s];
  document.body.dataset.state = s;
  ui.next.disabled = ui.done.disabled = s !== "more";
  ui.run.disabled = s !== "idle";
  // The keys that answer "; for more" must not land in the query box.
  ui.query.readOnly = s !== "idle";
}

function startSession() {
  if (worker) worker.terminate();
  files[current] = ui.editor.value;
  setState("starting");
  answerText = "";
  worker = new Worker("worker.js");
  worker.onmessage = onWorkerMessage;
  worker.postMessage({ type: "start", module: wasmModule, files, args: [current], cwd: dirOf(current) });
}

function onWorkerMessage(e) {
  const m = e.data;
  switch (m.type) {
    case "out":
    case "err":
      print(m.text, m.type);
      if (m.type === "out") answerText += m.text;
      break;
    case "wait":
      if (state === "starting") {
        print("% " + current.slice(root.length) + " consulted\n", "echo");
        setState("idle");
        break;
      }
      showBoards(answerText);
      // An answer with alternatives ends in a space, as does
      // "Action? "; an ended query leaves a full line.
      setState(/ $/.test(answerText) ? "more" : "idle");
      break;
    case "exit":
      print("% halt: the interpreter restarts\n", "echo");
      startSession();
      break;
  }
}

function showBoards(text) {
  ui.boards.textContent = "";
  for (const qs of findPlacements(text)) ui.boards.appendChild(drawBoard(qs));
}

function send(line) {
  answerText = "";
  worker.postMessage({ type: "input", line });
}

const history = [];
let histPos = 0;

function runQuery() {
  if (state !== "idle") return;
  let q = ui.query.value.trim();
  if (q === "") return;
  if (!q.endsWith(".")) q += ".";
  if (history[history.length - 1] !== q) history.push(q);
  histPos = history.length;
  ui.query.value = "";
  ui.boards.textContent = "";
  print("?- " + q + "\n", "echo");
  setState("running");
  send(q);
}

function more(next) {
  if (state !== "more") return;
  print(next ? ";\n" : ".", "echo");
  setState("running");
  send(next ? ";" : "");
}

function stop() {
  if (state === "running" || state === "more") print("\n% Execution Aborted\n", "err");
  startSession();
}

// ---- the course table ------------------------------------------------------

const table = { worker: null, results: [], queue: [], running: false };
const strategies = ["GAT", "GTP", "RD", "RDC", "RDH"];

function tableRows(ns, extra) {
  const rows = [];
  for (const n of ns) for (const p of strategies) rows.push(`${p} all ${n}`);
  return rows.concat(extra);
}

function startTable(rows) {
  if (!table.worker) {
    table.worker = new Worker("worker.js");
    table.pending = "";
    table.worker.onmessage = onTableMessage;
    table.worker.postMessage({ type: "start", module: wasmModule, files, args: ["-table", root + "course"], cwd: root + "course" });
  }
  for (const r of rows) {
    if (table.results.some((x) => `${x.program} ${x.query} ${x.n}` === r) || table.queue.includes(r)) continue;
    table.queue.push(r);
    table.worker.postMessage({ type: "input", line: r });
  }
  tableStatus();
}

function onTableMessage(e) {
  const m = e.data;
  if (m.type !== "out") return;
  table.pending += m.text;
  let nl;
  while ((nl = table.pending.indexOf("\n")) >= 0) {
    const line = table.pending.slice(0, nl);
    table.pending = table.pending.slice(nl + 1);
    const r = JSON.parse(line);
    table.queue = table.queue.filter((q) => q !== `${r.program} ${r.query} ${r.n}`);
    table.results.push(r);
    addResultRow(r);
    redrawChart();
    tableStatus();
  }
}

function tableStatus() {
  $("table-status").textContent = table.queue.length ? `running ${table.queue[0]}… (${table.queue.length} to go)` : `${table.results.length} rows done`;
  document.body.dataset.tableQueue = table.queue.length;
}

function addResultRow(r) {
  const tr = document.createElement("tr");
  const fmt = (v) => (v ? v.toLocaleString("en-US") : "");
  const cells = [r.program, r.query, r.n, r.error ? "error: " + r.error : r.found, fmt(r.inferences), fmt(r.published), r.seconds ? r.seconds.toFixed(3) : ""];
  for (const c of cells) {
    const td = document.createElement("td");
    td.textContent = c;
    tr.appendChild(td);
  }
  tr.dataset.row = `${r.program} ${r.query} ${r.n}`;
  $("results").tBodies[0].appendChild(tr);
}

function redrawChart() {
  const c = $("chart");
  c.textContent = "";
  c.appendChild(drawChart(table.results));
}

function stopTable() {
  if (table.worker) table.worker.terminate();
  table.worker = null;
  table.queue = [];
  tableStatus();
}

// ---- wiring ------------------------------------------------------------------

function showView(v) {
  for (const b of document.querySelectorAll(".tab")) b.classList.toggle("active", b.dataset.view === v);
  $("view-play").hidden = v !== "play";
  $("view-table").hidden = v !== "table";
}

function selectProgram(path) {
  files[current] = ui.editor.value;
  current = path;
  ui.program.value = path;
  ui.editor.value = files[path];
  print("% " + path.slice(root.length) + "\n", "echo");
  startSession();
}

async function main() {
  setState("starting");
  ui.status.textContent = "loading…";
  [wasmModule] = await Promise.all([compileWasm(), loadExamples()]);
  current = root + "course/GAT.pl";
  ui.program.value = current;
  ui.editor.value = files[current];
  ui.program.onchange = () => selectProgram(ui.program.value);
  ui.consult.onclick = () => startSession();
  ui.form.onsubmit = (e) => { e.preventDefault(); runQuery(); };
  ui.next.onclick = () => more(true);
  ui.done.onclick = () => more(false);
  ui.stop.onclick = stop;
  document.addEventListener("keydown", (e) => {
    if (state !== "more" || e.target === ui.editor) return;
    if ([";", " ", "n", "r", "Tab"].includes(e.key)) { e.preventDefault(); more(true); }
    else if (["Enter", ".", "c", "a"].includes(e.key)) { e.preventDefault(); more(false); }
  });
  ui.query.addEventListener("keydown", (e) => {
    if (e.key === "ArrowUp" && histPos > 0) ui.query.value = history[--histPos];
    else if (e.key === "ArrowDown" && histPos < history.length) ui.query.value = history[++histPos] || "";
    else return;
    e.preventDefault();
  });
  for (const b of document.querySelectorAll(".tab")) b.onclick = () => showView(b.dataset.view);
  $("table-run").onclick = () => startTable(tableRows([4, 6, 8], ["GCP first 4", "GCP first 6"]));
  // GAT has no published figure for N = 10, and would take minutes.
  $("table-more").onclick = () => startTable(["GTP all 10", "RD all 10", "RDC all 10", "RDH all 10"]);
  $("table-gcp8").onclick = () => startTable(["GCP first 8"]);
  $("table-stop").onclick = stopTable;
  redrawChart();
  startSession();
}

main().catch((e) => { ui.status.textContent = "failed to start: " + e; });
