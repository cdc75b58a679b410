/**
 * The page's JavaScript starts downloading after its first paint, not before.
 *
 * Contract: given a document rendered by Remix's `<Scripts />`, returns the same document with
 * its `<link rel="modulepreload">` tags holding their address in `data-href` instead of `href`
 * (so they fetch nothing yet, and the elements React hydrates are all still there), and its
 * inline module script rewritten so that it waits for the first frame, then gives each preload
 * its `href` back (they all start at once, as before), evaluates the preloaded modules one task
 * at a time, and imports the same route modules and, last, the entry. Nothing else changes: the
 * hydration data and the modules are Remix's own. A document that does not have Remix's shape
 * (an error page rendered without scripts) comes back unchanged. Runs before the inline
 * scripts are hashed for the Content-Security-Policy.
 *
 * Why: a phone on a slow network spends its first second fetching about twenty modules that
 * the first paint does not need, at the same high priority as the stylesheet it does need.
 * Pages read without JavaScript, so hydrating a frame later costs a reader nothing
 * (docs/decisions/0022-scripts-after-first-paint.md).
 */

/** `<link rel="modulepreload" href="…"/>` as React renders Remix's preloads. */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
/**
 * Remix's inline module script: `<script type="module" async="">…</script>`, with the render's
 * `nonce` first when `<Scripts nonce>` was given one. The start tag is kept as it was, so the
 * nonce still marks the rewritten script as the framework's when it is hashed.
 */
const MODULE_SCRIPT = /(<script(?: nonce="[^"]*")? type="module" async="">)([\s\S]*?)(<\/script>)/;
/** Remix's last line, `import("/build/entry.client-….js");`, which starts hydration. */
const ENTRY_IMPORT = /^import\(("[^"]+")\);$/m;
/** `import * as route0 from "/build/root-….js";` */
const ROUTE_IMPORT = /^import \* as (route\d+) from ("[^"]+");$/gm;

/**
 * Waits until the page has been painted once: a frame's callbacks run just before it paints,
 * so the second frame's come after the first is on screen, and a task queued from there runs
 * after that frame too. A page not on screen paints nothing, so it need not wait (a hidden
 * page's frames never come).
 */
const AFTER_FIRST_PAINT =
  'await new Promise((resolve) => document.visibilityState === "visible" ? ' +
  "requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))) : resolve());";

export function loadScriptsAfterFirstPaint(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [, open = "", body = "", close = ""] = script;
  const routes = [...body.matchAll(ROUTE_IMPORT)].map(([, name = "", url = ""]) => ({ name, url }));
  if (routes.length === 0) return html;

  // Every preloaded module but the entry (which hydrates, so it comes last, as in Remix).
  const entry = ENTRY_IMPORT.exec(body)?.[1];
  if (!entry) return html;
  const modules = [...html.matchAll(MODULE_PRELOAD)]
    .map(([, url = ""]) => JSON.stringify(url))
    .filter((url) => url !== entry);

  const deferredBody = [
    AFTER_FIRST_PAINT,
    'for (const link of document.querySelectorAll("link[rel=modulepreload][data-href]")) ' +
      "link.href = link.dataset.href;",
    // One module evaluated per task, so no single task evaluates all of them (blocking time).
    `for (const url of [${modules.join(", ")}]) ` +
      "{ await import(url); await new Promise((resolve) => setTimeout(resolve)); }",
    `const [${routes.map((route) => route.name).join(", ")}] = await Promise.all([` +
      `${routes.map((route) => `import(${route.url})`).join(", ")}]);`,
    body.replace(ROUTE_IMPORT, "").replace(/^;?\n+/, ""),
  ].join("\n");

  // Replace by position, not by pattern, so "$" in the page's text is never special.
  const start = script.index;
  const rewritten =
    html.slice(0, start) + open + deferredBody + close + html.slice(start + script[0].length);
  return rewritten.replace(MODULE_PRELOAD, '<link rel="modulepreload" data-href="$1"/>');
}
