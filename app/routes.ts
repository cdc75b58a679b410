import { flatRoutes } from "@remix-run/fs-routes";
import { route, type RouteConfig } from "@remix-run/route-config";

/**
 * The site's routes: every file in app/routes/ by Remix's flat-route convention, and the
 * author's editor (Keystatic) in development, and in a build only when it is made for GitHub mode
 * (KEYSTATIC_GITHUB_REPO): a reader's site has no /keystatic at all
 * (docs/decisions/0036-the-editor-writes-the-post-files.md). Vite sets NODE_ENV to development
 * for the development server and to production for a build.
 */
const withEditor =
  process.env.NODE_ENV === "development" || Boolean(process.env.KEYSTATIC_GITHUB_REPO?.trim());

export default [
  ...(await flatRoutes({ ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"] })),
  ...(withEditor
    ? [
        route("keystatic/*", "editor/editor-page.tsx", { id: "editor" }),
        route("api/keystatic/*", "editor/editor-api.ts", { id: "editor-api" }),
      ]
    : []),
] satisfies RouteConfig;
