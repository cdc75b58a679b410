import { createContext, useContext } from "react";

/** The per-request CSP nonce, provided by entry.server and read by <Scripts> in root. */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
