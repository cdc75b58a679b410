#!/usr/bin/env node
/**
 * The author's waits, against their budgets (bench/README.md, "The author's waits"):
 * - one phone photo made into its web pictures (4000×3000 JPEG, test/support/test-photo.ts):
 *   at most 10 s; then the same check with nothing changed;
 * - a fresh clone's `npm run dev` to its first page (`/` answered 200): at most 20 s;
 * - a clean `npm run build` in that clone: at most 35 s.
 * The clone is `git clone` of this checkout's committed state, with this checkout's
 * node_modules hard-linked in (as `npm install` would leave it, without Vite's dependency cache):
 * nothing the build or dev makes is carried over. Wall time is the budget; CPU time and the
 * machine's load are recorded beside it, since on a shared two-core machine the wall time
 * follows the load. Writes bench/authoring-results.json.
 *
 * `npm run bench -- --authoring` runs this alone; `npm run bench` runs it after the rest.
 */
import { spawn, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { importTs } from "./import-ts.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
export const AUTHORING_BUDGETS = { photoMs: 10_000, devFirstPageMs: 20_000, cleanBuildMs: 35_000 };

const load = () => os.loadavg().map((value) => Number(value.toFixed(1)));

/** Runs a command, resolving to its wall time and its (and its children's) CPU time. */
function timed(command, args, { cwd, env = {}, onOutput } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    // GNU time reports the CPU of the whole tree once it has been waited for.
    const child = spawn("/usr/bin/time", ["-f", "CPU %U %S", command, ...args], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let output = "";
    const collect = (chunk) => {
      output += chunk;
      child.output = output;
      onOutput?.(output, child);
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      const wallMs = Math.round(performance.now() - started);
      const cpu = /CPU (\d+\.\d+) (\d+\.\d+)/.exec(output);
      const cpuMs = cpu ? Math.round((Number(cpu[1]) + Number(cpu[2])) * 1000) : null;
      resolve({ code, signal, wallMs, cpuMs, output });
    });
  });
}

async function benchPhoto() {
  const [{ testPhoto }, { buildPhotos }] = await Promise.all([
    importTs("test/support/test-photo.ts"),
    importTs("tools/posts/photo-builder.ts"),
  ]);
  const root = mkdtempSync(path.join(os.tmpdir(), "bench-photo-"));
  try {
    const postsDir = path.join(root, "posts");
    const target = path.join(root, "public/images/posts");
    mkdirSync(postsDir, { recursive: true });
    writeFileSync(path.join(postsDir, "garden.jpg"), await testPhoto());
    const measure = async () => {
      const cpu = process.cpuUsage();
      const started = performance.now();
      const { made } = await buildPhotos(["garden.jpg"], postsDir, target);
      const used = process.cpuUsage(cpu);
      return {
        made,
        wallMs: Math.round(performance.now() - started),
        cpuMs: Math.round((used.user + used.system) / 1000),
      };
    };
    const loadBefore = load();
    const first = await measure();
    const again = await measure();
    return { photo: "4000×3000 JPEG, 4.2 MB", loadBefore, first, again };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** A fresh clone of the committed state with node_modules as npm install leaves it. */
function freshClone() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-clone-"));
  execFileSync("git", ["clone", "--quiet", "--no-hardlinks", ROOT, dir]);
  execFileSync("cp", ["-al", path.join(ROOT, "node_modules"), path.join(dir, "node_modules")]);
  rmSync(path.join(dir, "node_modules/.vite"), { recursive: true, force: true });
  rmSync(path.join(dir, "node_modules/.cache"), { recursive: true, force: true });
  return dir;
}

async function benchDevFirstPage(dir) {
  const port = 3900 + Math.floor(Math.random() * 90);
  const loadBefore = load();
  let firstPageMs = null;
  let status = null;
  const started = performance.now();
  let polling = false;
  const result = await timed("npm", ["run", "dev"], {
    cwd: dir,
    env: { PORT: String(port), NODE_ENV: "development" },
    onOutput: (output, child) => {
      // Vite prints its address once it listens; the first page is asked for from then on.
      // eslint-disable-next-line no-control-regex
      const address = /Local:\s+(?:\x1b\[[0-9;]*m)*(http:\/\/[^\s/\x1b]+)/.exec(output)?.[1];
      if (polling || !address) return;
      polling = true;
      (async () => {
        for (;;) {
          try {
            const response = await fetch(`${address}/`);
            status = response.status;
            await response.arrayBuffer();
            if (response.ok) break;
          } catch {
            // Not answering yet.
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        firstPageMs = Math.round(performance.now() - started);
        // Let the rasters the first page starts finish, so the build after does not race them.
        const rastersDone = /\[recipes\] \d+ raster file/;
        const waitedSince = performance.now();
        while (!rastersDone.test(child.output) && performance.now() - waitedSince < 120_000) {
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        process.kill(-child.pid, "SIGTERM");
      })();
    },
  });
  return { loadBefore, firstPageMs, status, log: result.output.slice(-2000) };
}

async function benchCleanBuild(dir) {
  // Whatever dev made goes, as on a fresh clone.
  execFileSync("git", ["clean", "-xfdq", "-e", "node_modules"], { cwd: dir });
  const loadBefore = load();
  const { code, wallMs, cpuMs, output } = await timed("npm", ["run", "build"], { cwd: dir });
  const step = (pattern) => pattern.exec(output)?.[1];
  return {
    loadBefore,
    code,
    wallMs,
    cpuMs,
    recipePicturesMs: Number(step(/\[recipes\] .* in (\d+) ms/)) || null,
    viteClientSeconds: Number(step(/built in (\d+\.\d+)s/)) || null,
  };
}

export async function benchAuthoring() {
  console.log(`\nThe author's waits (${os.cpus().length} cores, load ${load().join(" ")}):`);
  const photo = await benchPhoto();
  console.log(
    `  photo: ${photo.first.wallMs} ms (${photo.first.cpuMs} ms CPU, ${photo.first.made} files); ` +
      `nothing changed: ${photo.again.wallMs} ms`,
  );
  const dir = freshClone();
  let dev;
  let build;
  try {
    dev = await benchDevFirstPage(dir);
    console.log(`  npm run dev, fresh clone, first page: ${dev.firstPageMs} ms`);
    build = await benchCleanBuild(dir);
    console.log(
      `  npm run build, clean: ${build.wallMs} ms (${build.cpuMs} ms CPU; recipe rasters ` +
        `${build.recipePicturesMs} ms)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const budgets = [
    { name: "one phone photo", ms: photo.first.wallMs, limit: AUTHORING_BUDGETS.photoMs },
    {
      name: "fresh clone's npm run dev to its first page",
      ms: dev.firstPageMs,
      limit: AUTHORING_BUDGETS.devFirstPageMs,
    },
    { name: "clean npm run build", ms: build.wallMs, limit: AUTHORING_BUDGETS.cleanBuildMs },
  ].map((budget) => ({ ...budget, pass: budget.ms !== null && budget.ms <= budget.limit }));
  for (const budget of budgets) {
    console.log(
      `  ${budget.pass ? "met   " : "MISSED"} ${budget.name}: ${budget.ms} ms (at most ${budget.limit})`,
    );
  }
  const results = {
    date: new Date().toISOString(),
    cores: os.cpus().length,
    node: process.version,
    photo,
    dev: { loadBefore: dev.loadBefore, firstPageMs: dev.firstPageMs, status: dev.status },
    build,
    budgets,
    loadAfter: load(),
  };
  writeFileSync(
    path.join(ROOT, "bench/authoring-results.json"),
    JSON.stringify(results, null, 2) + "\n",
  );
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAuthoring();
