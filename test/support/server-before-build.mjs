/**
 * A server started the other way round from remix-serve 2.17: the HTTP server is created and
 * listening before the build is imported, as a future remix-serve might do. The build's HTTP
 * guard can then never get in front of it. Usage: node server-before-build.mjs <build> (PORT).
 */
import http from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/node";

let handle = null;
const server = http.createServer(async (request, response) => {
  if (!handle) {
    response.writeHead(503).end("no build yet\n");
    return;
  }
  const answer = await handle(
    new Request(`http://${request.headers.host}${request.url}`, {
      method: request.method,
      headers: request.headers,
    }),
  );
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  if (answer.body) Readable.fromWeb(answer.body).pipe(response);
  else response.end();
});
await new Promise((resolve) => server.listen(Number(process.env.PORT), "127.0.0.1", resolve));

const build = await import(pathToFileURL(path.resolve(process.argv[2])).href);
handle = createRequestHandler(build, "production");
