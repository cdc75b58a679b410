/**
 * Remix classic compiler.
 * REMIX_BUILD_DIR lets a second build (e.g. a test-only one) live beside the real one
 * without clobbering it; readers always get `build/`.
 */
const out = process.env.REMIX_BUILD_DIR || "build";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  serverBuildPath: `${out}/index.js`,
  assetsBuildDirectory: `public/${out}`,
  publicPath: `/${out}/`,
  tailwind: true,
  postcss: true,
  serverDependenciesToBundle: [],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
