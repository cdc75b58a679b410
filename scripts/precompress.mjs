/**
 * Run by `npm run build` after Remix's build: writes a .gz and a .br copy beside every
 * compressible file in public/ and in the build's browser files (build/client/), so nginx sends
 * them with gzip_static and brotli_static instead of compressing per request
 * (docs/decisions/0016-compression.md). A copy is written only when it is smaller than the
 * file, and only when the file changed since the last copy. The copies are not committed
 * (.gitignore).
 *
 * Usage: node scripts/precompress.mjs [directory...]   (default: public/ and build/client/)
 */
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Text formats; fonts (woff2) and images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|map|json|svg|txt|xml|html|webmanifest|ico)$/i;
/** Below this a compressed copy saves less than a packet (nginx's gzip_min_length in site.conf). */
const MIN_BYTES = 1024;

const encoders = {
  ".gz": (data) => gzipSync(data, { level: constants.Z_BEST_COMPRESSION }),
  ".br": (data) =>
    brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
      },
    }),
};

function* files(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Writes the missing or outdated copies under `directory`; returns how many were written. */
export function precompress(directory) {
  let written = 0;
  for (const file of files(directory)) {
    const original = file.replace(/\.(?:gz|br)$/, "");
    // A copy whose file is gone (an older build's asset) must not be served.
    if (original !== file && COMPRESSIBLE.test(original) && mtime(original) === undefined) {
      unlinkSync(file);
      continue;
    }
    if (!COMPRESSIBLE.test(file)) continue;
    const modified = statSync(file).mtimeMs;
    const data = readFileSync(file);
    for (const [extension, encode] of Object.entries(encoders)) {
      const copy = file + extension;
      const copyModified = mtime(copy);
      if (copyModified !== undefined && copyModified >= modified) continue;
      const encoded = data.byteLength >= MIN_BYTES ? encode(data) : undefined;
      if (encoded && encoded.byteLength < data.byteLength) {
        writeFileSync(copy, encoded);
        written++;
      } else if (copyModified !== undefined) {
        // An older copy of a file that no longer gains from one would be served in its place.
        unlinkSync(copy);
      }
    }
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildDirectory = process.env.REMIX_BUILD_DIR || "build";
  const named = process.argv.slice(2);
  for (const name of named.length > 0 ? named : ["public", `${buildDirectory}/client`]) {
    const directory = path.resolve(ROOT, name);
    const started = Date.now();
    const written = precompress(directory);
    console.log(
      `precompress: ${written} .gz/.br copies written under ${path.relative(ROOT, directory) || "."} ` +
        `in ${Date.now() - started} ms`,
    );
  }
}
