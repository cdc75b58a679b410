import path from "node:path";
import type { GetManualChunk } from "rollup";

/**
 * The modules every page loads, for the client build's `manualChunks` (vite.config.ts;
 * docs/decisions/0063-four-files-measured-again.md).
 *
 * Contract: `onEveryPage(meta)` is the set of the project's own modules (app/, content/) that
 * the root route reaches by static imports, the root route itself and CSS left out. Every page
 * runs the root route, so a module in this set costs no page a byte by sharing one file with the
 * rest. Rollup cannot know that: it gives each set of routes that share a module a file of its
 * own, so the root's small modules (the logo, the icons, the skip link, the error screen…) came
 * as eleven files under 2 KB each. Dynamic imports are not followed: what the root loads later
 * stays in its own file. Packages stay where Rollup puts them (see the loop for why).
 *
 * Computed once per build, from the module graph Rollup has finished when it asks.
 */

type Meta = Parameters<GetManualChunk>[1];

const ROOT_ROUTE = path.resolve("app/root.tsx");
const APP = path.resolve("app") + path.sep;
const CONTENT = path.resolve("content") + path.sep;
let cached: { meta: Meta; ids: Set<string> } | undefined;

export function onEveryPage(meta: Meta): Set<string> {
  if (cached?.meta.getModuleInfo === meta.getModuleInfo) return cached.ids;
  const ids = new Set<string>();
  // The route's module itself; Remix's client build also has a copy of its id with a query,
  // which imports only it.
  const pending = [...(meta.getModuleInfo(ROOT_ROUTE)?.importedIds ?? [])];
  while (pending.length > 0) {
    const id = pending.pop()!;
    const file = id.split("?")[0]!;
    // Only the project's own modules: a package or a helper Rollup makes (`\0…`) may also be
    // imported by the framework's file, which would then import this one, and the two would each
    // wait for the other to run first.
    if (ids.has(id) || file === ROOT_ROUTE || id.startsWith("\0") || /\.css$/.test(file)) continue;
    if (!file.startsWith(APP) && !file.startsWith(CONTENT)) continue;
    ids.add(id);
    pending.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  cached = { meta, ids };
  return ids;
}
