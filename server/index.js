/**
 * The site's HTTP server (docs/decisions/0043-a-server-the-project-owns.md). `npm start` runs it
 * with NODE_ENV=production on the build; `npm run dev` runs the same file with Vite inside it
 * (middleware mode), so what production refuses, development refuses too.
 *
 * In order, every request meets: the security headers (security-headers.js); the refusals and
 * the one-spelling rule (requests.js); `/healthz`; compression (gzip or brotli, as the reader
 * asks); the build's files (in the build's own compressed copies) and public/; and Remix.
 * Started, it says "starting" on /healthz until the app's first reads have been tried; on
 * SIGTERM it says "draining" at once while it keeps serving, then stops accepting connections
 * and lets requests in flight finish.
 *
 * Environment: PORT (3000), HOST (every interface in production, localhost in development),
 * REMIX_BUILD_DIR (build), and the app's own settings (.env.example).
 */
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import closeWithGrace from "close-with-grace";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import morgan from "morgan";
import { PAGE_BROTLI_PARAMS } from "./compression.js";
import { pageCache } from "./page-cache.js";
import { oneSpelling, refuseMalformed } from "./requests.js";
import { securityHeaders } from "./security-headers.js";

process.env.NODE_ENV ??= "production";
const production = process.env.NODE_ENV === "production";
const buildDirectory = path.resolve(process.env.REMIX_BUILD_DIR || "build");

const app = express();
const server = http.createServer(app);

// Vite's live reload shares the server's port, so two development servers never fight over
// Vite's own default port.
const vite = production
  ? undefined
  : await import("vite").then(({ createServer }) =>
      createServer({ server: { middlewareMode: true, hmr: { server } } }),
    );

/** The Remix build: imported once in production; in development, Vite's current one. */
const loadBuild = vite
  ? () => vite.ssrLoadModule("virtual:remix/server-build")
  : await import(pathToFileURL(path.join(buildDirectory, "server/index.js")).href).then(
      (build) => () => Promise.resolve(build),
    );

/** What the server asks of the app besides pages (app/entry.server.tsx). */
async function appSide() {
  const build = await loadBuild();
  return { ...build.entry.module, routeIds: Object.keys(build.routes) };
}

const started = (await appSide()).startApp();
/** @type {"starting" | "ready" | "draining"} */
let phase = "starting";
void started.warm.then(() => {
  if (phase === "starting") phase = "ready";
});

app.disable("x-powered-by");
// The scheme (X-Forwarded-Proto) and client address come from nginx on this machine, never
// from anyone else: the editor's sign-in sends GitHub an https return address behind nginx.
app.set("trust proxy", "loopback");
app.use(securityHeaders({ hsts: production && Boolean(started.siteUrl?.startsWith("https://")) }));
app.use((_request, response, next) => {
  if (phase === "draining") response.setHeader("Connection", "close");
  next();
});
app.use(morgan("tiny"));
app.use(refuseMalformed);

// Liveness: whether this process can serve, never waiting on the backend. A backend outage is
// not a reason to leave the rotation: readers get the data cache's last copy, or the designed
// error screens.
app.get("/healthz", (_request, response) => {
  response
    .status(phase === "ready" ? 200 : 503)
    .set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" })
    .send(phase === "ready" ? "ok\n" : `${phase}\n`);
});

// Vite's own requests (its client, modules, dependencies) before the one-spelling rule, which
// knows nothing of them; in production there are none.
if (vite) app.use(vite.middlewares);
app.use(oneSpelling(appSide));
// Outside compression, so a kept page is compressed once (server/page-cache.js); development
// renders every time, so an edit shows at once.
if (!vite) app.use(pageCache({ ttlMs: Number(process.env.PAGE_CACHE_MS || 1_000) }));
app.use(compression({ brotli: { params: PAGE_BROTLI_PARAMS } }));
if (!vite) {
  // Hashed file names: a new build means new URLs, so these are kept for a year, and sent in the
  // copies the build compressed (scripts/precompress.mjs), as nginx sends them: nothing
  // compressed per request, and smaller bytes (docs/decisions/0016-compression.md). A file with
  // no copy goes through `compression`. public/ is served as it is: its names stay when a file
  // changes between builds (a post's pictures), so a copy left from before would be served.
  app.use(
    "/build",
    expressStaticGzip(path.join(buildDirectory, "client/build"), {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      serveStatic: { immutable: true, maxAge: "1y" },
    }),
  );
  app.use(express.static("public", { maxAge: "1h" }));
}
app.all(
  "*",
  createRequestHandler({
    build: loadBuild,
    mode: process.env.NODE_ENV,
    // A document's static text is sent once, as markup; a `.data` request gets it as data
    // (app/lib/response.server.ts).
    getLoadContext: async (request) => (await appSide()).documentLoadContext(request.path),
  }),
);

const port = Number(process.env.PORT) || 3000;
const host = process.env.HOST || (production ? undefined : "localhost");
server.listen(port, host, () => {
  console.log(`[server] http://${host ?? "localhost"}:${port}`);
});

// SIGUSR2 is not a stop: the tests' heap probe (test/support/heap-probe.mjs) asks with it.
closeWithGrace({ delay: started.shutdownTimeoutMs, skip: ["SIGUSR2"] }, async ({ signal, err }) => {
  if (err) console.error(err);
  phase = "draining";
  // A load balancer polling /healthz moves readers away before connections are refused.
  // Ctrl-C in a terminal, and development, stop at once.
  const drain = signal === "SIGTERM" && production ? started.shutdownDrainMs : 0;
  console.info(`[server] shutting down: draining for ${drain} ms`);
  await new Promise((resolve) => setTimeout(resolve, drain));
  // Stops accepting connections and closes idle ones (a GET on a connection closed before any
  // answer is retried by nginx on the other process), and waits for requests in flight, whose
  // backend retries stop at once, so each gets its answer now.
  const closed = new Promise((resolve) => server.close(resolve));
  (await appSide()).stopApp();
  await closed;
  await vite?.close();
});
