// Runs a program built for wasm32-wasip1 in Node's WASI (V8, the engine Chromium runs the
// page in), printing what it prints. Used to measure the core's step cost as WebAssembly:
//   cargo build --release -p snakescope-core --example step_cost --target wasm32-wasip1
//   node web/step_cost.mjs target/wasm32-wasip1/release/examples/step_cost.wasm
import { readFileSync } from "node:fs";
import { WASI } from "node:wasi";

const file = process.argv[2];
if (!file) {
  console.error("usage: node web/step_cost.mjs PROGRAM.wasm");
  process.exit(2);
}
const wasi = new WASI({ version: "preview1", args: [file], env: {} });
const module = await WebAssembly.compile(readFileSync(file));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exitCode = wasi.start(instance);
