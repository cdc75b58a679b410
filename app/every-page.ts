/**
 * The code every page runs, gathered so the browser gets it as one file.
 *
 * Contract: the root takes its layout from here, and every route takes `loaderMeta` from here.
 * Beyond those, only re-exports that exist to put a module in this chunk belong here (below).
 *
 * Why: the Remix compiler's bundler (esbuild) puts each module in the chunk shared by exactly
 * the entry points that reach it. The root reaches its header, footer, error and pending
 * screens and the helpers they use; each route reaches only a few of them, so without this
 * module they came out as a dozen small files, each compressed on its own. Because every route
 * imports this module, all of them are reached by every entry point and share one chunk.
 * Measured in docs/decisions/0023-one-chunk-for-every-page.md; `npm run bench -- --js` fails if
 * the root's modules are split again.
 */
export { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
export { NavigationProgress } from "~/components/layout/NavigationProgress";
export { pendingScreenFor } from "~/components/layout/pending-screens";
export { SiteFooter } from "~/components/layout/SiteFooter";
export { SiteHeader } from "~/components/layout/SiteHeader";
export { MAIN_CONTENT_ID, SkipLink } from "~/components/layout/SkipLink";
export { connectLinks } from "~/lib/connect-links";
export { loaderMeta } from "~/lib/loader-meta";

// Small modules most pages use, each smaller than the cost of a file of its own (about 110
// bytes of gzip and a request): re-exported only so that they travel in this chunk. Import them
// from their own modules.
export { Byline } from "~/components/content/Byline";
export { proseClass } from "~/components/article/prose-class";
export { formatDate } from "~/lib/dates";
export { blogListHref } from "~/lib/blog/list-query";

// Server-only modules that most routes import for their loaders. In the browser each is an
// empty module, which would otherwise come as a file of its own (about 110 bytes of gzip) to
// every page whose route imports it; re-exported here, they travel in this chunk, empty.
export { data } from "@remix-run/node";
export { notFound } from "~/lib/not-found.server";
export { pageMeta } from "~/lib/seo.server";
export { resolveSources } from "~/lib/sources.server";
