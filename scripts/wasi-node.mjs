// Runs a wasip1 WebAssembly program under Node.js's WASI, which Debian's
// nodejs package provides where no WASI runtime (wasmtime, wazero) is
// packaged: node scripts/wasi-node.mjs prog.wasm [args...]. The host's
// file system is visible from /, the working directory and environment
// are the host's (Go's wasip1 port takes the directory from $PWD), and
// the program's exit status is node's.
import { readFile } from "node:fs/promises";
import { WASI } from "node:wasi";
import process from "node:process";

const [file, ...args] = process.argv.slice(2);
const wasi = new WASI({
  version: "preview1",
  args: [file, ...args],
  env: { ...process.env, PWD: process.cwd() },
  preopens: { "/": "/" },
  returnOnExit: true,
});
const module = await WebAssembly.compile(await readFile(file));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exitCode = wasi.start(instance);

