/**
 * Runs Debian's nginx, unprivileged, on loopback with a temporary prefix, in front of app
 * servers, using the repository's deploy/nginx/*.conf exactly as production does. Shared by the
 * deployment test and the bench; nothing happens on import.
 */
import { spawn, spawnSync } from "node:child_process";
import {
  accessSync,
  constants,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, stopProcess, waitUntilAnswering } from "./server-process.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DEPLOY = path.join(ROOT, "deploy/nginx");
/** Where deploy/nginx/*.conf expect the checkout (docs/deploying.md). */
const PRODUCTION_CHECKOUT = "/srv/menopause-and-me";

/** Every nginx started here, stopped if the script or test run exits without stopping it. */
const running = new Set();
process.once("exit", () => running.forEach((child) => child.kill("SIGTERM")));

/** The server_name the test configuration uses; the app is told it serves this host. */
export const SITE_HOST = "menopause.test";

/**
 * nginx's path: NGINX, else PATH, else where Debian and the source build put it (/usr/sbin is
 * not on an ordinary user's PATH). null when there is none.
 * @returns {string | null}
 */
export function findNginx() {
  const candidates = [
    process.env.NGINX,
    ...(process.env.PATH ?? "").split(path.delimiter).map((dir) => dir && path.join(dir, "nginx")),
    "/usr/sbin/nginx",
    "/usr/local/sbin/nginx",
    "/usr/local/nginx/sbin/nginx",
  ];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** The directory of the nginx build's own nginx.conf, for its mime.types. */
export function nginxConfDirectory(nginx) {
  // nginx -V writes to stderr.
  const { stderr } = spawnSync(nginx, ["-V"], { encoding: "utf8" });
  const match = /--conf-path=(\S+)/.exec(stderr ?? "");
  return match ? path.dirname(match[1]) : "/etc/nginx";
}

/**
 * Debian's brotli_static module (libnginx-mod-http-brotli-static), if this nginx has it: the
 * path to load, or null. Production loads it from /etc/nginx/modules-enabled/.
 * @returns {string | null}
 */
export function brotliStaticModule(nginx) {
  const { stderr } = spawnSync(nginx, ["-V"], { encoding: "utf8" });
  const directory = /--modules-path=(\S+)/.exec(stderr ?? "")?.[1] ?? "/usr/lib/nginx/modules";
  const module = path.join(directory, "ngx_http_brotli_static_module.so");
  try {
    accessSync(module, constants.R_OK);
    return module;
  } catch {
    return null;
  }
}

/**
 * Writes deploy/nginx/*.conf into `directory` as production has them, but for where things are:
 * the files include each other from `directory`, and the checkout is this one.
 */
export function writeSiteFiles(directory, checkout = ROOT) {
  const place = (text) =>
    text
      .replaceAll(`${PRODUCTION_CHECKOUT}/deploy/nginx/`, `${directory}/`)
      .replaceAll(PRODUCTION_CHECKOUT, checkout);
  for (const file of [
    "menopause-and-me.conf",
    "shared-cache.conf",
    "site.conf",
    "security-headers.conf",
  ]) {
    writeFileSync(path.join(directory, file), place(readFileSync(path.join(DEPLOY, file), "utf8")));
  }
}

/**
 * Starts nginx with the production site configuration in front of `upstreams` (loopback ports),
 * serving `public/` directly, and waits until it answers.
 * @param {{
 *   upstreams: number[],
 *   exposeCacheStatus?: boolean,
 *   workers?: number,
 *   staticCopy?: { root: string, pages: { path: string, headers: Record<string, string> }[] },
 *   tls?: boolean,
 *   floors?: { upstream: number, pages: string[] },
 *   checkout?: string,
 * }} options checkout: the project whose build/ and public/ nginx serves (default: this one;
 *   a test with a build of its own passes its copy's). exposeCacheStatus adds the X-Cache-Status header (test configuration only);
 *   staticCopy adds a second server answering each page in `pages` from files under `root`
 *   (`<path>/index.html`, and `.br` and `.gz` beside it) as this site answers its own files
 *   (sendfile with tcp_nopush, open_file_cache, the security headers), with the encoding chosen
 *   as the cache chooses it and the page's own `headers` (Content-Security-Policy,
 *   Cache-Control, Vary): the bench's floor, the same answer as the cache's from a file. (The
 *   encoding is picked by a map, not brotli_static, which Debian's nginx may lack.) With tls,
 *   it listens on HTTPS too (`staticTlsUrl`), as the site does.
 *   tls adds the site on HTTPS with HTTP/2 as production listens on 443 (`tlsUrl`), with a
 *   self-signed certificate: a browser needs --ignore-certificate-errors. floors (with tls)
 *   adds a second HTTPS server (`floorUrl`) that is the same site except that each path in
 *   `pages` is passed to the server on port `upstream`: Lighthouse's no-script floor, on the
 *   same nginx and protocol as the page. (Passed on, not served from a file: a file's
 *   precompressed .br needs Debian's brotli module, and without it nginx sent the floor
 *   uncompressed while the page came in brotli.)
 */
export async function startNginx({
  upstreams,
  exposeCacheStatus = false,
  workers = 2,
  staticCopy,
  tls = false,
  floors,
  checkout = ROOT,
}) {
  const nginx = findNginx();
  if (!nginx) throw new Error("nginx not found (install Debian's nginx package, or set NGINX)");
  const prefix = mkdtempSync(path.join(os.tmpdir(), "menopause-nginx-"));
  for (const dir of ["cache", "temp"]) mkdirSync(path.join(prefix, dir));
  const port = await freePort();
  const staticPort = staticCopy ? await freePort() : undefined;
  const staticTlsPort = staticCopy && tls ? await freePort() : undefined;
  const tlsPort = tls ? await freePort() : undefined;
  const floorPort = tls && floors ? await freePort() : undefined;
  if (tls) selfSignedCertificate(prefix);
  writeSiteFiles(prefix, checkout);
  const conf = path.join(prefix, "nginx.conf");
  writeFileSync(
    conf,
    testConfiguration({
      prefix,
      confDir: nginxConfDirectory(nginx),
      port,
      upstreams,
      exposeCacheStatus,
      workers,
      staticCopy,
      staticPort,
      staticTlsPort,
      tlsPort,
      floorPort,
      floors,
      brotliModule: brotliStaticModule(nginx),
      checkout,
    }),
  );

  let output = "";
  const child = spawn(nginx, ["-p", prefix, "-c", conf], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const errorLog = () => {
    try {
      return output + readFileSync(path.join(prefix, "error.log"), "utf8");
    } catch {
      return output;
    }
  };
  const url = `http://127.0.0.1:${port}`;
  // A file nginx serves itself: answers as soon as nginx does, whatever the app servers do.
  await waitUntilAnswering(`${url}/favicon.svg`, child, { timeoutMs: 15_000, output: errorLog });
  return {
    url,
    port,
    staticUrl: staticPort ? `http://127.0.0.1:${staticPort}` : undefined,
    staticTlsUrl: staticTlsPort ? `https://127.0.0.1:${staticTlsPort}` : undefined,
    tlsUrl: tlsPort ? `https://127.0.0.1:${tlsPort}` : undefined,
    floorUrl: floorPort ? `https://127.0.0.1:${floorPort}` : undefined,
    /** Whether .br files are served (Debian's brotli_static module is installed). */
    brotli: brotliStaticModule(nginx) !== null,
    /** The proxy_cache_path directory. */
    cacheDirectory: path.join(prefix, "cache"),
    errorLog,
    process: child,
    stop: async () => {
      await stopProcess(child);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** A key and certificate for 127.0.0.1, valid for two days, in `prefix`. */
function selfSignedCertificate(prefix) {
  const result = spawnSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", path.join(prefix, "key.pem"), "-out", path.join(prefix, "cert.pem")],
      ...["-days", "2", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
    ],
    { encoding: "utf8" },
  );
  if (result.status !== 0)
    throw new Error(`openssl could not make a certificate:\n${result.stderr}`);
}

/** nginx.conf for a run: Debian's http defaults, then the same pieces production includes. */
function testConfiguration({
  prefix,
  confDir,
  port,
  upstreams,
  exposeCacheStatus,
  workers,
  staticCopy,
  staticPort,
  staticTlsPort,
  tlsPort,
  floorPort,
  floors,
  brotliModule,
  checkout,
}) {
  const tlsLines = `ssl_certificate ${path.join(prefix, "cert.pem")};
        ssl_certificate_key ${path.join(prefix, "key.pem")};
        ssl_protocols TLSv1.2 TLSv1.3;`;
  // The floor proxy answers with the page's headers as nginx sent them, nginx's own among them;
  // nginx adds those again, as for every response. Sent twice, Cross-Origin-Opener-Policy is
  // invalid and ignored, and the floor skipped the switch of browsing context group that the
  // page pays for on arrival: so the floor hides the upstream's copies, as @app hides the app's
  // (docs/decisions/0062-the-floor-sends-each-header-once.md).
  const hiddenCopies = [
    ...readFileSync(path.join(DEPLOY, "security-headers.conf"), "utf8").matchAll(
      /^add_header\s+(\S+)/gm,
    ),
  ]
    .map(([, name]) => `\n            proxy_hide_header ${name};`)
    .join("");
  const floorLocations = (floors?.pages ?? [])
    .map(
      (page) => `
        location = ${page} {
            proxy_pass http://127.0.0.1:${floors.upstream};
            proxy_http_version 1.1;
            proxy_set_header Connection "";${hiddenCopies}
        }`,
    )
    .join("");
  const temp = (name) => path.join(prefix, "temp", name);
  // As root, nginx's workers would switch to "nobody", who cannot write the private prefix.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};` : "";
  return `# Written by scripts/nginx.mjs for one run; the site's lines come from deploy/nginx/.
${user}
${brotliModule ? `load_module ${brotliModule};` : ""}
daemon off;
worker_processes ${workers};
pid ${path.join(prefix, "nginx.pid")};
error_log ${path.join(prefix, "error.log")} warn;
events { worker_connections 2048; }

http {
    include ${path.join(confDir, "mime.types")};
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    access_log off;
    client_body_temp_path ${temp("body")};
    proxy_temp_path ${temp("proxy")};
    fastcgi_temp_path ${temp("fastcgi")};
    uwsgi_temp_path ${temp("uwsgi")};
    scgi_temp_path ${temp("scgi")};

    proxy_cache_path ${path.join(prefix, "cache")} levels=1:2 use_temp_path=off
                     keys_zone=menopause_and_me:10m max_size=256m inactive=1d;

    upstream menopause_and_me {
${upstreams.map((upstream) => `        server 127.0.0.1:${upstream} max_fails=0;`).join("\n")}
    }

    map $upstream_cache_status $menopause_cache_status {
        default ${exposeCacheStatus ? "$upstream_cache_status" : '""'};
    }

    include ${path.join(prefix, "shared-cache.conf")};

    server {
        listen 127.0.0.1:${port};
        ${tlsPort ? `listen 127.0.0.1:${tlsPort} ssl http2;\n        ${tlsLines}` : ""}
        server_name ${SITE_HOST};
        root ${path.join(checkout, "public")};
        # As menopause-and-me.conf does where the module is installed.
        ${brotliModule ? "brotli_static on;" : ""}
        include ${path.join(prefix, "site.conf")};
    }
${
  floorPort
    ? `
    server {
        listen 127.0.0.1:${floorPort} ssl http2;
        ${tlsLines}
        server_name ${SITE_HOST};
        root ${path.join(checkout, "public")};
        ${brotliModule ? "brotli_static on;" : ""}
        include ${path.join(prefix, "site.conf")};
        ${floorLocations}
    }`
    : ""
}
${
  staticCopy
    ? `
    map $menopause_encoding $menopause_static_suffix {
        br       .br;
        gzip     .gz;
        default  "";
    }
    map $menopause_encoding $menopause_static_encoding {
        identity "";
        default  $menopause_encoding;
    }
    server {
        listen 127.0.0.1:${staticPort};
        ${staticTlsPort ? `listen 127.0.0.1:${staticTlsPort} ssl http2;\n        ${tlsLines}` : ""}
        server_name ${SITE_HOST};
        root ${staticCopy.root};
        types { }
        default_type "text/html; charset=utf-8";
        open_file_cache max=10000 inactive=60s;
        open_file_cache_valid 10s;
${staticCopy.pages
  .map(
    ({ path: page, headers }) => `
        location = ${page} {
            try_files ${path.posix.join(page, "index.html")}$menopause_static_suffix =404;
            add_header Content-Encoding $menopause_static_encoding;
${Object.entries(headers)
  .map(([name, value]) => `            add_header ${name} "${value.replaceAll('"', '\\"')}";`)
  .join("\n")}
            include ${path.join(prefix, "security-headers.conf")};
        }`,
  )
  .join("")}
    }`
    : ""
}
}
`;
}
