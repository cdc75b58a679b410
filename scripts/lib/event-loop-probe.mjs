/**
 * Preloaded into a server under a benchmark (`--import`). It watches the event loop's delay; on
 * SIGUSR2 it prints the longest delay and the 99th percentile since the last report, and the
 * CPU time the process used, then starts afresh. A delay is how long a callback that was due
 * waited: work of the process's own that held the loop, or the machine not giving it a core.
 */
import process from "node:process";
import { monitorEventLoopDelay } from "node:perf_hooks";

const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
let cpu = process.cpuUsage();

process.on("SIGUSR2", () => {
  const used = process.cpuUsage(cpu);
  const ms = (ns) => (ns / 1e6).toFixed(1);
  process.stderr.write(
    `event-loop-probe max=${ms(delay.max)} p99=${ms(delay.percentile(99))} cpu=${((used.user + used.system) / 1000).toFixed(0)}\n`,
  );
  delay.reset();
  cpu = process.cpuUsage();
});
