import { createContext, useContext } from "react";

/**
 * The nonce of the render in progress, for the framework's own inline scripts (`<Scripts>` and
 * `<ScrollRestoration>` in the root). It marks them as the site's: only scripts that carry it are
 * hashed into the Content-Security-Policy, so a script that reached the HTML any other way does
 * not run. Only the server has one; the attribute is taken out of the page before it is sent,
 * so in the browser there is none and the scripts hydrate as rendered
 * (docs/decisions/0004-csp-hashes-and-render-cache.md).
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
