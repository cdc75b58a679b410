import { connect } from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends a request exactly as written: no client normalises `..` or re-encodes the path, which is
 * the point when probing for path traversal.
 */
export function rawRequest(
  port: number,
  {
    method = "GET",
    target,
    headers = {},
  }: { method?: string; target: string; headers?: Record<string, string> },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error("raw request timed out")));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...headerLines] = head.split("\r\n");
      const entries = headerLines.map((line) => {
        const index = line.indexOf(":");
        return [line.slice(0, index).toLowerCase(), line.slice(index + 1).trim()] as const;
      });
      resolve({
        status: Number(statusLine.split(" ")[1]),
        headers: Object.fromEntries(entries),
        body: rest.join("\r\n\r\n"),
      });
    });
    const lines = [
      `${method} ${target} HTTP/1.1`,
      `Host: ${headers.Host ?? `127.0.0.1:${port}`}`,
      "Connection: close",
      ...Object.entries(headers)
        .filter(([name]) => name !== "Host")
        .map(([name, value]) => `${name}: ${value}`),
      "",
      "",
    ];
    socket.write(lines.join("\r\n"));
  });
}
