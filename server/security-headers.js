import helmet from "helmet";

/**
 * The headers every response carries, static files and errors included: the OWASP Secure
 * Headers Project's list, from helmet. nginx sends the same values on its own answers
 * (deploy/nginx/security-headers.conf; test/unit/nginx-config.test.ts compares the two). Pages
 * add their Content-Security-Policy themselves (app/entry.server.tsx), since it names each
 * page's inline scripts; why two of the list are left out: docs/decisions/0019-nginx-limits-and-headers.md.
 */
export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()";

/**
 * @param {{ hsts: boolean }} options  hsts: only when the site is served over HTTPS (SITE_URL
 *   https://…, production); a browser would otherwise refuse the plain-HTTP site for two years.
 * @returns {import("express").RequestHandler[]}
 */
export function securityHeaders({ hsts }) {
  return [
    helmet({
      contentSecurityPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      xFrameOptions: { action: "deny" },
      strictTransportSecurity: hsts ? { maxAge: 63_072_000, includeSubDomains: true } : false,
      // Not on OWASP's list, or obsolete for every browser the site supports.
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xXssProtection: false,
    }),
    (_request, response, next) => {
      response.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
      next();
    },
  ];
}

/**
 * The headers `securityHeaders` sets, by name, as helmet sets them on a response: for comparing
 * with nginx's copy of the list.
 * @param {{ hsts: boolean }} options
 * @returns {Record<string, string>}
 */
export function securityHeaderValues(options) {
  /** @type {Record<string, string>} */
  const headers = {};
  const response = {
    setHeader: (name, value) => (headers[name] = String(value)),
    removeHeader: (name) => delete headers[name],
  };
  for (const middleware of securityHeaders(options)) {
    middleware(/** @type {never} */ ({}), /** @type {never} */ (response), () => {});
  }
  return headers;
}
