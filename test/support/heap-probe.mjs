/**
 * Preloaded into a server under test (`--import`). On SIGUSR2 it runs a full garbage collection
 * and prints the live heap, so a leak test compares what is really retained rather than RSS,
 * which rises and falls with the allocator and the GC's timing.
 */
import process from "node:process";
import v8 from "node:v8";
import vm from "node:vm";

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc");

process.on("SIGUSR2", () => {
  gc();
  gc();
  process.stderr.write(`heap-probe live=${process.memoryUsage().heapUsed}\n`);
});
