import { readFileSync } from "node:fs";
import type http from "node:http";
import net, { type AddressInfo } from "node:net";

/** The longest a shutdown waits for a quiet moment to stop listening. */
export const STOP_LISTENING_WAIT_MS = 1_000;
/** How long connections that are open but idle get to send a request once listening stops. */
export const IDLE_CONNECTION_GRACE_MS = 2_000;

/**
 * How many connections the kernel has completed for the listening socket on `port` that the
 * process has not accepted yet (the `rx_queue` of a LISTEN line in /proc/net/tcp and tcp6), or
 * undefined where that cannot be read (not Linux).
 */
export function acceptQueueLength(port: number): number | undefined {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  let total: number | undefined;
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const [, local, , state, queues] = line.trim().split(/\s+/);
      if (state !== "0A" || !local?.endsWith(`:${hexPort}`)) continue;
      total = (total ?? 0) + parseInt(queues!.split(":")[1]!, 16);
    }
  }
  return total;
}

/**
 * Stops accepting connections without resetting any a reader has already made
 * (docs/decisions/0012-start-and-shutdown.md). Closing a listening socket resets every
 * connection the kernel has completed but the process has not yet accepted, and under load
 * there are nearly always some: so the socket is closed at a moment its accept queue is empty,
 * checked after each turn of the event loop (where Node accepts what is queued), for at most
 * STOP_LISTENING_WAIT_MS. Connections already accepted are not closed at once either, as
 * http.Server's close() would: one accepted a moment ago may not have sent its request yet.
 * Every response while draining says `Connection: close`, so they end on their own; any still
 * idle after IDLE_CONNECTION_GRACE_MS are closed then.
 */
export function stopListening(server: http.Server, callback?: (error?: Error) => void): void {
  const address = server.address() as AddressInfo | null;
  const giveUpAt = Date.now() + STOP_LISTENING_WAIT_MS;
  const attempt = () => {
    const queued = address ? acceptQueueLength(address.port) : undefined;
    if (queued && Date.now() < giveUpAt) {
      setImmediate(attempt);
      return;
    }
    // net.Server's own close: stop listening, leave accepted connections to finish.
    net.Server.prototype.close.call(server, callback);
    setTimeout(() => server.closeIdleConnections(), IDLE_CONNECTION_GRACE_MS).unref();
  };
  attempt();
}
