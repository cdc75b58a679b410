/**
 * Running a server as a child process: a free port, waiting until it answers, stopping it.
 * Shared by the bench and Lighthouse scripts and the browser tests; nothing happens on import.
 */
import { createServer } from "node:net";

/** @returns {Promise<number>} a loopback port nobody is listening on. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/**
 * Sends SIGTERM, then SIGKILL if the process has not gone within five seconds.
 * @param {import("node:child_process").ChildProcess} child
 * @returns {Promise<void>}
 */
export function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/**
 * Fetches `url` until the server answers with a response `accept` takes (any, by default),
 * given the response and its body's text.
 * Throws, with the server's `output()`, if it exits first; stops it and throws if `timeoutMs`
 * passes.
 * @param {string} url
 * @param {import("node:child_process").ChildProcess} child
 * @param {{ timeoutMs: number, output: () => string, accept?: (response: Response, body: string) => boolean }} options
 * @returns {Promise<void>}
 */
export async function waitUntilAnswering(url, child, { timeoutMs, output, accept = () => true }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const response = await fetch(url);
      if (accept(response, await response.text())) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stopProcess(child);
      throw new Error(`server did not start within ${timeoutMs / 1000} s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
